// One cart item: picture, title, option, date and start time (zone named), participants per type, extras,
// pickup, badges, price; an unavailable item offers removal and similar activities instead of a price.
import { CalendarClock, MapPin, Sparkles, Users } from '~/components/icons'
import { useTranslation } from 'react-i18next'
import type { CartLineView } from '~/pages/cart-view.server'
import { CartLineActions, RemoveLineButton } from './line-actions'
import { LocaleLink } from '../locale-link'
import { ResponsiveImage } from '../responsive-image'

const BADGE = 'inline-flex items-center rounded-full px-2 py-0.5 text-xs font-semibold'

/** `editable` lines (the cart) can be changed and removed; the checkout summary shows them compact and read-only. */
export function CartLine({ view, editable = true }: { view: CartLineView; editable?: boolean }) {
  const { t } = useTranslation()
  const { line } = view
  const unavailable = line.status === 'UNAVAILABLE'
  const image = editable ? 'h-[63px] w-[84px] sm:h-[84px] sm:w-[112px]' : 'h-12 w-16'
  // The cart's items come straight under its h1; the checkout summary's under its own h2.
  const Title = editable ? 'h2' : 'h3'
  return (
    <article
      className={`flex gap-3 rounded-card border ${editable ? 'p-3 sm:gap-4 sm:p-4' : 'p-3 text-sm'} ${
        unavailable ? 'border-danger/40 bg-danger/5' : 'border-line bg-surface'
      }`}
      data-cart-line={line.id}
      data-status={line.status}
    >
      <LocaleLink to={line.experiencePath} className="shrink-0" tabIndex={-1} aria-hidden>
        <ResponsiveImage
          src={line.imageUrl ?? '/images/placeholder.svg'}
          alt=""
          width={editable ? 112 : 64}
          height={editable ? 84 : 48}
          sizes={editable ? '112px' : '64px'}
          className={`${image} rounded-control object-cover ${unavailable ? 'grayscale' : ''}`}
        />
      </LocaleLink>
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-start justify-between gap-x-3 gap-y-1">
          <Title className={`min-w-0 font-heading font-semibold leading-snug text-ink ${editable ? '' : 'text-sm'}`}>
            <LocaleLink to={line.experiencePath} className="hover:underline">
              {line.title}
            </LocaleLink>
          </Title>
          <p className="text-right" data-line-price>
            {view.was ? <s className="mr-1.5 text-sm text-muted">{view.was}</s> : null}
            {view.price ? <span className="font-semibold text-ink">{view.price}</span> : null}
          </p>
        </div>
        <p className="text-sm text-muted">{line.optionName}</p>
        <div className="mt-1 flex flex-wrap gap-1.5">
          {unavailable ? <span className={`${BADGE} bg-danger/10 text-ink`}>{t('cart.unavailable')}</span> : null}
          {line.status === 'PRICE_CHANGED' ? <span className={`${BADGE} bg-amber-100 text-amber-900`}>{t('cart.priceChanged')}</span> : null}
          {line.payLater ? <span className={`${BADGE} bg-success/10 text-ink`} data-pay-later>{t('cart.payLaterBadge')}</span> : null}
          {line.onRequest ? <span className={`${BADGE} bg-surface-alt text-ink`}>{t('cart.onRequestBadge')}</span> : null}
        </div>
        <ul className={`mt-2 space-y-1 text-ink ${editable ? 'text-sm' : '-ml-[4.75rem] text-[0.8125rem]'}`}>
          <li className="flex gap-2">
            <CalendarClock aria-hidden className="mt-0.5 size-4 shrink-0 text-muted" />
            <span>
              {view.dateLabel}, {view.timeLabel}
            </span>
          </li>
          <li className="flex gap-2" data-participants>
            <Users aria-hidden className="mt-0.5 size-4 shrink-0 text-muted" />
            <span>{view.participants}</span>
          </li>
          {view.pickup ? (
            <li className="flex gap-2">
              <MapPin aria-hidden className="mt-0.5 size-4 shrink-0 text-muted" />
              <span>{view.pickup}</span>
            </li>
          ) : null}
          {view.extras.length ? (
            <li className="text-muted" data-extras>
              {t('cart.extrasLine', { extras: view.extras.join(', ') })}
            </li>
          ) : null}
          {view.cancellation && !unavailable ? (
            <li className={view.cancellation.free ? 'text-success' : 'text-muted'} data-cancellation>
              {view.cancellation.text}
            </li>
          ) : null}
        </ul>
        {unavailable ? (
          <div className="mt-3 flex flex-wrap items-center gap-2">
            <LocaleLink
              to={line.experiencePath.replace(/\/[^/]+$/, '') || '/'}
              className="inline-flex items-center gap-1.5 rounded-control bg-primary px-3 py-2 text-sm font-semibold text-primary-fg hover:brightness-90"
            >
              <Sparkles aria-hidden className="size-4" /> {t('cart.exploreSimilar')}
            </LocaleLink>
            {editable ? <RemoveLineButton line={line} /> : null}
          </div>
        ) : editable ? (
          <CartLineActions line={line} />
        ) : null}
      </div>
    </article>
  )
}
