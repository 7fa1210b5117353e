// The booking form's live total and stepper limits, from the prices the page already shows. Display only:
// the cart prices the item again on the server, in the currency it is charged in.
import type { UnitType } from './cart-types'

type Priced = { amount: number; currency: string; approximate: boolean }
type TotalInput = {
  units: Array<{ type: UnitType; price: Priced }>
  quantities: Partial<Record<UnitType, number>>
  /** People travelling: per-person units, or the travellers field of a per-item option. */
  travellers: number
  extras: Array<{ id: string; pricing: 'per_person' | 'per_booking'; price: Priced }>
  extraQuantities: Record<string, number>
}
type LiveTotal = { amount: number; currency: string; approximate: boolean } | null

export function liveTotal({ units, quantities, extras, extraQuantities }: TotalInput): LiveTotal {
  const currency = units[0]?.price.currency
  if (!currency) return null
  let amount = 0
  let approximate = false
  for (const u of units) {
    const n = quantities[u.type] ?? 0
    if (!n) continue
    amount += u.price.amount * n
    approximate ||= u.price.approximate
  }
  for (const x of extras) {
    const n = extraQuantities[x.id] ?? 0
    if (!n) continue
    amount += x.price.amount * n
    approximate ||= x.price.approximate
  }
  return { amount, currency, approximate }
}

type StepperLimits = { max: Partial<Record<UnitType, number>>; maxTravellers: number }

/**
 * How far each stepper may go: per person, the seats left and the option's group limit shared by every unit
 * type; per item, the items left, and travellers up to the items' capacity.
 */
export function stepperLimits(opts: {
  remaining: number
  quantities: Partial<Record<UnitType, number>>
  capacityPerItem: number | null
  maxTravellers: number | null
  cap: number
}): StepperLimits {
  const { remaining, quantities, capacityPerItem, maxTravellers, cap } = opts
  if (capacityPerItem) {
    const items = Math.min(remaining, cap)
    return { max: { item: items }, maxTravellers: Math.max(1, (quantities.item ?? 1) * capacityPerItem) }
  }
  const limit = Math.min(remaining, maxTravellers ?? cap, cap)
  const taken = (quantities.adult ?? 0) + (quantities.child ?? 0) + (quantities.infant ?? 0)
  const room = Math.max(0, limit - taken)
  const max = Object.fromEntries((['adult', 'child', 'infant'] as const).map((t) => [t, (quantities[t] ?? 0) + room]))
  return { max, maxTravellers: limit }
}

/** '15:00' − 45 min → '14:15' (wrapping past midnight). */
export function minusMinutes(time: string, minutes: number): string {
  const [h = 0, m = 0] = time.split(':').map(Number)
  const total = (((h * 60 + m - minutes) % 1440) + 1440) % 1440
  return `${String(Math.floor(total / 60)).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`
}
