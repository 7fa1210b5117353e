// Booking test kit: a fake payment provider that records every call, departures picked from the demo seed,
// and carts filled without going through the UI.
import { and, asc, eq, gt, sql } from 'drizzle-orm'
import type {
  MoneyMovement,
  PaymentEvent,
  PaymentProvider,
  PaymentSessionRequest,
  PlaceOrderInput,
} from '../../app/domain/booking-contract'
import type { RequestContext } from '../../app/utils/context'
import type { Db } from '../../app/utils/db.server'
import { wallClock } from '../../app/domain/zoned-time'
import * as s from '../../drizzle/schema/index'
import { useTestPayments } from './context'

export type FakeProvider = ReturnType<typeof createFakeProvider>

export function createFakeProvider() {
  const calls = { createSession: [] as PaymentSessionRequest[], refund: [] as MoneyMovement[], capture: [] as MoneyMovement[], release: [] as MoneyMovement[], expireSession: [] as string[] }
  const sessions = new Map<string, { url: string; providerReference: string }>()
  /** What the provider knows happened, by provider reference (what retrieveOutcome answers). */
  const outcomes = new Map<string, Omit<PaymentEvent, 'eventId'>>()
  const state = { failSessions: false, eventCounter: 0 }
  const provider: PaymentProvider = {
    id: 'sandbox',
    async createSession(request) {
      calls.createSession.push(request)
      if (state.failSessions) throw new Error('provider is down')
      // Like a real provider, the same idempotency key gives back the same session.
      let session = sessions.get(request.idempotencyKey)
      if (!session) sessions.set(request.idempotencyKey, (session = { url: `https://pay.example/s/${request.purchaseId}`, providerReference: `ref_${request.purchaseId}` }))
      return session
    },
    capture: async (m) => (calls.capture.push(m), { ok: true }),
    release: async (m) => (calls.release.push(m), { ok: true }),
    refund: async (m) => (calls.refund.push(m), { ok: true }),
    expireSession: async (reference) => (calls.expireSession.push(reference), { ok: true }),
    parseWebhook: async () => null,
    // A fresh event id on every call, as a provider listing a session's state may give: fulfilment must not rely on ids alone.
    retrieveOutcome: async (reference) => {
      const outcome = outcomes.get(reference)
      return outcome ? { ...outcome, eventId: `retrieved_${++state.eventCounter}` } : null
    },
  }
  return { provider, calls, sessions, outcomes, state, lookup: () => provider }
}

export function useFakeProvider(): FakeProvider {
  const fake = createFakeProvider()
  useTestPayments(fake.lookup)
  return fake
}

/** The event a provider sends for the session of `purchaseId`. */
export function paymentEvent(fake: FakeProvider, tenantId: string, purchaseId: string, type: PaymentEvent['type'], eventId: string): PaymentEvent {
  const request = fake.calls.createSession.find((r) => r.purchaseId === purchaseId)
  if (!request) throw new Error(`no session for ${purchaseId}`)
  return { provider: 'sandbox', eventId, purchaseId, tenantId, type, amount: request.amount, currency: request.currency, providerReference: `ref_${purchaseId}` }
}

export type Departure = { slotId: string; experienceSlug: string; experienceId: string; optionId: string; date: string; startTime: string; timeZone: string }

/**
 * Future departures (two days out or more) of fixed-price experiences bookable by one adult (or one item), with
 * no pickup to choose unless `pickup` asks for one; `onRequest`, `payLater`, `perItem` narrow the choice.
 */
export async function findDepartures(
  db: Db,
  count: number,
  options: { onRequest?: boolean; payLater?: boolean; perItem?: boolean; pickup?: boolean | 'any' } = {},
): Promise<Departure[]> {
  const rows = await db
    .select({ slotId: s.availabilitySlots.id, startsAt: s.availabilitySlots.startsAt, date: s.availabilitySlots.localDate, experienceSlug: s.experiences.slug, experienceId: s.experiences.id, optionId: s.options.id, timeZone: s.experiences.timeZone })
    .from(s.availabilitySlots)
    .innerJoin(s.options, eq(s.options.id, s.availabilitySlots.optionId))
    .innerJoin(s.experiences, eq(s.experiences.id, s.options.experienceId))
    .innerJoin(s.optionUnits, and(eq(s.optionUnits.optionId, s.options.id), eq(s.optionUnits.type, options.perItem ? 'item' : 'adult')))
    .where(
      and(
        gt(s.availabilitySlots.startsAt, sql`now() + interval '2 days'`),
        eq(s.options.active, true),
        eq(s.experiences.status, 'active'),
        eq(s.experiences.hasFixedPrice, true),
        eq(s.experiences.onRequest, options.onRequest ?? false),
        eq(s.experiences.pricingMode, options.perItem ? 'per_item' : 'per_person'),
        options.payLater === undefined ? undefined : eq(s.options.payLaterAllowed, options.payLater),
        sql`${s.options.minTravellers} <= 1`,
        options.pickup === 'any'
          ? undefined
          : sql`${options.pickup ?? false} = (${s.experiences.pickupIncluded} and exists (select 1 from pickup_points p where p.experience_id = ${s.experiences.id}))`,
        sql`${s.experiences.expiresAt} is null`,
      ),
    )
    .orderBy(asc(s.availabilitySlots.startsAt), asc(s.availabilitySlots.id))
    .limit(count * 7)
  // Spread over different experiences and days rather than the first slots of one option.
  const picked = rows.filter((_, i) => i % 7 === 0).slice(0, count)
  if (picked.length < count) throw new Error(`only ${picked.length} departures found`)
  return picked.map((r) => ({ ...r, startTime: wallClock(new Date(r.startsAt), r.timeZone).time }))
}

/** Leaves exactly `free` seats open on the slot and opens it (held stays as it is). */
export async function setFreeSeats(db: Db, slotId: string, free: number): Promise<void> {
  await db
    .update(s.availabilitySlots)
    .set({ capacity: sql`${s.availabilitySlots.held} + ${s.availabilitySlots.booked} + ${free}`, status: 'AVAILABLE' })
    .where(eq(s.availabilitySlots.id, slotId))
}

export async function slotCounts(db: Db, slotId: string) {
  const [row] = await db.select().from(s.availabilitySlots).where(eq(s.availabilitySlots.id, slotId))
  return { capacity: row!.capacity, held: row!.held, booked: row!.booked }
}

export function addInput(d: Departure, adults = 1, extra: Partial<{ payLater: boolean; item: number; travellers: number }> = {}) {
  return {
    experienceSlug: d.experienceSlug,
    optionId: d.optionId,
    date: d.date,
    startTime: d.startTime,
    unitQuantities: extra.item ? { item: extra.item } : { adult: adults },
    travellers: extra.travellers,
    extras: [],
    pickupPointId: null,
    payLater: extra.payLater ?? false,
  }
}

let counter = 0
export function guest(): { guestToken: string; userId: null } {
  return { guestToken: `test-guest-${process.pid}-${Date.now().toString(36)}-${++counter}`.padEnd(32, 'x').slice(0, 32), userId: null }
}

export function orderInput(owner: PlaceOrderInput['owner'], confirmedTotal: number, key = `key-${process.pid}-${++counter}-${Date.now()}`): PlaceOrderInput {
  return {
    owner,
    buyer: { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com', phoneCountryCode: '+44', phone: '7700 900123' },
    promoCode: null,
    idempotencyKey: key,
    confirmedTotal,
    origin: 'http://localhost:3000',
  }
}

export async function emailsFor(db: Db, purchaseId: string) {
  // In the order they were written (each transaction's own time): callers compare sequences of emails.
  const rows = await db
    .select()
    .from(s.outbox)
    .where(and(eq(s.outbox.kind, 'email'), sql`${s.outbox.payload} -> 'order' ->> 'purchaseId' = ${purchaseId}`))
    .orderBy(s.outbox.createdAt)
  return rows.map((r) => r.payload as { kind: string; to: string })
}

export type Ctx = RequestContext
