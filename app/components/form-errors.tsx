// Form and field errors: zod schemas answer with catalogue keys under `checkout.errors` (translated here);
// actions send the model's reasons already worded in the page's language, shown as they are.
import { CircleAlert } from '~/components/icons'
import { useTranslation } from 'react-i18next'

function useErrorText() {
  const { t, i18n } = useTranslation()
  return (code: string, vars: Record<string, unknown> = {}) =>
    /^[a-zA-Z]+$/.test(code) && i18n.exists(`checkout.errors.${code}`) ? t(`checkout.errors.${code}`, vars) : code
}

export function FormErrors({ id, errors, vars }: { id?: string; errors?: string[]; vars?: Record<string, unknown> }) {
  const text = useErrorText()
  const unique = [...new Set(errors ?? [])]
  if (!unique.length) return <div id={id} />
  return (
    <div id={id} role="alert" className="rounded-control border border-danger/40 bg-danger/5 px-3 py-2 text-sm text-danger">
      {unique.map((code) => (
        <p key={code} className="flex gap-2">
          <CircleAlert aria-hidden className="mt-0.5 size-4 shrink-0" /> {text(code, vars)}
        </p>
      ))}
    </div>
  )
}

/** The error under one field, linked to it by `aria-describedby`. */
export function FieldError({ id, errors }: { id: string; errors?: string[] }) {
  const text = useErrorText()
  return (
    <p id={id} className="mt-1 min-h-5 text-sm text-danger" aria-live="polite">
      {errors?.[0] ? text(errors[0]) : null}
    </p>
  )
}
