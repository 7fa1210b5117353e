// Faults as tests (issue 24, decision 056): a server process killed (SIGKILL) between the buyer's payment and
// the return to the shop. A server process takes the order to the sandbox payment page and dies; the buyer pays
// at the gateway meanwhile; a new process on the same database confirms the order by itself, through the gateway's
// queued webhook and the reconciliation worker racing each other: one payment taken, one order confirmed, one
// confirmation email.
import { spawn, type ChildProcess } from 'node:child_process'
import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { checkCart } from '../../app/models/cart/check.server'
import { completeSandboxSession } from '../../app/services/payments/sandbox-gateway.server'
import * as s from '../../drizzle/schema/index'
import { emailsFor, findDepartures, setFreeSeats, slotCounts } from '../helpers/booking'
import { testContext } from '../helpers/context'
import { createSeededTestDatabase, isPostgresReachable, type TestDatabase } from '../helpers/database'
import { newGuestCart, send } from '../helpers/app-server'
import { waitFor } from '../helpers/wait-for'

const postgres = await isPostgresReachable()
// Ports of this test's own: the server's, then Vite's two HMR sockets (3240–3249 are the fault tests').
const PORT = Number(process.env.FAULTS_PORT ?? 3243)
let database: TestDatabase
const children: ChildProcess[] = []

/** The server as its own process; resolves once it answers. */
async function startServerProcess(): Promise<ChildProcess> {
  // Emails go to the development mailbox (no SMTP_URL), where the test counts them.
  const { SMTP_URL: _smtp, ...env } = process.env
  const child = spawn(process.execPath, ['--import', 'tsx', 'tests/helpers/fault-server.ts'], {
    env: { ...env, DATABASE_URL: database.url!, PORT: String(PORT), HMR_PORT: String(PORT + 1), NODE_ENV: 'development' },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  children.push(child)
  let output = ''
  child.stdout!.on('data', (c: Buffer) => (output += c.toString()))
  child.stderr!.on('data', (c: Buffer) => (output += c.toString()))
  // Ready once it answers its health check (or gone, with what it said).
  const healthy = () =>
    send(PORT, '/healthz').then(
      (a) => a.status === 200,
      () => false
    )
  const ready = await waitFor(
    async () => child.exitCode === null && child.signalCode === null && /^ready$/m.test(output) && (await healthy()),
    (up) => up || child.exitCode !== null,
    90_000
  )
  if (!ready) throw new Error(`the server process did not start (exit ${child.exitCode}):\n${output}`)
  return child
}

beforeAll(async () => {
  if (!postgres) return
  database = await createSeededTestDatabase('faults_kill', { requirePostgres: true })
})
afterAll(async () => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL')
  await database?.drop()
})

describe.skipIf(!postgres)('a server process killed between payment and return', () => {
  it('ends, after a new process starts, with one payment taken, the order confirmed once and one confirmation email', async () => {
    const db = database.db
    const [d] = await findDepartures(db, 1)
    await setFreeSeats(db, d!.slotId, 10)
    const before = await slotCounts(db, d!.slotId)

    // The first process: cart, checkout, on to the gateway's payment page.
    const first = await startServerProcess()
    const cart = newGuestCart()
    const added = await send(PORT, '/cart', {
      cart,
      form: { intent: 'add', experienceSlug: d!.experienceSlug, optionId: d!.optionId, date: d!.date, startTime: d!.startTime, 'unitQuantities.adult': '2' },
    })
    expect(added.status).toBe(302)
    const { totals } = await checkCart(testContext(db), { guestToken: cart, userId: null })
    const form = {
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@example.com',
      phoneCountry: 'GB:+44',
      phone: '7700 900123',
      idempotencyKey: crypto.randomUUID(),
      confirmedTotal: String(totals.total),
    }
    const placed = await send(PORT, '/checkout', { cart, form })
    expect(placed.status, placed.body.slice(0, 300)).toBe(302)
    const sessionId = /\/_sandbox\/pay\/([0-9a-f-]{36})$/.exec(placed.location ?? '')?.[1]
    expect(sessionId).toBeTruthy()

    // The process dies; the buyer pays at the gateway all the same (its page and its webhook queue outlive us).
    first.kill('SIGKILL')
    await waitFor(
      async () => first.exitCode !== null || first.signalCode !== null,
      (gone) => gone
    )
    const [order] = await db
      .select()
      .from(s.orders)
      .where(eq(s.orders.cartId, sql`(select id from carts where guest_token = ${cart})`))
    expect(order!.status).toBe('PENDING_PAYMENT')
    const paid = await completeSandboxSession(db, order!.tenantId, sessionId!, { cardNumber: '4242424242424242', expiry: '12/40', cvc: '123', name: 'Ada Lovelace' })
    expect(paid.kind).toBe('completed')
    // The reconciliation asks about payments pending for a minute; the minute has passed.
    await db
      .update(s.payments)
      .set({ createdAt: sql`${s.payments.createdAt} - interval '2 minutes'` })
      .where(eq(s.payments.orderId, order!.id))

    // A new process on the same database and port recovers by itself.
    await startServerProcess()
    const restarted = Date.now()
    const confirmed = await waitFor(
      async () => (await db.select({ status: s.orders.status }).from(s.orders).where(eq(s.orders.id, order!.id)))[0]!.status,
      (status) => status === 'CONFIRMED',
      30_000
    )
    expect(confirmed).toBe('CONFIRMED')
    console.info(`[faults] kill: order confirmed ${Date.now() - restarted} ms after the new process answered`)
    const delivered = await waitFor(
      async () =>
        db
          .select()
          .from(s.devMailbox)
          .where(sql`${s.devMailbox.outboxId} in (select id from outbox where payload ->> 'kind' = 'order_confirmed' and payload -> 'order' ->> 'purchaseId' = ${order!.purchaseId})`),
      (rows) => rows.length > 0,
      15_000
    )

    // Once: one payment succeeded, the gateway charged once, one confirmation queued and delivered, two seats booked.
    const payments = await db.select({ kind: s.payments.kind, status: s.payments.status }).from(s.payments).where(eq(s.payments.orderId, order!.id))
    expect(payments.filter((p) => p.status === 'SUCCEEDED')).toHaveLength(1)
    expect(payments.filter((p) => p.status === 'PENDING')).toHaveLength(0)
    expect(payments.filter((p) => p.kind === 'refund')).toHaveLength(0)
    const [session] = await db.select().from(s.sandboxGatewaySessions).where(eq(s.sandboxGatewaySessions.id, sessionId!))
    expect(session!.capturedAmount).toBe(order!.totalAmount)
    expect((await emailsFor(db, order!.purchaseId)).filter((e) => e.kind === 'order_confirmed')).toHaveLength(1)
    expect(delivered).toHaveLength(1)
    expect(await slotCounts(db, d!.slotId)).toEqual({ ...before, booked: before.booked + 2 })
    // Two development servers start in turn: slow on a loaded machine, hence its own timeout.
  }, 240_000)
})
