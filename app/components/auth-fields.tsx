// Labelled inputs for the account forms (conform metadata in, accessible markup out) and the submit button.
// Errors arrive as `auth.errors.*` keys from the shared zod schemas and are translated here.
import { getFormProps, getInputProps, useForm, type FieldMetadata, type FormMetadata, type SubmissionResult } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import { Form, useNavigation } from '@remix-run/react'
import { Eye, EyeOff, LoaderCircle } from '~/components/icons'
import { useState, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import type { input, output, $ZodType } from 'zod/v4/core'
import { useLocalePath } from './locale-link'

const INPUT =
  'block w-full rounded-control border border-line bg-surface px-3 py-2.5 text-base text-ink aria-[invalid]:border-danger focus:border-primary focus:outline-none focus:ring-1 focus:ring-primary'

/**
 * Conform for an account form: checked in the browser with the same zod schema the action parses, first when a
 * field is left, then on every keystroke once it showed an error; `lastResult` is the action's reply.
 */
export function useAuthForm<Schema extends $ZodType>(schema: Schema, lastResult: SubmissionResult<string[]> | null | undefined, defaultValue?: Record<string, string>) {
  return useForm<input<Schema> & Record<string, unknown>, output<Schema>>({
    lastResult,
    // Conform types the default by the schema input; a string per field is what a form holds anyway.
    defaultValue: defaultValue as never,
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
  })
}

/** The form of an account page: posts to its own route (in the visitor's language), carrying where to go next. */
export function AuthForm<Fields extends Record<string, unknown>>(props: { action: string; form: FormMetadata<Fields>; redirectTo?: string | null; children: ReactNode }) {
  const { action, form, redirectTo, children } = props
  const localize = useLocalePath()
  return (
    <Form method="post" action={localize(action)} {...getFormProps(form)}>
      {redirectTo ? <input type="hidden" name="redirectTo" value={redirectTo} /> : null}
      {children}
    </Form>
  )
}

/** A link to another account page that keeps the page to return to afterwards. */
export const withRedirectTo = (path: string, redirectTo: string | null | undefined) => (redirectTo ? `${path}?${new URLSearchParams({ redirectTo })}` : path)

type FieldProps = { field: FieldMetadata<string | undefined>; label: string; autoComplete: string; hint?: string; autoFocus?: boolean }

function FieldShell({ field, label, hint, children }: { field: FieldProps['field']; label: string; hint?: string; children: ReactNode }) {
  const { t } = useTranslation()
  const error = field.errors?.[0]
  return (
    <div className="mb-4">
      <label htmlFor={field.id} className="mb-1 block text-sm font-medium text-ink">
        {label}
      </label>
      {children}
      {hint && !error ? <p className="mt-1 text-xs text-muted">{hint}</p> : null}
      <p id={field.errorId} className="mt-1 text-sm text-danger empty:hidden" aria-live="polite">
        {error ? t(error) : null}
      </p>
    </div>
  )
}

export function TextField({ field, label, autoComplete, type = 'text', hint, autoFocus }: FieldProps & { type?: 'text' | 'email' }) {
  return (
    <FieldShell field={field} label={label} hint={hint}>
      <input
        {...getInputProps(field, { type })}
        key={field.key}
        autoComplete={autoComplete}
        autoFocus={autoFocus}
        // No autocapitalize: it does not apply to an email field (html-validate's input-attributes), which browsers never capitalise.
        spellCheck={type === 'email' ? false : undefined}
        className={INPUT}
      />
    </FieldShell>
  )
}

export function PasswordField({ field, label, autoComplete, hint, autoFocus }: FieldProps) {
  const { t } = useTranslation()
  const [visible, setVisible] = useState(false)
  return (
    <FieldShell field={field} label={label} hint={hint}>
      <div className="relative">
        <input
          {...getInputProps(field, { type: visible ? 'text' : 'password' })}
          key={field.key}
          autoComplete={autoComplete}
          autoFocus={autoFocus}
          className={`${INPUT} pr-12`}
        />
        <button
          type="button"
          onClick={() => setVisible((v) => !v)}
          aria-label={visible ? t('auth.hidePassword') : t('auth.showPassword')}
          aria-pressed={visible}
          className="absolute inset-y-0 right-0 grid w-11 place-items-center rounded-r-control text-muted hover:text-ink focus-visible:outline-2 focus-visible:outline-primary"
        >
          {visible ? <EyeOff aria-hidden className="size-5" /> : <Eye aria-hidden className="size-5" />}
        </button>
      </div>
    </FieldShell>
  )
}

/** Disabled with a spinner while this form's submission is on its way, so a double click sends one. */
export function SubmitButton({ children }: { children: ReactNode }) {
  const { t } = useTranslation()
  const busy = useNavigation().state === 'submitting'
  return (
    <button
      type="submit"
      disabled={busy}
      className="mt-2 inline-flex w-full items-center justify-center gap-2 rounded-control bg-primary px-5 py-3 font-semibold text-primary-fg hover:brightness-90 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary disabled:opacity-60"
    >
      {busy ? <LoaderCircle aria-hidden className="size-5 animate-spin" /> : null}
      {busy ? t('auth.working') : children}
    </button>
  )
}
