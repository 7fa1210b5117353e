// The frame and the facts of the two custom offer pages (docs/decisions/035): a card with the heading, the
// request or the offer as rows, and a status notice.
import { CircleAlert, CircleCheck, Info } from '~/components/icons'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import type { OfferPage } from '~/pages/offer-page.server'

export function OfferFrame({ title, intro, children }: { title: string; intro?: string; children: ReactNode }) {
  return (
    <section className="mx-auto w-full max-w-2xl px-4 py-8 sm:py-14" aria-labelledby="offer-heading">
      <div className="rounded-card border border-line bg-surface p-5 shadow-sm sm:p-8">
        <h1 id="offer-heading" className="font-heading text-2xl font-bold text-ink sm:text-3xl">
          {title}
        </h1>
        {intro ? <p className="mt-2 text-muted">{intro}</p> : null}
        <div className="mt-6 space-y-6">{children}</div>
      </div>
    </section>
  )
}

export function OfferRows({ heading, rows }: { heading: string; rows: Array<[string, ReactNode]> }) {
  return (
    <div>
      <h2 className="text-sm font-semibold uppercase tracking-wide text-muted">{heading}</h2>
      <dl className="mt-2 divide-y divide-line rounded-control border border-line">
        {rows.map(([label, value]) => (
          <div key={label} className="grid gap-1 px-3 py-2.5 sm:grid-cols-[10rem_1fr] sm:gap-4">
            <dt className="text-sm text-muted">{label}</dt>
            <dd className="min-w-0 whitespace-pre-line text-ink [overflow-wrap:anywhere]">{value}</dd>
          </div>
        ))}
      </dl>
    </div>
  )
}

const TONES = {
  info: { Icon: Info, colours: 'border-line bg-surface-alt text-ink' },
  success: { Icon: CircleCheck, colours: 'border-success/40 bg-success/5 text-success' },
  error: { Icon: CircleAlert, colours: 'border-danger/40 bg-danger/5 text-danger' },
} as const

export function OfferNotice({ tone = 'info', children }: { tone?: keyof typeof TONES; children: ReactNode }) {
  const { Icon, colours } = TONES[tone]
  return (
    <div role={tone === 'error' ? 'alert' : 'status'} className={`flex gap-2 rounded-control border px-3 py-2.5 ${colours}`} data-offer-notice={tone}>
      <Icon aria-hidden className="mt-0.5 size-5 shrink-0" />
      <div>{children}</div>
    </div>
  )
}

/** The offer as the supplier made it: date, time, note and the total. */
export function OfferTerms({ page, audience }: { page: OfferPage; audience: 'supplier' | 'buyer' }) {
  const { t } = useTranslation()
  const { view, labels } = page
  if (!view || !labels || view.amount === null) return null
  const rows: Array<[string, ReactNode]> = [[t('offerPage.travellers'), String(view.travellers)]]
  if (labels.date) rows.push([t('offerPage.date'), labels.date])
  if (labels.time) rows.push([t('offerPage.time'), labels.time])
  if (view.note) rows.push([audience === 'buyer' ? t('offerPage.noteFrom', { tenant: page.tenant }) : t('offerPage.note'), view.note])
  rows.push([t('offerPage.total'), <strong key="total" className="text-lg" data-offer-amount>{labels.amount}</strong>])
  return <OfferRows heading={t('offerPage.theOffer')} rows={rows} />
}

export function LinkProblem({ page }: { page: OfferPage }) {
  const { t } = useTranslation()
  return (
    <OfferFrame title={t('offerPage.title')}>
      <OfferNotice tone="error">
        <p data-offer-problem={page.problem}>{t(`offerPage.${page.problem ?? 'invalidLink'}`)}</p>
      </OfferNotice>
    </OfferFrame>
  )
}

export const BUTTON =
  'inline-flex w-full items-center justify-center gap-2 rounded-control bg-primary px-5 py-3 font-semibold text-primary-fg hover:brightness-90 disabled:opacity-60 sm:w-auto'
export const INPUT =
  'mt-1 block w-full rounded-control border border-line bg-surface px-3 py-2.5 text-ink aria-[invalid]:border-danger focus:border-primary focus:outline-none focus:ring-1 focus:ring-primary'
