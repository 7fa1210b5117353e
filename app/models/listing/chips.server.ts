// The filters in force as removable chips above the results: each links to the same page without it.
import type { TFunction } from 'i18next'
import type { RequestContext } from '../../utils/context'
import { dateTimeFormat, formatMoney } from '../../domain/format'
import { LOCALE_INFO } from '../../domain/locales'
import { currencyDigits } from '../../domain/money'
import type { FilterPanelData } from './panel.server'
import { listingSearch, type ListingParams } from './params.server'
import type { ListingReference } from './reference.server'
import { localize } from './scope.server'

export type ActiveFilter = { label: string; href: string }
type ChipInput = { context: RequestContext; t: TFunction; params: ListingParams; panel: FilterPanelData; ref: ListingReference; pathname: string }

export function activeFilterChips({ context, t, params, panel, ref, pathname }: ChipInput): ActiveFilter[] {
  const href = (next: ListingParams) => {
    const qs = listingSearch({ ...next, page: 1 }).toString()
    return qs ? `${pathname}?${qs}` : pathname
  }
  const iso = LOCALE_INFO[context.locale].iso
  const chips: ActiveFilter[] = []
  const { minPrice, maxPrice } = params
  if (minPrice !== undefined || maxPrice !== undefined) {
    const money = (major: number) => formatMoney(Math.round(major * 10 ** currencyDigits(context.currency)), context.currency, iso)
    const label =
      minPrice !== undefined && maxPrice !== undefined
        ? `${money(minPrice)} – ${money(maxPrice)}`
        : minPrice !== undefined
          ? t('filters.priceFrom', { price: money(minPrice) })
          : t('filters.priceUpTo', { price: money(maxPrice!) })
    chips.push({ label, href: href({ ...params, minPrice: undefined, maxPrice: undefined }) })
  }
  for (const group of panel.groups) {
    for (const option of group.options.filter((o) => o.checked)) {
      const without =
        group.param === 'rating'
          ? { ...params, rating: undefined }
          : { ...params, [group.param]: (params[group.param as 'duration'] as string[]).filter((v) => v !== option.value) }
      chips.push({ label: group.type === 'radio' ? `${group.title}: ${option.label}` : option.label, href: href(without as ListingParams) })
    }
  }
  const city = params.city ? ref.cityBySlug(params.city) : undefined
  if (city) chips.push({ label: localize(city.name, context.locale), href: href({ ...params, city: undefined }) })
  if (params.date) {
    const label = dateTimeFormat(iso, { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(`${params.date}T00:00:00Z`))
    chips.push({ label, href: href({ ...params, date: undefined }) })
  }
  return chips
}
