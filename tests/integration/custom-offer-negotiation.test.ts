// Custom offers end in a booking (docs/decisions/035): each transition once, a used link acts once, a tampered,
// expired or foreign link finds nothing, and the accepted offer is paid like any order.
import { and, eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { acceptCustomOffer } from '../../app/models/offers/accept.server'
import { releaseExpiredHolds } from '../../app/models/cart/holds.server'
import { offerAcceptAction } from '../../app/routes/offer/action.server'
import { answerCustomOffer, expireCustomOffers } from '../../app/models/offers/answer.server'
import { openOfferLink, type OfferRow } from '../../app/models/offers/links.server'
import { createCustomOfferRequest } from '../../app/models/offers/custom-offers.server'
import { handlePaymentEvent } from '../../app/models/checkout/fulfilment.server'
import { canSeeOrder } from '../../app/models/orders/access.server'
import type { Db } from '../../app/utils/db.server'
import * as s from '../../drizzle/schema/index'
import { paymentEvent, slotCounts, useFakeProvider } from '../helpers/booking'
import { testContext, testPayments } from '../helpers/context'
import { createSeededTestDatabase, type TestDatabase } from '../helpers/database'

let database: TestDatabase
let db: Db
const fake = useFakeProvider()
const ORIGIN = 'http://get-that-boat.localhost:3000'
const boat = (locale: 'en' | 'de' = 'en') => testContext(db, { tenant: 'get-that-boat', locale })
const DAY = 86_400_000
const BUYER = { guestToken: 'offer-buyer-browser-token-0001', userId: null }

beforeAll(async () => {
  database = await createSeededTestDatabase('custom_offer_negotiation')
  db = database.db
})
afterAll(() => database?.drop())

let counter = 0
/** A fresh request from a German visitor; its links as the emails carry them. */
async function request() {
  const email = `offer-${++counter}@example.com`
  const created = await createCustomOfferRequest(boat('de'), { experienceSlug: 'dubai-superyacht-private-event', name: 'Greta Berg', email, travellers: 8, preferredDate: null, message: 'Sunset dinner' }, ORIGIN)
  if (!created.ok) throw new Error('request refused')
  const team = await mails(created.value.id, 'custom_offer_received', { to: 'team' })
  const supplierToken = tokenOf((team[0]!.customOffer as { replyUrl: string }).replyUrl)
  return { id: created.value.id, email, supplierToken }
}

async function mails(offerId: string, kind: string, { to }: { to?: 'team' } = {}) {
  const [offer] = await db.select().from(s.customOfferRequests).where(eq(s.customOfferRequests.id, offerId))
  const rows = await db.select().from(s.outbox).where(and(eq(s.outbox.kind, 'email'), sql`${s.outbox.payload} ->> 'kind' = ${kind}`))
  const payloads = rows.map((r) => r.payload as { to: string; locale: string; customOffer?: unknown; offer?: { url: string | null; name: string; orderNumber: string | null } })
  // The request's own emails carry the request's email; the answers name the buyer and go to them.
  return payloads.filter((p) => (to === 'team' ? p.to !== offer!.email && (p.customOffer as { email?: string })?.email === offer!.email : p.to === offer!.email))
}

const tokenOf = (url: string) => new URL(url).pathname.split('/').at(-1)!
const row = async (id: string): Promise<OfferRow> => (await db.select().from(s.customOfferRequests).where(eq(s.customOfferRequests.id, id)))[0]!
const offer = (date = '2031-03-14') => ({ decision: 'offer' as const, amount: 450000, date, time: '19:30', note: 'Includes dinner' })

async function offered(now = new Date()) {
  const r = await request()
  const opened = await openOfferLink(boat(), r.supplierToken, 'supplier')
  if (!opened.ok) throw new Error('link refused')
  expect(await answerCustomOffer(boat(), opened.offer, offer(), ORIGIN, now)).toMatchObject({ ok: true })
  const [made] = await mails(r.id, 'custom_offer_made')
  return { ...r, buyerToken: tokenOf(made!.offer!.url!) }
}

describe('the supplier answers from the emailed link', () => {
  it('NEW → OFFERED once, with the price in the tenant currency and the email in the buyer language', async () => {
    const r = await request()
    const opened = await openOfferLink(boat(), r.supplierToken, 'supplier')
    expect(opened).toMatchObject({ ok: true, offer: { id: r.id, status: 'NEW' } })
    if (!opened.ok) return
    expect(await answerCustomOffer(boat(), opened.offer, offer(), ORIGIN)).toMatchObject({ ok: true, offer: { status: 'OFFERED', offerAmount: 450000, offerCurrency: 'EUR' } })
    // The same link used again, even with another price: nothing changes and no second email goes.
    const again = await answerCustomOffer(boat(), opened.offer, { ...offer(), amount: 1 }, ORIGIN)
    expect(again).toMatchObject({ ok: false, reason: 'already_answered', offer: { status: 'OFFERED', offerAmount: 450000 } })
    const made = await mails(r.id, 'custom_offer_made')
    expect(made).toHaveLength(1)
    expect(made[0]).toMatchObject({ locale: 'de', offer: { name: 'Greta Berg' } })
    expect(made[0]!.offer!.url).toMatch(/^http:\/\/get-that-boat\.localhost:3000\/de\/offers\//)
  })

  it('NEW → DECLINED once, and the buyer hears about it', async () => {
    const r = await request()
    const opened = await openOfferLink(boat(), r.supplierToken, 'supplier')
    if (!opened.ok) throw new Error('link refused')
    expect(await answerCustomOffer(boat(), opened.offer, { decision: 'decline', note: 'Fully booked' }, ORIGIN)).toMatchObject({ ok: true, offer: { status: 'DECLINED' } })
    expect(await answerCustomOffer(boat(), opened.offer, offer(), ORIGIN)).toMatchObject({ ok: false, reason: 'already_answered', offer: { status: 'DECLINED', offerAmount: null } })
    expect(await mails(r.id, 'custom_offer_declined')).toHaveLength(1)
  })

  it('refuses a date already past', async () => {
    const r = await request()
    const opened = await openOfferLink(boat(), r.supplierToken, 'supplier')
    if (!opened.ok) throw new Error('link refused')
    expect(await answerCustomOffer(boat(), opened.offer, offer('2020-01-01'), ORIGIN)).toEqual({ ok: false, reason: 'date_past' })
    expect((await row(r.id)).status).toBe('NEW')
  })
})

describe('the buyer accepts and pays like any order', () => {
  it('OFFERED → ACCEPTED once: one order, one held seat, the ordinary payment confirms it; the link then changes nothing', async () => {
    const r = await offered()
    const opened = await openOfferLink(boat(), r.buyerToken, 'buyer')
    if (!opened.ok) throw new Error('link refused')
    const first = await acceptCustomOffer(boat(), opened.offer, ORIGIN, BUYER)
    expect(first).toMatchObject({ kind: 'pay' })
    const accepted = await row(r.id)
    expect(accepted).toMatchObject({ status: 'ACCEPTED', orderId: expect.any(String) })
    const [order] = await db.select().from(s.orders).where(eq(s.orders.id, accepted.orderId!))
    expect(order).toMatchObject({ status: 'PENDING_PAYMENT', totalAmount: 450000, currency: 'EUR', email: r.email, locale: 'de' })
    const [booking] = await db.select().from(s.bookings).where(eq(s.bookings.orderId, order!.id))
    expect(booking).toMatchObject({ status: 'ON_HOLD', priceAmount: 450000, travellers: 8, quantity: 1 })
    expect(await slotCounts(db, booking!.slotId)).toMatchObject({ held: 1, booked: 0 })
    // The accepting browser sees the order's outcome screen; another browser does not.
    expect(await canSeeOrder(boat(), order!.purchaseId, BUYER)).toBe(true)
    expect(await canSeeOrder(boat(), order!.purchaseId, { guestToken: 'someone-else-entirely-0001', userId: null })).toBe(false)

    // Accepting again (a double click, the email link reopened) finds the same order and the same payment page.
    const second = await acceptCustomOffer(boat(), opened.offer, ORIGIN, BUYER)
    expect(second).toEqual(first)
    expect(await db.select().from(s.orders).where(eq(s.orders.idempotencyKey, `offer:${r.id}`))).toHaveLength(1)
    expect(fake.calls.createSession.filter((c) => c.purchaseId === order!.purchaseId)).toHaveLength(1)

    await handlePaymentEvent(db, paymentEvent(fake, 'get-that-boat', order!.purchaseId, 'payment.succeeded', `paid-${order!.purchaseId}`), { providers: testPayments })
    const [paid] = await db.select().from(s.orders).where(eq(s.orders.id, order!.id))
    expect(paid!.status).toBe('CONFIRMED')
    expect(await slotCounts(db, booking!.slotId)).toMatchObject({ held: 0, booked: 1 })
    expect(await acceptCustomOffer(boat(), opened.offer, ORIGIN, BUYER)).toMatchObject({ kind: 'unchanged', offer: { status: 'ACCEPTED' } })
    expect(await mails(r.id, 'custom_offer_accepted', {})).toHaveLength(0) // it goes to the team, not the buyer
  })

  it('a guest whose payment page cannot open gets the cart cookie with the 503, so the order stays theirs to pay', async () => {
    const r = await offered()
    fake.state.failSessions = true
    try {
      const request = new Request(`${ORIGIN}/offers/${r.buyerToken}`, { method: 'POST', body: new URLSearchParams({ intent: 'accept' }) })
      const answer = (await offerAcceptAction({ request, context: { ...boat(), clientIp: '203.0.113.9' }, params: { token: r.buyerToken } })) as unknown as {
        init: { status: number; headers: Record<string, string> }
      }
      expect(answer.init.status).toBe(503)
      const cookie = /cart=([^;]+)/.exec(new Headers(answer.init.headers).get('Set-Cookie') ?? '')?.[1]
      expect(cookie, 'the cart cookie').toBeTruthy()
      const accepted = await row(r.id)
      const [order] = await db.select().from(s.orders).where(eq(s.orders.id, accepted.orderId!))
      expect(await canSeeOrder(boat(), order!.purchaseId, { guestToken: cookie!, userId: null })).toBe(true)
    } finally {
      fake.state.failSessions = false
    }
  })

  it('an accepted offer left unpaid gives its seat up with the hold: the departure has no extra seat on sale', async () => {
    const r = await offered()
    const opened = await openOfferLink(boat(), r.buyerToken, 'buyer')
    if (!opened.ok) throw new Error('link refused')
    expect(await acceptCustomOffer(boat(), opened.offer, ORIGIN, BUYER)).toMatchObject({ kind: 'pay' })
    const [booking] = await db.select().from(s.bookings).where(eq(s.bookings.orderId, (await row(r.id)).orderId!))
    const [held] = await db.select().from(s.availabilitySlots).where(eq(s.availabilitySlots.id, booking!.slotId))
    expect(held!.held).toBeGreaterThanOrEqual(1)
    await releaseExpiredHolds(db, new Date(Date.now() + 24 * 3600_000))
    const [after] = await db.select().from(s.availabilitySlots).where(eq(s.availabilitySlots.id, booking!.slotId))
    // Every hold on this departure is an offer's (the tests before this one left theirs unpaid too): all go, with their seats.
    expect({ held: after!.held, capacity: after!.capacity }).toEqual({ held: 0, capacity: held!.capacity - held!.held })
  })

  it('two acceptances at the same moment make one order', async () => {
    const r = await offered()
    const opened = await openOfferLink(boat(), r.buyerToken, 'buyer')
    if (!opened.ok) throw new Error('link refused')
    const [a, b] = await Promise.all([acceptCustomOffer(boat(), opened.offer, ORIGIN, BUYER), acceptCustomOffer(boat(), opened.offer, ORIGIN, BUYER)])
    expect(a).toMatchObject({ kind: 'pay' })
    expect(b).toEqual(a)
    expect(await db.select().from(s.orders).where(eq(s.orders.idempotencyKey, `offer:${r.id}`))).toHaveLength(1)
  })

  it('two answers at the same moment: one wins, the other finds it', async () => {
    const r = await request()
    const opened = await openOfferLink(boat(), r.supplierToken, 'supplier')
    if (!opened.ok) throw new Error('link refused')
    const results = await Promise.all([answerCustomOffer(boat(), opened.offer, offer(), ORIGIN), answerCustomOffer(boat(), opened.offer, { decision: 'decline', note: null }, ORIGIN)])
    expect(results.filter((x) => x.ok)).toHaveLength(1)
    expect((await mails(r.id, 'custom_offer_made')).length + (await mails(r.id, 'custom_offer_declined')).length).toBe(1)
  })

  it('OFFERED → EXPIRED once the validity has passed: accepting then changes nothing but the expiry', async () => {
    const r = await offered(new Date(Date.now() - 8 * DAY))
    const opened = await openOfferLink(boat(), r.buyerToken, 'buyer')
    if (!opened.ok) throw new Error('link refused')
    expect(await acceptCustomOffer(boat(), opened.offer, ORIGIN, BUYER)).toMatchObject({ kind: 'unchanged', offer: { status: 'EXPIRED', orderId: null } })
    expect(await mails(r.id, 'custom_offer_expired')).toHaveLength(1)
    expect(await expireCustomOffers(db)).toBe(0)
    expect(await mails(r.id, 'custom_offer_expired')).toHaveLength(1)
  })

  it('the sweep expires an offered price past its validity, once', async () => {
    const r = await offered(new Date(Date.now() - 8 * DAY))
    expect(await expireCustomOffers(db)).toBeGreaterThanOrEqual(1)
    expect((await row(r.id)).status).toBe('EXPIRED')
    expect(await expireCustomOffers(db)).toBe(0)
    expect(await mails(r.id, 'custom_offer_expired')).toHaveLength(1)
  })
})

describe('links', () => {
  it('refuses a tampered link, a link of the other role, and an expired link', async () => {
    const r = await offered()
    const flipped = r.supplierToken.slice(0, -1) + (r.supplierToken.endsWith('A') ? 'B' : 'A')
    expect(await openOfferLink(boat(), flipped, 'supplier')).toEqual({ ok: false, reason: 'invalid' })
    expect(await openOfferLink(boat(), r.supplierToken, 'buyer')).toEqual({ ok: false, reason: 'invalid' })
    expect(await openOfferLink(boat(), r.buyerToken, 'supplier')).toEqual({ ok: false, reason: 'invalid' })
    expect(await openOfferLink(boat(), r.supplierToken, 'supplier', new Date(Date.now() + 8 * DAY))).toEqual({ ok: false, reason: 'expired' })
  })

  it('another tenant does not find the offer', async () => {
    const r = await offered()
    const deira = testContext(db, { tenant: 'deira' })
    expect(await openOfferLink(deira, r.supplierToken, 'supplier')).toEqual({ ok: false, reason: 'invalid' })
    expect(await openOfferLink(deira, r.buyerToken, 'buyer')).toEqual({ ok: false, reason: 'invalid' })
    // Even handed the row, the guarded statements filter by tenant: nothing moves.
    expect(await acceptCustomOffer(deira, await row(r.id), ORIGIN, BUYER)).toMatchObject({ kind: 'unchanged' })
    expect((await row(r.id)).status).toBe('OFFERED')
  })
})
