// Pieces the options screen's forms share: conform set up as the hub's other forms (checked as a field is left,
// again on the server), a field that shows its translated message, and a bar that keeps Save in reach on a phone.
import { getInputProps, useForm, type FieldMetadata, type SubmissionResult } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import { Link, useNavigation } from '@remix-run/react'
import type { ComponentProps, ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import type { z } from '../../domain/zod'
import { Button, buttonClass, Field, Input } from '../components/ui'

export function useOffersForm<S extends z.ZodType<Record<string, unknown>, Record<string, unknown>>>(schema: S, lastResult: SubmissionResult<string[]> | null | undefined, defaultValue?: Record<string, unknown>) {
  return useForm<z.input<S>, z.output<S>>({
    lastResult: lastResult ?? undefined,
    defaultValue: defaultValue as never,
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
  })
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyField = FieldMetadata<any>

export function NumberField({ field, label, hint, decimal, ...rest }: { field: AnyField; label: ReactNode; hint?: ReactNode; decimal?: boolean } & Omit<ComponentProps<'input'>, 'type' | 'name' | 'form'>) {
  const { t } = useTranslation()
  const errors = field.errors?.map((key) => t(key))
  return (
    <Field id={field.id} label={label} hint={hint} error={errors}>
      <Input {...getInputProps(field, { type: 'text' })} inputMode={decimal ? 'decimal' : 'numeric'} autoComplete="off" {...rest} key={field.key} aria-describedby={errors?.length ? `${field.id}-error` : undefined} />
    </Field>
  )
}

export function TextInput({ field, label, hint, ...rest }: { field: AnyField; label: ReactNode; hint?: ReactNode } & Omit<ComponentProps<'input'>, 'type' | 'name' | 'form'>) {
  const { t } = useTranslation()
  const errors = field.errors?.map((key) => t(key))
  return (
    <Field id={field.id} label={label} hint={hint} error={errors}>
      <Input {...getInputProps(field, { type: 'text' })} {...rest} key={field.key} aria-describedby={errors?.length ? `${field.id}-error` : undefined} />
    </Field>
  )
}

/** A form's own errors (not one field's): a refusal that concerns the whole form. */
export function FormErrors({ errors }: { errors?: string[] }) {
  const { t } = useTranslation()
  if (!errors?.length) return null
  return (
    <p className="rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800" role="alert">
      {errors.map((key) => t(key)).join(' ')}
    </p>
  )
}

/** Save and cancel, stuck to the bottom of the screen while a long form scrolls under it. */
export function StickySave({ label, cancelTo }: { label: ReactNode; cancelTo: string }) {
  const { t } = useTranslation()
  const busy = useNavigation().state === 'submitting'
  return (
    <div className="sticky bottom-[calc(3.5rem_+_1px_+_env(safe-area-inset-bottom))] z-20 -mx-4 flex gap-2 border-t border-slate-200 bg-white/95 px-4 py-3 backdrop-blur sm:-mx-5 lg:bottom-0">
      <Button className="flex-1" disabled={busy} aria-busy={busy}>
        {label}
      </Button>
      <Link to={cancelTo} className={buttonClass('secondary')} preventScrollReset>
        {t('options.form.cancel')}
      </Link>
    </div>
  )
}

export function Section({ title, lead, children, actions, id }: { title: ReactNode; lead?: ReactNode; children: ReactNode; actions?: ReactNode; id?: string }) {
  return (
    <section id={id} className="scroll-mt-4 rounded-lg border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
      <div className="mb-3 flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h2 className="text-base font-semibold">{title}</h2>
          {lead ? <p className="mt-0.5 text-sm text-slate-600">{lead}</p> : null}
        </div>
        {actions}
      </div>
      {children}
    </section>
  )
}
