// Locale-aware formatting. Plurals come from Intl, so no catalogue needs plural keys for these.
const cache = new Map<string, Intl.NumberFormat>()

/**
 * One Intl.NumberFormat per locale and options, kept: building one costs ~0.05 ms, and a listing formats
 * every card's price, rating and cancellation line (a CPU profile of a rendered listing put 6% of the
 * server's time in building them, docs/benchmarks.md). The few combinations a site uses stay small.
 */
export function numberFormat(locale: string, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  const key = `${locale}|${JSON.stringify(options)}`
  let f = cache.get(key)
  if (!f) cache.set(key, (f = new Intl.NumberFormat(locale, options)))
  return f
}

const kept = new Map<string, Intl.DateTimeFormat | Intl.DisplayNames | Intl.ListFormat>()
function keep<T extends Intl.DateTimeFormat | Intl.DisplayNames | Intl.ListFormat>(key: string, make: () => T): T {
  let f = kept.get(key) as T | undefined
  if (!f) kept.set(key, (f = make()))
  return f
}

/**
 * The same for dates, display names and lists: a page renders its copyright year, guide languages and reviewers'
 * countries on every request, and building the formatter was most of the cost (a CPU profile of an uncached
 * experience page put `currentYear` alone at 0.9% of the server's time, decision 057).
 */
export const dateTimeFormat = (locale: string, options: Intl.DateTimeFormatOptions = {}): Intl.DateTimeFormat =>
  keep(`d|${locale}|${JSON.stringify(options)}`, () => new Intl.DateTimeFormat(locale, options))
export const displayNames = (locale: string, type: Intl.DisplayNamesType): Intl.DisplayNames =>
  keep(`n|${locale}|${type}`, () => new Intl.DisplayNames([locale], { type }))
export const listFormat = (locale: string, options: Intl.ListFormatOptions = {}): Intl.ListFormat =>
  keep(`l|${locale}|${JSON.stringify(options)}`, () => new Intl.ListFormat(locale, options))

function unitFormat(locale: string, unit: 'minute' | 'hour' | 'day', display: 'short' | 'long') {
  return numberFormat(locale, { style: 'unit', unit, unitDisplay: display })
}

/** 90 → "1.5 hours"; 30 → "30 minutes"; 2880 → "2 days". */
export function formatDuration(minutes: number, locale: string, display: 'short' | 'long' = 'long'): string {
  if (minutes >= 1440 && minutes % 1440 === 0) return unitFormat(locale, 'day', display).format(minutes / 1440)
  if (minutes >= 60) return unitFormat(locale, 'hour', display).format(Math.round((minutes / 60) * 2) / 2)
  return unitFormat(locale, 'minute', display).format(minutes)
}

/** Minor units → "AED 1,250" / "1.250,00 €"; the currency's own decimals, rounded once here. */
export function formatMoney(amountMinor: number, currency: string, locale: string): string {
  const digits = numberFormat(locale, { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2
  const value = amountMinor / 10 ** digits
  const whole = Number.isInteger(value)
  return numberFormat(locale, { style: 'currency', currency, minimumFractionDigits: whole ? 0 : digits }).format(value)
}

/** "USD" → "US Dollar (USD)", "US-Dollar (USD)", "доллар США (USD)": the currency a charge is made in, named. */
export function currencyName(currency: string, locale: string): string {
  let name = currency
  try {
    name = new Intl.DisplayNames([locale], { type: 'currency' }).of(currency) ?? currency
  } catch {
    // An unknown code is named by itself.
  }
  return name === currency ? currency : `${name} (${currency})`
}

/** 19 → "19%" / "19 %" / "%19"; 7.7 → "7.7%": a tax rate in the locale's way. */
export function formatPercent(rate: number, locale: string): string {
  return numberFormat(locale, { style: 'percent', maximumFractionDigits: 2 }).format(rate / 100)
}

export function formatRating(rating: number, locale: string): string {
  return numberFormat(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(rating)
}
