// The detail page's data, shared by /experiences/{slug} and /things-to-do-in-{city}/{slug}.
import { getExperience } from '../models/experience.server'
import type { RequestContext } from './context'
import { formatMoney } from './format'
import { LOCALE_INFO } from './locales'

export async function loadExperiencePage(context: RequestContext, slug: string) {
  const experience = await getExperience(context, slug)
  if (!experience) return null
  const iso = LOCALE_INFO[context.locale].iso
  return {
    ...experience,
    fromPrice: experience.fromPrice ? formatMoney(experience.fromPrice.amount, experience.fromPrice.currency, iso) : null,
    title: `${experience.heading} | ${context.tenant.name}`,
  }
}
