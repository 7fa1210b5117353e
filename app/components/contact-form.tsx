// The /contact-us form: name, email, subject and message, posted to the page's own action. A toast and a
// status line confirm a sent message; the hidden honeypot field catches form-filling bots (decision 025).
import { getFormProps, getInputProps, getTextareaProps, useForm, type FieldMetadata } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import { Form, useActionData, useNavigation } from '@remix-run/react'
import { CircleCheck, LoaderCircle, Send } from '~/components/icons'
import { useEffect, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { ContactSchema, HONEYPOT, type ContactActionData } from '~/domain/contact-schema'
import { useHydrated } from '~/hooks/use-hydrated'
import { FieldError, FormErrors } from './form-errors'
import { notify } from './toasts'

const INPUT =
  'mt-1 block w-full rounded-control border border-line bg-surface px-3 py-2.5 text-ink aria-[invalid]:border-danger focus:border-primary focus:outline-none focus:ring-1 focus:ring-primary'

export function ContactForm() {
  const { t } = useTranslation()
  const hydrated = useHydrated()
  const answer = useActionData<ContactActionData>()
  const busy = useNavigation().state === 'submitting'
  const [form, fields] = useForm({
    id: 'contact-form',
    lastResult: busy ? undefined : answer?.result,
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: ContactSchema }),
  })
  const toasted = useRef<unknown>(null)
  useEffect(() => {
    if (!answer?.sent || toasted.current === answer) return
    toasted.current = answer
    const label = t('contact.sent')
    notify('success', label)
  }, [answer, t])
  const field = (f: FieldMetadata<string | undefined>, label: string, type: 'text' | 'email', autoComplete: string) => (
    <div>
      <label htmlFor={f.id} className="text-sm font-medium text-ink">
        {label}
      </label>
      <input {...getInputProps(f, { type })} key={f.key} className={INPUT} autoComplete={autoComplete} />
      <FieldError id={f.errorId} errors={f.errors} />
    </div>
  )
  return (
    <Form method="post" preventScrollReset {...getFormProps(form)} className="space-y-1" data-contact-form={hydrated ? 'ready' : 'static'}>
      <input type="hidden" name="respond" value={hydrated ? 'data' : 'document'} />
      {answer?.sent ? (
        <div role="status" className="mb-3 flex gap-2 rounded-control bg-success/10 p-3 text-success" data-contact-sent>
          <CircleCheck aria-hidden className="mt-0.5 size-5 shrink-0" />
          <strong>{t('contact.sent')}</strong>
        </div>
      ) : null}
      {answer?.alert ? <FormErrors errors={[t(answer.alert.key, { minutes: answer.alert.minutes })]} /> : null}
      <div className="grid gap-x-4 sm:grid-cols-2">
        {field(fields.name, t('contact.name'), 'text', 'name')}
        {field(fields.email, t('contact.email'), 'email', 'email')}
      </div>
      {field(fields.subject, t('contact.subject'), 'text', 'off')}
      <div>
        <label htmlFor={fields.message.id} className="text-sm font-medium text-ink">
          {t('contact.message')}
        </label>
        <p className="text-xs text-muted">{t('contact.messageHint')}</p>
        <textarea {...getTextareaProps(fields.message)} key={fields.message.key} rows={6} className={INPUT} />
        <FieldError id={fields.message.errorId} errors={fields.message.errors} />
      </div>
      {/* Off-screen rather than display:none, which some bots skip; aria-hidden and no tab stop keep it from people. */}
      <div aria-hidden="true" className="absolute -left-[9999px] top-auto size-px overflow-hidden">
        <label htmlFor="contact-form-website">{t('contact.honeypot')}</label>
        <input id="contact-form-website" name={HONEYPOT} type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
      </div>
      <FormErrors id={form.errorId} errors={form.errors} />
      <button
        type="submit"
        disabled={busy}
        className="inline-flex w-full items-center justify-center gap-2 rounded-control bg-primary px-5 py-3 font-semibold text-primary-fg hover:opacity-90 disabled:opacity-60 sm:w-auto"
      >
        {busy ? <LoaderCircle aria-hidden className="size-4 animate-spin" /> : <Send aria-hidden className="size-4" />}
        {busy ? t('contact.sending') : t('contact.submit')}
      </button>
    </Form>
  )
}
