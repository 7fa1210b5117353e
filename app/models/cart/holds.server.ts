// Capacity moves, each one guarded statement so two checkouts can never take the same last seat: the WHERE
// clause re-reads the row under its lock, and the CHECK (held + booked <= capacity) stands behind it.
// Callers that touch several slots in one transaction go in slot id order, so they cannot deadlock.
import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm'
import { availabilitySlots, bookings, customOfferRequests, experiences, orders } from '../../../drizzle/schema/index'
import type { Db } from '../../utils/db.server'

/** Minutes a hold lasts before the sweeper gives the seats back (issue 4). */
export const HOLD_MINUTES = 15
const s = availabilitySlots
// A supplier's CLOSED or SOLD_OUT override refuses new seats whatever the counts say.
const open = inArray(s.status, ['AVAILABLE', 'LIMITED'])

/** Slot id order, the same as PostgreSQL's uuid order (lower-case hex compares bytewise). */
export function bySlot(a: { slotId: string }, b: { slotId: string }): number {
  return a.slotId < b.slotId ? -1 : a.slotId > b.slotId ? 1 : 0
}

/** Holds `n` seats for an unpaid booking; false when the slot cannot take them. */
export async function holdSeats(tx: Db, slotId: string, n: number): Promise<boolean> {
  const rows = await tx
    .update(s)
    .set({ held: sql`${s.held} + ${n}` })
    .where(and(eq(s.id, slotId), open, sql`${s.held} + ${s.booked} + ${n} <= ${s.capacity}`))
    .returning({ id: s.id })
  return rows.length === 1
}

/** Books `n` seats without a hold (pay later, or a payment that arrived after its hold expired). */
export async function bookSeats(tx: Db, slotId: string, n: number): Promise<boolean> {
  const rows = await tx
    .update(s)
    .set({ booked: sql`${s.booked} + ${n}` })
    .where(and(eq(s.id, slotId), open, sql`${s.held} + ${s.booked} + ${n} <= ${s.capacity}`))
    .returning({ id: s.id })
  return rows.length === 1
}

/** A paid hold becomes a booking: the seats move from held to booked in one statement. */
export async function confirmHeldSeats(tx: Db, slotId: string, n: number): Promise<void> {
  await tx
    .update(s)
    .set({ held: sql`${s.held} - ${n}`, booked: sql`${s.booked} + ${n}` })
    .where(eq(s.id, slotId))
}

type SeatOwner = { slotId: string; quantity: number; orderId: string }

/**
 * The seats a custom offer's order gives back leave the departure with them: its seat was added for it (the
 * supplier sold it on top of the public capacity, custom-offer-accept.server.ts), so an offer that expires
 * unpaid, fails or is cancelled must not leave one more seat on sale to everyone.
 */
const offerSeats = (b: SeatOwner) =>
  sql`case when exists (select 1 from ${customOfferRequests} where ${customOfferRequests.orderId} = ${b.orderId}) then ${b.quantity} else 0 end`

/** An unpaid hold ends: its seats go back to the departure (an offer's seat goes away). */
export async function releaseHeldSeats(tx: Db, b: SeatOwner): Promise<void> {
  await tx
    .update(s)
    .set({ held: sql`${s.held} - ${b.quantity}`, capacity: sql`${s.capacity} - ${offerSeats(b)}` })
    .where(eq(s.id, b.slotId))
}

/** A cancelled booking gives its seats back to the departure, in one statement (an offer's seat goes away). */
export async function returnBookedSeats(tx: Db, b: SeatOwner): Promise<void> {
  await tx
    .update(s)
    .set({ booked: sql`${s.booked} - ${b.quantity}`, capacity: sql`${s.capacity} - ${offerSeats(b)}` })
    .where(eq(s.id, b.slotId))
}

/**
 * Expired holds of unpaid orders become EXPIRED and their seats go back, one order per transaction. The order
 * row is locked with SKIP LOCKED, so a payment being fulfilled right now (it holds that lock) is left alone,
 * and two sweepers never work on the same order. The order stays PENDING_PAYMENT: a late payment can still
 * re-take free seats, or is refunded (handlePaymentEvent).
 */
export async function releaseExpiredHolds(db: Db, now: Date = new Date()): Promise<{ bookings: number }> {
  const due = await db
    .selectDistinct({ orderId: bookings.orderId })
    .from(bookings)
    .where(and(eq(bookings.status, 'ON_HOLD'), lte(bookings.holdExpiresAt, now)))
    .limit(200)
  let released = 0
  for (const { orderId } of due) {
    released += await db.transaction(async (tx) => {
      const t = tx as unknown as Db
      const [order] = await t
        .select({ id: orders.id })
        .from(orders)
        .where(and(eq(orders.id, orderId), inArray(orders.status, ['PENDING_PAYMENT', 'PROCESSING'])))
        .for('update', { skipLocked: true })
      if (!order) return 0
      const expired = await t
        .update(bookings)
        .set({ status: 'EXPIRED', updatedAt: now })
        .where(and(eq(bookings.orderId, orderId), eq(bookings.status, 'ON_HOLD'), lte(bookings.holdExpiresAt, now)))
        .returning({ slotId: bookings.slotId, quantity: bookings.quantity, orderId: bookings.orderId })
      for (const b of [...expired].sort(bySlot)) await releaseHeldSeats(t, b)
      return expired.length
    })
  }
  return { bookings: released }
}

/** The bookings of an order in slot id order, locked: the order in which fulfilment may touch their slots. */
export async function lockOrderBookings(tx: Db, orderId: string) {
  const rows = await tx
    .select({ booking: bookings, onRequest: experiences.onRequest })
    .from(bookings)
    .innerJoin(experiences, eq(experiences.id, bookings.experienceId))
    .where(eq(bookings.orderId, orderId))
    .orderBy(asc(bookings.slotId), asc(bookings.id))
    .for('update', { of: bookings })
  return rows.map((r) => ({ ...r.booking, onRequest: r.onRequest }))
}

export type LockedBooking = Awaited<ReturnType<typeof lockOrderBookings>>[number]
