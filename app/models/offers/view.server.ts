// What the supplier's answer page and the buyer's offer page show of a custom offer, in the visitor's language.
import { and, asc, eq } from 'drizzle-orm'
import { experiences, options, orders } from '../../../drizzle/schema/index'
import { addressKey } from '../../utils/client-address.server'
import type { RequestContext } from '../../utils/context'
import type { OfferRow } from './links.server'
import { titleOf } from './custom-offers.server'
import { consumeRateLimits, type RateLimit, type RateLimitOutcome } from '../platform/rate-limit.server'

type OfferStatus = OfferRow['status']
export type OfferView = {
  status: OfferStatus
  experienceTitle: string
  name: string
  email: string
  phone: string | null
  travellers: number
  preferredDate: string | null
  message: string
  amount: number | null
  currency: string
  date: string | null
  time: string | null
  timeZone: string
  /** The option's own start times, offered as suggestions on the answer form. */
  startTimes: string[]
  note: string | null
  expiresAt: string | null
  order: { number: string; purchaseId: string; status: string } | null
}

export async function getOfferView(ctx: RequestContext, offer: OfferRow, now = new Date()): Promise<OfferView> {
  const [experience] = await ctx.db.select({ slug: experiences.slug, timeZone: experiences.timeZone }).from(experiences).where(eq(experiences.id, offer.experienceId))
  const [option] = await ctx.db
    .select({ startTimes: options.startTimes })
    .from(options)
    .where(offer.optionId ? eq(options.id, offer.optionId) : eq(options.experienceId, offer.experienceId))
    .orderBy(asc(options.position))
    .limit(1)
  const [order] = offer.orderId
    ? await ctx.db
        .select({ number: orders.number, purchaseId: orders.purchaseId, status: orders.status })
        .from(orders)
        .where(and(eq(orders.id, offer.orderId), eq(orders.tenantId, ctx.tenant.id)))
    : []
  // An offered price past its validity is expired whether or not the sweep has written it yet.
  const lapsed = offer.status === 'OFFERED' && offer.offerExpiresAt !== null && offer.offerExpiresAt <= now
  return {
    status: lapsed ? 'EXPIRED' : offer.status,
    experienceTitle: (await titleOf(ctx, offer.experienceId, ctx.locale)) ?? experience?.slug ?? '',
    name: offer.name,
    email: offer.email,
    phone: offer.phone,
    travellers: offer.travellers,
    preferredDate: offer.preferredDate,
    message: offer.message,
    amount: offer.offerAmount,
    currency: offer.offerCurrency ?? ctx.tenant.currency,
    date: offer.offerDate,
    time: offer.offerTime,
    timeZone: experience?.timeZone ?? ctx.tenant.timeZone,
    startTimes: option?.startTimes ?? [],
    note: offer.offerNote,
    expiresAt: offer.offerExpiresAt?.toISOString() ?? null,
    order: order ?? null,
  }
}

/** A stranger guessing links, or a script replaying a form, from one address on one site. */
const OFFER_LINK_LIMIT = { name: 'offer-link:address', points: 30, durationSeconds: 10 * 60 } as const satisfies RateLimit

export function limitOfferLinks(ctx: RequestContext): Promise<RateLimitOutcome> {
  return consumeRateLimits(ctx.db, [{ limit: OFFER_LINK_LIMIT, key: `${ctx.tenant.id}|${addressKey(ctx.clientIp)}` }])
}
