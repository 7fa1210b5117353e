// The fields of the filter form: price bounds, and one fieldset per filter group with each value's count.
// Plain inputs with names = query parameters, so the form works as a GET form before any JavaScript runs.
import { Star } from './icons'
import { useTranslation } from 'react-i18next'
import type { FilterGroupData, PriceFilterData } from '~/models/listing-panel.server'


export function PriceFields({ price, onCommit }: { price: PriceFilterData; onCommit: (field: string) => void }) {
  const { t } = useTranslation()
  const commitOnEnter = (event: React.KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault()
      onCommit(event.currentTarget.name)
    }
  }
  const field = (name: 'min-price' | 'max-price', value: number | null, placeholder: number | null, label: string, short: string) => (
    <label className="flex min-w-0 flex-1 flex-col gap-1 text-xs font-medium text-muted">
      <span aria-hidden>{short}</span>
      <span className="flex items-center rounded-control border border-line bg-surface px-2 focus-within:border-primary focus-within:ring-1 focus-within:ring-primary">
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
          className="w-full min-w-0 bg-transparent px-1.5 py-2 text-sm text-ink outline-none [appearance:textfield] [&::-webkit-inner-spin-button]:appearance-none"
        />
      </span>
    </label>
  )
  return (
    <fieldset className="filter-group">
      <legend className="filter-legend">{t('filters.price')}</legend>
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
      <legend className="filter-legend">{group.title}</legend>
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
              label={
                radio ? (
                  <span className="inline-flex items-center gap-1">
                    <Star aria-hidden className="size-3.5 fill-accent text-accent" />
                    {o.label}
                  </span>
                ) : (
                  o.label
                )
              }
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
    <label className="filter-option">
      {/* Sized by `.filter-option > input` and `> span` (app/tailwind.css): ~50 options on a listing. */}
      <input type={type} name={name} value={value} defaultChecked={checked} />
      <span>{label}</span>
      {count !== undefined ? <span className="filter-count">{count}</span> : null}
    </label>
  )
}
