// A booking as the hub's operations see it, found by id or by the voucher's reference, always within one
// supplier: a booking of another supplier is not found, the same answer as one that does not exist.
import { sql } from 'drizzle-orm'
import type { Db } from '../../utils/db.server'
import { rowsOf } from '../listing/sql.server'

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i
/** 'K3M9QX2A-2': the order number, a dash, the booking's place in the order (booking-reference.ts). */
const REFERENCE = /^([A-Z0-9]{4,20})-(\d{1,3})$/

export type OperationBooking = {
  id: string
  tenantId: string
  orderId: string
  reference: string
  status: 'ON_HOLD' | 'PENDING_SUPPLIER' | 'CONFIRMED' | 'EXPIRED' | 'CANCELLED' | 'FAILED'
  payLater: boolean
  priceAmount: number
  currency: string
  travellers: number
  leadName: string
  title: string
  startsAt: Date
  localDate: string
  timeZone: string
  checkedInAt: Date | null
  checkedInBy: string | null
  noShowAt: Date | null
  settledAt: Date | null
}

/** What a scanner or a keyboard gives: spaces, lower case and a URL around the reference are forgiven. */
export function normalizeReference(input: string): string | null {
  const raw = input.trim().toUpperCase()
  const match = REFERENCE.exec(raw) ?? REFERENCE.exec(raw.split(/[/?#=\s]/).filter(Boolean).at(-1) ?? '')
  return match ? `${match[1]}-${Number(match[2])}` : null
}

const SELECT = sql`
  select b.id, b.tenant_id as "tenantId", b.order_id as "orderId", o.number || '-' || x.pos as reference, b.status,
    b.pay_later as "payLater", b.price_amount as "priceAmount", b.currency, b.travellers,
    trim(o.buyer_first_name || ' ' || o.buyer_last_name) as "leadName",
    coalesce((select t.title from experience_translations t where t.experience_id = e.id and t.locale = 'en'), e.slug) as title,
    s.starts_at as "startsAt", s.local_date::text as "localDate", e.time_zone as "timeZone",
    op.checked_in_at as "checkedInAt", sa.name as "checkedInBy", op.no_show_at as "noShowAt", op.settled_at as "settledAt"
  from x
  join bookings b on b.id = x.id
  join orders o on o.id = b.order_id
  join experiences e on e.id = b.experience_id
  join availability_slots s on s.id = b.slot_id
  left join booking_operations op on op.booking_id = b.id
  left join staff_accounts sa on sa.id = op.checked_in_by`

type Row = Omit<OperationBooking, 'startsAt' | 'checkedInAt' | 'noShowAt' | 'settledAt'> & { startsAt: string | Date; checkedInAt: string | Date | null; noShowAt: string | Date | null; settledAt: string | Date | null }
const toDate = (v: string | Date | null) => (v === null ? null : new Date(v))
const shape = (r: Row): OperationBooking => ({ ...r, startsAt: new Date(r.startsAt), checkedInAt: toDate(r.checkedInAt), noShowAt: toDate(r.noShowAt), settledAt: toDate(r.settledAt) })

/** `lock`: inside a transaction, the booking row is locked so two operations on it take turns. */
export async function bookingById(db: Db, supplierId: string, bookingId: string, lock = false): Promise<OperationBooking | null> {
  if (!UUID.test(bookingId)) return null
  const rows = rowsOf<Row>(await db.execute(sql`
    with x as (
      select b.id, (select count(*) + 1 from bookings p where p.order_id = b.order_id and (p.created_at, p.id) < (b.created_at, b.id)) as pos
      from bookings b join experiences e on e.id = b.experience_id
      where b.id = ${bookingId} and e.supplier_id = ${supplierId}
    ) ${SELECT} ${lock ? sql`for update of b` : sql``}`))
  const row = rows[0]
  return row ? shape(row) : null
}

/** The booking a voucher's reference names, if it is this supplier's. */
export async function bookingByReference(db: Db, supplierId: string, reference: string): Promise<OperationBooking | null> {
  const ref = normalizeReference(reference)
  if (!ref) return null
  const dash = ref.lastIndexOf('-')
  const number = ref.slice(0, dash)
  const position = Number(ref.slice(dash + 1))
  const rows = rowsOf<Row>(await db.execute(sql`
    with x as (
      select id, pos from (
        select b.id, e.supplier_id, row_number() over (partition by b.order_id order by b.created_at, b.id) as pos
        from bookings b join orders o on o.id = b.order_id join experiences e on e.id = b.experience_id
        where o.number = ${number}
      ) ranked where pos = ${position} and supplier_id = ${supplierId}
    ) ${SELECT}`))
  const row = rows[0]
  return row ? shape(row) : null
}
