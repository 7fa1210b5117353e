// How many on-request bookings wait for this supplier's answer (the badge on "Requests").
import { and, count, eq } from 'drizzle-orm'
import { bookings, experiences } from '../../../drizzle/schema/index'
import type { Db } from '../../utils/db.server'

export async function pendingRequestCount(db: Db, supplierId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(bookings)
    .innerJoin(experiences, eq(experiences.id, bookings.experienceId))
    .where(and(eq(experiences.supplierId, supplierId), eq(bookings.status, 'PENDING_SUPPLIER')))
  return row?.n ?? 0
}
