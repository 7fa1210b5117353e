// The booking form's live total and stepper limits, from the prices the page already shows. The total is the
// cart's own sum (decision 061): the supplier's prices times the quantities, converted with the same rates and
// rounded once (convertTotal, as priceSelection does), so it is exactly what checkout will charge.
import type { UnitType } from './cart-types'
import { convertTotal, type Money, type Rates } from './money'

type Priced = { amount: number; currency: string; base: Money }
type TotalInput = {
  units: Array<{ type: UnitType; price: Priced }>
  quantities: Partial<Record<UnitType, number>>
  /** People travelling: per-person units, or the travellers field of a per-item option. */
  travellers: number
  extras: Array<{ id: string; pricing: 'per_person' | 'per_booking'; price: Priced }>
  extraQuantities: Record<string, number>
  /** The currency charged and the rates the cart converts with. */
  charge: { currency: string; rates: Rates }
}
type LiveTotal = { amount: number; currency: string } | null

export function liveTotal({ units, quantities, extras, extraQuantities, charge }: TotalInput): LiveTotal {
  if (!units.length) return null
  const parts: Money[] = []
  let shown = 0
  const add = (price: Priced, n: number) => {
    if (!n) return
    parts.push({ amount: price.base.amount * n, currency: price.base.currency })
    shown += price.amount * n
  }
  for (const u of units) add(u.price, quantities[u.type] ?? 0)
  for (const x of extras) add(x.price, extraQuantities[x.id] ?? 0)
  // A rate missing on the page (never on a seeded site) falls back to the shown prices' sum.
  return { amount: convertTotal(parts, charge.currency, charge.rates) ?? shown, currency: charge.currency }
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
