// The order page's side panel: the order's numbers and dates, payment and totals, the guest, and the invoice
// and credit-note PDFs. Every text arrives worded from app/pages/order-page.server.ts.
import { Download, Mail, Phone, Receipt, User } from '~/components/icons'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import type { OrderPageView, Tone } from '~/pages/order-page.server'
import { LocaleLink } from './locale-link'

// The tint carries the tone and the text stays ink (as in "Your Booking"): coloured 12px text fell under 4.5:1.
const TONE: Record<Tone, string> = { ok: 'bg-success/10 text-ink', wait: 'bg-accent/10 text-ink', bad: 'bg-danger/10 text-ink' }

export function StatusBadge({ tone, children }: { tone: Tone; children: ReactNode }) {
  return <span className={`inline-block rounded-full px-2.5 py-1 text-xs font-semibold ${TONE[tone]}`}>{children}</span>
}

function Card({ title, children, testId }: { title: string; children: ReactNode; testId?: string }) {
  return (
    <section className="rounded-card border border-line bg-surface p-4 sm:p-5" data-testid={testId}>
      <h2 className="font-heading text-base font-semibold text-ink">{title}</h2>
      <div className="mt-3">{children}</div>
    </section>
  )
}

function Row({ label, children, strong, field }: { label: string; children: ReactNode; strong?: boolean; field?: string }) {
  return (
    <div className="flex items-baseline justify-between gap-4 py-1.5">
      <dt className="text-muted">{label}</dt>
      <dd className={`text-right ${strong ? 'text-base font-bold text-ink' : 'font-medium text-ink'} [overflow-wrap:anywhere]`} data-field={field}>
        {children}
      </dd>
    </div>
  )
}

export function OrderFacts({ order }: { order: OrderPageView }) {
  const { t } = useTranslation()
  return (
    <Card title={t('order.summaryTitle')} testId="order-payment">
      <dl className="divide-y divide-line text-sm">
        <Row label={t('order.orderNumber')} field="number">
          <span className="font-mono">{order.number}</span>
        </Row>
        <Row label={t('order.purchaseId')} field="purchase-id">
          <span className="font-mono text-xs">{order.purchaseId}</span>
        </Row>
        <Row label={t('order.invoiceNumber')} field="invoice-number">
          {order.invoiceNumber ?? <span className="font-normal text-muted">{t('order.invoicePending')}</span>}
        </Row>
        <Row label={t('order.paymentState')} field="payment-state">
          <StatusBadge tone={order.payment.tone}>{order.payment.text}</StatusBadge>
        </Row>
        <Row label={t('order.subtotal')}>{order.totals.subtotal}</Row>
        {order.totals.discount ? (
          <Row label={order.totals.promoCode ? t('order.discount', { code: order.totals.promoCode }) : t('order.discountNoCode')}>{order.totals.discount}</Row>
        ) : null}
        <Row label={t('order.totalPayable')} strong={!order.totals.newTotal} field="total">
          <span className={order.totals.newTotal ? 'text-muted line-through' : undefined}>{order.totals.total}</span>
        </Row>
        {order.totals.refunded ? <Row label={t('order.refunded')}>{order.totals.refunded}</Row> : null}
        {order.totals.newTotal ? (
          <Row label={t('order.newTotalPayable')} strong field="new-total">
            {order.totals.newTotal}
          </Row>
        ) : null}
      </dl>
    </Card>
  )
}

export function GuestInfo({ buyer }: { buyer: OrderPageView['buyer'] }) {
  const { t } = useTranslation()
  const line = 'py-1'
  return (
    <Card title={t('order.guestTitle')} testId="order-guest">
      <dl className="text-sm">
        <div className={line}>
          <dt className="sr-only">{t('order.guestName')}</dt>
          <dd className="flex items-start gap-2.5">
            <User aria-hidden className="mt-0.5 size-4 shrink-0 text-muted" />
            <span className="min-w-0 font-medium text-ink" data-field="guest-name">
              {buyer.name}
            </span>
          </dd>
        </div>
        <div className={line}>
          <dt className="sr-only">{t('order.guestEmail')}</dt>
          <dd className="flex items-start gap-2.5">
            <Mail aria-hidden className="mt-0.5 size-4 shrink-0 text-muted" />
            <span className="min-w-0 text-ink [overflow-wrap:anywhere]" data-field="guest-email">
              {buyer.email}
            </span>
          </dd>
        </div>
        <div className={line}>
          <dt className="sr-only">{t('order.guestPhone')}</dt>
          <dd className="flex items-start gap-2.5">
            <Phone aria-hidden className="mt-0.5 size-4 shrink-0 text-muted" />
            <span className="min-w-0 text-ink" data-field="guest-phone">
              {buyer.phone}
            </span>
          </dd>
        </div>
      </dl>
    </Card>
  )
}

export function OrderDocuments({ documents }: { documents: OrderPageView['documents'] }) {
  const { t } = useTranslation()
  return (
    <Card title={t('order.documentsTitle')} testId="order-documents">
      {documents.length ? (
        <ul className="space-y-2">
          {documents.map((d) => (
            <li key={d.id} className="flex items-center justify-between gap-3 text-sm">
              <div className="flex min-w-0 items-start gap-2.5">
                <Receipt aria-hidden className="mt-0.5 size-4 shrink-0 text-muted" />
                <div className="min-w-0">
                  <p className="font-medium text-ink">{d.kind === 'invoice' ? t('order.invoice', { number: d.number }) : t('order.creditNote', { number: d.number })}</p>
                  <p className="text-xs text-muted">
                    {t('order.issued', { date: d.issuedAt })} · {d.amount}
                  </p>
                  <DocumentTax document={d} />
                </div>
              </div>
              <LocaleLink to={d.href} reloadDocument className="inline-flex min-h-11 shrink-0 items-center gap-1.5 font-semibold text-primary underline underline-offset-2 hover:no-underline" data-document-link>
                <Download aria-hidden className="size-4" /> PDF<span className="sr-only"> – {t('order.downloadPdf')}</span>
              </LocaleLink>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-muted">{t('order.noDocuments')}</p>
      )}
    </Card>
  )
}

/** The seller's tax number and the tax in the document's total, per rate, as its PDF states them (decision 061). */
function DocumentTax({ document: d }: { document: OrderPageView['documents'][number] }) {
  const { t } = useTranslation()
  return (
    <div className="mt-1.5 text-xs text-muted" data-document-tax>
      {d.tax ? (
        <>
          <p>
            {t('documents.taxNumber')}: <span className="text-ink">{d.tax.number}</span>
          </p>
          <table className="mt-1 tabular-nums">
            <caption className="sr-only">{t('documents.taxTitle')}</caption>
            <thead>
              <tr className="text-left">
                <th scope="col" className="pr-3 font-medium">{t('documents.taxRate')}</th>
                <th scope="col" className="pr-3 text-right font-medium">{t('documents.taxNet')}</th>
                <th scope="col" className="pr-3 text-right font-medium">{d.tax.label}</th>
                <th scope="col" className="text-right font-medium">{t('documents.taxGross')}</th>
              </tr>
            </thead>
            <tbody className="text-ink">
              {d.tax.lines.map((l) => (
                <tr key={l.rate}>
                  <td className="pr-3">{l.rate}</td>
                  <td className="pr-3 text-right">{l.net}</td>
                  <td className="pr-3 text-right">{l.tax}</td>
                  <td className="text-right">{l.gross}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      ) : null}
      <p className="mt-1">{d.chargedIn}</p>
    </div>
  )
}
