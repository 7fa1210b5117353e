// Small wording rules of the experience page shared by the server (API answers) and the browser.
import { displayNames, listFormat } from '../domain/format'

type PluralForms = { one: string; few: string; many: string; other: string }
const rules = new Map<string, Intl.PluralRules>()

/** The catalogue key suffix for `count`: every catalogue carries one/few/many/other, Russian needs all four. */
export function pluralForm(locale: string, count: number): keyof PluralForms {
  let r = rules.get(locale)
  if (!r) rules.set(locale, (r = new Intl.PluralRules(locale)))
  const form = r.select(count)
  return form === 'one' || form === 'few' || form === 'many' ? form : 'other'
}

type ItemNoun = 'boat' | 'vehicle' | 'room' | 'group'

/** What one "item" of a per-item price is, from the experience's main category. */
export function itemNoun(categorySlug: string): ItemNoun {
  if (categorySlug === 'yachts' || categorySlug === 'cruises') return 'boat'
  if (categorySlug === 'transport') return 'vehicle'
  if (categorySlug === 'hotels') return 'room'
  return 'group'
}

/** OpenStreetMap link with a marker: a plain link, no map tiles are loaded by the page. */
export function mapHref(latitude: number, longitude: number): string {
  return `https://www.openstreetmap.org/?mlat=${latitude}&mlon=${longitude}#map=14/${latitude}/${longitude}`
}

/** Guide languages ("en", "ru") named in the visitor's language ("English, Russian"). */
export function languageNames(codes: string[], locale: string): string {
  const names = displayNames(locale, 'language')
  const list = codes.map((c) => names.of(c) ?? c)
  return listFormat(locale, { style: 'long', type: 'conjunction' }).format(list)
}
