// One booking on the order page: what, when (local time, zone named), who, what it cost, pickup and extras, the
// cancellation terms that apply now, and its voucher and cancel links.
import { CalendarDays, Clock, FileText, MapPin, MessageCircle, Sparkles, Ticket, Users, CircleX } from '~/components/icons'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import type { OrderPageBooking } from '~/pages/order-page.server'
import { CancellationPolicy } from './cancellation-policy'
import { LocaleLink } from './locale-link'
import { StatusBadge } from './order-summary'

function Fact({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  // A <dl> group holds only <dt> and <dd>: the icon sits in the term, hung in the gutter.
  return (
    <div className="relative pl-6.5">
      <dt className="text-xs font-medium uppercase tracking-wide text-muted">
        <span className="absolute left-0 top-0.5 text-muted">{icon}</span>
        {label}
      </dt>
      <dd className="text-ink">{children}</dd>
    </div>
  )
}

const ICON = 'size-4 shrink-0'
const ACTION = 'inline-flex min-h-11 items-center gap-2 rounded-control border px-4 py-2 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary'

export function OrderBooking({ booking: b }: { booking: OrderPageBooking }) {
  const { t } = useTranslation()
  return (
    <li className="overflow-hidden rounded-card border border-line bg-surface" data-booking={b.id} data-status={b.status}>
      <div className="flex flex-wrap items-start justify-between gap-3 border-b border-line bg-surface-alt px-4 py-3 sm:px-5">
        <div className="min-w-0">
          <h3 className="font-heading text-lg font-semibold leading-snug text-ink">
            <LocaleLink to={b.experiencePath} className="hover:text-primary hover:underline">
              {b.title}
            </LocaleLink>
          </h3>
          {b.optionName ? <p className="text-sm text-muted">{b.optionName}</p> : null}
        </div>
        <StatusBadge tone={b.tone}>{b.statusText}</StatusBadge>
      </div>
      <div className="space-y-4 px-4 py-4 sm:px-5">
        <dl className="grid gap-3 text-sm sm:grid-cols-2">
          <Fact icon={<CalendarDays aria-hidden className={ICON} />} label={t('order.bookingDate')}>
            <span data-booking-date>{b.date}</span>
          </Fact>
          <Fact icon={<Clock aria-hidden className={ICON} />} label={t('order.startTime')}>
            <span data-booking-time>{b.time}</span>
          </Fact>
          <Fact icon={<Users aria-hidden className={ICON} />} label={t('order.guests')}>
            <span data-booking-guests>{b.participants}</span>
          </Fact>
          <Fact icon={<Ticket aria-hidden className={ICON} />} label={t('order.price')}>
            <span className="font-semibold" data-booking-price>
              {b.price}
            </span>
            {b.originalPrice ? (
              <span className="ml-2 text-muted line-through" data-booking-original-price>
                <span className="sr-only">{t('order.originalPrice')}: </span>
                {b.originalPrice}
              </span>
            ) : null}
            {b.payLater ? <span className="block text-xs text-muted" data-pay-later-settled={b.payLaterSettled || undefined}>{t(b.payLaterSettled ? 'order.payLaterPaid' : 'order.payLaterNote')}</span> : null}
          </Fact>
          {b.pickup ? (
            <Fact icon={<MapPin aria-hidden className={ICON} />} label={t('order.pickup')}>
              <span data-booking-pickup>{b.pickup}</span>
            </Fact>
          ) : null}
          {b.extras.length ? (
            <Fact icon={<Sparkles aria-hidden className={ICON} />} label={t('order.services')}>
              <ul data-booking-extras>
                {b.extras.map((x) => (
                  <li key={x.name}>{x.quantity > 1 ? `${x.name} × ${x.quantity}` : x.name}</li>
                ))}
              </ul>
            </Fact>
          ) : null}
          {b.answers.length ? (
            <Fact icon={<MessageCircle aria-hidden className={ICON} />} label={t('order.answers')}>
              <ul data-booking-answers>
                {b.answers.map((a, i) => (
                  <li key={i} className="break-words">
                    <span className="text-muted">{a.label}:</span> {a.value}
                  </li>
                ))}
              </ul>
            </Fact>
          ) : null}
        </dl>
        {b.tone === 'bad' ? null : (
          // A cancelled or failed booking has no terms left to apply.
          <div className="rounded-control bg-surface-alt px-3 py-2.5">
            <p className="mb-1 text-xs font-medium uppercase tracking-wide text-muted">{t('order.cancellationTitle')}</p>
            {b.policy ? <CancellationPolicy policy={b.policy} /> : <p className="text-sm text-ink">{t('order.noPolicy')}</p>}
          </div>
        )}
        {b.voucherHref || b.cancelHref ? (
          <div className="flex flex-wrap gap-2">
            {b.voucherHref ? (
              <LocaleLink to={b.voucherHref} className={`${ACTION} border-primary bg-primary text-primary-fg hover:brightness-90`} data-voucher-link>
                <FileText aria-hidden className={ICON} /> {t('order.voucher')}
              </LocaleLink>
            ) : null}
            {b.cancelHref ? (
              <LocaleLink to={b.cancelHref} className={`${ACTION} border-line bg-surface text-ink hover:border-danger hover:text-danger`} data-cancel-link>
                <CircleX aria-hidden className={ICON} /> {t('order.cancel')}
              </LocaleLink>
            ) : null}
          </div>
        ) : null}
      </div>
    </li>
  )
}
