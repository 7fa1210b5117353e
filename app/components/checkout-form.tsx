// The buyer form with visible labels (spec §3): first and last name, email, country code and phone, the booking
// questions of the lines being booked (if any), promo code; validated by the shared schema in the browser and
// again by the action. The hidden idempotency key and the confirmed total travel with it.
import { getFormProps, getInputProps, getSelectProps, useForm, type FieldMetadata } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import { Form } from '@remix-run/react'
import { Lock } from '~/components/icons'
import { useTranslation } from 'react-i18next'
import { Trans } from '~/components/trans'
import type { CheckoutActionData } from '~/pages/checkout-action-data'
import { useMemo } from 'react'
import { checkoutSchemaWith } from '~/domain/checkout-schema'
import type { QuestionGroup } from '~/pages/checkout-questions.server'
import { CheckoutQuestions } from './checkout-questions'
import { useHydrated } from '~/hooks/use-hydrated'
import { FieldError } from './form-errors'
import { LocaleLink, useLocalePath } from './locale-link'

type Props = {
  idempotencyKey: string
  confirmedTotal: number
  dialling: Array<{ value: string; label: string }>
  defaultDialling: string
  promoCode: string | null
  buyer?: { firstName: string; lastName: string; email: string; phone: string } | null
  /** The booking questions of the lines being booked; none leaves the form as it was. */
  questions?: QuestionGroup[]
  lastResult?: CheckoutActionData['result']
  busy: boolean
  /** Nothing to pay now (every line is pay later): no payment page follows. */
  payLaterOnly?: boolean
}

export const CHECKOUT_FORM_ID = 'checkout-form'
const INPUT =
  'mt-1 block w-full rounded-control border border-line bg-surface px-3 py-2.5 text-ink aria-[invalid]:border-danger focus:border-primary focus:outline-none focus:ring-1 focus:ring-primary'
/** A select fills its wrapper, which keeps the margin and draws the chevron (select-control in app/tailwind.css). */
const SELECT = INPUT.replace('mt-1 block w-full ', '')

export function CheckoutForm({ idempotencyKey, confirmedTotal, dialling, defaultDialling, promoCode, buyer, questions = [], lastResult, busy, payLaterOnly = false }: Props) {
  const { t } = useTranslation()
  const hydrated = useHydrated()
  const schema = useMemo(() => checkoutSchemaWith(questions), [questions])
  const [form, fields] = useForm({
    id: CHECKOUT_FORM_ID,
    lastResult,
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    defaultValue: { ...buyer, phoneCountry: defaultDialling, promoCode: promoCode ?? '' },
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
  })
  const text = (field: FieldMetadata<string | undefined>, label: string, type: 'text' | 'email' | 'tel', autoComplete: string, optional = false) => (
    <div>
      <label htmlFor={field.id} className="text-sm font-medium text-ink">
        {label}
        {optional ? <span className="font-normal text-muted"> ({t('checkout.optional')})</span> : null}
      </label>
      {/* HTML allows autocomplete="tel-national" on text fields only; inputMode keeps the phone keypad. */}
      <input
        {...getInputProps(field, { type: type === 'tel' ? 'text' : type })}
        key={field.key}
        inputMode={type === 'tel' ? 'tel' : undefined}
        autoComplete={autoComplete}
        className={INPUT}
      />
      <FieldError id={field.errorId} errors={field.errors} />
    </div>
  )
  return (
    <Form method="post" action={useLocalePath()('/checkout')} {...getFormProps(form)} className="space-y-1" data-checkout-form>
      <input type="hidden" name="respond" value={hydrated ? 'data' : 'document'} />
      <input type="hidden" name="idempotencyKey" value={idempotencyKey} />
      <input type="hidden" name="confirmedTotal" value={confirmedTotal} />
      <div className="grid gap-x-4 sm:grid-cols-2">
        {text(fields.firstName, t('checkout.firstName'), 'text', 'given-name')}
        {text(fields.lastName, t('checkout.lastName'), 'text', 'family-name')}
      </div>
      {text(fields.email, t('checkout.email'), 'email', 'email')}
      <div className="grid gap-x-4 sm:grid-cols-[15rem_minmax(0,1fr)]">
        <div>
          <label htmlFor={fields.phoneCountry.id} className="text-sm font-medium text-ink">
            {t('checkout.countryCode')}
          </label>
          <span className="select-control ic-ChevronDown mt-1">
            <select {...getSelectProps(fields.phoneCountry)} key={fields.phoneCountry.key} autoComplete="tel-country-code" className={SELECT}>
              {dialling.map((d) => (
                <option key={d.value} value={d.value}>
                  {d.label}
                </option>
              ))}
            </select>
          </span>
          <FieldError id={fields.phoneCountry.errorId} errors={fields.phoneCountry.errors} />
        </div>
        {text(fields.phone, t('checkout.phone'), 'tel', 'tel-national')}
      </div>
      <CheckoutQuestions groups={questions} answers={(fields as unknown as { answers: never }).answers} />
      {text(fields.promoCode, t('checkout.promoCode'), 'text', 'off', true)}
      <p className="pb-3 text-sm text-muted" data-legal>
        <Trans
          i18nKey="checkout.legal"
          components={{
            // In a new tab: reading the terms must not throw away the buyer's filled-in form.
            privacy: <LocaleLink to="/privacy-policy" target="_blank" rel="noopener" className="font-medium text-primary underline" />,
            terms: <LocaleLink to="/terms-and-conditions" target="_blank" rel="noopener" className="font-medium text-primary underline" />,
          }}
        />
      </p>
      <button
        type="submit"
        disabled={busy}
        className="flex w-full items-center justify-center gap-2 rounded-control bg-primary px-5 py-3.5 text-lg font-semibold text-primary-fg hover:brightness-90 disabled:opacity-60"
      >
        <Lock aria-hidden className="size-5" /> {t('checkout.confirmPay')}
      </button>
      <p className="pt-2 text-center text-xs text-muted">{t(payLaterOnly ? 'checkout.securePayLater' : 'checkout.secure')}</p>
    </Form>
  )
}
