// The right-hand panel (below the content on phones): "from" price, the calendar and the picked date's
// options; or the custom-offer request, or the way to similar activities when this one cannot be booked.
import { Link } from '@remix-run/react'
import { useRef } from 'react'
import { CalendarDays, MessageSquareQuote, Sparkles } from '../icons'
import { useTranslation } from 'react-i18next'
import type { ExperiencePageData } from '~/pages/experience-page.server'
import { useBookingState } from './panel-state'
import { useOptionsInView } from './options-in-view'
import { DatePicker } from '../date-picker'
import { OptionList } from '../option-list'
import { useThemePages } from '~/hooks/theme'
import { BOOKING_FRAME } from '../experience/presentation'

const BUTTON =
  'inline-flex w-full items-center justify-center gap-2 rounded-control bg-primary px-5 py-3 font-semibold text-primary-fg hover:brightness-90'

export function BookingPanel({ e }: { e: ExperiencePageData }) {
  const { t } = useTranslation()
  const { booking } = useThemePages()
  return (
    <section id="booking" aria-labelledby="booking-title" data-booking={booking} className={`scroll-mt-24 p-4 sm:p-5 ${BOOKING_FRAME[booking]}`}>
      {e.fromPrice && e.state === 'bookable' ? (
        <p className="mb-3 border-b border-line pb-3">
          <span className="text-sm text-muted">{t('card.from')} </span>
          <span className="font-heading text-2xl font-bold text-ink">{e.fromPrice.shown}</span>
          <span className="text-sm text-muted"> {e.fromPrice.per}</span>
          <span className="mt-1 block text-xs text-muted" data-payment-note>
            {e.fromPrice.note}
          </span>
        </p>
      ) : null}
      {/* Keyed: moving to another experience (a similar one) must not keep this one's calendar state. */}
      {e.state === 'bookable' ? (
        <Availability key={e.slug} e={e} />
      ) : e.state === 'customOffer' ? (
        <CustomOfferCall />
      ) : (
        <Unavailable href={e.similar?.href ?? '/'} />
      )}
    </section>
  )
}

function Availability({ e }: { e: ExperiencePageData }) {
  const { t, i18n } = useTranslation()
  const b = e.booking
  const state = useBookingState({
    slug: b.slug,
    locale: i18n.language,
    month: b.month,
    days: b.days,
    date: b.date,
    dateOptions: b.dateOptions,
    window: b.window,
  })
  const options = useRef<HTMLDivElement>(null)
  useOptionsInView(options, state)
  return (
    <>
      <h2 id="booking-title" className="flex items-center gap-2 font-heading text-lg font-semibold text-ink">
        <CalendarDays aria-hidden className="size-5 text-primary" /> {t('experience.checkAvailability')}
      </h2>
      <div className="mt-3">
        <DatePicker
          month={state.month}
          days={state.days}
          today={b.window.today}
          window={b.window}
          selected={state.date}
          busy={state.monthState === 'loading'}
          onMonthChange={state.setMonth}
          onSelect={state.pickDate}
        />
        {state.monthState === 'error' ? (
          <p className="mt-2 text-sm text-danger" role="alert">
            {t('experience.loadError')}{' '}
            <button type="button" className="font-semibold underline" onClick={state.retry}>
              {t('error.tryAgain')}
            </button>
          </p>
        ) : null}
      </div>
      <div id="booking-options" ref={options} className="mt-4 scroll-mt-24" aria-live="polite">
        {state.date ? (
          <OptionList slug={b.slug} state={state.options} onRetry={state.retry} />
        ) : (
          <p className="text-sm text-muted">{t('experience.selectDate')}</p>
        )}
      </div>
      {e.onRequest ? <p className="mt-3 text-xs text-muted">{t('experience.onRequest')}</p> : null}
    </>
  )
}

function CustomOfferCall() {
  const { t } = useTranslation()
  return (
    <>
      <h2 id="booking-title" className="flex items-center gap-2 font-heading text-lg font-semibold text-ink">
        <MessageSquareQuote aria-hidden className="size-5 text-primary" /> {t('experience.customOfferTitle')}
      </h2>
      <p className="mt-2 text-sm text-muted">{t('experience.customOfferText')}</p>
      <a href="#custom-offer" className={`${BUTTON} mt-4`}>
        {t('card.requestOffer')}
      </a>
    </>
  )
}

function Unavailable({ href }: { href: string }) {
  const { t } = useTranslation()
  return (
    <div role="status">
      <h2 id="booking-title" className="font-heading text-lg font-semibold text-ink">
        {t('experience.unavailableTitle')}
      </h2>
      <p className="mt-2 text-sm text-muted">{t('experience.unavailableText')}</p>
      <Link to={href} prefetch="intent" className={`${BUTTON} mt-4`}>
        <Sparkles aria-hidden className="size-4" /> {t('experience.exploreSimilar')}
      </Link>
    </div>
  )
}
