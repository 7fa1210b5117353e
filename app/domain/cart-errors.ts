// The mistakes a visitor can make with the cart, as data: models return them, routes show the message under
// `cart.errors.<code>` with the values as interpolation (no db import: safe for client components).
export type CartItemError =
  /** The experience is not sold on this site (another tenant's, inactive or expired): a 404-like answer. */
  | { code: 'experience_not_found' }
  | { code: 'option_not_found' }
  /** No departure of this option on that date at that start time. */
  | { code: 'slot_not_found' }
  /** The departure has started, is closed, or falls after the experience expires. */
  | { code: 'slot_unavailable' }
  | { code: 'not_enough_availability'; remaining: number }
  /** Experiences without a fixed price are requested as a custom offer, not added to the cart. */
  | { code: 'custom_offer_only' }
  | { code: 'unit_not_offered'; unit: string }
  | { code: 'no_travellers' }
  | { code: 'too_few_travellers'; min: number }
  | { code: 'too_many_travellers'; max: number }
  /** Spec §5: "You can select up to {capacity} travellers per item". */
  | { code: 'capacity_per_item'; capacity: number }
  | { code: 'extra_not_found' }
  | { code: 'extra_quantity'; max: number }
  | { code: 'pickup_not_found' }
  | { code: 'pickup_required' }
  | { code: 'pay_later_not_allowed' }
  /** No exchange rate to the visitor's currency: the item cannot be priced. */
  | { code: 'price_unavailable' }
  | { code: 'item_not_found' }
  /** The posted form did not parse; routes normally catch this earlier with the shared schema. */
  | { code: 'invalid_input' }

export type PromoError =
  | { code: 'promo_invalid' }
  | { code: 'promo_expired' }
  | { code: 'promo_used_up' }
  | { code: 'promo_below_minimum'; minimum: number; currency: string }
  | { code: 'cart_empty' }

/** The i18n key and values of an error: `t(key, values)`. Amounts stay in minor units; the route formats them. */
export function cartErrorMessage(error: CartItemError | PromoError): { key: string; values: Record<string, string | number> } {
  const { code, ...values } = error
  return { key: `cart.errors.${code}`, values: values as Record<string, string | number> }
}

export type Result<T, E> = { ok: true; value: T } | { ok: false; error: E }
export const ok = <T>(value: T): { ok: true; value: T } => ({ ok: true, value })
export const fail = <E>(error: E): { ok: false; error: E } => ({ ok: false, error })
