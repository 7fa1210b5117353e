// Booking questions on real PostgreSQL (issue 23): the demo airport transfer asks its flight number at checkout;
// an unanswered required question refuses the order with the field's message and writes nothing; the answer is
// frozen on the booking (a later edit of the question changes nothing), shown on the manifest, in the supplier's
// email and in the buyer's; another supplier's question is not found; the seed never overwrites an edit.
import { and, asc, count, eq, gt, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { addCartItem } from '../../app/models/cart/cart.server'
import { checkCart } from '../../app/models/cart/check.server'
import { placeOrder } from '../../app/models/checkout/checkout.server'
import { refreshOrderPayment } from '../../app/models/checkout/payment-return.server'
import { addQuestion, editQuestion, listQuestions, moveQuestion, setQuestionActive, type QuestionInput } from '../../app/models/partners/catalogue/questions.server'
import { getManifest } from '../../app/models/partners/manifest.server'
import { renderHubEmail } from '../../app/services/mail/render-hub'
import { createPaymentProviderLookup } from '../../app/services/payments/index.server'
import { completeSandboxSession } from '../../app/services/payments/sandbox-gateway.server'
import { loadTenants } from '../../app/tenancy/load.server'
import type { HubMail } from '../../app/domain/hub-mail'
import type { OrderView } from '../../app/domain/booking-contract'
import type { Db } from '../../app/utils/db.server'
import * as s from '../../drizzle/schema/index'
import { seedBookingQuestions } from '../../drizzle/seed/questions'
import { guest, orderInput, setFreeSeats } from '../helpers/booking'
import { testContext, useTestPayments } from '../helpers/context'
import { createSeededTestDatabase, type TestDatabase } from '../helpers/database'

let database: TestDatabase
let db: Db
let transfer: { id: string; supplierId: string }
let flight: string
const buyerCtx = () => testContext(db, { tenant: 'deira', locale: 'de' })

beforeAll(async () => {
  database = await createSeededTestDatabase('booking_questions', { requirePostgres: true })
  db = database.db
  const [e] = await db.select({ id: s.experiences.id, supplierId: s.experiences.supplierId }).from(s.experiences).where(eq(s.experiences.slug, 'dubai-airport-private-transfer'))
  transfer = e!
  const { tenants } = loadTenants()
  useTestPayments(createPaymentProviderLookup(db, (id) => tenants.find((t) => t.id === id)))
})
afterAll(() => database?.drop())

const scope = () => ({ supplierId: transfer.supplierId, experienceId: transfer.id })
let used = 0

/** A guest cart holding one car of the transfer on its own future departure. */
async function transferCart() {
  const slots = await db
    .select({ id: s.availabilitySlots.id, date: s.availabilitySlots.localDate, startsAt: s.availabilitySlots.startsAt, optionId: s.options.id })
    .from(s.availabilitySlots)
    .innerJoin(s.options, eq(s.options.id, s.availabilitySlots.optionId))
    .where(and(eq(s.options.experienceId, transfer.id), gt(s.availabilitySlots.startsAt, sql`now() + interval '3 days'`)))
    .orderBy(asc(s.availabilitySlots.startsAt), asc(s.availabilitySlots.id))
    .limit(used + 1)
  const slot = slots[used++]!
  await setFreeSeats(db, slot.id, 6)
  const owner = guest()
  const time = new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Dubai', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(slot.startsAt)
  const [pickup] = await db.select({ id: s.pickupPoints.id }).from(s.pickupPoints).where(eq(s.pickupPoints.experienceId, transfer.id)).limit(1)
  const added = await addCartItem(buyerCtx(), owner, { experienceSlug: 'dubai-airport-private-transfer', optionId: slot.optionId, date: slot.date, startTime: time, unitQuantities: { item: 1 }, extras: [], pickupPointId: pickup?.id ?? null, payLater: false })
  if (!added.ok) throw new Error(JSON.stringify(added))
  const cart = await checkCart(buyerCtx(), owner)
  return { owner, itemId: added.value.itemId, total: cart.totals.total, slot }
}

const counts = async () => ({
  orders: (await db.select({ n: count() }).from(s.orders))[0]!.n,
  bookings: (await db.select({ n: count() }).from(s.bookings))[0]!.n,
  audit: (await db.select({ n: count() }).from(s.auditLog))[0]!.n,
})

describe('the demo transfer asks its flight number', () => {
  it('has one required, active "Flight number" question in every language, written by the seed through the domain function', async () => {
    const list = (await listQuestions(db, scope()))!
    expect(list.map((q) => [q.kind, q.required, q.active, q.label.en, q.label.de])).toEqual([['short_text', true, true, 'Flight number', 'Flugnummer']])
    flight = list[0]!.id
    const [line] = await db.select().from(s.auditLog).where(and(eq(s.auditLog.entityId, flight), eq(s.auditLog.action, 'question.add')))
    expect(line).toMatchObject({ staffId: null, supplierId: transfer.supplierId })
  })

  it('refuses the order with the field message when the flight number is missing or blank, and writes nothing', async () => {
    const { owner, itemId, total, slot } = await transferCart()
    const [before, seats] = [await counts(), (await db.select().from(s.availabilitySlots).where(eq(s.availabilitySlots.id, slot.id)))[0]!]
    for (const answers of [undefined, { [itemId]: { [flight]: '   ' } }]) {
      const result = await placeOrder(buyerCtx(), { ...orderInput(owner, total), answers })
      expect(result).toEqual({ kind: 'answers_invalid', fieldErrors: { [`answers.${itemId}.${flight}`]: ['answerRequired'] } })
    }
    const after = (await db.select().from(s.availabilitySlots).where(eq(s.availabilitySlots.id, slot.id)))[0]!
    expect(await counts()).toEqual(before)
    expect([after.held, after.booked]).toEqual([seats.held, seats.booked])
  })
})

describe('an answered booking', () => {
  let bookingId: string
  let purchaseId: string
  let date: string

  it('stores the answer on the booking with the label in English and in the buyer\'s language', async () => {
    const { owner, itemId, total, slot } = await transferCart()
    date = slot.date
    const placed = await placeOrder(buyerCtx(), { ...orderInput(owner, total), answers: { [itemId]: { [flight]: ' EK 2 ' } } })
    if (placed.kind !== 'placed') throw new Error(placed.kind)
    purchaseId = placed.purchaseId
    const sessionId = new URL(placed.next.url).pathname.split('/').at(-1)!
    expect((await completeSandboxSession(db, 'deira', sessionId, { cardNumber: '4242424242424242', expiry: '12/34', cvc: '123', name: 'Ada Lovelace' })).kind).toBe('completed')
    await refreshOrderPayment(buyerCtx(), purchaseId)
    const [order] = await db.select().from(s.orders).where(eq(s.orders.purchaseId, purchaseId))
    const [booking] = await db.select().from(s.bookings).where(eq(s.bookings.orderId, order!.id))
    bookingId = booking!.id
    expect(booking!.status).toBe('CONFIRMED')
    expect(booking!.answers).toEqual([{ questionId: flight, kind: 'short_text', locale: 'de', label: { en: 'Flight number', local: 'Flugnummer' }, value: 'EK 2' }])
  })

  it('keeps the booking\'s answer as it was when the question is edited and deactivated afterwards', async () => {
    const edited: QuestionInput = { label: { en: 'Flight no.', de: 'Flug-Nr.' }, help: null, kind: 'short_text', choices: [], required: false }
    expect(await editQuestion(db, { staffId: null }, { ...scope(), questionId: flight }, edited)).toEqual({ ok: true, id: flight })
    const [booking] = await db.select().from(s.bookings).where(eq(s.bookings.id, bookingId))
    expect(booking!.answers[0]!.label).toEqual({ en: 'Flight number', local: 'Flugnummer' })
    // Restore the demo's question for the tests below.
    await editQuestion(db, { staffId: null }, { ...scope(), questionId: flight }, { label: { en: 'Flight number', de: 'Flugnummer' }, help: null, kind: 'short_text', choices: [], required: true })
  })

  it('shows the answer on the supplier\'s manifest of that day', async () => {
    const days = await getManifest(db, transfer.supplierId, date, { locale: 'en', tenantName: (id) => id })
    const row = days.flatMap((d) => d.bookings).find((b) => b.bookingId === bookingId)
    expect(row?.answers).toEqual([{ label: 'Flight number', value: 'EK 2' }])
    const german = await getManifest(db, transfer.supplierId, date, { locale: 'de', tenantName: (id) => id })
    expect(german.flatMap((d) => d.bookings).find((b) => b.bookingId === bookingId)?.answers).toEqual([{ label: 'Flugnummer', value: 'EK 2' }])
  })

  it('puts the answer in the supplier\'s new-booking email and in the buyer\'s confirmation', async () => {
    const mails = (await db.select().from(s.outbox).where(and(eq(s.outbox.kind, 'email'), sql`${s.outbox.payload} ->> 'tenantId' = 'deira'`))).map((r) => r.payload as { kind: string; locale: string; hub?: HubMail; order?: OrderView })
    const supplier = mails.find((m) => m.kind === 'hub' && m.hub?.type === 'booking' && m.hub.url.endsWith(`/bookings/${bookingId}`))
    expect(supplier?.hub).toMatchObject({ event: 'new_booking', answers: [{ label: 'Flight number', value: 'EK 2' }] })
    expect(renderHubEmail(supplier!.hub!, supplier!.locale).text).toContain('Flight number: EK 2')
    const buyer = mails.find((m) => m.kind === 'order_confirmed' && m.order?.purchaseId === purchaseId)
    expect(buyer?.order?.bookings[0]?.answers).toEqual([{ label: 'Flugnummer', value: 'EK 2' }])
  })
})

describe('editing questions', () => {
  const number: QuestionInput = { label: { en: 'Large suitcases' }, help: { en: 'So the right car comes' }, kind: 'number', choices: [], required: true }

  it('adds, moves and deactivates a question with an audit line each, and checkout refuses a malformed number', async () => {
    const added = await addQuestion(db, { staffId: null }, scope(), number)
    if (!added.ok) throw new Error('not added')
    expect(await moveQuestion(db, { staffId: null }, { ...scope(), questionId: added.id }, 'up')).toEqual({ ok: true, id: added.id })
    expect((await listQuestions(db, scope()))!.map((q) => [q.id, q.position])).toEqual([[added.id, 0], [flight, 1]])
    const { owner, itemId, total } = await transferCart()
    const wrong = await placeOrder(buyerCtx(), { ...orderInput(owner, total), answers: { [itemId]: { [flight]: 'EK 2', [added.id]: 'two' } } })
    expect(wrong).toEqual({ kind: 'answers_invalid', fieldErrors: { [`answers.${itemId}.${added.id}`]: ['answerNumber'] } })
    expect(await setQuestionActive(db, { staffId: null }, { ...scope(), questionId: added.id }, false)).toEqual({ ok: true, id: added.id })
    // Deactivated: no longer asked, so the flight number alone places the order.
    expect((await placeOrder(buyerCtx(), { ...orderInput(owner, total), answers: { [itemId]: { [flight]: 'EK 2' } } })).kind).toBe('placed')
    const actions = await db.select({ action: s.auditLog.action }).from(s.auditLog).where(eq(s.auditLog.entityId, added.id)).orderBy(asc(s.auditLog.at))
    expect(actions.map((a) => a.action)).toEqual(['question.add', 'question.move', 'question.deactivate'])
  })

  it('answers not found, writing nothing, for another supplier\'s experience or question', async () => {
    const [other] = await db.select({ id: s.suppliers.id }).from(s.suppliers).where(sql`${s.suppliers.id} <> ${transfer.supplierId}`).limit(1)
    const foreign = { supplierId: other!.id, experienceId: transfer.id }
    const before = { ...(await counts()), questions: await listQuestions(db, scope()) }
    expect(await listQuestions(db, foreign)).toBeNull()
    expect(await addQuestion(db, { staffId: null }, foreign, number)).toEqual({ ok: false, reason: 'not_found' })
    expect(await editQuestion(db, { staffId: null }, { ...foreign, questionId: flight }, number)).toEqual({ ok: false, reason: 'not_found' })
    expect(await moveQuestion(db, { staffId: null }, { ...foreign, questionId: flight }, 'down')).toEqual({ ok: false, reason: 'not_found' })
    expect(await setQuestionActive(db, { staffId: null }, { ...foreign, questionId: flight }, false)).toEqual({ ok: false, reason: 'not_found' })
    // The right supplier, but a question of another experience: not found either.
    const [otherExperience] = await db.select({ id: s.experiences.id }).from(s.experiences).where(and(eq(s.experiences.supplierId, transfer.supplierId), sql`${s.experiences.id} <> ${transfer.id}`)).limit(1)
    expect(await setQuestionActive(db, { staffId: null }, { supplierId: transfer.supplierId, experienceId: otherExperience!.id, questionId: flight }, false)).toEqual({ ok: false, reason: 'not_found' })
    expect(await editQuestion(db, { staffId: null }, { ...scope(), questionId: 'not-a-uuid' }, number)).toEqual({ ok: false, reason: 'not_found' })
    expect({ ...(await counts()), questions: await listQuestions(db, scope()) }).toEqual(before)
  })

  it('the seed run again keeps a question the supplier changed', async () => {
    await editQuestion(db, { staffId: null }, { ...scope(), questionId: flight }, { label: { en: 'Flight or train number' }, help: null, kind: 'short_text', choices: [], required: true })
    expect(await seedBookingQuestions(db)).toBe(0)
    const list = (await listQuestions(db, scope()))!
    expect(list.find((q) => q.id === flight)?.label).toEqual({ en: 'Flight or train number' })
    expect(list).toHaveLength(2)
  })
})
