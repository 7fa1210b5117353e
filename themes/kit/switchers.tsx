// The language and currency switchers (decision 062). Each is a native <select> in a plain POST form, so it works
// with the keyboard, a screen reader and a phone's own picker, and before (or without) JavaScript (a noscript
// button submits it). What the visitor sees is the select's face: the current choice in the theme's type, a chevron,
// and for the language a globe. The select lies over the face, transparent, so a click, a tap or the keyboard reaches
// the real control; the face is hidden from assistive technology, which reads the select ("Language, English").
// A theme dresses the face with `className` (font, case, colour, border or underline) and picks what it says
// (`display`: the code, "EN", in a bar; the name, "English", in a menu).
import { Form, useLocation } from '@remix-run/react'
import { useId, useState, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { ChevronDown, Globe } from '~/components/icons'
import { useChangedBeforeHydration, useRootData } from '~/hooks/root-data'
import { LOCALE_INFO, type Locale } from '~/domain/locales'
import { cx } from './cx'

type Tone = 'light' | 'dark'
type SwitcherProps = {
  tone?: Tone
  /** The face's classes: how the theme dresses it. */
  className?: string
  /** What the face says: the short code (a header bar) or the full name (a menu). */
  display?: 'code' | 'name'
}

export function LocaleSwitcher({ tone = 'light', className, display = 'code' }: SwitcherProps) {
  const { t } = useTranslation()
  const root = useRootData()
  if (!root || root.tenant.locales.length < 2) return null
  const face = (code: string) => (display === 'code' ? code.toUpperCase() : LOCALE_INFO[code as Locale].name)
  return (
    <SwitcherForm
      action="/locale"
      name="locale"
      label={t('locale.label')}
      change={t('locale.change')}
      current={root.locale}
      options={root.tenant.locales.map((code) => ({ value: code, label: LOCALE_INFO[code as Locale].name, face: face(code) }))}
      icon={<Globe aria-hidden className="switcher-icon" />}
      tone={tone}
      className={className}
    />
  )
}

export function CurrencySwitcher({ tone = 'light', className }: Omit<SwitcherProps, 'display'>) {
  const { t } = useTranslation()
  const root = useRootData()
  if (!root || root.currencies.length < 2) return null
  return (
    <SwitcherForm
      action="/currency"
      name="currency"
      label={t('currency.label')}
      change={t('currency.change')}
      current={root.currency}
      options={root.currencies.map((code) => ({ value: code, label: code, face: code }))}
      tone={tone}
      className={className}
    />
  )
}

/** The language and currency switchers side by side, in a wrapper with the theme's classes (its display);
 * `switcherClassName` dresses both faces. */
export function HeaderSwitchers({ tone = 'light', className, switcherClassName }: { tone?: Tone; className: string; switcherClassName?: string }) {
  return (
    <div className={className}>
      <LocaleSwitcher tone={tone} className={switcherClassName} />
      <CurrencySwitcher tone={tone} className={switcherClassName} />
    </div>
  )
}

type FormProps = {
  action: string
  name: string
  label: string
  change: string
  current: string
  options: { value: string; label: string; face: string }[]
  icon?: ReactNode
  tone: Tone
  className?: string
}

function SwitcherForm({ action, name, label, change, current, options, icon, tone, className }: FormProps) {
  const location = useLocation()
  const id = useId()
  // The face follows the select at once (the page reloads in the new language or currency right after).
  const [value, setValue] = useState(current)
  const changedEarly = useChangedBeforeHydration(current, (select) => select.form?.requestSubmit())
  return (
    <Form method="post" action={action} className="flex items-center" reloadDocument>
      <input type="hidden" name="redirectTo" value={location.pathname + location.search} />
      <label className="sr-only" htmlFor={id}>
        {label}
      </label>
      <span className={cx('switcher', `switcher-${tone}`, className)}>
        {icon}
        <span aria-hidden className="switcher-face">
          {options.find((o) => o.value === value)?.face ?? value}
        </span>
        <ChevronDown aria-hidden className="switcher-chevron" />
        <select
          id={id}
          name={name}
          defaultValue={current}
          onChange={(e) => {
            setValue(e.currentTarget.value)
            e.currentTarget.form?.requestSubmit()
          }}
          ref={changedEarly}
          autoComplete="off"
        >
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      </span>
      <noscript>
        <button type="submit" className="ml-1 text-sm underline">
          {change}
        </button>
      </noscript>
    </Form>
  )
}
