// The orders of "Your Booking": one card per order (number, purchase date, total, status) listing its bookings.
import { CalendarDays, ChevronRight, Compass } from '~/components/icons'
import { useTranslation } from 'react-i18next'
import { LocaleLink } from './locale-link'
import type { InvoiceRow } from '~/pages/invoice-view.server'

/** One order, every text already in the visitor's language (app/pages/invoice-view.server.ts). */

// The tint carries the tone and the text stays ink: green or red 12px text on its own tint fell under 4.5:1.
const TONE: Record<InvoiceRow['statusTone'], string> = {
  ok: 'bg-success/10 text-ink',
  wait: 'bg-accent/10 text-ink',
  bad: 'bg-danger/10 text-ink',
}

export function InvoiceList({ invoices }: { invoices: InvoiceRow[] }) {
  const { t } = useTranslation()
  if (!invoices.length) {
    return (
      <div className="mt-6 rounded-card border border-dashed border-line p-8 text-center">
        <p className="text-muted">{t('auth.invoices.empty')}</p>
        <LocaleLink to="/" className="mt-4 inline-flex items-center gap-2 font-semibold text-primary underline underline-offset-2 hover:no-underline">
          <Compass aria-hidden className="size-5" /> {t('auth.invoices.explore')}
        </LocaleLink>
      </div>
    )
  }
  return (
    <ul className="mt-6 space-y-5">
      {invoices.map((invoice) => (
        <li key={invoice.number} className="overflow-hidden rounded-card border border-line bg-surface" data-testid="invoice">
          <div className="flex flex-wrap items-start justify-between gap-3 border-b border-line bg-surface-alt px-4 py-3 sm:px-5">
            <div>
              <h2 className="font-heading text-lg font-semibold text-ink">
                <LocaleLink to={invoice.path} className="hover:text-primary hover:underline" data-order-link>
                  {t('auth.invoices.order', { number: invoice.number })}
                </LocaleLink>
              </h2>
              <p className="text-sm text-muted">
                {t('auth.invoices.purchaseDate')}: {invoice.purchaseDate}
              </p>
            </div>
            <dl className="flex items-center gap-4 text-right">
              <div>
                <dt className="sr-only">{t('auth.invoices.status')}</dt>
                <dd className={`rounded-full px-2.5 py-1 text-xs font-semibold ${TONE[invoice.statusTone]}`}>{invoice.status}</dd>
              </div>
              <div>
                <dt className="text-xs text-muted">{t('auth.invoices.total')}</dt>
                <dd className="font-semibold text-ink">{invoice.total}</dd>
              </div>
            </dl>
          </div>
          <ul className="divide-y divide-line">
            {invoice.bookings.map((booking) => (
              <li key={booking.id} className="flex flex-wrap items-start justify-between gap-2 px-4 py-3 sm:px-5">
                <div className="min-w-0">
                  <LocaleLink to={booking.path} className="font-medium text-ink hover:text-primary hover:underline">
                    {booking.title}
                  </LocaleLink>
                  {booking.option ? <p className="text-sm text-muted">{booking.option}</p> : null}
                  <p className="mt-1 flex items-center gap-1.5 text-sm text-muted">
                    <CalendarDays aria-hidden className="size-4 shrink-0" /> {booking.when}
                  </p>
                </div>
                <div className="text-right text-sm">
                  <p className="font-medium text-ink">{booking.amount}</p>
                  <p className="text-muted">{booking.status}</p>
                </div>
              </li>
            ))}
          </ul>
          <div className="border-t border-line px-4 py-2.5 sm:px-5">
            <LocaleLink to={invoice.path} className="inline-flex min-h-11 items-center gap-1 text-sm font-semibold text-primary underline underline-offset-2 hover:no-underline">
              {t('order.viewOrder')}
              <span className="sr-only"> {invoice.number}</span>
              <ChevronRight aria-hidden className="size-4" />
            </LocaleLink>
          </div>
        </li>
      ))}
    </ul>
  )
}
