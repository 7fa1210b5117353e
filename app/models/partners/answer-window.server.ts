// The answer window of on-request bookings (issue 22), run by the booking workers: a reminder to the supplier
// at half time, and past the due time the request is declined for them (the buyer's card released, the buyer
// and the supplier told). Safe with several servers: the reminder is a guarded update (answer_reminder_at is
// null) on rows taken with SKIP LOCKED, and each decline re-reads the booking under its order's lock.
import { sql } from 'drizzle-orm'
import type { Db } from '../../utils/db.server'
import type { ProviderLookup } from '../../domain/booking-contract'
import { MAX_ANSWER_HOURS } from '../checkout/fulfilment.server'
import { decideOnRequest } from '../orders/supplier-decision.server'
import { alertSupplier } from './alerts.server'
import { rowsOf } from '../listing/sql.server'

const BATCH = 100

export async function runAnswerWindow(db: Db, options: { now?: Date; providers: ProviderLookup }): Promise<{ reminded: number; declined: number }> {
  const now = options.now ?? new Date()
  const at = now.toISOString()
  const reminded = await db.transaction(async (tx) => {
    const t = tx as unknown as Db
    // Half time counts back from the due time by half the window (the window as capped when it was set).
    const rows = rowsOf<{ id: string }>(await t.execute(sql`
      update bookings set answer_reminder_at = ${at}::timestamptz
      where id in (
        select b.id from bookings b join experiences e on e.id = b.experience_id
        where b.status = 'PENDING_SUPPLIER' and b.answer_reminder_at is null and b.answer_due_at > ${at}::timestamptz
          and b.answer_due_at - make_interval(hours => least(e.answer_window_hours, ${MAX_ANSWER_HOURS})) / 2 <= ${at}::timestamptz
        order by b.answer_due_at limit ${BATCH}
        for update of b skip locked)
        and answer_reminder_at is null
      returning id`))
    const ids = rows.map((r) => r.id)
    await alertSupplier(t, ids, 'reminder')
    return ids.length
  })
  const due = rowsOf<{ id: string; tenant_id: string }>(await db.execute(sql`
    select id, tenant_id from bookings where status = 'PENDING_SUPPLIER' and answer_due_at <= ${at}::timestamptz order by answer_due_at limit ${BATCH}`))
  let declined = 0
  for (const { id, tenant_id: tenantId } of due) {
    // A booking whose tenant is gone is "not found" and stays; the others are declined once, whoever runs first.
    const result = await decideOnRequest(db, { bookingId: id, decision: 'decline', via: 'timeout', tenantId }, { now, providers: options.providers })
    if (result.ok) declined++
  }
  return { reminded, declined }
}
