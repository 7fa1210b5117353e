// The booking questions in the checkout form: one fieldset per booking that asks any, under its experience's
// title and departure, each answer in the input its kind needs. Values come back from conform after a refusal.
import { getInputProps, getSelectProps, getTextareaProps, type FieldMetadata } from '@conform-to/react'
import { useTranslation } from 'react-i18next'
import { LONG_TEXT_MAX, SHORT_TEXT_MAX, type AskedQuestion } from '~/domain/booking-questions'
import type { QuestionGroup } from '~/pages/checkout-questions.server'
import { DateField } from './date-field'
import { FieldError } from './form-errors'

type Field = FieldMetadata<string | undefined>
type Fieldset = { getFieldset: () => Record<string, { getFieldset: () => Record<string, Field> }> }

const INPUT =
  'mt-1 block w-full rounded-control border border-line bg-surface px-3 py-2.5 text-ink aria-[invalid]:border-danger focus:border-primary focus:outline-none focus:ring-1 focus:ring-primary'
/** A select fills its wrapper, which keeps the margin and draws the chevron (select-control in app/tailwind.css). */
const SELECT = INPUT.replace('mt-1 block w-full ', '')

const DATE_INPUT = INPUT.replace('mt-1 block w-full ', '')

function Answer({ q, field }: { q: AskedQuestion; field: Field }) {
  const { t } = useTranslation()
  const helpId = `${field.id}-help`
  const describedBy = [q.help ? helpId : null, field.errors?.length ? field.errorId : null].filter(Boolean).join(' ') || undefined
  const label = (
    <>
      {q.label}
      {q.required ? null : <span className="font-normal text-muted"> ({t('checkout.optional')})</span>}
    </>
  )
  let control
  switch (q.kind) {
    case 'long_text':
      control = <textarea {...getTextareaProps(field)} key={field.key} rows={3} maxLength={LONG_TEXT_MAX} autoComplete="off" aria-describedby={describedBy} className={INPUT} />
      break
    case 'yes_no':
      // Two radios, no default: a required yes/no is answered on purpose.
      return (
        <fieldset aria-describedby={describedBy} data-question={q.id}>
          <legend className="text-sm font-medium text-ink">{label}</legend>
          {q.help ? <p id={helpId} className="text-sm text-muted">{q.help}</p> : null}
          <div className="mt-1 flex gap-6">
            {(['yes', 'no'] as const).map((v) => (
              <label key={v} className="flex min-h-11 items-center gap-2 text-ink">
                <input type="radio" name={field.name} value={v} defaultChecked={field.initialValue === v} key={`${field.key}-${v}`} aria-invalid={field.errors?.length ? true : undefined} className="size-5" />
                {t(v === 'yes' ? 'checkout.answerYes' : 'checkout.answerNo')}
              </label>
            ))}
          </div>
          <FieldError id={field.errorId} errors={field.errors} />
        </fieldset>
      )
    case 'choice':
      control = (
        <span className="select-control ic-ChevronDown mt-1">
          <select {...getSelectProps(field)} key={field.key} aria-describedby={describedBy} className={SELECT}>
            <option value="">{t('checkout.answerChoose')}</option>
            {q.choices.map((c) => (
              <option key={c.key} value={c.key}>
                {c.label}
              </option>
            ))}
          </select>
        </span>
      )
      break
    case 'date':
      // Typed in the page's language or picked from the device's calendar; sent as an ISO date (decision 062).
      control = (
        <div className="mt-1 flex items-center gap-1">
          <DateField
            key={field.key}
            name={field.name}
            id={field.id}
            defaultValue={typeof field.initialValue === 'string' ? field.initialValue : ''}
            required={field.required}
            aria-invalid={field.errors?.length ? true : undefined}
            aria-describedby={describedBy}
            className={DATE_INPUT}
            declareTyped
          />
        </div>
      )
      break
    default: {
      // Times use the browser's picker; a number keeps a text field with the decimal keypad.
      const type = q.kind === 'time' ? 'time' : 'text'
      control = (
        <input
          {...getInputProps(field, { type })}
          key={field.key}
          inputMode={q.kind === 'number' ? 'decimal' : undefined}
          maxLength={type === 'text' ? SHORT_TEXT_MAX : undefined}
          autoComplete="off"
          aria-describedby={describedBy}
          className={INPUT}
        />
      )
    }
  }
  return (
    <div data-question={q.id}>
      <label htmlFor={field.id} className="text-sm font-medium text-ink">
        {label}
      </label>
      {q.help ? (
        <p id={helpId} className="text-sm text-muted">
          {q.help}
        </p>
      ) : null}
      {control}
      <FieldError id={field.errorId} errors={field.errors} />
    </div>
  )
}

/** `answers`: the form's `answers` field (conform), nested by line id then question id. */
export function CheckoutQuestions({ groups, answers }: { groups: QuestionGroup[]; answers: Fieldset }) {
  const { t } = useTranslation()
  if (!groups.length) return null
  const lines = answers.getFieldset()
  return (
    <section className="space-y-4 border-t border-line pt-4 pb-2" aria-labelledby="questions-title" data-booking-questions>
      <div>
        <h3 id="questions-title" className="font-heading text-base font-semibold text-ink">
          {t('checkout.questionsTitle')}
        </h3>
        <p className="text-sm text-muted">{t('checkout.questionsHint')}</p>
      </div>
      {groups.map((g) => {
        const fields = lines[g.lineId]!.getFieldset()
        return (
          <fieldset key={g.lineId} className="rounded-control border border-line p-3 sm:p-4" data-question-group={g.lineId}>
            {/* Floated, so a long title wraps inside the box instead of across its border. */}
            <legend className="float-left mb-2 w-full text-sm font-semibold text-ink">
              {g.title} <span className="font-normal text-muted">· {g.when}</span>
            </legend>
            <div className="clear-both space-y-1">
              {g.questions.map((q) => (
                <Answer key={q.id} q={q} field={fields[q.id]!} />
              ))}
            </div>
          </fieldset>
        )
      })}
    </section>
  )
}
