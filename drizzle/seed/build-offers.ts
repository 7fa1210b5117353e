// What can be bought for one experience (options with their units, extras, pickup points), as the input of the
// hub's own writer (app/models/partners/catalogue/options-offers.server.ts writeOffers): the demo catalogue goes
// through the same checks as a supplier's edit. Prices are given in major units as text, as a supplier types them.
import type { OffersInput } from '../../app/models/partners/catalogue/options-offers.server'
import type { ExperienceSeed, OptionSeed } from './experiences'
import { ids } from './ids'
import { AIRPORT_PICKUPS, CITY_PICKUPS } from './pickups'
import { policyTermsOf } from './policies'
import { roundPrice } from './prices'
import { seedId } from './random'
import { EXTRA_NAMES } from './text/extra-names'
import { OPTION_NAMES } from './text/option-names'
import { PROFILES } from './text/profiles'

type OptionInput = OffersInput['options'][number]

export function optionSeeds(e: ExperienceSeed): OptionSeed[] {
  return e.options ?? [{ name: 'standard' }]
}

export function buildOffers(e: ExperienceSeed): OffersInput {
  return { options: buildOptions(e), extras: buildExtras(e), pickupPoints: buildPickupPoints(e) }
}

function buildOptions(e: ExperienceSeed): OptionInput[] {
  return optionSeeds(e).map((o) => {
    const optionId = ids.option(e.slug, o.name)
    const perItem = e.perItem ? (o.perItem ?? e.perItem) : undefined
    return {
      id: optionId,
      slug: o.name,
      startTimes: o.times ?? e.times,
      unitIds: { adult: seedId(`unit:${optionId}:adult`), child: seedId(`unit:${optionId}:child`), infant: seedId(`unit:${optionId}:infant`), item: seedId(`unit:${optionId}:item`) },
      values: {
        name: OPTION_NAMES[o.name],
        durationMinutes: o.duration ?? e.duration,
        payLaterAllowed: o.payLater ?? false,
        maxCapacityPerItem: perItem,
        minTravellers: 1,
        maxTravellers: perItem ? undefined : 15,
        // A custom-offer experience has options to ask about but no price to show.
        ...(e.customOffer ? {} : buildUnits(e, o)),
        policy: policyTermsOf(o.policy ?? PROFILES[e.profile].policy),
      },
    }
  })
}

function buildUnits(e: ExperienceSeed, o: OptionSeed): Partial<OptionInput['values']> {
  const price = roundPrice(e.price * (o.factor ?? 1))
  const was = e.discount ? String(roundPrice(price * 1.2)) : undefined
  if (e.perItem) return { item: { price: String(price), was } }
  const [minAge, maxAge] = e.ages ?? [0, 99]
  return {
    adult: { price: String(price), was, ageMin: Math.max(minAge, 12), ageMax: maxAge },
    child: minAge < 12 ? { price: String(roundPrice(price * 0.75)), ageMin: Math.max(minAge, 3), ageMax: 11 } : undefined,
    infant: minAge < 3 ? { price: '0', ageMin: 0, ageMax: 2 } : undefined,
  }
}

function buildExtras(e: ExperienceSeed): NonNullable<OffersInput['extras']> {
  return (e.extras ?? []).map(([key, price, pricing]) => ({
    id: seedId(`extra:${e.slug}:${key}`),
    slug: key,
    values: { name: EXTRA_NAMES[key], price: String(price), pricing },
  }))
}

function buildPickupPoints(e: ExperienceSeed): NonNullable<OffersInput['pickupPoints']> {
  if (!PROFILES[e.profile].pickup) return []
  const airport = AIRPORT_PICKUPS[e.city]
  const points = e.profile === 'transfer' && airport ? [airport] : (CITY_PICKUPS[e.city] ?? [])
  return points.map((p, index) => ({
    id: seedId(`pickup:${e.slug}:${p.name}`),
    // Transfers start at the arrivals hall; tours collect the farthest hotels first.
    values: { ...p, pickupOffsetMinutes: e.profile === 'transfer' ? 0 : 30 + index * 15 },
  }))
}
