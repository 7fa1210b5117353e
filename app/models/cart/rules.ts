// The rules a cart line obeys, as pure functions over its facts: what may be selected, how many seats it
// takes, whether its departure can still take it, and what it costs in the visitor's currency.
import { cancellationNow, cancellationTerms, type CancellationNow } from '../../domain/cancellation'
import { convertTotal, type Money, type Rates } from '../../domain/money'
import { wallClock } from '../../domain/zoned-time'
import type { ExtraSelection, UnitQuantities } from '../../domain/booking-contract'
import type { CartItemError } from '../../domain/cart-errors'
import type { LineFacts } from './lines.server'

export type Selection = {
  unitQuantities: UnitQuantities
  travellers?: number | null
  extras: ExtraSelection[]
  pickupPointId: string | null
  payLater: boolean
}
/** Seats (per person) or items (per item) the line takes from its slot, and the people travelling. */
export type Sized = { quantity: number; travellers: number; pickup: { pointId: string; name: string; address: string; time: string } | null }

const PERSON_UNITS = ['adult', 'child', 'infant'] as const
/** A per-booking extra (a photographer, a cake) is rarely wanted more than a few times. */
const MAX_PER_BOOKING_EXTRA = 10

export function sizeSelection(facts: LineFacts, sel: Selection, features: { payLater: boolean }): Sized | CartItemError {
  const { option, experience } = facts
  if (!experience.hasFixedPrice) return { code: 'custom_offer_only' }
  const perItem = experience.pricingMode === 'per_item'
  for (const [unit, count] of Object.entries(sel.unitQuantities)) {
    if (!count) continue
    const offered = facts.units.some((u) => u.type === unit) && (perItem ? unit === 'item' : unit !== 'item')
    if (!offered) return { code: 'unit_not_offered', unit }
  }
  const items = perItem ? sel.unitQuantities.item ?? 0 : 0
  const people = PERSON_UNITS.reduce((sum, unit) => sum + (sel.unitQuantities[unit] ?? 0), 0)
  const quantity = perItem ? items : people
  if (quantity <= 0) return { code: 'no_travellers' }
  const travellers = perItem ? sel.travellers ?? items : people
  if (travellers < option.minTravellers) return { code: 'too_few_travellers', min: option.minTravellers }
  if (option.maxTravellers !== null && travellers > option.maxTravellers) return { code: 'too_many_travellers', max: option.maxTravellers }
  if (perItem && option.maxCapacityPerItem !== null && travellers > items * option.maxCapacityPerItem) {
    return { code: 'capacity_per_item', capacity: option.maxCapacityPerItem }
  }
  for (const chosen of sel.extras) {
    const extra = experience.extras.find((x) => x.id === chosen.extraId)
    if (!extra) return { code: 'extra_not_found' }
    const max = extra.pricing === 'per_person' ? travellers : MAX_PER_BOOKING_EXTRA
    if (chosen.quantity < 1 || chosen.quantity > max) return { code: 'extra_quantity', max }
  }
  if (new Set(sel.extras.map((x) => x.extraId)).size !== sel.extras.length) return { code: 'extra_not_found' }
  const point = sel.pickupPointId ? experience.pickupPoints.find((p) => p.id === sel.pickupPointId) : null
  if (sel.pickupPointId && !point) return { code: 'pickup_not_found' }
  if (!point && experience.pickupIncluded && experience.pickupPoints.length) return { code: 'pickup_required' }
  if (sel.payLater && !(option.payLaterAllowed && features.payLater)) return { code: 'pay_later_not_allowed' }
  const pickup = point
    ? {
        pointId: point.id,
        name: point.name,
        address: point.address,
        time: wallClock(new Date(facts.slot.startsAt.getTime() - point.pickupOffsetMinutes * 60_000), experience.timeZone).time,
      }
    : null
  return { quantity, travellers, pickup }
}

/** Seats or items a stored line takes: what checkCart counts per slot before the hold exists. */
export function seatsOf(unitQuantities: UnitQuantities, pricingMode: 'per_person' | 'per_item'): number {
  return pricingMode === 'per_item' ? unitQuantities.item ?? 0 : PERSON_UNITS.reduce((sum, u) => sum + (unitQuantities[u] ?? 0), 0)
}

export function isError(value: Sized | CartItemError): value is CartItemError {
  return 'code' in value
}

/**
 * Why the departure cannot take `quantity` more now, or null when it can. `alreadyTaken` counts what other
 * lines of the same cart want from the same slot. Supplier overrides CLOSED and SOLD_OUT always win.
 */
export function slotProblem(facts: LineFacts, quantity: number, now: Date, alreadyTaken = 0): CartItemError | null {
  const { slot, option, experience } = facts
  const expired = experience.expiresAt !== null && slot.startsAt >= experience.expiresAt
  if (!option.active || experience.status !== 'active' || slot.startsAt <= now || expired || slot.status === 'CLOSED') {
    return { code: 'slot_unavailable' }
  }
  const remaining = slot.status === 'SOLD_OUT' ? 0 : Math.max(0, slot.capacity - slot.held - slot.booked - alreadyTaken)
  return remaining < quantity ? { code: 'not_enough_availability', remaining } : null
}

/** The line's price in `currency`: units at the slot's price (or the unit's), plus extras, rounded once. */
export function priceSelection(facts: LineFacts, sel: Selection, currency: string, rates: Rates): number | null {
  const parts: Money[] = []
  for (const unit of facts.units) {
    const count = sel.unitQuantities[unit.type] ?? 0
    if (count) parts.push({ amount: (facts.slot.priceOverrides?.[unit.type] ?? unit.priceAmount) * count, currency: unit.currency })
  }
  for (const chosen of sel.extras) {
    const extra = facts.experience.extras.find((x) => x.id === chosen.extraId)
    if (extra) parts.push({ amount: extra.priceAmount * chosen.quantity, currency: extra.currency })
  }
  return convertTotal(parts, currency, rates)
}

/** The free-cancellation cut-off of this departure, when its policy has one. */
/** What cancelling this departure means now; null when its option has no policy. */
export function cancellationNowOf(facts: LineFacts, now: Date): CancellationNow | null {
  const policy = facts.option.policy
  return policy ? cancellationNow(cancellationTerms(policy, facts.slot.startsAt, facts.experience.timeZone), now) : null
}

export function startTimeOf(facts: LineFacts): string {
  return wallClock(facts.slot.startsAt, facts.experience.timeZone).time
}
