// Turns the experience's rows into what the page renders: facts worded for the visitor, prices in their
// currency, breadcrumbs and reviews.
import type { ExperienceDetail, OptionDetail } from '../models/catalogue/experience-detail.server'
import type { ReviewPage } from '../models/catalogue/reviews.server'
import type { Translate } from '../domain/cancellation'
import type { RequestContext } from '../utils/context'
import { itemNoun, languageNames, mapHref } from '../utils/experience-text'
import { memoPrice, paymentNote } from './experience-page-prices.server'
import { displayNames, formatDuration } from '../domain/format'
import { experiencePath } from '../utils/experience-path'
import { LOCALE_INFO, localizePath } from '../domain/locales'
import type { Pricer } from '../models/catalogue/pricer.server'
import { formatCalendarDate, formatMonth, wallClock } from '../domain/zoned-time'

type ViewInput = { options: OptionDetail[]; pricer: Pricer; t: Translate; now: Date }

export function buildExperienceView(ctx: RequestContext, e: ExperienceDetail, { options, pricer, t, now }: ViewInput) {
  const iso = LOCALE_INFO[ctx.locale].iso
  const hhmm = (time: string | null) => time?.slice(0, 5) ?? null
  const [start, end] = [hhmm(e.startTime), hhmm(e.endTime)]
  const ages =
    e.ageMin === null || (e.ageMin <= 0 && (e.ageMax ?? 99) >= 99)
      ? t('experience.allAges')
      : (e.ageMax ?? 99) >= 99
      ? t('experience.agesFrom', { min: e.ageMin })
      : t('experience.ages', { min: e.ageMin, max: e.ageMax ?? 99 })
  const expiresOn = e.expiresAt ? formatCalendarDate(wallClock(e.expiresAt, e.timeZone).date, ctx.locale, 'long') : null
  const facts = [
    { id: 'duration', label: t('experience.duration'), value: formatDuration(e.durationMinutes, iso) },
    { id: 'ages', label: t('experience.ageRange'), value: ages },
    ...(start
      ? [
          {
            id: 'times',
            label: t('experience.times'),
            value: t('experience.zoneTime', { time: end ? `${start} – ${end}` : start, zone: e.city.name }),
          },
        ]
      : []),
    // Validity is a fact only of what can expire: on a dated departure "Never expires" says nothing true.
    ...(e.expiresAt
      ? [{ id: 'validity', label: t('experience.validity'), value: t(e.expiresAt <= now ? 'experience.expired' : 'experience.expiresOn', { date: expiresOn! }) }]
      : []),
    {
      id: 'pickup',
      label: t('experience.pickup'),
      value: t(e.pickupIncluded ? 'experience.pickupIncluded' : 'experience.pickupNotIncluded'),
    },
    {
      id: 'dropOff',
      label: t('experience.dropOff'),
      value: t(e.dropOffIncluded ? 'experience.dropOffIncluded' : 'experience.dropOffNotIncluded'),
    },
    ...(e.guideLanguages.length
      ? [
          {
            id: 'guide',
            label: t('experience.guide'),
            value: t('experience.guideLanguages', { languages: languageNames(e.guideLanguages, iso) }),
          },
        ]
      : []),
  ]
  const cheapest = e.hasFixedPrice
    ? options
        .flatMap((o) => o.units.filter((u) => u.type === 'adult' || u.type === 'item'))
        .sort((a, b) => a.priceAmount - b.priceAmount)[0]
    : undefined
  const fromPrice = cheapest ? memoPrice(pricer, t, iso)(cheapest.priceAmount, cheapest.currency) : null
  const show = e.showOnMap && e.latitude !== null && e.longitude !== null
  const home =
    ctx.tenant.siteType === 'supplier'
      ? { name: t('nav.experiences'), path: '/experiences' }
      : { name: t('listing.cityTitle', { city: e.city.name }), path: `/things-to-do-in-${e.city.slug}` }
  return {
    slug: e.slug,
    heading: e.texts.title,
    texts: e.texts,
    images: e.images.length ? e.images : [{ src: '/images/placeholder.svg', alt: '', width: 1200, height: 800 }],
    category: { name: e.category.name, href: localizePath(`/${e.category.slug}`, ctx.locale) },
    city: e.city,
    facts,
    rating: e.reviewCount > 0 ? e.ratingAverage : null,
    reviewCount: e.reviewCount,
    onRequest: e.onRequest,
    location: {
      description: e.texts.locationDescription,
      meetingPoint: e.texts.meetingPoint,
      map: show ? mapHref(e.latitude!, e.longitude!) : null,
      pickupPoints: e.pickupPoints.map((p) => ({
        name: p.name,
        address: p.address,
        note: p.pickupOffsetMinutes > 0 ? t('experience.pickupBefore', { minutes: p.pickupOffsetMinutes }) : t('experience.pickupAtStart'),
        map: e.showOnMap && p.latitude !== null && p.longitude !== null ? mapHref(p.latitude, p.longitude) : null,
      })),
    },
    fromPrice:
      cheapest && fromPrice
        ? {
            shown: fromPrice.shown,
            note: paymentNote(pricer, t, iso, fromPrice.approximate),
            per:
              cheapest.type === 'item'
                ? t('experience.perItem', { item: t(`experience.itemNoun.${itemNoun(e.category.slug)}`) })
                : t('card.perPerson'),
            lowest: { amount: cheapest.priceAmount, currency: cheapest.currency },
          }
        : null,
    breadcrumbs: [
      { name: t('nav.home'), href: localizePath('/', ctx.locale) },
      { name: home.name, href: localizePath(home.path, ctx.locale) },
      { name: e.texts.title, href: localizePath(experiencePath(ctx, e), ctx.locale) },
    ],
  }
}

export type ExperienceView = ReturnType<typeof buildExperienceView>

export function buildReviewsView(ctx: RequestContext, page: ReviewPage) {
  const iso = LOCALE_INFO[ctx.locale].iso
  const regions = displayNames(iso, 'region')
  return {
    ...page,
    items: page.items.map((r) => ({
      id: r.id,
      author: r.authorName,
      country: r.authorCountry ? regions.of(r.authorCountry.trim().toUpperCase()) ?? null : null,
      rating: r.rating,
      title: r.title,
      body: r.body,
      lang: r.locale,
      date: formatMonth(r.createdAt.toISOString().slice(0, 7), ctx.locale),
    })),
  }
}
