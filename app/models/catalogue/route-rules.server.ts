// Applies the spec §2 section rules inside loaders, so client-side navigations obey them too.
import { redirect } from '@remix-run/node'
import { findExperienceCity } from './experience.server'
import type { RequestContext } from '../../utils/context'
import { localizePath, splitLocalePrefix } from '../../domain/locales'
import { matchRouteRule } from '../../utils/route-rules'

export async function enforceRouteRules(context: RequestContext, request: Request): Promise<void> {
  refuseDisabledLocale(context)
  const url = new URL(request.url)
  const { rest } = splitLocalePrefix(url.pathname)
  const rule = matchRouteRule(rest, context.tenant.siteType, url.search)
  if (!rule) return
  if (rule.kind === 'redirect') throw redirect(localizePath(rule.to, context.locale), 301)
  const city = await findExperienceCity(context, rule.slug)
  if (city) throw redirect(localizePath(`/things-to-do-in-${city}/${rule.slug}${url.search}`, context.locale), 301)
  if (rule.kind === 'discover') throw redirect(localizePath(`/things-to-do-in-${rule.slug}${url.search}`, context.locale), 301)
}

/**
 * A language prefix the tenant does not offer (/tr/… on an English and German site) is a 404 on every path, as the
 * front door and the locale layout say. The layout's 404 alone loses to a page loader's redirect, which Remix
 * prefers whichever loader throws it (so /tr/things-to-do went to /experiences while /tr/about was a 404): every
 * loader that may redirect asks here first.
 */
export function refuseDisabledLocale(context: Pick<RequestContext, 'localeNotEnabled'>): void {
  if (context.localeNotEnabled) throw notFound()
}

export function notFound(): Response {
  return new Response('Not Found', { status: 404 })
}
