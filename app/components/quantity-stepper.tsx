// A number field with − and + buttons, its label, hint and price on the left. The field itself is a real input,
// so the form works (and can be typed into) before the page's script has loaded; the buttons only step it.
import { Minus, Plus } from '~/components/icons'
import { useId, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'

type Props = {
  name: string
  label: string
  hint?: ReactNode
  aside?: ReactNode
  value: number
  min: number
  max: number
  onChange: (value: number) => void
  errorId?: string
  invalid?: boolean
}

const BUTTON =
  'grid size-9 place-items-center rounded-full border border-line text-ink transition-colors hover:border-primary hover:text-primary disabled:cursor-not-allowed disabled:opacity-40 focus-visible:outline-2 focus-visible:outline-primary'

export function QuantityStepper({ name, label, hint, aside, value, min, max, onChange, errorId, invalid }: Props) {
  const { t } = useTranslation()
  const id = useId()
  const clamp = (n: number) => Math.max(min, Math.min(max, n))
  return (
    <div className="flex items-center justify-between gap-3 py-2" data-stepper={name}>
      <div className="min-w-0 text-sm">
        <label htmlFor={id} className="font-medium text-ink">
          {label}
        </label>
        {hint ? <span className="block text-xs text-muted">{hint}</span> : null}
        {aside ? <span className="mt-0.5 block">{aside}</span> : null}
      </div>
      <div className="flex shrink-0 items-center gap-3">
        <div className="flex items-center gap-1.5">
          <button
            type="button"
            className={BUTTON}
            aria-label={t('cart.decrease', { unit: label })}
            aria-controls={id}
            disabled={value <= min}
            onClick={() => onChange(clamp(value - 1))}
          >
            <Minus aria-hidden className="size-4" />
          </button>
          <input
            id={id}
            name={name}
            type="number"
            inputMode="numeric"
            min={min}
            max={max}
            value={value}
            aria-invalid={invalid || undefined}
            aria-describedby={errorId}
            onChange={(e) => onChange(clamp(Number.parseInt(e.target.value || '0', 10) || 0))}
            className="w-10 appearance-none rounded-control border border-transparent bg-transparent text-center font-semibold text-ink [appearance:textfield] focus:border-line focus:outline-none [&::-webkit-inner-spin-button]:appearance-none"
          />
          <button
            type="button"
            className={BUTTON}
            aria-label={t('cart.increase', { unit: label })}
            aria-controls={id}
            disabled={value >= max}
            onClick={() => onChange(clamp(value + 1))}
          >
            <Plus aria-hidden className="size-4" />
          </button>
        </div>
      </div>
    </div>
  )
}
