// The detail page's data, shared by /experiences/{slug} and /things-to-do-in-{city}/{slug}.
import { getExperience } from '../models/experience.server'
import type { RequestContext } from './context'
import { createPricer } from './money.server'

export async function loadExperiencePage(context: RequestContext, slug: string) {
  const [experience, price] = await Promise.all([getExperience(context, slug), createPricer(context)])
  if (!experience) return null
  return {
    ...experience,
    fromPrice: experience.fromPrice ? price.format(experience.fromPrice) : null,
    title: `${experience.heading} | ${context.tenant.name}`,
  }
}
