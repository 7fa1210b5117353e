// On-request answers from the partner hub (issue 22): by the hub, by the signed link in the supplier's email,
// or by the clock; each request is answered once however the answers race, and the supplier's team hears of it
// in each member's language.
import { and, eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { addCartItem } from '../../app/models/cart/cart.server'
import { checkCart } from '../../app/models/cart/check.server'
import { placeOrder } from '../../app/models/checkout/checkout.server'
import { handlePaymentEvent } from '../../app/models/checkout/fulfilment.server'
import { runAnswerWindow } from '../../app/models/partners/answer-window.server'
import { answerByLink, answerInHub, listRequests, openDecision } from '../../app/models/partners/decisions.server'
import { decisionUrl } from '../../app/models/partners/decision-links.server'
import type { HubBookingMail } from '../../app/domain/hub-mail'
import type { Db } from '../../app/utils/db.server'
import type { HubContext } from '../../app/utils/hub-context'
import * as s from '../../drizzle/schema/index'
import { addInput, findDepartures, guest, orderInput, paymentEvent, setFreeSeats, useFakeProvider } from '../helpers/booking'
import { testContext, testPayments } from '../helpers/context'
import { createSeededTestDatabase, type TestDatabase } from '../helpers/database'

let database: TestDatabase
let db: Db
const fake = useFakeProvider()
const HOUR = 3_600_000

const hub = (): HubContext => ({ app: 'hub', db, payments: fake.lookup, origin: 'http://partners.localhost:3000', getTenant: () => undefined, tenants: () => [], requestId: 'test', clientIp: '203.0.113.9' })

let supplierId: string
let otherSupplierId: string
let n = 0

beforeAll(async () => {
  database = await createSeededTestDatabase('partner_decisions')
  db = database.db
  const [d] = await findDepartures(db, 1, { onRequest: true, pickup: 'any' })
  const [exp] = await db.select().from(s.experiences).where(eq(s.experiences.id, d!.experienceId))
  supplierId = exp!.supplierId
  const [other] = await db.select().from(s.suppliers).where(sql`${s.suppliers.id} <> ${supplierId}`).limit(1)
  otherSupplierId = other!.id
  // The team: a German owner with every alert, a Russian member who turned requests off.
  const [de, ru] = await db
    .insert(s.staffAccounts)
    .values([
      { email: 'owner.de@example.com', name: 'Greta', locale: 'de' },
      { email: 'staff.ru@example.com', name: 'Ivan', locale: 'ru', alerts: ['new_booking', 'cancellation'] },
    ])
    .returning()
  await db.insert(s.staffMemberships).values([
    { staffId: de!.id, supplierId, role: 'owner' },
    { staffId: ru!.id, supplierId, role: 'staff' },
  ])
})
afterAll(() => database?.drop())

/** An on-request booking, paid by card authorisation and waiting for its supplier. */
async function pendingRequest(now = new Date()) {
  const [d] = await findDepartures(db, 1, { onRequest: true, pickup: 'any' })
  await setFreeSeats(db, d!.slotId, 10)
  const ctx = testContext(db)
  const owner = guest()
  const [point] = await db.select().from(s.pickupPoints).where(eq(s.pickupPoints.experienceId, d!.experienceId))
  expect(await addCartItem(ctx, owner, { ...addInput(d!, 1), pickupPointId: point?.id ?? null })).toMatchObject({ ok: true })
  const cart = await checkCart(ctx, owner)
  const placed = await placeOrder(ctx, orderInput(owner, cart.totals.total))
  if (placed.kind !== 'placed') throw new Error(placed.kind)
  const event = paymentEvent(fake, 'excursio', placed.purchaseId, 'payment.authorised', `auth-${placed.purchaseId}-${++n}`)
  expect(await handlePaymentEvent(db, event, { providers: testPayments, now })).toMatchObject({ outcome: 'on_hold' })
  const [booking] = await db.select({ booking: s.bookings }).from(s.bookings).innerJoin(s.orders, eq(s.orders.id, s.bookings.orderId)).where(eq(s.orders.purchaseId, placed.purchaseId))
  return { booking: booking!.booking, purchaseId: placed.purchaseId, reference: `ref_${placed.purchaseId}` }
}

const captures = (reference: string) => fake.calls.capture.filter((c) => c.providerReference === reference)
const releases = (reference: string) => fake.calls.release.filter((c) => c.providerReference === reference)
const auditOf = (bookingId: string) => db.select().from(s.auditLog).where(eq(s.auditLog.entityId, bookingId))
async function hubMails(bookingId: string) {
  const rows = await db.select().from(s.outbox).where(and(eq(s.outbox.kind, 'email'), sql`${s.outbox.payload} ->> 'kind' = 'hub'`, sql`${s.outbox.payload} -> 'hub' ->> 'url' like ${`%/bookings/${bookingId}`}`)).orderBy(s.outbox.createdAt)
  return rows.map((r) => r.payload as { to: string; locale: string; hub: HubBookingMail })
}
const buyerMails = async (purchaseId: string) =>
  (await db.select().from(s.outbox).where(sql`${s.outbox.payload} -> 'order' ->> 'purchaseId' = ${purchaseId}`).orderBy(s.outbox.createdAt)).map((r) => (r.payload as { kind: string }).kind)

describe('answering a request', () => {
  it('sets the answer window and tells the team in each member’s language, with one-click answers', async () => {
    const before = Date.now()
    const { booking } = await pendingRequest()
    const due = booking.answerDueAt!.getTime()
    expect(due - before).toBeGreaterThanOrEqual(48 * HOUR - 60_000)
    expect(due - before).toBeLessThanOrEqual(48 * HOUR + 60_000)
    const mails = await hubMails(booking.id)
    // Ivan turned request alerts off; the contact address is not used while someone on the team has them on.
    expect(mails.map((m) => [m.to, m.locale, m.hub.event])).toEqual([['owner.de@example.com', 'de', 'on_request']])
    expect(mails[0]!.hub.confirmUrl).toMatch(/^http:\/\/partners\.localhost:\d+\/decision\/[0-9a-f-]+\.c\./)
    expect(mails[0]!.hub.answerDueAt).toBe(booking.answerDueAt!.toISOString())
    const [de] = await db.select().from(s.experienceTranslations).where(and(eq(s.experienceTranslations.experienceId, booking.experienceId), eq(s.experienceTranslations.locale, 'de')))
    expect(mails[0]!.hub.experience).toBe(de!.title)
    expect((await listRequests(db, supplierId, 'en')).map((r) => r.id)).toContain(booking.id)
  })

  it('captures once when two people confirm at the same moment', async () => {
    const { booking, purchaseId, reference } = await pendingRequest()
    const results = await Promise.all([
      answerInHub(hub(), { supplierId, bookingId: booking.id, decision: 'confirm', staffId: (await db.select().from(s.staffAccounts).where(eq(s.staffAccounts.email, 'owner.de@example.com')))[0]!.id }),
      answerByLink(hub(), decisionUrl(booking.id, 'confirm', booking.answerDueAt!).split('/decision/')[1]!, 'en'),
    ])
    expect(results[0]).toMatchObject(results[0].ok ? { orderStatus: 'CONFIRMED' } : { error: 'not_pending' })
    expect(captures(reference)).toHaveLength(1)
    expect(await db.select().from(s.payments).where(and(eq(s.payments.orderId, booking.orderId), eq(s.payments.kind, 'capture')))).toHaveLength(1)
    expect(await auditOf(booking.id)).toHaveLength(1)
    expect(await buyerMails(purchaseId)).toEqual(['order_on_hold', 'order_confirmed'])
  })

  it('ends in exactly one outcome when a confirmation races the automatic decline', async () => {
    const { booking, purchaseId, reference } = await pendingRequest()
    const late = new Date(booking.answerDueAt!.getTime() + 1000)
    const [confirm, timeout] = await Promise.all([
      answerInHub(hub(), { supplierId, bookingId: booking.id, decision: 'confirm', staffId: null as unknown as string }),
      runAnswerWindow(db, { now: late, providers: fake.lookup }),
    ])
    const [after] = await db.select().from(s.bookings).where(eq(s.bookings.id, booking.id))
    const lines = await auditOf(booking.id)
    expect(lines).toHaveLength(1)
    if (after!.status === 'CONFIRMED') {
      expect([confirm.ok, after!.answeredVia, captures(reference).length, releases(reference).length]).toEqual([true, 'hub', 1, 0])
      expect(await buyerMails(purchaseId)).toEqual(['order_on_hold', 'order_confirmed'])
    } else {
      expect([after!.status, after!.answeredVia, timeout.declined >= 1, captures(reference).length, releases(reference).length]).toEqual(['FAILED', 'timeout', true, 0, 1])
      expect(await buyerMails(purchaseId)).toEqual(['order_on_hold', 'supplier_declined'])
      expect((await hubMails(booking.id)).map((m) => m.hub.event)).toContain('auto_declined')
    }
  })

  it('acts once on a link used twice, and shows the answer the second time', async () => {
    const { booking, purchaseId, reference } = await pendingRequest()
    const token = decisionUrl(booking.id, 'decline', booking.answerDueAt!).split('/decision/')[1]!
    expect(await openDecision(hub(), token, 'en')).toMatchObject({ state: 'ready', decision: 'decline', booking: { status: 'PENDING_SUPPLIER' } })
    expect(await answerByLink(hub(), token, 'en')).toMatchObject({ state: 'done', booking: { status: 'FAILED', answeredVia: 'email' } })
    expect(await answerByLink(hub(), token, 'en')).toMatchObject({ state: 'done', booking: { status: 'FAILED' } })
    expect(releases(reference)).toHaveLength(1)
    expect(captures(reference)).toHaveLength(0)
    expect((await auditOf(booking.id)).map((l) => [l.action, l.staffId])).toEqual([['booking.declined', null]])
    expect(await buyerMails(purchaseId)).toEqual(['order_on_hold', 'supplier_declined'])
    // A changed letter or an expired link acts on nothing.
    expect(await openDecision(hub(), token.replace(/.$/, (c) => (c === '0' ? '1' : '0')), 'en')).toEqual({ state: 'invalid' })
    expect(await openDecision(hub(), token, 'en', new Date(booking.answerDueAt!.getTime() + 1))).toMatchObject({ state: 'done' })
  })

  it('answers "not found" for another supplier’s booking and writes nothing', async () => {
    const { booking } = await pendingRequest()
    const outboxBefore = await db.$count(s.outbox)
    expect(await answerInHub(hub(), { supplierId: otherSupplierId, bookingId: booking.id, decision: 'confirm', staffId: null as unknown as string })).toEqual({ ok: false, error: 'not_found' })
    const [after] = await db.select().from(s.bookings).where(eq(s.bookings.id, booking.id))
    expect([after!.status, after!.answeredVia]).toEqual(['PENDING_SUPPLIER', null])
    expect(await auditOf(booking.id)).toHaveLength(0)
    expect(await db.$count(s.outbox)).toBe(outboxBefore)
    expect((await listRequests(db, otherSupplierId, 'en')).map((r) => r.id)).not.toContain(booking.id)
  })
})

describe('the answer window', () => {
  it('reminds the team once at half time and declines for them when it ends', async () => {
    const { booking, purchaseId, reference } = await pendingRequest()
    const due = booking.answerDueAt!.getTime()
    const early = await runAnswerWindow(db, { now: new Date(due - 25 * HOUR), providers: fake.lookup })
    expect(early.reminded).toBe(0)
    await runAnswerWindow(db, { now: new Date(due - 23 * HOUR), providers: fake.lookup })
    await runAnswerWindow(db, { now: new Date(due - 22 * HOUR), providers: fake.lookup })
    expect((await hubMails(booking.id)).map((m) => [m.to, m.hub.event])).toEqual([
      ['owner.de@example.com', 'on_request'],
      ['owner.de@example.com', 'reminder'],
    ])
    await Promise.all([runAnswerWindow(db, { now: new Date(due + 1000), providers: fake.lookup }), runAnswerWindow(db, { now: new Date(due + 2000), providers: fake.lookup })])
    const [after] = await db.select().from(s.bookings).where(eq(s.bookings.id, booking.id))
    expect([after!.status, after!.answeredVia]).toEqual(['FAILED', 'timeout'])
    expect(releases(reference)).toHaveLength(1)
    expect((await hubMails(booking.id)).map((m) => m.hub.event)).toEqual(['on_request', 'reminder', 'auto_declined'])
    expect(await buyerMails(purchaseId)).toEqual(['order_on_hold', 'supplier_declined'])
    expect((await auditOf(booking.id)).map((l) => [l.action, l.staffId, (l.after as { answeredVia: string }).answeredVia])).toEqual([['booking.declined', null, 'timeout']])
  })

  it('caps a long window well before the card authorisation lapses', async () => {
    const [d] = await findDepartures(db, 1, { onRequest: true, pickup: 'any' })
    await db.update(s.experiences).set({ answerWindowHours: 24 * 30 }).where(eq(s.experiences.id, d!.experienceId))
    const before = Date.now()
    const { booking } = await pendingRequest()
    await db.update(s.experiences).set({ answerWindowHours: 48 }).where(eq(s.experiences.id, d!.experienceId))
    expect(booking.answerDueAt!.getTime() - before).toBeLessThanOrEqual(5 * 24 * HOUR + 60_000)
  })
})

describe('alerts', () => {
  it('goes to the supplier’s contact address in English when nobody on the team has that alert', async () => {
    await db.update(s.staffAccounts).set({ alerts: [] }).where(eq(s.staffAccounts.email, 'owner.de@example.com'))
    try {
      const { booking } = await pendingRequest()
      const [supplier] = await db.select().from(s.suppliers).where(eq(s.suppliers.id, supplierId))
      expect((await hubMails(booking.id)).map((m) => [m.to, m.locale, m.hub.event])).toEqual([[supplier!.contactEmail, 'en', 'on_request']])
    } finally {
      await db.update(s.staffAccounts).set({ alerts: ['new_booking', 'on_request', 'pay_later', 'cancellation'] }).where(eq(s.staffAccounts.email, 'owner.de@example.com'))
    }
  })
})
