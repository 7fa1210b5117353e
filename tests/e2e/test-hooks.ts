// Test-only endpoints of the e2e server (tests/e2e/serve.ts mounts them in front of the app; the real server
// has none). They stage what another visitor or the clock would do, which a browser cannot.
import { and, asc, eq, sql } from 'drizzle-orm'
import express, { type Router } from 'express'
import { availabilitySlots, bookings, experiences, options, orders, payments, sandboxGatewaySessions, staffAccounts, staffMemberships, suppliers } from '../../drizzle/schema/index'
import type { Db } from '../../app/utils/db.server'
import { hashPassword } from '../../app/utils/password.server'
import { createOwner, stageDeparture } from '../helpers/hub-day'

export function e2eHooks(db: Db): Router {
  const router = express.Router()
  router.use(express.json())

  /**
   * While the buyer (by email) is on the payment page: the hold on one booking (by experience slug) runs out
   * and other visitors take every seat of its departure, so the payment can only confirm the other bookings.
   */
  router.post('/sell-out', async (req, res) => {
    const { email, experience } = req.body as { email?: string; experience?: string }
    if (!email || !experience) return void res.status(400).json({ message: 'email and experience are required' })
    const [booking] = await db
      .select({ id: bookings.id, slotId: bookings.slotId, quantity: bookings.quantity })
      .from(bookings)
      .innerJoin(orders, eq(orders.id, bookings.orderId))
      .innerJoin(experiences, eq(experiences.id, bookings.experienceId))
      .where(and(eq(orders.email, email), eq(experiences.slug, experience), eq(bookings.status, 'ON_HOLD')))
    if (!booking) return void res.status(404).json({ message: 'no held booking of that experience in that order' })
    await db.transaction(async (tx) => {
      await tx.update(bookings).set({ status: 'EXPIRED', holdExpiresAt: sql`now() - interval '1 minute'` }).where(eq(bookings.id, booking.id))
      await tx
        .update(availabilitySlots)
        .set({ held: sql`${availabilitySlots.held} - ${booking.quantity}` })
        .where(eq(availabilitySlots.id, booking.slotId))
      await tx
        .update(availabilitySlots)
        .set({ booked: sql`${availabilitySlots.capacity} - ${availabilitySlots.held}`, status: 'SOLD_OUT' })
        .where(eq(availabilitySlots.id, booking.slotId))
    })
    res.json({ soldOut: booking.slotId })
  })
  /** The supplier closes every departure of an experience on a date (the cart then reports it unavailable). */
  router.post('/close-departures', async (req, res) => {
    const { experience, date, silently } = req.body as { experience?: string; date?: string; silently?: boolean }
    if (!experience || !date) return void res.status(400).json({ message: 'experience and date are required' })
    const closed = await db.transaction(async (tx) => {
      // `silently`: no trigger fires, so no server hears of it (decision 052), as when a notification is still on its
      // way or was lost: what a stale cached page then shows is the calendar's live check to correct.
      if (silently) await tx.execute(sql`set local session_replication_role = replica`)
      return tx
        .update(availabilitySlots)
        .set({ status: 'CLOSED' })
        .where(
          and(
            eq(availabilitySlots.localDate, date),
            sql`${availabilitySlots.optionId} in (select o.id from options o join experiences e on e.id = o.experience_id where e.slug = ${experience})`,
          ),
        )
        .returning({ id: availabilitySlots.id })
    })
    res.status(closed.length ? 200 : 404).json({ closed: closed.length })
  })
  /** The supplier changes the adult price of every departure of an experience on a date (a cart holding one reports it). */
  router.post('/reprice', async (req, res) => {
    const { experience, date, adult } = req.body as { experience?: string; date?: string; adult?: number }
    if (!experience || !date || !Number.isInteger(adult)) return void res.status(400).json({ message: 'experience, date and adult are required' })
    const changed = await db
      .update(availabilitySlots)
      .set({ priceOverrides: { adult } })
      .where(
        and(
          eq(availabilitySlots.localDate, date),
          sql`${availabilitySlots.optionId} in (select o.id from options o join experiences e on e.id = o.experience_id where e.slug = ${experience})`,
        ),
      )
      .returning({ id: availabilitySlots.id })
    res.status(changed.length ? 200 : 404).json({ changed: changed.length })
  })
  /** A supplier's owner, as an accepted invitation would leave them (a password only when the flow signs in). */
  router.post('/hub-staff', async (req, res) => {
    const { supplier, email, locale, password } = req.body as { supplier?: string; email?: string; locale?: string; password?: string }
    if (!supplier || !email) return void res.status(400).json({ message: 'supplier and email are required' })
    const [row] = await db.select({ id: suppliers.id }).from(suppliers).where(eq(suppliers.slug, supplier))
    if (!row) return void res.status(404).json({ message: 'no such supplier' })
    const [account] = await db.insert(staffAccounts).values({ email: email.toLowerCase(), name: 'E2E Owner', locale: locale ?? 'en', passwordHash: password ? await hashPassword(password) : null }).returning({ id: staffAccounts.id })
    await db.insert(staffMemberships).values({ staffId: account!.id, supplierId: row.id, role: 'owner' })
    res.json({ staffId: account!.id })
  })
  /** The money rows of a buyer's orders and what the sandbox gateway did with the card (captured, released). */
  router.get('/payments', async (req, res) => {
    const email = String(req.query.email ?? '')
    const rows = await db
      .select({ kind: payments.kind, status: payments.status, amount: payments.amount })
      .from(payments)
      .innerJoin(orders, eq(orders.id, payments.orderId))
      .where(eq(orders.email, email))
    const gateway = await db.select({ status: sandboxGatewaySessions.status }).from(sandboxGatewaySessions).where(eq(sandboxGatewaySessions.customerEmail, email))
    res.json({ payments: rows, gateway: gateway.map((g) => g.status) })
  })
  /** The clock runs past the answer window of a buyer's waiting requests; the booking worker then declines them. */
  router.post('/answer-due-now', async (req, res) => {
    const { email } = req.body as { email?: string }
    if (!email) return void res.status(400).json({ message: 'email is required' })
    const changed = await db
      .update(bookings)
      .set({ answerDueAt: sql`now() - interval '1 second'` })
      .where(and(eq(bookings.status, 'PENDING_SUPPLIER'), sql`${bookings.orderId} in (select id from orders where email = ${email})`))
      .returning({ id: bookings.id })
    res.status(changed.length ? 200 : 404).json({ due: changed.length })
  })
  /** A supplier's owner with a known password and a confirmed booking departing later today (partner hub check-in). */
  router.post('/hub-day', async (req, res) => {
    const { supplier = 'deira-desert-safari', tenant = 'deira', password } = req.body as { supplier?: string; tenant?: string; password?: string }
    if (!password) return void res.status(400).json({ message: 'password is required' })
    const owner = await createOwner(db, supplier, password)
    const day = await stageDeparture(db, { supplierSlug: supplier, tenantId: tenant, count: 1 })
    res.json({ email: owner.email, supplier, date: day.date, ...day.references[0]! })
  })
  /**
   * Leaves `seats` seats on the first departure of an experience's date and none on its others (sold out by the
   * supplier), so a test can race for the last ones (tests/e2e/two-servers.http.spec.ts).
   */
  router.post('/last-seats', async (req, res) => {
    const { experience, date, seats } = req.body as { experience?: string; date?: string; seats?: number }
    if (!experience || !date || !Number.isInteger(seats)) return void res.status(400).json({ message: 'experience, date and seats are required' })
    const slotId = await db.transaction(async (tx) => {
      const [first, ...others] = await tx
        .select({ id: availabilitySlots.id })
        .from(availabilitySlots)
        .innerJoin(options, eq(options.id, availabilitySlots.optionId))
        .innerJoin(experiences, eq(experiences.id, options.experienceId))
        .where(and(eq(experiences.slug, experience), eq(availabilitySlots.localDate, date)))
        .orderBy(asc(options.position), asc(availabilitySlots.startsAt))
        .for('update')
      if (!first) return null
      await tx
        .update(availabilitySlots)
        .set({ capacity: sql`${availabilitySlots.held} + ${availabilitySlots.booked} + ${seats!}`, status: 'AVAILABLE' })
        .where(eq(availabilitySlots.id, first.id))
      for (const other of others) await tx.update(availabilitySlots).set({ status: 'SOLD_OUT' }).where(eq(availabilitySlots.id, other.id))
      return first.id
    })
    res.status(slotId ? 200 : 404).json({ slotId })
  })
  /** A departure's seats as the database counts them. */
  router.get('/slot/:id', async (req, res) => {
    const [slot] = await db
      .select({ capacity: availabilitySlots.capacity, held: availabilitySlots.held, booked: availabilitySlots.booked })
      .from(availabilitySlots)
      .where(eq(availabilitySlots.id, req.params.id))
    res.status(slot ? 200 : 404).json(slot ?? {})
  })
  return router
}
