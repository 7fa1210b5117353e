// A supplier's day staged directly in the tables, consistently (the slot's seats count the bookings): an owner
// with a known password and confirmed bookings on a departure later today. For the check-in flow (through
// /__e2e/hub-day) and the manifest benchmark, which need a day that checkout cannot make (it sells from
// two days ahead).
import { randomUUID } from 'node:crypto'
import { and, asc, eq } from 'drizzle-orm'
import { todayIn, zonedTimeToUtc } from '../../app/domain/zoned-time'
import type { Db } from '../../app/utils/db.server'
import { hashPassword } from '../../app/utils/password.server'
import * as s from '../../drizzle/schema/index'

export async function createOwner(db: Db, supplierSlug: string, password: string) {
  const [supplier] = await db.select().from(s.suppliers).where(eq(s.suppliers.slug, supplierSlug))
  if (!supplier) throw new Error(`no supplier ${supplierSlug}`)
  const email = `owner-${randomUUID().slice(0, 8)}@${supplierSlug}.example.com`
  const [staff] = await db.insert(s.staffAccounts).values({ email, name: 'Ana Owner', passwordHash: await hashPassword(password), locale: 'en' }).returning()
  await db.insert(s.staffMemberships).values({ staffId: staff!.id, supplierId: supplier.id, role: 'owner' })
  return { email, staffId: staff!.id, supplier }
}

/** `count` confirmed bookings of `adults` each on one new departure of the supplier's first experience, today. */
export async function stageDeparture(db: Db, options: { supplierSlug: string; tenantId: string; count: number; adults?: number; now?: Date }) {
  const now = options.now ?? new Date()
  const [row] = await db
    .select({ experience: s.experiences, optionId: s.options.id, unit: s.optionUnits })
    .from(s.experiences)
    .innerJoin(s.suppliers, eq(s.suppliers.id, s.experiences.supplierId))
    .innerJoin(s.options, eq(s.options.experienceId, s.experiences.id))
    .innerJoin(s.optionUnits, and(eq(s.optionUnits.optionId, s.options.id), eq(s.optionUnits.type, 'adult')))
    .where(and(eq(s.suppliers.slug, options.supplierSlug), eq(s.experiences.onRequest, false)))
    .orderBy(asc(s.experiences.slug), asc(s.options.position))
    .limit(1)
  if (!row) throw new Error(`no bookable experience of ${options.supplierSlug}`)
  const tz = row.experience.timeZone
  const date = todayIn(tz, now)
  // Late today (so it has not started and is still today), at a second no seeded slot uses.
  const startsAt = new Date(zonedTimeToUtc(date, '23:00', tz).getTime() + Math.floor(Math.random() * 3_000_000))
  const adults = options.adults ?? 2
  const [slot] = await db
    .insert(s.availabilitySlots)
    .values({ optionId: row.optionId, startsAt, endsAt: new Date(startsAt.getTime() + 3_600_000), localDate: date, capacity: options.count * adults + 10, booked: options.count * adults })
    .returning()
  const price = row.unit.priceAmount * adults
  const references: Array<{ reference: string; name: string; bookingId: string }> = []
  const orderRows = Array.from({ length: options.count }, (_, i) => {
    const number = randomUUID().replace(/-/g, '').slice(0, 8).toUpperCase()
    return {
      tenantId: options.tenantId,
      number,
      purchaseId: randomUUID(),
      buyerFirstName: ['Ada', 'Grace', 'Alan', 'Edsger', 'Barbara'][i % 5]!,
      buyerLastName: `Traveller ${i + 1}`,
      email: `traveller${i + 1}@example.com`,
      phoneCountryCode: '+44',
      phone: `7700 9${String(i).padStart(5, '0')}`,
      locale: 'en',
      currency: row.unit.currency,
      subtotalAmount: price,
      totalAmount: price,
      status: 'CONFIRMED' as const,
      idempotencyKey: `stage:${randomUUID()}`,
    }
  })
  for (let i = 0; i < orderRows.length; i += 200) {
    const orders = await db.insert(s.orders).values(orderRows.slice(i, i + 200)).returning({ id: s.orders.id, number: s.orders.number, first: s.orders.buyerFirstName, last: s.orders.buyerLastName })
    const bookings = await db
      .insert(s.bookings)
      .values(
        orders.map((o) => ({
          tenantId: options.tenantId,
          orderId: o.id,
          experienceId: row.experience.id,
          optionId: row.optionId,
          slotId: slot!.id,
          unitQuantities: { adult: adults },
          travellers: adults,
          quantity: adults,
          priceAmount: price,
          currency: row.unit.currency,
          status: 'CONFIRMED' as const,
          idempotencyKey: `stage:${o.id}`,
          confirmedAt: now,
        })),
      )
      .returning({ id: s.bookings.id, orderId: s.bookings.orderId })
    for (const o of orders) references.push({ reference: `${o.number}-1`, name: `${o.first} ${o.last}`, bookingId: bookings.find((b) => b.orderId === o.id)!.id })
  }
  return { date, slotId: slot!.id, startsAt, references }
}
