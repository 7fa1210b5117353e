// The day's manifest of one supplier: every departure on a date, across every tenant selling it, with its
// travellers. Two queries whatever the size of the day (the bookings with everything they show, then the names
// of the extras they chose), so a day of 500 travellers costs what a day of 5 does.
import { inArray, sql } from 'drizzle-orm'
import { extras as extrasTable } from '../../../drizzle/schema/index'
import type { LocalizedText } from '../../../drizzle/schema/columns'
import type { UnitQuantities } from '../../domain/booking-contract'
import { answerText, type BookingAnswer } from '../../domain/booking-questions'
import { wallClock } from '../../domain/zoned-time'
import type { Db } from '../../utils/db.server'
import { rowsOf } from '../listing/sql.server'
import { pick } from '../catalogue/experience.server'

export type ManifestStatus = 'CONFIRMED' | 'PENDING_SUPPLIER' | 'CANCELLED'
export type ManifestTraveller = {
  bookingId: string
  reference: string
  tenantId: string
  tenantName: string
  status: ManifestStatus
  leadName: string
  phone: string
  email: string
  units: UnitQuantities
  travellers: number
  extras: Array<{ name: string; quantity: number }>
  pickup: { name: string; time: string | null } | null
  /** The booking questions as answered at checkout (a flight number), in `locale` when the buyer wrote in it. */
  answers: Array<{ label: string; value: string }>
  payLater: boolean
  settled: boolean
  checkedInAt: string | null
  checkedInBy: string | null
  noShowAt: string | null
}
export type ManifestDeparture = {
  slotId: string
  title: string
  option: string
  time: string
  startsAt: string
  timeZone: string
  bookings: ManifestTraveller[]
  /** Confirmed bookings only: who is expected at the meeting point. */
  totals: { bookings: number; travellers: number; checkedIn: number; units: Required<UnitQuantities> }
}

type Row = {
  bookingId: string
  slotId: string
  startsAt: string | Date
  timeZone: string
  title: string
  optionName: LocalizedText
  reference: string
  tenantId: string
  status: ManifestStatus
  leadName: string
  phone: string
  email: string
  units: UnitQuantities
  travellers: number
  extras: Array<{ extraId: string; quantity: number }>
  pickupName: string | null
  pickupTime: string | null
  pickupOffset: number | null
  answers: BookingAnswer[]
  payLater: boolean
  settledAt: string | Date | null
  checkedInAt: string | Date | null
  checkedInBy: string | null
  noShowAt: string | Date | null
}

const iso = (v: string | Date | null) => (v === null ? null : new Date(v).toISOString())

/** `tenantName`: the tenant's display name by id (the hub context's getTenant). */
export async function getManifest(db: Db, supplierId: string, date: string, options: { locale: string; tenantName: (id: string) => string }): Promise<ManifestDeparture[]> {
  const rows = rowsOf<Row>(
    await db.execute(sql`
      select b.id as "bookingId", s.id as "slotId", s.starts_at as "startsAt", e.time_zone as "timeZone",
        coalesce(tl.title, te.title, e.slug) as title, op.name as "optionName",
        o.number || '-' || (select count(*) + 1 from bookings p where p.order_id = b.order_id and (p.created_at, p.id) < (b.created_at, b.id)) as reference,
        b.tenant_id as "tenantId", b.status, trim(o.buyer_first_name || ' ' || o.buyer_last_name) as "leadName",
        trim(o.phone_country_code || ' ' || o.phone) as phone, o.email, b.unit_quantities as units, b.travellers, b.extras,
        pp.name as "pickupName", b.pickup_time as "pickupTime", pp.pickup_offset_minutes as "pickupOffset", b.pay_later as "payLater", b.answers,
        ops.settled_at as "settledAt", ops.checked_in_at as "checkedInAt", sa.name as "checkedInBy", ops.no_show_at as "noShowAt"
      from availability_slots s
      join options op on op.id = s.option_id
      join experiences e on e.id = op.experience_id and e.supplier_id = ${supplierId}
      join bookings b on b.slot_id = s.id and b.status in ('CONFIRMED', 'PENDING_SUPPLIER', 'CANCELLED')
      join orders o on o.id = b.order_id
      left join experience_translations tl on tl.experience_id = e.id and tl.locale = ${options.locale}
      left join experience_translations te on te.experience_id = e.id and te.locale = 'en'
      left join pickup_points pp on pp.id = b.pickup_point_id
      left join booking_operations ops on ops.booking_id = b.id
      left join staff_accounts sa on sa.id = ops.checked_in_by
      where s.local_date = ${date}
      order by s.starts_at, title, s.id, o.buyer_last_name, o.buyer_first_name, b.id`),
  )
  const extraIds = [...new Set(rows.flatMap((r) => r.extras.map((x) => x.extraId)))]
  const names = new Map(
    extraIds.length ? (await db.select({ id: extrasTable.id, name: extrasTable.name }).from(extrasTable).where(inArray(extrasTable.id, extraIds))).map((x) => [x.id, pick(x.name, options.locale)]) : [],
  )
  const departures = new Map<string, ManifestDeparture>()
  for (const r of rows) {
    const startsAt = new Date(r.startsAt)
    let d = departures.get(r.slotId)
    if (!d) {
      d = { slotId: r.slotId, title: r.title, option: pick(r.optionName, options.locale), time: wallClock(startsAt, r.timeZone).time, startsAt: startsAt.toISOString(), timeZone: r.timeZone, bookings: [], totals: { bookings: 0, travellers: 0, checkedIn: 0, units: { adult: 0, child: 0, infant: 0, item: 0 } } }
      departures.set(r.slotId, d)
    }
    const pickupAt = r.pickupName && r.pickupOffset !== null ? wallClock(new Date(startsAt.getTime() - r.pickupOffset * 60_000), r.timeZone).time : null
    d.bookings.push({
      bookingId: r.bookingId,
      reference: r.reference,
      tenantId: r.tenantId,
      tenantName: options.tenantName(r.tenantId),
      status: r.status,
      leadName: r.leadName,
      phone: r.phone,
      email: r.email,
      units: r.units,
      travellers: r.travellers,
      extras: r.extras.map((x) => ({ name: names.get(x.extraId) ?? '?', quantity: x.quantity })),
      pickup: r.pickupName ? { name: r.pickupName, time: r.pickupTime ?? pickupAt } : null,
      answers: r.answers.map((a) => answerText(a, options.locale)),
      payLater: r.payLater,
      settled: r.settledAt !== null,
      checkedInAt: iso(r.checkedInAt),
      checkedInBy: r.checkedInBy,
      noShowAt: iso(r.noShowAt),
    })
    if (r.status !== 'CONFIRMED') continue
    d.totals.bookings++
    d.totals.travellers += r.travellers
    if (r.checkedInAt) d.totals.checkedIn += r.travellers
    for (const unit of ['adult', 'child', 'infant', 'item'] as const) d.totals.units[unit] += r.units[unit] ?? 0
  }
  return [...departures.values()]
}
