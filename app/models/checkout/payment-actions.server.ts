// Money movements the platform starts itself (refunds of bookings that could not be honoured, captures and
// releases of on-hold authorisations). Each is a payments row with a unique idempotency key plus a 'payment'
// outbox row, written in the fulfilment transaction: it exists once, and it is sent to the provider after the
// commit, by the request that caused it or by the worker, under an outbox lease, with the same key each time.
import { and, eq, inArray, sql } from 'drizzle-orm'
import { bookings, payments } from '../../../drizzle/schema/index'
import type { Db } from '../../utils/db.server'
import type { PaymentProvider } from '../../domain/booking-contract'
import type { ProviderLookup } from '../../domain/booking-contract'
import { issueCreditNote } from '../orders/invoices.server'
import { enqueuePaymentAction, leaseOutbox, markDelivered, markFailed, type PaymentAction } from '../platform/outbox.server'

type PaymentRow = typeof payments.$inferSelect

/** Records a refund of `amount` against the charge; a second call for the same key changes nothing. */
export async function recordRefund(tx: Db, charge: PaymentRow, key: string, amount: number): Promise<boolean> {
  if (amount <= 0) return false
  const [row] = await tx
    .insert(payments)
    .values({
      tenantId: charge.tenantId,
      orderId: charge.orderId,
      provider: charge.provider,
      providerReference: charge.providerReference,
      kind: 'refund',
      amount,
      currency: charge.currency,
      idempotencyKey: key,
    })
    .onConflictDoNothing()
    .returning({ id: payments.id })
  if (row) await enqueuePaymentAction(tx, charge.tenantId, { action: 'refund', paymentId: row.id })
  return Boolean(row)
}

/** Money already given back (or on its way) for an order. */
export async function refundedSoFar(tx: Db, orderId: string): Promise<number> {
  const [row] = await tx
    .select({ sum: sql<number>`coalesce(sum(${payments.amount}), 0)::int` })
    .from(payments)
    .where(and(eq(payments.orderId, orderId), eq(payments.kind, 'refund'), inArray(payments.status, ['PENDING', 'SUCCEEDED'])))
  return row?.sum ?? 0
}

/** Delivers due payment actions (all, or one tenant's); returns how many the provider accepted. */
export async function processPaymentActions(db: Db, options: { now?: Date; providers: ProviderLookup; tenantId?: string }): Promise<number> {
  const now = options.now ?? new Date()
  const lookup = options.providers
  const leased = await leaseOutbox(db, 'payment', now, { tenantId: options.tenantId })
  let done = 0
  for (const row of leased) {
    const action = row.payload as PaymentAction
    try {
      const [payment] = await db.select().from(payments).where(eq(payments.id, action.paymentId))
      if (!payment) {
        await markDelivered(db, row.id, now)
        continue
      }
      const provider = lookup(payment.tenantId, payment.provider as PaymentProvider['id'])
      if (action.action === 'expire') {
        if (payment.providerReference && !(await provider.expireSession(payment.providerReference)).ok) throw new Error(`${provider.id} refused to expire the session`)
        await markDelivered(db, row.id, now)
        done++
        continue
      }
      const movement = { providerReference: payment.providerReference ?? '', amount: payment.amount, currency: payment.currency, idempotencyKey: action.action === 'release' ? `release:${payment.idempotencyKey}` : payment.idempotencyKey }
      const result = await provider[action.action](movement)
      if (!result.ok) throw new Error(`${provider.id} refused the ${action.action}`)
      if (action.action === 'refund') await recordRefundSucceeded(db, payment, now)
      else if (action.action !== 'release') {
        await db.update(payments).set({ status: 'SUCCEEDED', updatedAt: now }).where(eq(payments.id, payment.id))
      }
      await markDelivered(db, row.id, now)
      done++
    } catch (error) {
      console.warn(`[payments] ${action.action} of payment ${action.paymentId} failed: ${(error as Error).message}`)
      await markFailed(db, row.id, row.attempts, error, now)
    }
  }
  return done
}

/**
 * The provider refunded: the row becomes SUCCEEDED first, on its own, so that nothing after it can undo the
 * record of money already sent back (a rolled-back record would have the outbox ask the provider again, and
 * Stripe forgets idempotency keys after 24 hours: a second real refund). Then, when the buyer cancelled the
 * booking, its credit note, keyed by the refund so it is issued once; if that fails it is logged, never retried
 * through the refund. A refund for a booking that failed at payment is already netted off the order's invoice.
 */
async function recordRefundSucceeded(db: Db, payment: PaymentRow, now: Date): Promise<void> {
  await db.update(payments).set({ status: 'SUCCEEDED', updatedAt: now }).where(eq(payments.id, payment.id))
  const bookingId = /^refund:([0-9a-f-]{36})$/.exec(payment.idempotencyKey)?.[1]
  if (!bookingId) return
  try {
    await db.transaction(async (tx) => {
      const t = tx as unknown as Db
      const [booking] = await t.select({ status: bookings.status }).from(bookings).where(and(eq(bookings.id, bookingId), eq(bookings.orderId, payment.orderId)))
      if (booking?.status !== 'CANCELLED') return
      await issueCreditNote(t, { tenantId: payment.tenantId, orderId: payment.orderId, lines: [{ bookingId, amount: payment.amount }], idempotencyKey: payment.idempotencyKey }, now)
    })
  } catch (error) {
    console.error(`[payments] refund ${payment.id} succeeded but its credit note could not be issued: ${(error as Error).message}`)
  }
}

export type { PaymentAction }
