// /invoices/{purchaseId}/vouchers/{bookingId}: one confirmed booking's voucher, in the tenant's theme and
// printable (the site's header and footer are left off the printout); the same content as its PDF.
import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { Download, Printer } from '~/components/icons'
import { useTranslation } from 'react-i18next'
import { RouteErrorBoundary } from '~/components/error-screen'
import { errorMeta } from '~/i18n/meta'
import { voucherPage } from '~/pages/order-documents.server'
import { privateHeaders, privateMeta } from '~/http/private-page'
import { formatCalendarDate } from '~/domain/zoned-time'

export const meta: MetaFunction<typeof loader> = ({ data, ...args }) => (data ? privateMeta(data) : errorMeta(args))
export const headers = privateHeaders

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  return voucherPage(context, request, params)
}

const BUTTON = 'inline-flex items-center gap-2 rounded-control px-4 py-2 font-semibold'

export default function Voucher() {
  const { t, i18n } = useTranslation()
  const { voucher: v, qr } = useLoaderData<typeof loader>()
  const pdf = `${v.bookingId}/pdf`
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-8" data-voucher>
      <article className="rounded-card border border-line bg-surface p-6 shadow-sm print:border-0 print:p-0 print:shadow-none">
        <header className="flex flex-wrap items-start justify-between gap-6">
          <div className="min-w-0 flex-1">
            <p className="text-sm font-semibold uppercase tracking-wide text-primary">{t('documents.voucher.heading')}</p>
            <h1 className="mt-1 font-heading text-2xl font-bold text-ink">{v.title}</h1>
            <p className="text-muted">{v.option}</p>
          </div>
          <figure className="w-40 shrink-0 text-center">
            <div className="aspect-square w-40" role="img" aria-label={`${t('documents.reference')}: ${v.reference}`} dangerouslySetInnerHTML={{ __html: qr }} />
            <figcaption className="mt-1 font-mono text-sm font-semibold text-ink" data-reference>
              {v.reference}
            </figcaption>
          </figure>
        </header>
        <dl className="mt-6 grid gap-4 sm:grid-cols-2">
          <Item label={t('documents.reference')}>{v.reference}</Item>
          <Item label={t('documents.when')}>
            {formatCalendarDate(v.date, i18n.language, 'long')}, {t('documents.zoneTime', { time: v.time, zone: v.zone })}
          </Item>
          <Item label={t('documents.travellers')}>{v.travellers.map((p) => t(`documents.units.${p.unit}`, { count: p.quantity })).join(', ')}</Item>
          <Item label={t('documents.voucher.leadTraveller')}>{v.leadTraveller}</Item>
          {v.pickup ? (
            <Item label={t('documents.voucher.pickup')}>
              {v.pickup.time ? t('documents.voucher.pickupAt', { time: v.pickup.time, place: v.pickup.name }) : v.pickup.name}
              <br />
              <span className="text-muted">{v.pickup.address}</span>
            </Item>
          ) : null}
          {v.meetingPoint || !v.pickup ? <Item label={t('documents.voucher.meetingPoint')}>{v.meetingPoint ?? t('documents.voucher.noMeetingPoint')}</Item> : null}
        </dl>
        <section className="mt-6">
          <h2 className="font-heading text-lg font-semibold text-ink">{t('documents.voucher.whatToBring')}</h2>
          {v.whatToBring.length ? (
            <ul className="mt-2 list-disc ps-5 text-ink">
              {v.whatToBring.map((thing) => (
                <li key={thing}>{thing}</li>
              ))}
            </ul>
          ) : (
            <p className="mt-2 text-muted">{t('documents.voucher.nothingToBring')}</p>
          )}
        </section>
        <p className="mt-6 text-sm text-muted">{t('documents.voucher.intro')}</p>
      </article>
      <div className="mt-6 flex flex-wrap gap-3 print:hidden">
        <button type="button" className={`${BUTTON} bg-primary text-primary-fg hover:brightness-90`} onClick={() => window.print()}>
          <Printer aria-hidden className="size-4" /> {t('documents.voucher.print')}
        </button>
        <a href={pdf} download className={`${BUTTON} border border-line text-ink hover:bg-surface-alt`} data-voucher-pdf>
          <Download aria-hidden className="size-4" /> {t('documents.voucher.downloadPdf')}
        </a>
      </div>
    </div>
  )
}

function Item({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div>
      <dt className="text-xs font-semibold uppercase tracking-wide text-muted">{label}</dt>
      <dd className="mt-1 text-ink">{children}</dd>
    </div>
  )
}

export const ErrorBoundary = RouteErrorBoundary
