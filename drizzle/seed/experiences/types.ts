// The source shape of one demo experience, before it is expanded into rows.
import type { ExtraKey } from '../text/extra-names'
import type { HighlightKey } from '../text/highlights'
import type { OptionNameKey } from '../text/option-names'
import type { ProfileKey, ReviewFamily, TextOverrides } from '../text/profile-type'
import type { Text4 } from '../types'

export type OptionSeed = {
  name: OptionNameKey
  /** Price multiplier against the experience's base price; base × factor must itself be a round price (the demo
   * catalogue test checks it), so nothing depends on roundPrice quietly fixing the arithmetic. */
  factor?: number
  times?: string[]
  duration?: number
  payLater?: boolean
  policy?: string
  /** Per-item options only: travellers per item. */
  perItem?: number
}

export type ExperienceSeed = {
  slug: string
  supplier: string
  city: string
  category: string
  alsoIn?: string[]
  profile: ProfileKey
  title: Text4
  /** The opening sentence of the overview, specific to this experience. */
  hook: Text4
  highlights: HighlightKey[]
  duration: number
  times: string[]
  /** Base price in major units of the supplier's currency: per adult, or per item. */
  price: number
  /** Per-item pricing: the number of travellers one item takes (a boat, a car, a room). */
  perItem?: number
  ages?: [number, number]
  options?: OptionSeed[]
  extras?: Array<[ExtraKey, number, 'per_person' | 'per_booking']>
  labels?: string[]
  occasions?: string[]
  bestFor?: string[]
  languages?: readonly string[]
  /** No dates are open at all (exercises "No option is available!"). */
  noAvailability?: boolean
  /** Taken off sale by the supplier: the page explains and points to similar ones (no dates are seeded). */
  unavailable?: boolean
  /** No fixed price: visitors request a custom offer. */
  customOffer?: boolean
  /** The supplier confirms each booking by hand. */
  onRequest?: boolean
  /** Days of the week without departures, 0 = Sunday. */
  closedWeekdays?: number[]
  capacity?: number
  /** Shows a struck-through "was" price 20% higher. */
  discount?: boolean
  /** Practical texts this experience words itself instead of taking its profile's, each in every language. */
  texts?: TextOverrides
  /** Reviews from another family than the profile's (the falconry morning draws falconry reviews). */
  reviews?: ReviewFamily
}
