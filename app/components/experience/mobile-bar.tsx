// Phones only: the price and the one next step stay in reach at the bottom of the screen.
import { Link } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import type { ExperiencePageData } from '~/pages/experience-page.server'
import { useBookingStep } from '../booking/bar-state'
import { LocaleLink } from '../locale-link'

export function ExperienceMobileBar({ e }: { e: ExperiencePageData }) {
  const { t } = useTranslation()
  const priced = e.state === 'bookable' ? e.fromPrice : null
  // Without a price to show, the one action takes the whole bar (German and Russian labels run long).
  const button = `rounded-control bg-primary px-5 py-3 text-center font-semibold text-primary-fg ${priced ? 'shrink-0' : 'w-full'}`
  return (
    <div
      className="fixed inset-x-0 bottom-0 z-30 border-t border-line bg-surface/95 px-4 py-3 shadow-[0_-4px_16px_rgba(0,0,0,0.08)] backdrop-blur lg:hidden"
      data-mobile-bar
    >
      <div className="mx-auto flex max-w-3xl items-center justify-between gap-3">
        {priced ? (
          <p className="min-w-0 text-sm leading-tight">
            <span className="text-muted">{t('card.from')} </span>
            <span className="font-heading text-lg font-bold text-ink">{priced.shown}</span>
            <span className="block truncate text-xs text-muted">{priced.per}</span>
          </p>
        ) : null}
        {e.state === 'bookable' ? (
          <NextStep e={e} className={button} />
        ) : e.state === 'customOffer' ? (
          <a href="#custom-offer" className={button}>
            {t('card.requestOffer')}
          </a>
        ) : (
          <Link to={e.similar?.href ?? '/'} className={button}>
            {t('experience.exploreSimilar')}
          </Link>
        )}
      </div>
    </div>
  )
}

/** The buyer's next step, as the booking panel stands: pick a date, then add to the cart, then see the cart. */
function NextStep({ e, className }: { e: ExperiencePageData; className: string }) {
  const { t } = useTranslation()
  const step = useBookingStep(e.booking)
  if (step === 'view-cart') {
    return (
      <LocaleLink to="/cart" className={className} data-bar-step={step}>
        {t('cart.viewCart')}
      </LocaleLink>
    )
  }
  // With a date picked, its options (start time, travellers and the add button) are what to reach next.
  return (
    <a href={step === 'add-to-cart' ? '#booking-options' : '#booking'} className={className} data-bar-step={step}>
      {t(step === 'add-to-cart' ? 'cart.addToCart' : 'experience.checkAvailability')}
    </a>
  )
}
