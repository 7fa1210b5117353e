// Where an experience's page lives on a tenant: supplier sites list under /experiences, marketplaces by city.
import type { RequestContext } from './context'

/** The unprefixed path of an experience page on this tenant (localizePath adds the locale). */
export function experiencePath(ctx: Pick<RequestContext, 'tenant'>, e: { slug: string; city: { slug: string } }): string {
  return ctx.tenant.siteType === 'supplier' ? `/experiences/${e.slug}` : `/things-to-do-in-${e.city.slug}/${e.slug}`
}
