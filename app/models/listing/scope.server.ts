// Which experiences a tenant sells, and localized labels: shared by every catalogue read.
import { and, eq, gt, inArray, isNull, or, type SQL } from 'drizzle-orm'
import * as s from '../../../drizzle/schema/index'
import type { LocalizedText } from '../../../drizzle/schema/index'
import type { RequestContext } from '../../utils/context'
import type { Locale } from '../../domain/locales'

/** Live experiences of the suppliers the tenant sells ('all' or a list of supplier slugs). */
export function inScope(ctx: RequestContext): SQL {
  const { suppliers } = ctx.tenant.catalogue
  return and(
    eq(s.experiences.status, 'active'),
    or(isNull(s.experiences.expiresAt), gt(s.experiences.expiresAt, new Date())),
    suppliers === 'all'
      ? undefined
      : inArray(s.experiences.supplierId, ctx.db.select({ id: s.suppliers.id }).from(s.suppliers).where(inArray(s.suppliers.slug, suppliers))),
  )!
}

export function localize(text: LocalizedText, locale: Locale): string {
  return text[locale] ?? text.en
}
