// Dated departures for the next `days` days. Each slot depends only on its option and date, never on
// `today`, so seeding on a later day adds the new days and leaves the overlapping ones identical.
import type * as schema from '../schema'
import { optionSeeds } from './build-offers'
import type { ExperienceSeed } from './experiences'
import { ids } from './ids'
import { CITIES } from './places'
import { roundPrice, toMinor } from './prices'
import { createRandom, seedId } from './random'
import { PROFILES } from './text/profiles'
import { addDays, toDateString, weekday, zonedTimeToUtc } from './time'

type SlotRow = typeof schema.availabilitySlots.$inferInsert

export const AVAILABILITY_DAYS = 120

export function buildSlots(e: ExperienceSeed, today: Date, days = AVAILABILITY_DAYS): SlotRow[] {
  if (e.noAvailability || e.unavailable || e.customOffer) return []
  const timeZone = CITIES.find((c) => c.slug === e.city)!.timeZone
  const slots: SlotRow[] = []
  for (const o of optionSeeds(e)) {
    const optionId = ids.option(e.slug, o.name)
    const baseCapacity = e.capacity ?? PROFILES[e.profile].capacity
    const capacity = Math.max(1, Math.round(baseCapacity * (0.8 + 0.4 * createRandom(`capacity:${optionId}`).next())))
    const duration = o.duration ?? e.duration
    const itemPrice = e.perItem ? roundPrice(e.price * (o.factor ?? 1)) : null
    for (let day = 0; day < days; day++) {
      const date = toDateString(addDays(today, day))
      const dow = weekday(date)
      if (e.closedWeekdays?.includes(dow)) continue
      for (const time of o.times ?? e.times) {
        const startsAt = zonedTimeToUtc(date, time, timeZone)
        const random = createRandom(`slot:${optionId}:${date}:${time}`)
        slots.push({
          id: seedId(`slot:${optionId}:${startsAt.toISOString()}`),
          optionId,
          startsAt,
          endsAt: new Date(startsAt.getTime() + duration * 60_000),
          localDate: date,
          capacity,
          ...occupancy(random.next(), random.next(), capacity, dow),
          // Charter boats cost more on Saturdays: exercises slot-level prices and "prices changed".
          priceOverrides: itemPrice && dow === 6 ? { item: toMinor(roundPrice(itemPrice * 1.15)) } : null,
        })
      }
    }
  }
  return slots
}

/** A few closed and sold-out dates, busier weekends, the rest partly booked. */
function occupancy(roll: number, fill: number, capacity: number, dow: number) {
  if (roll < 0.03) return { held: 0, booked: 0, status: 'CLOSED' as const }
  if (roll < 0.07) return { held: 0, booked: capacity, status: 'SOLD_OUT' as const }
  const weekend = dow === 5 || dow === 6
  const booked = Math.min(capacity, Math.floor(capacity * fill * (weekend ? 0.95 : 0.6)))
  const left = capacity - booked
  const status = left === 0 ? ('SOLD_OUT' as const) : left < capacity / 2 ? ('LIMITED' as const) : ('AVAILABLE' as const)
  return { held: 0, booked, status }
}
