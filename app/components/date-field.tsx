// A date field that reads in the page's language (TT.MM.JJJJ on /de), where a native <input type="date"> follows the
// browser's language instead. The visitor types the date, or opens the device's own calendar with the button beside
// it (a hidden native date input, so a phone shows its wheel or calendar); the form receives the ISO date.
// Before hydration the typed text itself is the field's value, and the server reads it in the page's language
// (parseDateField), so the form works without JavaScript too (decision 062).
import { useId, useImperativeHandle, useRef, useState, type ChangeEvent, type Ref } from 'react'
import { useTranslation } from 'react-i18next'
import { useHydrated } from '~/hooks/use-hydrated'
import { useRootData } from '~/hooks/root-data'
import { dateFieldPlaceholder, formatDateField, parseDateField, TYPED_DATE_FIELDS } from '~/domain/date-field'
import { DEFAULT_LOCALE, LOCALE_INFO, isLocale } from '~/domain/locales'
import { CalendarDays } from './icons'

type Props = {
  name: string
  id?: string
  /** An ISO date. */
  defaultValue?: string
  /** ISO dates the calendar and the check hold to. */
  min?: string
  max?: string
  required?: boolean
  /** The text field's classes. */
  className?: string
  /** The calendar button's classes (its size and colour; it is always a square with the icon in its middle). */
  buttonClassName?: string
  'aria-describedby'?: string
  'aria-invalid'?: boolean
  /** The ISO date ('' when the text is not a date), on every change. */
  onValueChange?: (isoDate: string) => void
  /** A form that draws its own calendar button (the hero's, where the field's icon is) gets the opener here and
   * the field draws none. */
  openerRef?: Ref<{ openCalendar: () => void }>
  /** A POST form whose action reads the typed text with `readTypedDates`: before hydration the field names itself
   * in `TYPED_DATE_FIELDS`. (The search form's GET redirect reads its one date itself.) */
  declareTyped?: boolean
}

/** A conform field's wiring for a DateField: its name, id, initial ISO date and error description. */
export function conformDateProps(field: { name: string; id: string; initialValue?: unknown; errors?: string[]; errorId: string }) {
  const invalid = Boolean(field.errors?.length)
  return {
    name: field.name,
    id: field.id,
    defaultValue: typeof field.initialValue === 'string' ? field.initialValue : '',
    'aria-invalid': invalid || undefined,
    'aria-describedby': invalid ? field.errorId : undefined,
  }
}

export function DateField({ name, id, defaultValue = '', min, max, required, className = '', buttonClassName = '', onValueChange, openerRef, declareTyped, ...aria }: Props) {
  const { t } = useTranslation()
  const root = useRootData()
  const intl = LOCALE_INFO[isLocale(root?.locale) ? root.locale : DEFAULT_LOCALE].iso
  const hydrated = useHydrated()
  const ownId = useId()
  const fieldId = id ?? ownId
  const hintId = `${fieldId}-format`
  const picker = useRef<HTMLInputElement>(null)
  const [text, setText] = useState(() => formatDateField(defaultValue, intl))
  const [iso, setIso] = useState(defaultValue)
  const [invalid, setInvalid] = useState(false)
  const pattern = dateFieldPlaceholder(intl, { day: t('dateField.day'), month: t('dateField.month'), year: t('dateField.year') })

  const inRange = (value: string | null) => value !== null && (!min || value >= min) && (!max || value <= max)
  const accept = (value: string) => {
    setIso(value)
    onValueChange?.(value)
  }
  const typed = (e: ChangeEvent<HTMLInputElement>) => {
    const value = e.currentTarget.value
    setText(value)
    const parsed = parseDateField(value, intl)
    accept(inRange(parsed) ? parsed! : '')
    if (invalid && (value.trim() === '' || inRange(parsed))) setInvalid(false)
  }
  const left = () => {
    const parsed = parseDateField(text, intl)
    if (inRange(parsed)) setText(formatDateField(parsed!, intl))
    setInvalid(text.trim() !== '' && !inRange(parsed))
  }
  const picked = (e: ChangeEvent<HTMLInputElement>) => {
    const value = e.currentTarget.value
    setText(formatDateField(value, intl))
    setInvalid(false)
    accept(value)
  }
  const openCalendar = () => {
    const input = picker.current
    if (!input) return
    try {
      input.showPicker()
    } catch {
      // Browsers without showPicker (or refusing it) open their picker when the input is clicked.
      input.focus()
      input.click()
    }
  }
  useImperativeHandle(openerRef, () => ({ openCalendar }))
  const describedBy = [hintId, invalid ? `${fieldId}-invalid` : null, aria['aria-describedby']].filter(Boolean).join(' ')

  return (
    <span className="relative flex min-w-0 flex-1 flex-wrap items-center">
      <input
        type="text"
        id={fieldId}
        // Before hydration the text is the value (the server reads it in the page's language); after, the ISO date is.
        name={hydrated ? undefined : name}
        value={text}
        onChange={typed}
        onBlur={left}
        placeholder={pattern}
        inputMode="numeric"
        autoComplete="off"
        spellCheck={false}
        required={required}
        aria-describedby={describedBy}
        aria-invalid={invalid || aria['aria-invalid'] || undefined}
        className={`min-w-0 flex-1 ${className}`}
      />
      {declareTyped && !hydrated ? <input type="hidden" name={TYPED_DATE_FIELDS} value={name} /> : null}
      <span id={hintId} className="sr-only">
        {t('dateField.format', { pattern })}
      </span>
      {hydrated ? (
        <span className={openerRef ? 'contents' : 'relative grid shrink-0'}>
          <input type="hidden" name={name} value={iso} />
          {openerRef ? null : (
            <button
              type="button"
              onClick={openCalendar}
              aria-label={t('dateField.openCalendar')}
              className={`grid size-9 place-items-center rounded-control hover:bg-surface-alt focus-visible:outline-2 focus-visible:outline-primary ${buttonClassName}`}
            >
              <CalendarDays aria-hidden className="size-5" />
            </button>
          )}
          {/* The device's own calendar, under the button (or at the field's start): not a field of the form (no name),
              not a tab stop, hidden from assistive technology (the text field and the button are the control). */}
          <input
            ref={picker}
            type="date"
            tabIndex={-1}
            aria-hidden
            value={iso}
            min={min}
            max={max}
            onChange={picked}
            className={openerRef ? 'pointer-events-none absolute inset-x-0 top-0 h-full opacity-0' : 'pointer-events-none absolute inset-0 size-full opacity-0'}
          />
        </span>
      ) : null}
      {invalid ? (
        <span id={`${fieldId}-invalid`} role="status" className="basis-full text-xs text-danger">
          {t('dateField.invalid', { pattern })}
        </span>
      ) : null}
    </span>
  )
}
