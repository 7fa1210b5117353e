// What the booking panel shows for one date: options, start times, spots left, prices per unit, extras and
// the cancellation terms of each departure, worded and priced for the visitor. The page loader and
// /api/availability/{slug} both answer with this, so a date looks the same rendered or fetched.
import { listDepartures, type Departure, type DayStatus } from '../models/catalogue/availability.server'
import type { OptionDetail } from '../models/catalogue/experience-detail.server'
import { cancellationTerms, describeCancellation, type PolicyText, type Translate } from '../domain/cancellation'
import type { RequestContext } from '../utils/context'
import { itemNoun, pluralForm } from '../utils/experience-text'
import { memoPrice, paymentNote } from './experience-page-prices.server'
import { formatDuration } from '../domain/format'
import { LOCALE_INFO } from '../domain/locales'
import type { Pricer } from '../models/catalogue/pricer.server'
import { formatCalendarDate, formatLocalTime, wallClock } from '../domain/zoned-time'

/**
 * `shown` in the visitor's currency, the one charged ("≈ $45", whole units, when converted; decision 061).
 * `amount` and `currency` are the exact converted price in minor units; `base` is the price as the supplier set
 * it, which the booking form's live total converts as the cart does (units and extras summed, rounded once).
 */
export type PriceView = {
  shown: string
  was: string | null
  free: boolean
  amount: number
  currency: string
  base: { amount: number; currency: string }
  approximate: boolean
}
type UnitView = { type: 'adult' | 'child' | 'infant' | 'item'; label: string; ages: string | null; per: string; price: PriceView }
type DepartureView = {
  slotId: string
  /** Local wall-clock start 'HH:MM' in the experience's zone: what the cart is asked for. */
  startTime: string
  time: string
  label: string
  status: DayStatus
  remaining: number
  spotsLeft: string
  units: UnitView[]
  policy: PolicyText | null
}
export type OptionView = {
  id: string
  name: string
  description: string | null
  duration: string
  payLater: boolean
  capacityNote: string | null
  /** Per-item options: travellers one item holds (spec §5 "up to {capacity} travellers per item"). */
  capacityPerItem: number | null
  minTravellers: number
  maxTravellers: number | null
  departures: DepartureView[]
}
type ExtraView = {
  id: string
  name: string
  description: string | null
  per: string
  pricing: 'per_person' | 'per_booking'
  price: PriceView
}
type PickupPointView = { id: string; name: string; address: string; offsetMinutes: number }
export type DateOptionsView = {
  date: string
  /** The currency charged and the rates the cart converts with (only the currencies this date's prices use). */
  charge: { currency: string; rates: Record<string, number>; note: string }
  dateLabel: string
  customOffer: boolean
  options: OptionView[]
  extras: ExtraView[]
  pickupPoints: PickupPointView[]
}

export type OptionsInput = {
  experience: {
    id: string
    expiresAt: Date | null
    timeZone: string
    zone: string
    categorySlug: string
    hasFixedPrice: boolean
    onRequest?: boolean
  }
  options: OptionDetail[]
  extras: Array<{
    id: string
    name: string
    description: string | null
    priceAmount: number
    currency: string
    pricing: 'per_person' | 'per_booking'
  }>
  pickupPoints: Array<{ id: string; name: string; address: string; pickupOffsetMinutes: number }>
  pricer: Pricer
  t: Translate
  payLaterEnabled: boolean
}

export async function loadDateOptions(
  ctx: RequestContext,
  date: string,
  input: OptionsInput,
  now: Date = new Date(),
): Promise<DateOptionsView> {
  const departures = await listDepartures(ctx, input.experience, date, now)
  return buildDateOptions(ctx, date, departures, input, now)
}

export function buildDateOptions(
  ctx: RequestContext,
  date: string,
  departures: Departure[],
  input: OptionsInput,
  now: Date,
): DateOptionsView {
  const { experience, pricer, t } = input
  const iso = LOCALE_INFO[ctx.locale].iso
  const price = memoPrice(pricer, t, iso)
  const noun = t(`experience.itemNoun.${itemNoun(experience.categorySlug)}`)
  const wording = { t, locale: ctx.locale, timeZone: experience.timeZone, zone: experience.zone }

  const options = input.options.flatMap((option): OptionView[] => {
    const own = departures.filter((d) => d.optionId === option.id)
    if (!own.some((d) => d.remaining > 0)) return []
    const units = (d: Departure): UnitView[] =>
      experience.hasFixedPrice
        ? option.units.map((u) => ({
            type: u.type,
            label: t(`experience.units.${u.type}`),
            ages: u.type === 'item' || u.ageMin === null ? null : t('experience.ages', { min: u.ageMin, max: u.ageMax ?? 99 }),
            per: u.type === 'item' ? t('experience.perItem', { item: noun }) : t('card.perPerson'),
            price: price(d.priceOverrides?.[u.type] ?? u.priceAmount, u.currency, u.originalPriceAmount),
          }))
        : []
    const travellers = option.maxCapacityPerItem
      ? t(`experience.travellers.${pluralForm(iso, option.maxCapacityPerItem)}`, { count: option.maxCapacityPerItem })
      : null
    return [
      {
        id: option.id,
        name: option.name,
        description: option.description,
        duration: formatDuration(option.durationMinutes, iso),
        payLater: input.payLaterEnabled && option.payLaterAllowed,
        capacityNote: travellers ? t('experience.capacityPerItem', { travellers, item: noun }) : null,
        capacityPerItem: option.maxCapacityPerItem,
        minTravellers: option.minTravellers,
        maxTravellers: option.maxTravellers,
        departures: own.map((d) => {
          const time = formatLocalTime(d.startsAt, experience.timeZone, ctx.locale)
          return {
            slotId: d.slotId,
            startTime: wallClock(d.startsAt, experience.timeZone).time,
            time,
            label: t('experience.zoneTime', { time, zone: experience.zone }),
            status: d.status,
            remaining: d.remaining,
            spotsLeft:
              d.remaining > 0
                ? t(`experience.spotsLeft.${pluralForm(iso, d.remaining)}`, { count: d.remaining })
                : t('experience.status.SOLD_OUT'),
            units: units(d),
            policy: option.policy
              ? describeCancellation(cancellationTerms(option.policy, d.startsAt, experience.timeZone), wording, now)
              : null,
          }
        }),
      },
    ]
  })
  const extras =
    options.length && experience.hasFixedPrice
      ? input.extras.map((x) => ({
          id: x.id,
          name: x.name,
          description: x.description,
          per: x.pricing === 'per_person' ? t('card.perPerson') : t('experience.perBooking'),
          pricing: x.pricing,
          price: price(x.priceAmount, x.currency),
        }))
      : []
  const used = new Set([pricer.currency, ...extras.map((x) => x.price.base.currency)])
  for (const o of options) for (const d of o.departures) for (const u of d.units) used.add(u.price.base.currency)
  const rates = Object.fromEntries([...used].flatMap((c) => (pricer.rates[c] ? [[c, pricer.rates[c]]] : [])))
  return {
    date,
    // Beside the live total, which is exact: only the currency (the panel's head explains "≈").
    charge: { currency: pricer.currency, rates, note: paymentNote(pricer, t, iso, false) },
    dateLabel: formatCalendarDate(date, ctx.locale, 'long'),
    customOffer: !experience.hasFixedPrice,
    options,
    extras,
    pickupPoints: options.length
      ? input.pickupPoints.map((p) => ({ id: p.id, name: p.name, address: p.address, offsetMinutes: p.pickupOffsetMinutes }))
      : [],
  }
}
