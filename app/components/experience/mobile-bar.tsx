// Phones only: the price and the one next step stay in reach at the bottom of the screen.
import { Link } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import type { ExperiencePageData } from '~/pages/experience-page.server'

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
          <a href="#booking" className={button}>
            {t('experience.checkAvailability')}
          </a>
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
