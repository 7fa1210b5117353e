// A cheap test for "this database already has today's demo catalogue", so server starts skip the seed.
import { and, count, eq, inArray, or } from 'drizzle-orm'
import type { Db } from '../../app/utils/db.server'
import * as schema from '../schema'
import { AVAILABILITY_DAYS } from './build-availability'
import { EXPERIENCES } from './experiences'
import { ids } from './ids'
import { addDays, toDateString } from './time'

// Runs every day of the year with no closed weekdays, so its last slot marks the end of the window.
const WINDOW_MARKER = ids.option('dubai-evening-desert-safari', 'shared')

// One condition per supplier: its experiences are these.
const SUPPLIER_OF_EXPERIENCE = [...new Set(EXPERIENCES.map((e) => e.supplier))].map((supplier) =>
  and(
    eq(schema.experiences.supplierId, ids.supplier(supplier)),
    inArray(schema.experiences.id, EXPERIENCES.filter((e) => e.supplier === supplier).map((e) => ids.experience(e.slug))),
  ),
)

/**
 * True when every demo experience exists with the supplier the seed gives it and the availability window already
 * reaches the last day. The seed commits in one transaction, so these facts imply that everything else is there
 * too. (An experience the seed moved to another supplier, as issue 12 did, makes the seed run again to move it.)
 */
export async function isAlreadySeeded(db: Db, today: Date): Promise<boolean> {
  const experienceIds = EXPERIENCES.map((e) => ids.experience(e.slug))
  const [experiences] = await db
    .select({ n: count() })
    .from(schema.experiences)
    .where(and(inArray(schema.experiences.id, experienceIds), or(...SUPPLIER_OF_EXPERIENCE)))
  if (experiences?.n !== experienceIds.length) return false
  const lastDay = toDateString(addDays(today, AVAILABILITY_DAYS - 1))
  const [slots] = await db
    .select({ n: count() })
    .from(schema.availabilitySlots)
    .where(and(eq(schema.availabilitySlots.optionId, WINDOW_MARKER), eq(schema.availabilitySlots.localDate, lastDay)))
  return (slots?.n ?? 0) > 0
}
