// "Request a custom offer" (start negotiation): name, email, phone, travellers, preferred date and wishes,
// posted to the experience page's own action. A fetcher once the script runs, a plain POST before.
import { getFormProps, getInputProps, getTextareaProps, useForm, type FieldMetadata } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import { useActionData, useFetcher } from '@remix-run/react'
import { CircleCheck, LoaderCircle, Send } from '~/components/icons'
import { useEffect, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { CustomOfferSchema, type CustomOfferActionData } from '~/domain/custom-offer-schema'
import { useHydrated } from '~/hooks/use-hydrated'
import { FieldError, FormErrors } from './form-errors'
import { notify } from './toasts'
import { conformDateProps, DateField } from './date-field'

const INPUT =
  'mt-1 block w-full rounded-control border border-line bg-surface px-3 py-2.5 text-ink aria-[invalid]:border-danger focus:border-primary focus:outline-none focus:ring-1 focus:ring-primary'

export function CustomOfferForm() {
  const { t } = useTranslation()
  const fetcher = useFetcher<CustomOfferActionData>()
  const hydrated = useHydrated()
  const plain = useActionData<CustomOfferActionData>()
  const answer = fetcher.data ?? (plain && 'sentTo' in plain ? plain : undefined)
  const [form, fields] = useForm({
    id: 'custom-offer-form',
    lastResult: fetcher.state === 'idle' ? answer?.result : undefined,
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    defaultValue: { travellers: '2' },
    onValidate: ({ formData }) => parseWithZod(formData, { schema: CustomOfferSchema }),
  })
  const toasted = useRef<unknown>(null)
  useEffect(() => {
    if (fetcher.state !== 'idle' || !fetcher.data?.sentTo || toasted.current === fetcher.data) return
    toasted.current = fetcher.data
    const label = t('checkout.offer.sent')
    notify('success', label)
  }, [fetcher.state, fetcher.data, t])
  const busy = fetcher.state !== 'idle'
  const field = (f: FieldMetadata<string | number | undefined>, label: string, type: 'text' | 'email' | 'tel' | 'number', extra = {}) => (
    <div>
      <label htmlFor={f.id} className="text-sm font-medium text-ink">
        {label}
      </label>
      <input {...getInputProps(f, { type })} key={f.key} className={INPUT} {...extra} />
      <FieldError id={f.errorId} errors={f.errors} />
    </div>
  )
  return (
    <fetcher.Form method="post" {...getFormProps(form)} className="mt-4 space-y-1" data-custom-offer-form={hydrated ? 'ready' : 'static'}>
      <input type="hidden" name="intent" value="custom-offer" />
      <input type="hidden" name="respond" value={hydrated ? 'data' : 'document'} />
      {answer?.sentTo ? (
        <div role="status" className="mb-3 flex gap-2 rounded-control bg-success/10 p-3 text-success" data-offer-sent>
          <CircleCheck aria-hidden className="mt-0.5 size-5 shrink-0" />
          <p>
            <strong className="block">{t('checkout.offer.sent')}</strong>
            <span className="text-sm text-ink">{t('checkout.offer.sentText', { email: answer.sentTo })}</span>
          </p>
        </div>
      ) : null}
      <div className="grid gap-x-4 sm:grid-cols-2">
        {field(fields.name, t('checkout.offer.name'), 'text', { autoComplete: 'name' })}
        {field(fields.email, t('checkout.offer.email'), 'email', { autoComplete: 'email' })}
        {field(fields.phone, `${t('checkout.offer.phone')} (${t('checkout.optional')})`, 'tel', { autoComplete: 'tel' })}
        {field(fields.travellers, t('checkout.offer.travellers'), 'number', { min: 1, max: 500 })}
        <div>
          <label htmlFor={fields.preferredDate.id} className="text-sm font-medium text-ink">
            {`${t('checkout.offer.preferredDate')} (${t('checkout.optional')})`}
          </label>
          {/* In the page's language, sent as an ISO date (decision 062). */}
          <div className="mt-1 flex items-center gap-1">
            <DateField
              key={fields.preferredDate.key}
              {...conformDateProps(fields.preferredDate)}
              className={INPUT.replace('mt-1 block w-full ', '')}
              declareTyped
            />
          </div>
          <FieldError id={fields.preferredDate.errorId} errors={fields.preferredDate.errors} />
        </div>
      </div>
      <div>
        <label htmlFor={fields.message.id} className="text-sm font-medium text-ink">
          {t('checkout.offer.message')}
        </label>
        <p className="text-xs text-muted">{t('checkout.offer.messageHint')}</p>
        <textarea {...getTextareaProps(fields.message)} key={fields.message.key} rows={4} className={INPUT} />
        <FieldError id={fields.message.errorId} errors={fields.message.errors} />
      </div>
      <FormErrors id={form.errorId} errors={form.errors} />
      <button
        type="submit"
        disabled={busy}
        className="inline-flex items-center gap-2 rounded-control bg-primary px-5 py-3 font-semibold text-primary-fg hover:brightness-90 disabled:opacity-60"
      >
        {busy ? <LoaderCircle aria-hidden className="size-4 animate-spin" /> : <Send aria-hidden className="size-4" />}
        {busy ? t('checkout.offer.sending') : t('checkout.offer.submit')}
      </button>
    </fetcher.Form>
  )
}
