// The frame every booking outcome screen shares: an icon and heading, the message, the order number, the
// bookings with their status, and the next steps.
import { CalendarClock, ReceiptText, Users } from '~/components/icons'
import { useRevalidator } from '@remix-run/react'
import { useEffect, useRef, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import type { OrderScreenView } from '~/pages/order-outcome.server'
import { useRootData } from '~/hooks/root-data'
import { LocaleLink } from './locale-link'

const TONES = {
  success: 'bg-success/10 text-success',
  error: 'bg-danger/10 text-danger',
  pending: 'bg-amber-100 text-amber-800',
} as const

type ShellProps = { tone: keyof typeof TONES; icon: ReactNode; title: string; outcome: string; children: ReactNode }

export function OutcomeShell({ tone, icon, title, outcome, children }: ShellProps) {
  useFreshCartCount(outcome)
  return (
    <section className="mx-auto max-w-2xl px-4 py-10 sm:py-14" data-outcome={outcome} aria-labelledby="outcome-title">
      <div className="flex flex-col items-center text-center">
        <span className={`grid size-16 place-items-center rounded-full ${TONES[tone]}`}>{icon}</span>
        <h1 id="outcome-title" className="mt-5 font-heading text-2xl font-bold text-ink sm:text-3xl">
          {title}
        </h1>
      </div>
      <div className="mt-6 space-y-5">{children}</div>
    </section>
  )
}

export function OrderNumber({ order }: { order: OrderScreenView }) {
  const { t } = useTranslation()
  return (
    <p className="text-center text-sm text-muted">
      {t('outcome.orderNumber')}: <strong className="font-mono text-base text-ink" data-order-number>{order.number}</strong>
    </p>
  )
}

/** The order page (/invoices/{purchaseId}): every detail, the documents and vouchers, for this same browser. */
export function OrderPageLink({ order, primary = false }: { order: OrderScreenView; primary?: boolean }) {
  const { t } = useTranslation()
  const look = primary ? 'bg-primary text-primary-fg hover:brightness-90' : 'border border-line text-ink hover:border-primary'
  return (
    <LocaleLink to={`/invoices/${encodeURIComponent(order.purchaseId)}`} className={`inline-flex items-center gap-2 rounded-control px-5 py-3 font-semibold ${look}`} data-order-page-link>
      <ReceiptText aria-hidden className="size-5" /> {t('order.viewOrder')}
    </LocaleLink>
  )
}

type Booking = OrderScreenView['bookings'][number]

export function BookingList({ title, bookings, action }: { title: string; bookings: Booking[]; action?: (b: Booking) => ReactNode }) {
  const { t } = useTranslation()
  if (!bookings.length) return null
  return (
    <div className="rounded-card border border-line bg-surface p-4 sm:p-5">
      <h2 className="font-heading font-semibold text-ink">{title}</h2>
      <ul className="mt-3 divide-y divide-line">
        {bookings.map((b) => (
          <li key={b.id} className="py-3 first:pt-0 last:pb-0" data-booking={b.id} data-status={b.status}>
            <div className="flex flex-wrap items-start justify-between gap-x-3">
              <p className="font-medium text-ink">{b.title}</p>
              <p className="font-semibold text-ink" data-amount>
                {b.amount}
              </p>
            </div>
            <p className="text-sm text-muted">
              {b.optionName} · {t(`outcome.status.${b.status}`)}
            </p>
            <p className="mt-1 flex gap-2 text-sm text-ink">
              <CalendarClock aria-hidden className="mt-0.5 size-4 shrink-0 text-muted" /> {b.when}
            </p>
            <p className="flex gap-2 text-sm text-ink">
              <Users aria-hidden className="mt-0.5 size-4 shrink-0 text-muted" /> {b.participants}
            </p>
            {action ? <div className="mt-2">{action(b)}</div> : null}
          </li>
        ))}
      </ul>
    </div>
  )
}

export function OrderTotal({ order }: { order: OrderScreenView }) {
  const { t } = useTranslation()
  return (
    <dl className="flex flex-wrap justify-center gap-x-8 gap-y-1 text-sm">
      <div className="flex gap-2">
        <dt className="text-muted">{t(order.charged ? 'outcome.charged' : 'outcome.total')}</dt>
        <dd className="font-semibold text-ink" data-order-total>{order.charged ?? order.total}</dd>
      </div>
      {order.refunded ? (
        <div className="flex gap-2">
          <dt className="text-muted">{t('outcome.refunded')}</dt>
          <dd className="font-semibold text-ink">{order.refunded}</dd>
        </div>
      ) : null}
    </dl>
  )
}

/**
 * The header's cart count is read beside the outcome, while the outcome's own loader may just have confirmed
 * the order and emptied the cart: once the outcome is known, the count is read again.
 */
function useFreshCartCount(outcome: string) {
  const count = useRootData()?.cartCount ?? 0
  const { revalidate } = useRevalidator()
  const done = useRef(false)
  useEffect(() => {
    if (done.current || outcome === 'in_progress' || count === 0) return
    done.current = true
    revalidate()
  }, [outcome, count, revalidate])
}
