// What can be bought for one experience: options with their units, extras and pickup points.
import type * as schema from '../schema'
import type { ExperienceSeed, OptionSeed } from './experiences'
import { ids } from './ids'
import { AIRPORT_PICKUPS, CITY_PICKUPS } from './pickups'
import { roundPrice, toMinor } from './prices'
import { seedId } from './random'
import { EXTRA_NAMES } from './text/extra-names'
import { OPTION_NAMES } from './text/option-names'
import { PROFILES } from './text/profiles'

type OptionRow = typeof schema.options.$inferInsert
type UnitRow = typeof schema.optionUnits.$inferInsert

export function optionSeeds(e: ExperienceSeed): OptionSeed[] {
  return e.options ?? [{ name: 'standard' }]
}

export function buildOptions(e: ExperienceSeed, currency: string) {
  const options: OptionRow[] = []
  const units: UnitRow[] = []
  optionSeeds(e).forEach((o, position) => {
    const optionId = ids.option(e.slug, o.name)
    const perItem = e.perItem ? (o.perItem ?? e.perItem) : null
    options.push({
      id: optionId,
      experienceId: ids.experience(e.slug),
      slug: o.name,
      name: OPTION_NAMES[o.name],
      startTimes: o.times ?? e.times,
      durationMinutes: o.duration ?? e.duration,
      payLaterAllowed: o.payLater ?? false,
      cancellationPolicyId: ids.policy(o.policy ?? PROFILES[e.profile].policy),
      maxCapacityPerItem: perItem,
      minTravellers: 1,
      maxTravellers: perItem ? null : 15,
      position,
    })
    // A custom-offer experience has options to ask about but no price to show.
    if (!e.customOffer) units.push(...buildUnits(e, optionId, o, currency))
  })
  return { options, units }
}

function buildUnits(e: ExperienceSeed, optionId: string, o: OptionSeed, currency: string): UnitRow[] {
  const price = roundPrice(e.price * (o.factor ?? 1))
  const was = e.discount ? toMinor(roundPrice(price * 1.2)) : null
  const unit = (type: UnitRow['type'], ageMin: number | null, ageMax: number | null, major: number, original: number | null): UnitRow => ({
    id: seedId(`unit:${optionId}:${type}`),
    optionId,
    type,
    ageMin,
    ageMax,
    priceAmount: toMinor(major),
    currency,
    originalPriceAmount: original,
  })
  if (e.perItem) return [unit('item', null, null, price, was)]
  const [minAge, maxAge] = e.ages ?? [0, 99]
  const rows = [unit('adult', Math.max(minAge, 12), maxAge, price, was)]
  if (minAge < 12) rows.push(unit('child', Math.max(minAge, 3), 11, roundPrice(price * 0.75), null))
  if (minAge < 3) rows.push(unit('infant', 0, 2, 0, null))
  return rows
}

export function buildExtras(e: ExperienceSeed, currency: string): Array<typeof schema.extras.$inferInsert> {
  return (e.extras ?? []).map(([key, price, pricing]) => ({
    id: seedId(`extra:${e.slug}:${key}`),
    experienceId: ids.experience(e.slug),
    slug: key,
    name: EXTRA_NAMES[key],
    priceAmount: toMinor(price),
    currency,
    pricing,
  }))
}

export function buildPickupPoints(e: ExperienceSeed): Array<typeof schema.pickupPoints.$inferInsert> {
  if (!PROFILES[e.profile].pickup) return []
  const airport = AIRPORT_PICKUPS[e.city]
  const points = e.profile === 'transfer' && airport ? [airport] : (CITY_PICKUPS[e.city] ?? [])
  return points.map((p, index) => ({
    id: seedId(`pickup:${e.slug}:${p.name}`),
    experienceId: ids.experience(e.slug),
    ...p,
    // Transfers start at the arrivals hall; tours collect the farthest hotels first.
    pickupOffsetMinutes: e.profile === 'transfer' ? 0 : 30 + index * 15,
  }))
}
