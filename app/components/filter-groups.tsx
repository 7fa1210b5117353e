// The fields of the filter form: price bounds, and one fieldset per filter group with each value's count.
// Plain inputs with names = query parameters, so the form works as a GET form before any JavaScript runs.
import { ic } from './icons'
import { useTranslation } from 'react-i18next'
import type { FilterGroupData, PriceFilterData } from '~/models/listing/panel.server'


export function PriceFields({ price, onCommit }: { price: PriceFilterData; onCommit: (field: string) => void }) {
  const { t } = useTranslation()
  const commitOnEnter = (event: React.KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault()
      onCommit(event.currentTarget.name)
    }
  }
  const field = (name: 'min-price' | 'max-price', value: number | null, placeholder: number | null, label: string, short: string) => (
    // Component classes (app/tailwind.css `price-*`), as the filter options' are.
    <label className="price-label">
      <span aria-hidden>{short}</span>
      <span className="price-box">
        <span aria-hidden className="text-xs text-muted">{price.currency}</span>
        <input
          type="number"
          name={name}
          inputMode="decimal"
          min={0}
          step="any"
          defaultValue={value ?? ''}
          placeholder={placeholder === null ? '' : String(placeholder)}
          aria-label={label}
          onBlur={(e) => e.currentTarget.value !== e.currentTarget.defaultValue && onCommit(name)}
          onKeyDown={commitOnEnter}
          className="price-input"
        />
      </span>
    </label>
  )
  return (
    <fieldset className="filter-group">
      <legend>{t('filters.price')}</legend>
      <div className="mt-3 flex items-end gap-2">
        {field('min-price', price.min, price.low, t('filters.priceMin', { currency: price.currency }), t('filters.min'))}
        <span aria-hidden className="pb-2 text-muted">–</span>
        {field('max-price', price.max, price.high, t('filters.priceMax', { currency: price.currency }), t('filters.max'))}
      </div>
    </fieldset>
  )
}

export function FilterGroup({ group }: { group: FilterGroupData }) {
  const { t } = useTranslation()
  const radio = group.type === 'radio'
  const anyChecked = group.options.some((o) => o.checked)
  return (
    // Component classes (app/tailwind.css): ten groups and ~50 options on a listing.
    <fieldset className="filter-group">
      <legend>{group.title}</legend>
      <ul className="filter-list">
        {radio ? (
          <li>
            <Choice type="radio" name={group.param} value="" checked={!anyChecked} label={t('filters.any')} />
          </li>
        ) : null}
        {group.options.map((o) => (
          <li key={o.value}>
            <Choice
              type={group.type}
              name={group.param}
              value={o.value}
              checked={o.checked === true}
              count={o.count}
              // The star rating's choices ("4.5 and up") start with a star, the inner span's `::before`.
              label={radio ? <span className={`filter-stars ${ic('StarFilled')}`}>{o.label}</span> : o.label}
            />
          </li>
        ))}
      </ul>
    </fieldset>
  )
}

type ChoiceProps = { type: 'checkbox' | 'radio'; name: string; value: string; checked: boolean; count?: number; label: React.ReactNode }

function Choice({ type, name, value, checked, count, label }: ChoiceProps) {
  return (
    // Styled from `.filter-list` (app/tailwind.css: the label, its input, its text and the count after it), with no
    // class of their own: ~50 options on a listing.
    <label>
      <input type={type} name={name} value={value} defaultChecked={checked} />
      <span>{label}</span>
      {count !== undefined ? <span>{count}</span> : null}
    </label>
  )
}
