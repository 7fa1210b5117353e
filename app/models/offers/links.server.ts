// Where a custom offer's signed links point and how a link finds its offer (docs/decisions/035). The HMAC key
// is the server's session secret; a link of another tenant, a tampered or an expired one finds nothing.
import { and, eq } from 'drizzle-orm'
import { customOfferRequests } from '../../../drizzle/schema/index'
import type { RequestContext } from '../../utils/context'
import type { Db } from '../../utils/db.server'
import { localizePath, type Locale } from '../../domain/locales'
import { OFFER_LINK_DAYS, signOfferLink, verifyOfferLink, type OfferLinkRole } from '../../domain/offer-link'
import { signingSecret, verifyWithAnySecret } from '../../utils/session-secret.server'

export type OfferRow = typeof customOfferRequests.$inferSelect
type OpenedOffer = { ok: true; offer: OfferRow } | { ok: false; reason: 'invalid' | 'expired' }

const DAY = 86_400_000
/** The buyer's link outlives the offered price, so a late visit still shows what happened (EXPIRED, the order). */
const BUYER_LINK_EXTRA_DAYS = 30


function supplierLinkExpiry(createdAt: Date): Date {
  return new Date(createdAt.getTime() + OFFER_LINK_DAYS * DAY)
}

export function offerPriceExpiry(answeredAt: Date): Date {
  return new Date(answeredAt.getTime() + OFFER_LINK_DAYS * DAY)
}

/** The team's link to answer the request: English, like the team's email. */
export function supplierAnswerUrl(origin: string, tenantId: string, offerId: string, createdAt: Date): string {
  const token = signOfferLink(signingSecret(), tenantId, { offerId, role: 'supplier', expiresAt: supplierLinkExpiry(createdAt) })
  return `${origin}/offers/answer/${token}`
}

/** The buyer's offer page, in the language they asked in. */
export function buyerOfferUrl(origin: string, tenantId: string, offer: Pick<OfferRow, 'id' | 'locale'>, priceExpiresAt: Date): string {
  const expiresAt = new Date(priceExpiresAt.getTime() + BUYER_LINK_EXTRA_DAYS * DAY)
  const token = signOfferLink(signingSecret(), tenantId, { offerId: offer.id, role: 'buyer', expiresAt })
  return `${origin}${localizePath(`/offers/${token}`, offer.locale as Locale)}`
}

export async function openOfferLink(ctx: RequestContext, token: string, role: OfferLinkRole, now = new Date()): Promise<OpenedOffer> {
  const checked = verifyWithAnySecret((secret) => verifyOfferLink(secret, ctx.tenant.id, token, now), (c) => c.ok || c.reason !== 'invalid')
  if (!checked.ok) return checked
  if (checked.link.role !== role) return { ok: false, reason: 'invalid' }
  const offer = await findOffer(ctx.db, ctx.tenant.id, checked.link.offerId)
  return offer ? { ok: true, offer } : { ok: false, reason: 'invalid' }
}

export async function findOffer(db: Db, tenantId: string, offerId: string): Promise<OfferRow | null> {
  const [row] = await db
    .select()
    .from(customOfferRequests)
    .where(and(eq(customOfferRequests.id, offerId), eq(customOfferRequests.tenantId, tenantId)))
  return row ?? null
}
