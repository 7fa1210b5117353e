// The buyer accepts an offered price (docs/decisions/035). One transaction: OFFERED → ACCEPTED (guarded), a
// one-seat slot on the offered date, the seat held like any checkout, a PENDING_PAYMENT order with one ON_HOLD
// booking at the offered price and its pending payment; after the commit the same hosted payment page as any
// order opens, and the ordinary payment events confirm it. A second acceptance changes nothing: it finds the
// order and, while it is unpaid, the same payment page.
import { and, asc, eq, gt, sql } from 'drizzle-orm'
import { availabilitySlots, bookings, customOfferRequests, experiences, options, orders, payments } from '../../../drizzle/schema/index'
import type { RequestContext } from '../../utils/context'
import type { Db } from '../../utils/db.server'
import { zonedTimeToUtc } from '../../domain/zoned-time'
import { enqueueEmail } from '../../services/mail/enqueue.server'
import { findSessionPayment, openPaymentSession } from '../checkout/session.server'
import { findOffer, type OfferRow } from './links.server'
import { offerMail } from './mail.server'
import { titleOf } from './custom-offers.server'
import { expireCustomOffers } from './answer.server'
import { HOLD_MINUTES, holdSeats } from '../cart/holds.server'
import { newOrderNumber, newPurchaseId } from '../orders/write.server'
import type { OrderRow } from '../orders/orders.server'
import type { CartOwner } from '../../domain/booking-contract'

type AcceptResult =
  | { kind: 'pay'; url: string }
  | { kind: 'unchanged'; offer: OfferRow }
  | { kind: 'unavailable'; offer: OfferRow }
  | { kind: 'payment_unavailable'; offer: OfferRow }

class Unavailable extends Error {}

/** `owner`: the browser accepting; it (or the signed-in user) may then see the order's outcome screen. */
export async function acceptCustomOffer(ctx: RequestContext, offer: OfferRow, origin: string, owner: CartOwner, now = new Date()): Promise<AcceptResult> {
  let order: OrderRow | null
  try {
    order = await ctx.db.transaction((tx) => writeAcceptance(ctx, tx as unknown as Db, offer.id, owner, now))
  } catch (error) {
    if (!(error instanceof Unavailable)) throw error
    return { kind: 'unavailable', offer }
  }
  if (!order) {
    // Not OFFERED, or its validity has passed: the expiry (with its email) is applied now rather than by the next sweep.
    if (offer.status === 'OFFERED') await expireCustomOffers(ctx.db, now)
    const current = (await findOffer(ctx.db, ctx.tenant.id, offer.id)) ?? offer
    if (current.status === 'ACCEPTED') return resumeOfferPayment(ctx, current, origin)
    return { kind: 'unchanged', offer: current }
  }
  const session = await openPaymentSession(ctx, order, origin, await paymentDescription(ctx, offer))
  return session.ok ? { kind: 'pay', url: session.url } : { kind: 'payment_unavailable', offer }
}

/** An accepted offer whose order is still unpaid: its payment page, opened once and found again; else nothing. */
export async function resumeOfferPayment(ctx: RequestContext, offer: OfferRow, origin: string): Promise<AcceptResult> {
  const order = offer.orderId ? await orderOf(ctx.db, ctx.tenant.id, offer.orderId) : null
  if (!order || order.status !== 'PENDING_PAYMENT') return { kind: 'unchanged', offer }
  const payment = await findSessionPayment(ctx.db, order)
  if (payment?.status !== 'PENDING') return { kind: 'unchanged', offer }
  const session = await openPaymentSession(ctx, order, origin, await paymentDescription(ctx, offer))
  return session.ok ? { kind: 'pay', url: session.url } : { kind: 'unchanged', offer }
}

/** What the payment page names beside the order number: the experience, as a checkout names its lines (not the order number twice). */
async function paymentDescription(ctx: RequestContext, offer: OfferRow): Promise<string> {
  return ((await titleOf(ctx, offer.experienceId, ctx.locale)) ?? '').slice(0, 200)
}

async function writeAcceptance(ctx: RequestContext, tx: Db, offerId: string, owner: CartOwner, now: Date): Promise<OrderRow | null> {
  const o = customOfferRequests
  const [offer] = await tx
    .update(o)
    .set({ status: 'ACCEPTED', acceptedAt: now, updatedAt: now, buyerGuestToken: owner.guestToken })
    .where(and(eq(o.id, offerId), eq(o.tenantId, ctx.tenant.id), eq(o.status, 'OFFERED'), gt(o.offerExpiresAt, now)))
    .returning()
  if (!offer || offer.offerAmount === null || !offer.offerCurrency || !offer.offerDate) return null
  const slotId = await offerSlot(tx, offer)
  if (!slotId || !(await holdSeats(tx, slotId, 1))) throw new Unavailable()
  const purchaseId = newPurchaseId()
  const [first = offer.name, ...rest] = offer.name.trim().split(/\s+/)
  const [order] = await tx
    .insert(orders)
    .values({
      tenantId: ctx.tenant.id,
      number: newOrderNumber(),
      purchaseId,
      userId: owner.userId,
      buyerFirstName: first,
      buyerLastName: rest.join(' '),
      email: offer.email,
      phoneCountryCode: '',
      phone: offer.phone ?? '',
      locale: offer.locale,
      currency: offer.offerCurrency,
      subtotalAmount: offer.offerAmount,
      totalAmount: offer.offerAmount,
      status: 'PENDING_PAYMENT',
      // The offer is its own idempotency key: one offer can never become two orders.
      idempotencyKey: `offer:${offer.id}`,
    })
    .returning()
  await tx.insert(bookings).values({
    tenantId: ctx.tenant.id,
    orderId: order!.id,
    experienceId: offer.experienceId,
    optionId: (await offerOption(tx, offer))!,
    slotId,
    unitQuantities: { adult: offer.travellers },
    travellers: offer.travellers,
    quantity: 1,
    priceAmount: offer.offerAmount,
    currency: offer.offerCurrency,
    status: 'ON_HOLD',
    idempotencyKey: `offer:${offer.id}:booking`,
    holdExpiresAt: new Date(now.getTime() + HOLD_MINUTES * 60_000),
  })
  await tx.insert(payments).values({
    tenantId: ctx.tenant.id,
    orderId: order!.id,
    provider: ctx.payments(ctx.tenant.id).id,
    kind: 'capture',
    amount: offer.offerAmount,
    currency: offer.offerCurrency,
    idempotencyKey: `session:${purchaseId}`,
  })
  await tx.update(o).set({ orderId: order!.id }).where(eq(o.id, offer.id))
  const mail = await offerMail(tx, offer, 'en', null, order!.number)
  await enqueueEmail(tx, { tenantId: ctx.tenant.id, kind: 'custom_offer_accepted', to: ctx.tenant.contact.email, locale: 'en', offer: mail })
  return order!
}

async function offerOption(tx: Db, offer: OfferRow): Promise<string | null> {
  if (offer.optionId) return offer.optionId
  const [first] = await tx.select({ id: options.id }).from(options).where(eq(options.experienceId, offer.experienceId)).orderBy(asc(options.position), asc(options.id)).limit(1)
  return first?.id ?? null
}

/**
 * The offer's own seat: a slot at the offered date and time with room for one more booking. A slot already at
 * that time (a priced departure) grows by one seat, since the supplier sold this one on top of it.
 */
async function offerSlot(tx: Db, offer: OfferRow): Promise<string | null> {
  const optionId = await offerOption(tx, offer)
  if (!optionId) return null
  const [experience] = await tx.select({ timeZone: experiences.timeZone, minutes: experiences.durationMinutes }).from(experiences).where(eq(experiences.id, offer.experienceId))
  const startsAt = zonedTimeToUtc(offer.offerDate!, offer.offerTime ?? '00:00', experience!.timeZone)
  const s = availabilitySlots
  const [slot] = await tx
    .insert(s)
    .values({ optionId, startsAt, endsAt: new Date(startsAt.getTime() + experience!.minutes * 60_000), localDate: offer.offerDate!, capacity: 1 })
    .onConflictDoUpdate({ target: [s.optionId, s.startsAt], set: { capacity: sql`${s.capacity} + 1` } })
    .returning({ id: s.id })
  return slot?.id ?? null
}

async function orderOf(db: Db, tenantId: string, orderId: string): Promise<OrderRow | null> {
  const [row] = await db.select().from(orders).where(and(eq(orders.id, orderId), eq(orders.tenantId, tenantId)))
  return row ?? null
}
