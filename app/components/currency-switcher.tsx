// Picks the display currency from the tenant's list: a plain form, so it works before hydration.
import { Form, useLocation } from '@remix-run/react'
import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { useChangedBeforeHydration, useRootData } from '~/hooks/root-data'

export function CurrencySwitcher({ tone = 'light', className = '' }: { tone?: 'light' | 'dark'; className?: string }) {
  const { t } = useTranslation()
  const root = useRootData()
  const location = useLocation()
  const id = useId()
  const changedEarly = useChangedBeforeHydration(root?.currency ?? '', (select) => select.form?.requestSubmit())
  if (!root || root.currencies.length < 2) return null
  return (
    <Form method="post" action="/currency" className={className ? `flex items-center ${className}` : 'flex items-center'} reloadDocument>
      <input type="hidden" name="redirectTo" value={location.pathname + location.search} />
      <label className="sr-only" htmlFor={id}>
        {t('currency.label')}
      </label>
      <select
        id={id}
        name="currency"
        defaultValue={root.currency}
        onChange={(e) => e.currentTarget.form?.requestSubmit()}
        ref={changedEarly}
        autoComplete="off"
        className={`switcher switcher-${tone}`}
      >
        {root.currencies.map((code) => (
          <option key={code} value={code}>
            {code}
          </option>
        ))}
      </select>
      <noscript>
        <button type="submit" className="ml-1 text-sm underline">
          {t('currency.change')}
        </button>
      </noscript>
    </Form>
  )
}
