// The supplier's two answers on the answer page: an offer (price, date, time, note) or a decline with a note.
import { getFormProps, getInputProps, getTextareaProps, useForm, type SubmissionResult } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import { Form, useNavigation } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import type { OfferPage } from '~/pages/offer-page.server'
import { OfferAnswerSchema } from '~/domain/custom-offer-answer-schema'
import { conformDateProps, DateField } from './date-field'
import { FieldError, FormErrors } from './form-errors'
import { BUTTON, INPUT } from './offer-page'

type Props = { page: OfferPage; lastResult?: SubmissionResult<string[]>; intent?: string }

export function OfferAnswerForm({ page, lastResult, intent }: Props) {
  const { t } = useTranslation()
  const busy = useNavigation().state !== 'idle'
  const [form, fields] = useForm({
    id: 'offer-answer',
    lastResult: intent === 'offer' ? lastResult : undefined,
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    defaultValue: { date: page.view?.preferredDate ?? '', time: page.view?.startTimes[0] ?? '' },
    onValidate: ({ formData }) => parseWithZod(formData, { schema: OfferAnswerSchema }),
  })
  const label = (id: string, text: string, optional = false) => (
    <label htmlFor={id} className="text-sm font-medium text-ink">
      {text}
      {optional ? <span className="font-normal text-muted"> ({t('offerPage.optional')})</span> : null}
    </label>
  )
  return (
    <Form method="post" {...getFormProps(form)} className="space-y-1" data-offer-answer-form>
      <input type="hidden" name="intent" value="offer" />
      <div className="grid gap-x-4 sm:grid-cols-2">
        <div className="sm:col-span-2">
          {label(fields.price.id, t('offerPage.price', { currency: page.view?.currency ?? '' }))}
          <input {...getInputProps(fields.price, { type: 'text' })} key={fields.price.key} inputMode="decimal" autoComplete="off" className={INPUT} />
          <FieldError id={fields.price.errorId} errors={fields.price.errors} />
        </div>
        <div>
          {label(fields.date.id, t('offerPage.date'))}
          {/* In the page's language, sent as an ISO date (decision 062), as the visitor's wished-for date is. */}
          <div className="mt-1 flex items-center gap-1">
            <DateField
              key={fields.date.key}
              {...conformDateProps(fields.date)}
              required
              className={INPUT.replace('mt-1 block w-full ', '')}
              declareTyped
            />
          </div>
          <FieldError id={fields.date.errorId} errors={fields.date.errors} />
        </div>
        <div>
          {label(fields.time.id, t('offerPage.time'), true)}
          <input {...getInputProps(fields.time, { type: 'time' })} key={fields.time.key} className={INPUT} aria-describedby={`${fields.time.id}-hint ${fields.time.errorId}`} />
          <p id={`${fields.time.id}-hint`} className="mt-1 text-xs text-muted">
            {t('offerPage.timeHint', { zone: page.labels?.zone ?? '' })}
          </p>
          <FieldError id={fields.time.errorId} errors={fields.time.errors} />
        </div>
      </div>
      <div>
        {label(fields.note.id, t('offerPage.note'), true)}
        <textarea {...getTextareaProps(fields.note)} key={fields.note.key} rows={3} className={INPUT} />
        <FieldError id={fields.note.errorId} errors={fields.note.errors} />
      </div>
      <FormErrors id={form.errorId} errors={form.errors} />
      <button type="submit" disabled={busy} className={BUTTON}>
        {busy ? t('offerPage.sending') : t('offerPage.sendOffer')}
      </button>
    </Form>
  )
}

export function OfferDeclineForm({ lastResult, intent }: Omit<Props, 'page'>) {
  const { t } = useTranslation()
  const busy = useNavigation().state !== 'idle'
  const [form, fields] = useForm({
    id: 'offer-decline',
    lastResult: intent === 'decline' ? lastResult : undefined,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: OfferAnswerSchema }),
  })
  return (
    <details className="rounded-control border border-line p-3 open:pb-4">
      <summary className="cursor-pointer font-medium text-ink">{t('offerPage.decline')}</summary>
      <Form method="post" {...getFormProps(form)} className="mt-3 space-y-1" data-offer-decline-form>
        <input type="hidden" name="intent" value="decline" />
        <label htmlFor={fields.note.id} className="text-sm font-medium text-ink">
          {t('offerPage.declineNote')} <span className="font-normal text-muted">({t('offerPage.optional')})</span>
        </label>
        <textarea {...getTextareaProps(fields.note)} key={fields.note.key} rows={2} className={INPUT} />
        <FieldError id={fields.note.errorId} errors={fields.note.errors} />
        <button type="submit" disabled={busy} className="inline-flex w-full items-center justify-center rounded-control border border-danger px-5 py-2.5 font-semibold text-danger hover:bg-danger/5 disabled:opacity-60 sm:w-auto">
          {t('offerPage.decline')}
        </button>
      </Form>
    </details>
  )
}
