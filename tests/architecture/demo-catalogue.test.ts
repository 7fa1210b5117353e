// The demo catalogue tells the truth (issue 23, decision 050): built from the seed source alone (no database), every
// published experience is complete in each language a tenant that sells it serves, its facts agree with each other
// (times, options, pickup, guide), its reviews talk only about what it has, and its prices are round figures in its
// supplier's currency. Each failure names the experience, the language and the field.
import { describe, expect, it } from 'vitest'
import { missingFields, type ExperienceText } from '../../app/domain/experience-completeness'
import type { Locale } from '../../app/domain/locales'
import { loadTenants } from '../../app/tenancy/load.server'
import { buildExperience } from '../../drizzle/seed/build-experience'
import { buildOffers, optionSeeds } from '../../drizzle/seed/build-offers'
import { EXPERIENCES } from '../../drizzle/seed/experiences'
import { roundPrice } from '../../drizzle/seed/prices'
import { SUPPLIERS } from '../../drizzle/seed/suppliers'

// The offers as the seed hands them to the hub's writer (prices typed in major units), read back as rows would be.
function offersOf(seed: (typeof EXPERIENCES)[number]) {
  const currency = SUPPLIERS.find((s) => s.slug === seed.supplier)!.currency
  const cents = (price: string | undefined) => (price === undefined ? null : Math.round(Number(price) * 100))
  const offers = buildOffers(seed)
  const options = offers.options.map((o) => ({ slug: o.slug, startTimes: o.startTimes, durationMinutes: o.values.durationMinutes }))
  const units = offers.options.flatMap((o) =>
    (['adult', 'child', 'infant', 'item'] as const).flatMap((type) => {
      const unit = (o.values as unknown as Record<string, { price: string; was?: string } | undefined>)[type]
      return unit ? [{ type, currency, priceAmount: cents(unit.price)!, originalPriceAmount: cents(unit.was) }] : []
    }),
  )
  const extras = (offers.extras ?? []).map((x) => ({ slug: x.slug, priceAmount: cents(x.values.price)! }))
  return { options, units, extras, pickupPoints: offers.pickupPoints ?? [] }
}
const built = EXPERIENCES.map((seed) => ({ seed, ...buildExperience(seed), ...offersOf(seed) }))
const published = built.filter((b) => b.experience.status === 'active')
const { tenants } = loadTenants()

/** The languages served by the tenants that sell a supplier's experiences. */
function servedLocales(supplier: string): Locale[] {
  const locales = new Set<Locale>()
  for (const t of tenants) {
    if (t.catalogue.suppliers === 'all' || t.catalogue.suppliers.includes(supplier)) for (const l of t.locales) locales.add(l as Locale)
  }
  return [...locales].sort()
}

const textOf = (b: (typeof built)[number], locale: string) => b.translations.find((t) => t.locale === locale) as ExperienceText | undefined

/** Every string a translation holds, with where it sits. */
function strings(text: ExperienceText): Array<[string, string]> {
  const out: Array<[string, string]> = [['title', text.title], ['overview', text.overview]]
  for (const field of ['highlights', 'includes', 'excludes', 'knowBeforeYouGo', 'whatToBring'] as const) (text[field] ?? []).forEach((s, i) => out.push([`${field}[${i}]`, s]))
  ;(text.itinerary ?? []).forEach((s, i) => out.push([`itinerary[${i}].title`, s.title], [`itinerary[${i}].description`, s.description]))
  if (text.locationDescription) out.push(['locationDescription', text.locationDescription])
  if (text.meetingPoint) out.push(['meetingPoint', text.meetingPoint])
  return out
}

const minutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5))
const clock = (total: number) => `${String(Math.floor((total % 1440) / 60)).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`

describe('the demo catalogue', () => {
  it('sells every supplier through at least one tenant, so every experience is checked in some language', () => {
    const unsold = SUPPLIERS.filter((s) => servedLocales(s.slug).length === 0).map((s) => s.slug)
    expect(unsold).toEqual([])
    expect(published.length).toBeGreaterThan(60)
  })

  it('is complete in every language a tenant selling it serves', () => {
    const problems: string[] = []
    for (const b of published) {
      const english = textOf(b, 'en')
      for (const locale of servedLocales(b.seed.supplier)) {
        const missing = missingFields(locale, textOf(b, locale), english)
        if (missing.length) problems.push(`${b.seed.slug} · ${locale}: ${missing.join(', ')}`)
      }
    }
    expect(problems, 'experience · language: missing fields').toEqual([])
  })

  it('has translations that are translations: no English copy, no unfilled placeholder, lists as long as the English', () => {
    // Words that are the same in every language.
    const SAME_EVERYWHERE = new Set(['Wi-Fi', 'Minibar'])
    const problems: string[] = []
    for (const b of published) {
      const english = textOf(b, 'en')!
      const englishStrings = new Map(strings(english))
      for (const locale of servedLocales(b.seed.supplier)) {
        const text = textOf(b, locale)
        if (!text) continue
        for (const [where, value] of strings(text)) {
          if (/[{}]/.test(value)) problems.push(`${b.seed.slug} · ${locale} · ${where}: unfilled placeholder in “${value}”`)
          if (locale !== 'en' && englishStrings.get(where) === value && !SAME_EVERYWHERE.has(value)) problems.push(`${b.seed.slug} · ${locale} · ${where}: English left in “${value}”`)
        }
        for (const field of ['highlights', 'includes', 'excludes', 'itinerary', 'knowBeforeYouGo', 'whatToBring'] as const) {
          if ((text[field]?.length ?? 0) !== (english[field]?.length ?? 0)) problems.push(`${b.seed.slug} · ${locale} · ${field}: ${text[field]?.length ?? 0} entries, English has ${english[field]?.length ?? 0}`)
        }
      }
    }
    expect(problems).toEqual([])
  })

  it('shows a start and end time only when every departure has them, and the end is start plus duration', () => {
    const problems: string[] = []
    for (const b of built) {
      const { experience: e, options } = b
      if (e.startTime) {
        const end = e.endTime ? clock(minutes(e.startTime) + e.durationMinutes!) : null
        if (e.endTime && e.endTime !== end) problems.push(`${b.seed.slug}: ends at ${e.endTime}, but ${e.startTime} + ${e.durationMinutes} min is ${end}`)
        for (const o of options) {
          if (o.startTimes!.some((t) => t !== e.startTime)) problems.push(`${b.seed.slug} · option ${o.slug}: starts at ${o.startTimes!.join(', ')}, the page says ${e.startTime}`)
          if (e.endTime && o.durationMinutes !== e.durationMinutes) problems.push(`${b.seed.slug} · option ${o.slug}: lasts ${o.durationMinutes} min, the page says ${e.durationMinutes}`)
        }
      }
    }
    expect(problems).toEqual([])
  })

  it('mentions clock times in an itinerary only within the experience’s own hours, and no more days than it lasts', () => {
    const problems: string[] = []
    for (const b of published) {
      const e = b.experience
      const departures = optionSeeds(b.seed).flatMap((o) => (o.times ?? b.seed.times).map((t) => ({ start: minutes(t), duration: o.duration ?? b.seed.duration })))
      const steps = textOf(b, 'en')!.itinerary ?? []
      for (const step of steps) {
        for (const [time] of `${step.title} ${step.description}`.matchAll(/\b\d{2}:\d{2}\b/g)) {
          const at = minutes(time)
          const within = departures.some(({ start, duration }) => [0, 1440, 2880, 4320].some((day) => at + day >= start && at + day <= start + duration))
          if (!within) problems.push(`${b.seed.slug}: the itinerary says ${time}, outside every departure’s hours`)
        }
        const day = /^Day (\d+)/.exec(step.title)?.[1]
        const days = Math.ceil((minutes(b.seed.times[0]!) + e.durationMinutes!) / 1440)
        if (day && Number(day) > days) problems.push(`${b.seed.slug}: the itinerary has a day ${day}, but the experience spans ${days} days`)
      }
    }
    expect(problems).toEqual([])
  })

  it('has pickup points exactly when it includes pickup, and says “pickup” only then; lists what a guide does only with a guide', () => {
    const problems: string[] = []
    for (const b of published) {
      const e = b.experience
      const english = textOf(b, 'en')!
      if (e.pickupIncluded !== b.pickupPoints.length > 0) problems.push(`${b.seed.slug}: pickup included ${e.pickupIncluded}, ${b.pickupPoints.length} pickup points`)
      const included = [...english.includes!, ...english.highlights].join(' | ')
      if (!e.pickupIncluded && /\bpick-?up\b/i.test(included)) problems.push(`${b.seed.slug}: no pickup, yet includes or highlights say “${included}”`)
      if (e.guideLanguages!.length === 0 && /\bguide\b/i.test(included) && !/\bguided option\b/i.test(included)) problems.push(`${b.seed.slug}: no guide languages, yet includes or highlights name a guide: “${included}”`)
    }
    expect(problems).toEqual([])
  })

  it('has reviews that talk only about what the experience has', () => {
    // A review that mentions one of these must land on a page whose own words mention it too.
    const TOPICS: Array<[string, RegExp]> = [
      ['lunch', /\blunch/i], ['dinner', /\bdinner/i], ['breakfast', /\bbreakfast/i], ['swimming', /\bswim/i], ['camels', /\bcamel/i],
      ['sunset', /\bsunset|\bsun go(?:es)? down/i], ['sunrise', /\bsunrise|\bsun (?:came|comes|rose|rises) up/i], ['a guide', /\bguide\b/i],
      ['a cook', /\bcook\b/i], ['paddleboards', /\bpaddleboard/i], ['balloons', /\bballoon/i], ['falcons', /\bfalcon/i], ['wine', /\bwine\b/i],
      ['a tent', /\btent\b/i], ['horses', /\bhorse/i], ['the river', /\briver\b/i], ['a basket', /\bbasket\b/i], ['sails', /\bsail(?:s|ing)\b/i],
    ]
    const problems: string[] = []
    for (const b of published) {
      const english = textOf(b, 'en')!
      const page = [english.title, english.overview, ...english.highlights, ...english.includes!, ...english.itinerary!.flatMap((s) => [s.title, s.description])].join(' ')
      for (const review of b.reviews.filter((r) => r.locale === 'en')) {
        for (const [topic, pattern] of TOPICS) {
          if (pattern.test(`${review.title} ${review.body}`) && !pattern.test(page)) problems.push(`${b.seed.slug}: review “${review.title}” talks about ${topic}, which the page does not offer`)
        }
        if (/\bpick-?up\b/i.test(review.body) && !b.experience.pickupIncluded) problems.push(`${b.seed.slug}: review “${review.title}” talks about a pickup, which the experience does not include`)
      }
    }
    expect(problems).toEqual([])
  })

  it('prices in round figures of the supplier’s currency, with option factors that need no rounding', () => {
    const problems: string[] = []
    for (const b of built) {
      const currency = SUPPLIERS.find((s) => s.slug === b.seed.supplier)!.currency
      if (!b.seed.customOffer) {
        if (roundPrice(b.seed.price) !== b.seed.price) problems.push(`${b.seed.slug}: base price ${currency} ${b.seed.price} is not a round figure`)
        for (const o of optionSeeds(b.seed)) {
          const exact = b.seed.price * (o.factor ?? 1)
          if (Math.abs(roundPrice(exact) - exact) > 1e-6) problems.push(`${b.seed.slug} · option ${o.name}: ${b.seed.price} × ${o.factor ?? 1} = ${exact}, not a round figure`)
        }
      }
      for (const u of b.units) {
        if (u.currency !== currency) problems.push(`${b.seed.slug} · unit ${u.type}: priced in ${u.currency}, the supplier sells in ${currency}`)
        for (const amount of [u.priceAmount, u.originalPriceAmount ?? 0]) if (roundPrice(amount / 100) !== amount / 100) problems.push(`${b.seed.slug} · unit ${u.type}: ${currency} ${amount / 100}`)
      }
      for (const x of b.extras) if (roundPrice(x.priceAmount / 100) !== x.priceAmount / 100) problems.push(`${b.seed.slug} · extra ${x.slug}: ${currency} ${x.priceAmount / 100}`)
    }
    expect(problems).toEqual([])
  })
})
