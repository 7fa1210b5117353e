// The filter panel as data: each group with only the values present in the current results (and the ones the
// visitor chose), their counts and labels in the visitor's language. Components render it as they get it.
import type { TFunction } from 'i18next'
import type { RequestContext } from '../../utils/context'
import type { Rates } from '../../domain/money'
import { numberFormat } from '../../domain/format'
import type { FacetCounts } from './facets.server'
import { DURATION_BUCKETS, FACET_PARAMS, RATING_THRESHOLDS, type FacetParam, type ListingParams } from './params.server'
import type { ListingReference } from './reference.server'
import { localize } from './scope.server'

/** `checked` only when it is (~50 options are serialised into every listing, issue 10). */
type FilterOption = { value: string; label: string; count: number; checked?: true }
export type FilterGroupData = { param: string; title: string; type: 'checkbox' | 'radio'; options: FilterOption[] }
export type PriceFilterData = {
  currency: string
  min: number | null
  max: number | null
  /** The cheapest and dearest "from" price in the results, in whole display-currency units (placeholders). */
  low: number | null
  high: number | null
}
export type FilterPanelData = { price: PriceFilterData; groups: FilterGroupData[] }

type PanelInput = {
  ctx: RequestContext
  t: TFunction
  params: ListingParams
  counts: FacetCounts
  ref: ListingReference
  rates: Rates
  /** The category a category page is about: not offered as a filter there. */
  scopeCategory?: string
}

export function buildFilterPanel({ ctx, t, params, counts, ref, rates, scopeCategory }: PanelInput): FilterPanelData {
  const keep = (options: Array<Omit<FilterOption, 'checked'> & { checked: boolean }>): FilterOption[] =>
    options.filter((o) => o.count > 0 || o.checked).map(({ checked, ...o }) => (checked ? { ...o, checked } : o))
  const facetGroup = (param: FacetParam, titleKey: string): FilterGroupData => ({
    param,
    title: t(titleKey),
    type: 'checkbox',
    options: keep(
      ref.facets
        .filter((f) => f.kind === FACET_PARAMS[param])
        .map((f) => ({ value: f.slug, label: localize(f.label, ctx.locale), count: counts.facets[f.id] ?? 0, checked: params[param].includes(f.slug) })),
    ),
  })
  const groups: FilterGroupData[] = [
    {
      param: 'duration',
      title: t('filters.duration'),
      type: 'checkbox',
      options: keep(
        Object.keys(DURATION_BUCKETS).map((b) => ({
          value: b,
          label: t(`filters.durations.${b}`),
          count: counts.durations[b as keyof typeof DURATION_BUCKETS] ?? 0,
          checked: params.duration.includes(b as keyof typeof DURATION_BUCKETS),
        })),
      ),
    },
    facetGroup('language', 'filters.language'),
    facetGroup('label', 'filters.labels'),
    facetGroup('occasion', 'filters.occasion'),
    facetGroup('best-for', 'filters.bestFor'),
    facetGroup('time', 'filters.timeOfDay'),
    {
      param: 'rating',
      title: t('filters.rating'),
      type: 'radio',
      options: keep(
        RATING_THRESHOLDS.map((r) => ({
          value: String(r),
          label: t('filters.ratingAtLeast', { rating: numberFormat(ctx.locale, { minimumFractionDigits: 1 }).format(r) }),
          count: counts.ratings[String(r)] ?? 0,
          checked: params.rating === r,
        })),
      ),
    },
    facetGroup('age', 'filters.ageRange'),
    {
      param: 'category',
      title: t('filters.categories'),
      type: 'checkbox',
      options: keep(
        ref.categories
          .filter((c) => c.slug !== scopeCategory)
          .map((c) => ({ value: c.slug, label: localize(c.name, ctx.locale), count: counts.categories[c.id] ?? 0, checked: params.category.includes(c.slug) })),
      ),
    },
  ]
  const rate = rates[ctx.currency]
  const toDisplay = (usd: number | null, round: (n: number) => number) => (usd === null || !rate ? null : round(usd * rate))
  return {
    price: {
      currency: ctx.currency,
      min: params.minPrice ?? null,
      max: params.maxPrice ?? null,
      low: toDisplay(counts.price.min, Math.floor),
      high: toDisplay(counts.price.max, Math.ceil),
    },
    groups: groups.filter((g) => g.options.length > 0),
  }
}
