// Changes the language: a plain form (works before hydration) that lands on the same page in the new locale.
import { Form, useLocation } from '@remix-run/react'
import { Globe } from './icons'
import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { useChangedBeforeHydration, useRootData } from '~/hooks/root-data'
import { LOCALE_INFO, type Locale } from '~/domain/locales'

export function LocaleSwitcher({ tone = 'light', className = '' }: { tone?: 'light' | 'dark'; className?: string }) {
  const { t } = useTranslation()
  const root = useRootData()
  const location = useLocation()
  const id = useId()
  const changedEarly = useChangedBeforeHydration(root?.locale ?? '', (select) => select.form?.requestSubmit())
  if (!root || root.tenant.locales.length < 2) return null
  return (
    <Form method="post" action="/locale" className={className ? `flex items-center gap-1 ${className}` : 'flex items-center gap-1'} reloadDocument>
      <input type="hidden" name="redirectTo" value={location.pathname + location.search} />
      <label className="sr-only" htmlFor={id}>
        {t('locale.label')}
      </label>
      <Globe aria-hidden className="size-4 shrink-0" />
      <select
        id={id}
        name="locale"
        defaultValue={root.locale}
        onChange={(e) => e.currentTarget.form?.requestSubmit()}
        ref={changedEarly}
        autoComplete="off"
        className={`switcher switcher-${tone}`}
      >
        {root.tenant.locales.map((code) => (
          <option key={code} value={code}>
            {LOCALE_INFO[code as Locale].name}
          </option>
        ))}
      </select>
      <noscript>
        <button type="submit" className="text-sm underline">
          {t('locale.change')}
        </button>
      </noscript>
    </Form>
  )
}
