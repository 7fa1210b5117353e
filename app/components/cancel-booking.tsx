// The cancel screen's body: the booking, what was paid, the fee and the refund, the moment the amount changes
// (local time, zone named), then one button. Every figure comes from the server; nothing is computed here.
import { getFormProps, useForm, type SubmissionResult } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import { Form, Link, useNavigation } from '@remix-run/react'
import { CalendarClock, CircleAlert, Users } from '~/components/icons'
import { useTranslation } from 'react-i18next'
import type { CancelPageView } from '~/pages/cancel-booking-page.server'
import { CancelBookingSchema } from '~/domain/cancel-booking-schema'

type Props = { view: CancelPageView; result?: SubmissionResult<string[]>; error: string | null }

export function CancelBooking({ view, result, error }: Props) {
  const { t } = useTranslation()
  const busy = useNavigation().state === 'submitting'
  const [form] = useForm({ id: 'cancel-booking', lastResult: result, onValidate: ({ formData }) => parseWithZod(formData, { schema: CancelBookingSchema }) })
  const alert = error === 'quote_changed' ? t('cancelBooking.quoteChanged') : error ? t(`cancelBooking.refused.${error}`) : null
  return (
    <section className="mx-auto w-full max-w-2xl px-4 py-10 sm:px-6 sm:py-14" aria-labelledby="cancel-heading" data-cancel-booking>
      <p className="text-sm text-muted">{t('cancelBooking.orderNumber', { number: view.orderNumber })}</p>
      <h1 id="cancel-heading" className="mt-1 font-heading text-2xl font-bold text-ink sm:text-3xl">
        {t('cancelBooking.title')}
      </h1>
      <div className="mt-6 rounded-card border border-line bg-surface p-5 sm:p-6">
        <h2 className="font-heading text-lg font-semibold text-ink">{view.booking.title}</h2>
        <p className="mt-2 flex items-start gap-2 text-ink">
          <CalendarClock aria-hidden className="mt-0.5 size-5 shrink-0 text-muted" />
          <span>
            <span className="sr-only">{t('cancelBooking.when')}: </span>
            {view.booking.when}
          </span>
        </p>
        {view.booking.travellers ? (
          <p className="mt-1 flex items-start gap-2 text-ink">
            <Users aria-hidden className="mt-0.5 size-5 shrink-0 text-muted" />
            <span>
              <span className="sr-only">{t('cancelBooking.travellers')}: </span>
              {view.booking.travellers}
            </span>
          </p>
        ) : null}
      </div>
      {alert ? (
        <p role="alert" className="mt-5 flex gap-2 rounded-control bg-danger/10 px-4 py-3 text-danger">
          <CircleAlert aria-hidden className="mt-0.5 size-5 shrink-0" /> {alert}
        </p>
      ) : null}
      {view.refused ? (
        <p className="mt-6 rounded-card bg-surface-alt p-5 text-ink" data-refused={view.refused}>
          {t(`cancelBooking.refused.${view.refused}`)}
        </p>
      ) : (
        <>
          {view.money === 'refund' ? (
            <dl className="mt-6 divide-y divide-line rounded-card border border-line bg-surface" data-refund={view.refundAmount}>
              <Row label={t('cancelBooking.paid')} value={view.lines.paid} />
              {view.lines.fee ? <Row label={view.lines.feeLabel!} value={`− ${view.lines.fee}`} /> : null}
              <Row label={t('cancelBooking.refund')} value={view.lines.refund} strong />
            </dl>
          ) : null}
          {view.deadline ? (
            <p className="mt-4 text-ink" data-deadline>
              {view.deadline}
            </p>
          ) : null}
          {view.note ? <p className="mt-3 text-sm text-muted">{view.note}</p> : null}
          <Form method="post" {...getFormProps(form)} className="mt-8 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <input type="hidden" name="intent" value="cancel" />
            <input type="hidden" name="expectedRefund" value={view.refundAmount} />
            <Link
              to={view.orderPath}
              className="inline-flex items-center justify-center rounded-control border border-line px-5 py-3 font-semibold text-ink hover:bg-surface-alt focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary"
            >
              {t('cancelBooking.keep')}
            </Link>
            <button
              type="submit"
              disabled={busy}
              className="inline-flex items-center justify-center rounded-control bg-danger px-5 py-3 font-semibold text-white hover:brightness-90 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-danger disabled:opacity-60"
            >
              {busy ? t('cancelBooking.confirming') : t('cancelBooking.confirm')}
            </button>
          </Form>
        </>
      )}
      <p className="mt-8">
        <Link to={view.orderPath} className="text-sm font-medium text-primary underline-offset-2 hover:underline">
          {t('cancelBooking.back')}
        </Link>
      </p>
    </section>
  )
}

function Row({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  return (
    <div className={`flex items-baseline justify-between gap-4 px-5 py-3 ${strong ? 'text-lg font-bold text-ink' : 'text-ink'}`}>
      <dt>{label}</dt>
      <dd className="tabular-nums">{value}</dd>
    </div>
  )
}
