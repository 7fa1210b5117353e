// The hub's few building blocks, in one neutral look (slate, one accent), big enough for a thumb at a
// meeting point: buttons and inputs are at least 44 px tall.
import { Form, useLocation } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { HUB_LOCALES, LOCALE_NAMES } from '../locales/define'
import type { ButtonHTMLAttributes, InputHTMLAttributes, ReactNode, SelectHTMLAttributes, TextareaHTMLAttributes } from 'react'

export const cx = (...parts: Array<string | false | null | undefined>) => parts.filter(Boolean).join(' ')

type Variant = 'primary' | 'secondary' | 'danger' | 'ghost'
const VARIANTS: Record<Variant, string> = {
  primary: 'bg-slate-900 text-white hover:bg-slate-700 disabled:bg-slate-400',
  secondary: 'border border-slate-300 bg-white text-slate-900 hover:bg-slate-100 disabled:text-slate-400',
  danger: 'bg-red-700 text-white hover:bg-red-800 disabled:bg-red-300',
  ghost: 'text-slate-700 hover:bg-slate-100',
}

export const buttonClass = (variant: Variant = 'primary', extra?: string) =>
  cx('inline-flex min-h-11 items-center justify-center gap-2 rounded-md px-4 text-sm font-semibold transition-colors disabled:cursor-not-allowed', VARIANTS[variant], extra)

export function Button({ variant = 'primary', className, ...props }: ButtonHTMLAttributes<HTMLButtonElement> & { variant?: Variant }) {
  return <button type="submit" {...props} className={buttonClass(variant, className)} />
}

export function PageHeader({ title, lead, actions }: { title: ReactNode; lead?: ReactNode; actions?: ReactNode }) {
  return (
    <div className="mb-5 flex flex-wrap items-end justify-between gap-3">
      <div className="min-w-0">
        <h1 className="text-xl font-semibold tracking-tight sm:text-2xl">{title}</h1>
        {lead ? <p className="mt-1 max-w-3xl text-sm text-slate-600">{lead}</p> : null}
      </div>
      {actions ? <div className="no-print flex flex-wrap gap-2">{actions}</div> : null}
    </div>
  )
}

export function Card({ title, children, className, actions }: { title?: ReactNode; children: ReactNode; className?: string; actions?: ReactNode }) {
  return (
    <section className={cx('rounded-lg border border-slate-200 bg-white p-4 shadow-sm sm:p-5', className)}>
      {title || actions ? (
        <div className="mb-3 flex items-center justify-between gap-2">
          {title ? <h2 className="text-base font-semibold">{title}</h2> : <span />}
          {actions}
        </div>
      ) : null}
      {children}
    </section>
  )
}

export function EmptyState({ children }: { children: ReactNode }) {
  return <p className="rounded-lg border border-dashed border-slate-300 bg-white px-4 py-8 text-center text-sm text-slate-600">{children}</p>
}

type Tone = 'neutral' | 'green' | 'amber' | 'red' | 'blue'
const TONES: Record<Tone, string> = {
  neutral: 'bg-slate-100 text-slate-700',
  green: 'bg-emerald-100 text-emerald-800',
  amber: 'bg-amber-100 text-amber-900',
  red: 'bg-red-100 text-red-800',
  blue: 'bg-sky-100 text-sky-800',
}

export function Badge({ tone = 'neutral', children }: { tone?: Tone; children: ReactNode }) {
  return <span className={cx('inline-flex items-center rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap', TONES[tone])}>{children}</span>
}

export function Field({ label, error, hint, id, children }: { label: ReactNode; error?: string | string[] | null; hint?: ReactNode; id: string; children: ReactNode }) {
  const message = Array.isArray(error) ? error[0] : error
  return (
    <div className="space-y-1">
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      {children}
      {hint && !message ? <p className="text-xs text-slate-500">{hint}</p> : null}
      {message ? (
        <p id={`${id}-error`} className="text-sm text-red-700" role="alert">
          {message}
        </p>
      ) : null}
    </div>
  )
}

const INPUT = 'block min-h-11 w-full rounded-md border border-slate-300 bg-white px-3 text-base text-slate-900 shadow-sm placeholder:text-slate-400 focus:border-sky-600 aria-[invalid=true]:border-red-600 sm:text-sm'

export function Input({ className, ...props }: InputHTMLAttributes<HTMLInputElement>) {
  return <input {...props} className={cx(INPUT, className)} />
}

export function Select({ className, ...props }: SelectHTMLAttributes<HTMLSelectElement>) {
  return <select {...props} className={cx(INPUT, 'pr-8', className)} />
}

export function Textarea({ className, ...props }: TextareaHTMLAttributes<HTMLTextAreaElement>) {
  return <textarea {...props} className={cx(INPUT, 'min-h-24 py-2', className)} />
}

export function FormError({ children }: { children?: ReactNode }) {
  if (!children) return null
  return (
    <p className="rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800" role="alert">
      {children}
    </p>
  )
}

/** A narrow card in the middle of the page: sign-in, setup, invitation, reset. */
export function AuthFrame({ title, lead, children }: { title: ReactNode; lead?: ReactNode; children: ReactNode }) {
  return (
    <main className="mx-auto flex min-h-dvh max-w-md flex-col justify-center px-4 py-10">
      <p className="mb-6 text-center text-sm font-semibold tracking-wide text-slate-500 uppercase">Excursio Partners</p>
      <div className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
        <h1 className="text-xl font-semibold">{title}</h1>
        {lead ? <p className="mt-2 text-sm text-slate-600">{lead}</p> : null}
        <div className="mt-5">{children}</div>
      </div>
      <LanguageForm />
    </main>
  )
}

/** The hub's four languages as links-styled buttons (no script needed); the current one is not a button. */
export function LanguageForm() {
  const { t, i18n } = useTranslation()
  const location = useLocation()
  return (
    <Form method="post" action="/language" className="mt-6 flex flex-wrap items-center justify-center gap-1 text-sm" aria-label={t('common.language')}>
      <input type="hidden" name="back" value={location.pathname + location.search} />
      {HUB_LOCALES.map((locale) =>
        locale === i18n.language ? (
          <span key={locale} className="px-2 py-2 font-semibold text-slate-900" aria-current="true" lang={locale}>
            {LOCALE_NAMES[locale]}
          </span>
        ) : (
          <button key={locale} type="submit" name="locale" value={locale} lang={locale} className="min-h-11 rounded px-2 text-sky-700 underline hover:bg-slate-100">
            {LOCALE_NAMES[locale]}
          </button>
        ),
      )}
    </Form>
  )
}

/** The hub's four languages as a select, each in its own name. */
export function LocaleSelect({ id, name = 'locale', defaultValue }: { id: string; name?: string; defaultValue?: string }) {
  return (
    <Select id={id} name={name} defaultValue={defaultValue}>
      {HUB_LOCALES.map((locale) => (
        <option key={locale} value={locale} lang={locale}>
          {LOCALE_NAMES[locale]}
        </option>
      ))}
    </Select>
  )
}
