// The supplier's answers to on-request bookings as the hub shows them (issue 22): the inbox of requests, the
// recent answers, the booking behind a signed link, and the answer itself (from the hub or from the link).
// Every list is scoped to the supplier; the signed link is its own authority (its signature names the booking).
import { and, asc, desc, eq, inArray, isNotNull, sql, type SQL } from 'drizzle-orm'
import { availabilitySlots, bookings, experiences, experienceTranslations, options, orders, suppliers } from '../../../drizzle/schema/index'
import { currentDbScope, withDbScope, type Db } from '../../utils/db.server'
import type { HubContext } from '../../utils/hub-context'
import type { UnitQuantities } from '../../../drizzle/schema/carts'
import { bookingReference } from '../../domain/booking-reference'
import { wallClock } from '../../domain/zoned-time'
import type { DecisionKind } from '../../domain/decision-link'
import { pick } from '../catalogue/experience.server'
import { consumeRateLimits } from '../platform/rate-limit.server'
import { decideOnRequest, type SupplierDecisionResult } from '../orders/supplier-decision.server'
import { tenantById } from '../platform/tenant-directory.server'
import { readDecisionToken } from './decision-links.server'
import { byAddress } from './staff.server'

export type RequestSummary = {
  id: string
  reference: string
  experience: string
  option: string
  date: string
  time: string
  timeZone: string
  travellers: number
  units: UnitQuantities
  leadName: string
  tenant: string
  supplier: string
  supplierSlug: string
  status: string
  answerDueAt: string | null
  answeredVia: string | null
  /** When the answer was given: the confirmation or the decline. */
  answeredAt: string | null
}

/** Links are opened by people who are not signed in: a guessing address is slowed down, the supplier is not. */
const LINK_LIMIT = { name: 'hub-decision:address', points: 60, durationSeconds: 15 * 60 }

async function summaries(db: Db, where: SQL | undefined, locale: string, order: 'due' | 'answered', limit = 200): Promise<RequestSummary[]> {
  const rows = await db
    .select({
      booking: bookings,
      number: orders.number,
      buyerFirstName: orders.buyerFirstName,
      buyerLastName: orders.buyerLastName,
      slug: experiences.slug,
      timeZone: experiences.timeZone,
      optionName: options.name,
      startsAt: availabilitySlots.startsAt,
      localDate: availabilitySlots.localDate,
      supplier: suppliers.name,
      supplierSlug: suppliers.slug,
      // The reference is the booking's place in its order (booking-reference.ts), counted as the order view does.
      position: sql<number>`(select count(*)::int from bookings p where p.order_id = ${bookings.orderId} and (p.created_at, p.id) < (${bookings.createdAt}, ${bookings.id}))`,
    })
    .from(bookings)
    .innerJoin(orders, eq(orders.id, bookings.orderId))
    .innerJoin(experiences, eq(experiences.id, bookings.experienceId))
    .innerJoin(suppliers, eq(suppliers.id, experiences.supplierId))
    .innerJoin(options, eq(options.id, bookings.optionId))
    .innerJoin(availabilitySlots, eq(availabilitySlots.id, bookings.slotId))
    .where(where)
    .orderBy(...(order === 'due' ? [asc(bookings.answerDueAt), asc(bookings.id)] : [desc(bookings.updatedAt), desc(bookings.id)]))
    .limit(limit)
  if (!rows.length) return []
  const titles = await db
    .select({ experienceId: experienceTranslations.experienceId, locale: experienceTranslations.locale, title: experienceTranslations.title })
    .from(experienceTranslations)
    .where(and(inArray(experienceTranslations.experienceId, [...new Set(rows.map((r) => r.booking.experienceId))]), inArray(experienceTranslations.locale, [locale, 'en'])))
  const titleOf = (id: string, slug: string) => (titles.find((t) => t.experienceId === id && t.locale === locale) ?? titles.find((t) => t.experienceId === id))?.title ?? slug
  return rows.map((r) => {
    const b = r.booking
    return {
      id: b.id,
      reference: bookingReference(r.number, r.position),
      experience: titleOf(b.experienceId, r.slug),
      option: pick(r.optionName, locale),
      date: r.localDate,
      time: wallClock(new Date(r.startsAt), r.timeZone).time,
      timeZone: r.timeZone,
      travellers: b.travellers,
      units: b.unitQuantities,
      leadName: `${r.buyerFirstName} ${r.buyerLastName}`.trim(),
      tenant: tenantById(b.tenantId)?.name ?? b.tenantId,
      supplier: r.supplier,
      supplierSlug: r.supplierSlug,
      status: b.status,
      answerDueAt: b.answerDueAt?.toISOString() ?? null,
      answeredVia: b.answeredVia,
      answeredAt: (b.status === 'CONFIRMED' ? b.confirmedAt : b.cancelledAt)?.toISOString() ?? (b.answeredVia ? b.updatedAt.toISOString() : null),
    }
  })
}

/** The inbox: this supplier's requests waiting for an answer, the soonest due first. */
export function listRequests(db: Db, supplierId: string, locale: string): Promise<RequestSummary[]> {
  return summaries(db, and(eq(experiences.supplierId, supplierId), eq(bookings.status, 'PENDING_SUPPLIER')), locale, 'due')
}

/** The last answers given (by anyone of the team, by a link, or by the clock), newest first. */
export function recentAnswers(db: Db, supplierId: string, locale: string, limit = 10): Promise<RequestSummary[]> {
  return summaries(db, and(eq(experiences.supplierId, supplierId), isNotNull(bookings.answeredVia)), locale, 'answered', limit)
}

/** An answer given in the hub, by a signed-in member of the booking's supplier. */
export function answerInHub(ctx: HubContext, input: { supplierId: string; bookingId: string; decision: DecisionKind; staffId: string }): Promise<SupplierDecisionResult> {
  return decideOnRequest(ctx.db, { ...input, via: 'hub' }, { providers: ctx.payments })
}

export type OpenedDecision =
  | { state: 'rate_limited' | 'invalid' }
  | { state: 'expired' | 'ready' | 'done'; decision: DecisionKind; booking: RequestSummary }

/** What a signed link is about, without acting: GET shows this and never changes anything. */
export async function openDecision(ctx: HubContext, token: string, locale: string, now = new Date()): Promise<OpenedDecision> {
  const limited = await consumeRateLimits(ctx.db, [byAddress(ctx, LINK_LIMIT)])
  if (limited.limited) return { state: 'rate_limited' }
  const checked = readDecisionToken(token, now)
  if (!checked.ok && checked.reason === 'invalid') return { state: 'invalid' }
  const link = checked.link
  return asSupplierOfBooking(ctx, link.bookingId, async () => {
    const [booking] = await summaries(ctx.db, eq(bookings.id, link.bookingId), locale, 'due', 1)
    if (!booking) return { state: 'invalid' }
    const state = booking.status !== 'PENDING_SUPPLIER' ? 'done' : checked.ok ? 'ready' : 'expired'
    return { state, decision: link.decision, booking }
  })
}

/** POST of a signed link: acts once; a second use, however close, finds the booking answered and changes nothing. */
export async function answerByLink(ctx: HubContext, token: string, locale: string, now = new Date()): Promise<OpenedDecision> {
  const opened = await openDecision(ctx, token, locale, now)
  if (opened.state !== 'ready') return opened
  return asSupplierOfBooking(ctx, opened.booking.id, async () => {
    const [row] = await ctx.db.select({ supplierId: experiences.supplierId }).from(bookings).innerJoin(experiences, eq(experiences.id, bookings.experienceId)).where(eq(bookings.id, opened.booking.id))
    await decideOnRequest(ctx.db, { bookingId: opened.booking.id, decision: opened.decision, via: 'email', supplierId: row!.supplierId }, { now, providers: ctx.payments })
    const [after] = await summaries(ctx.db, eq(bookings.id, opened.booking.id), locale, 'due', 1)
    return { state: 'done', decision: opened.decision, booking: after! }
  })
}

/**
 * A signed link speaks for its booking's supplier, signed in or not: what follows runs in that supplier's scope
 * (row-level security, decision 055). Finding the supplier is the one read made across every row, and it reads one id.
 */
async function asSupplierOfBooking<T>(ctx: HubContext, bookingId: string, fn: () => Promise<T>): Promise<T> {
  const supplierOf = () => ctx.db.select({ supplierId: experiences.supplierId }).from(bookings).innerJoin(experiences, eq(experiences.id, bookings.experienceId)).where(eq(bookings.id, bookingId))
  const [row] = await withDbScope({ every: 'platform' }, async () => await supplierOf())
  const scope = currentDbScope()
  return withDbScope({ ...scope, supplierIds: [...(scope?.supplierIds ?? []), ...(row ? [row.supplierId] : [])] }, fn)
}

/** A booking's reference for a message after the answer (the caller has already checked the supplier). */
export async function bookingReferenceOf(db: Db, bookingId: string): Promise<string | null> {
  const [row] = await summaries(db, eq(bookings.id, bookingId), 'en', 'due', 1)
  return row?.reference ?? null
}
