// The cart's shared names and limits without zod, so the experience page's add-to-cart form stays light
// (the schemas in cart-schemas.ts run on the server and on the cart and checkout pages).
import type { SubmissionResult } from '@conform-to/react'

export const UNIT_TYPES = ['adult', 'child', 'infant', 'item'] as const
export type UnitType = (typeof UNIT_TYPES)[number]
/** Far above any real group, low enough that a typed 1e9 is refused as a format error rather than priced. */
export const MAX_UNIT_QUANTITY = 99

export const CART_INTENTS = ['add', 'update', 'remove', 'apply-promo', 'remove-promo', 'confirm-total'] as const
type CartIntent = (typeof CART_INTENTS)[number]

/** How many people the quantities stand for: per-person units, or the travellers field of per-item options. */
export function travellersOf(units: Partial<Record<UnitType, number>>, travellers: number | undefined): number {
  if (units.item) return travellers ?? 0
  return (units.adult ?? 0) + (units.child ?? 0) + (units.infant ?? 0)
}

export type AddLimits = { capacityPerItem: number | null; maxTravellers: number | null }

/**
 * The add form's rules that need the option's limits, as `checkout.errors` keys: the browser checks them
 * before posting, and the schema (and the cart model) again on the server.
 */
export function addProblems(units: Partial<Record<UnitType, number>>, travellers: number | undefined, limits: AddLimits | undefined) {
  const problems: Array<{ field: 'unitQuantities' | 'travellers'; code: string }> = []
  const people = travellersOf(units, travellers)
  const items = units.item ?? 0
  if (people < 1) problems.push({ field: 'unitQuantities', code: 'noTravellers' })
  if (items && !travellers) problems.push({ field: 'travellers', code: 'required' })
  if (limits?.capacityPerItem && items && people > items * limits.capacityPerItem) problems.push({ field: 'travellers', code: 'capacity' })
  if (limits?.maxTravellers && !items && people > limits.maxTravellers) problems.push({ field: 'unitQuantities', code: 'tooMany' })
  return problems
}

/** What the cart action answers a fetcher with: the conform result, and for `add` the item that was added. */
export type CartActionData = {
  intent: CartIntent | null
  result: SubmissionResult<string[]>
  added?: { itemId: string } | null
}
