// The detail page's data, shared by /experiences/{slug} and /things-to-do-in-{city}/{slug}: the product, its
// calendar month, the picked date's options (?date=), a page of reviews (?reviews=) and, when it cannot be
// booked, similar experiences.
import { findNextAvailableDate, listDayStatuses, listDepartures } from '../models/catalogue/availability.server'
import { getExperienceDetail, listExtras, listOptions, listPickupPoints } from '../models/catalogue/experience-detail.server'
import { listReviews } from '../models/catalogue/reviews.server'
import type { RequestContext } from '../utils/context'
import { buildDateOptions, type OptionsInput } from './experience-page-options.server'
import { experienceSeo, similarListing } from './experience-page-seo.server'
import { experiencePath } from '../utils/experience-path'
import { buildExperienceView, buildReviewsView } from './experience-page-view.server'
import { translator } from '../i18n/i18n.server'
import { previewedExperience } from '../models/partners/catalogue/preview.server'
import { createPricer } from '../models/catalogue/pricer.server'
import { addDays, addMonths, daysInMonth, isValidDate, todayIn } from '../domain/zoned-time'

/** How far ahead the calendar goes; slots further out are not sold yet. */
const BOOKING_HORIZON_MONTHS = 18

export function bookingWindow(timeZone: string, now: Date = new Date()) {
  const today = todayIn(timeZone, now)
  const firstMonth = today.slice(0, 7)
  const lastMonth = addMonths(firstMonth, BOOKING_HORIZON_MONTHS - 1)
  return { today, firstMonth, lastMonth, lastDate: addDays(`${lastMonth}-01`, daysInMonth(lastMonth) - 1) }
}

/** bookable: dates and prices; customOffer: no fixed price, ask the team; unavailable: point to similar ones. */
type PageState = 'bookable' | 'customOffer' | 'unavailable'

type BookingExperience = Omit<OptionsInput['experience'], 'zone'> & { cityName: string }

/** Options, extras, prices and wording: what turning a date's departures into the booking panel needs. */
export async function loadBookingInput(ctx: RequestContext, e: BookingExperience): Promise<OptionsInput> {
  const [options, extras, pickupPoints, pricer, t] = await Promise.all([
    listOptions(ctx, e.id),
    listExtras(ctx, e.id),
    listPickupPoints(ctx, e.id),
    createPricer(ctx),
    translator(ctx),
  ])
  return {
    experience: { ...e, zone: e.cityName },
    options,
    extras,
    pickupPoints,
    pricer,
    t,
    payLaterEnabled: ctx.tenant.features.payLater,
  }
}

export async function loadExperiencePage(context: RequestContext, slug: string, url: URL, now: Date = new Date()) {
  const [detail, pricer, t] = await Promise.all([getExperienceDetail(context, slug), createPricer(context), translator(context)])
  if (!detail) return null
  // A draft is not there for travellers; its owner's signed preview link shows it (never bookable: the cart
  // refuses anything but a published experience).
  const preview = detail.status === 'draft' && previewedExperience(url.searchParams.get('preview')) === detail.id
  if (detail.status === 'draft' && !preview) return null
  const live = detail.status === 'active' || preview
  const window = bookingWindow(detail.timeZone, now)
  const { date, askedMonth, reviewsPage } = readPageParams(url, window)
  const expired = detail.expiresAt !== null && detail.expiresAt <= now
  const dated = live && !expired && detail.hasFixedPrice
  const monthRange = (month: string) => ({ from: `${month}-01`, to: addDays(`${month}-01`, daysInMonth(month) - 1) })
  const knownMonth = askedMonth ?? date?.slice(0, 7)

  // Everything that needs only the experience runs at once; the calendar month waits for the first
  // available date only when the URL names neither a date nor a month.
  const [reviews, nextDate, departures, knownDays] = await Promise.all([
    listReviews(context, detail, reviewsPage),
    dated ? findNextAvailableDate(context, detail, now) : null,
    dated && date ? listDepartures(context, detail, date, now) : null,
    dated && knownMonth ? listDayStatuses(context, detail, monthRange(knownMonth), now) : null,
  ])
  const state: PageState =
    !live || expired || (detail.hasFixedPrice && !nextDate)
      ? 'unavailable'
      : detail.hasFixedPrice
      ? 'bookable'
      : 'customOffer'
  const month = knownMonth ?? (nextDate ?? window.today).slice(0, 7)
  const [days, similar] = await Promise.all([
    state !== 'bookable' ? [] : knownDays ?? listDayStatuses(context, detail, monthRange(month), now),
    state === 'unavailable' ? similarListing(context, detail) : null,
  ])
  const input: OptionsInput = {
    experience: { ...detail, zone: detail.city.name, categorySlug: detail.category.slug },
    options: detail.options,
    extras: detail.extras,
    pickupPoints: detail.pickupPoints,
    pricer,
    t,
    payLaterEnabled: context.tenant.features.payLater,
  }
  const dateOptions = state === 'bookable' && date && departures ? buildDateOptions(context, date, departures, input, now) : null

  const view = buildExperienceView(context, detail, { options: detail.options, pricer, t, now })
  return {
    ...view,
    state,
    preview,
    path: experiencePath(context, detail),
    booking: {
      slug: detail.slug,
      timeZone: detail.timeZone,
      zone: detail.city.name,
      window,
      month,
      days,
      nextDate,
      date,
      dateOptions,
    },
    reviews: buildReviewsView(context, reviews),
    similar,
    seo: experienceSeo(context, detail, view, state === 'bookable' || state === 'customOffer'),
  }
}

export type ExperiencePageData = NonNullable<Awaited<ReturnType<typeof loadExperiencePage>>>

function readPageParams(url: URL, window: ReturnType<typeof bookingWindow>) {
  const params = url.searchParams
  const date = params.get('date') ?? ''
  const month = params.get('month') ?? ''
  const reviews = Number.parseInt(params.get('reviews') ?? '1', 10)
  return {
    date: isValidDate(date) && date >= window.today && date <= window.lastDate ? date : null,
    askedMonth: /^\d{4}-\d{2}$/.test(month) && month >= window.firstMonth && month <= window.lastMonth ? month : null,
    reviewsPage: Number.isFinite(reviews) ? reviews : 1,
  }
}
