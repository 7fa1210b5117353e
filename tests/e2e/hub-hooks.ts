// Test-only endpoints for the partner hub (mounted by serve.ts under /__e2e/hub; the real server has none): a
// setup link as the server prints it at start-up.
import { and, eq } from 'drizzle-orm'
import express, { type Router } from 'express'
import { auditLog, bookingOperations, bookings, payments } from '../../drizzle/schema/index'
import { createSetupLink } from '../../app/models/partners/onboarding.server'
import type { Db } from '../../app/utils/db.server'

export function hubHooks(db: Db, hubOrigin: string): Router {
  const router = express.Router()
  router.use(express.json())

  /** The one-time link to create the first platform admin (null once there is one). */
  router.post('/setup-link', async (_req, res) => {
    res.json({ link: await createSetupLink(db, hubOrigin) })
  })

  /** What the hub may have written about a booking: its status, its day's operations, its audit lines. */
  router.get('/booking-state', async (req, res) => {
    const id = String(req.query.id ?? '')
    const [booking] = await db.select({ status: bookings.status, answeredVia: bookings.answeredVia }).from(bookings).where(eq(bookings.id, id))
    const [ops] = await db.select().from(bookingOperations).where(eq(bookingOperations.bookingId, id))
    const audits = await db.select({ id: auditLog.id }).from(auditLog).where(eq(auditLog.entityId, id))
    const refunds = await db.select({ id: payments.id }).from(payments).innerJoin(bookings, eq(bookings.orderId, payments.orderId)).where(and(eq(bookings.id, id), eq(payments.kind, 'refund')))
    res.json({ booking: booking ?? null, operations: ops ?? null, audits: audits.length, refunds: refunds.length })
  })
  return router
}
