// Prices as the booking panel shows them: in the visitor's currency, the one charged; "≈" and whole units when converted.
import type { Translate } from '../domain/cancellation'
import type { PriceView } from './experience-page-options.server'
import { currencyName, formatMoney } from '../domain/format'
import { approximateAmount } from '../domain/money'
import type { Pricer } from '../models/catalogue/pricer.server'

/**
 * Prices repeat across the departures of a day (same units, same amounts); formatting builds Intl objects,
 * so each distinct amount is formatted once per request.
 */
export function memoPrice(pricer: Pricer, t: Translate, iso: string) {
  const cache = new Map<string, PriceView>()
  return (amount: number, currency: string, was: number | null = null): PriceView => {
    const key = `${amount}:${currency}:${was}`
    let view = cache.get(key)
    if (!view) {
      const shown = pricer.convert({ amount, currency })
      const differs = shown.currency !== currency
      // Converted: "≈ $101", whole units (decision 061); the exact figure is what the live total and checkout add up.
      const approx = (n: number) => (differs ? approximateAmount(n, shown.currency) : n)
      view = {
        shown: `${differs ? '≈ ' : ''}${formatOnce(approx(shown.amount), shown.currency, iso)}`,
        was: was !== null && was > amount ? `${differs ? '≈ ' : ''}${formatOnce(approx(pricer.convert({ amount: was, currency }).amount), shown.currency, iso)}` : null,
        free: amount === 0,
        amount: shown.amount,
        currency: shown.currency,
        base: { amount, currency },
        approximate: differs,
      }
      cache.set(key, view)
    }
    return view
  }
}

/** What the booking panel says about money: the currency charged, and what "≈" means when prices were converted. */
export function paymentNote(pricer: Pricer, t: Translate, iso: string, approximate: boolean): string {
  const charged = t('experience.paymentCurrency', { currency: currencyName(pricer.currency, iso) })
  return approximate ? `${charged} · ${t('experience.convertedNote')}` : charged
}

// formatMoney builds two Intl.NumberFormat objects per call (about 0.1 ms); a page shows the same few amounts
// again and again, so the strings are kept. Formatting is pure, the cache only grows with distinct amounts.
const formatted = new Map<string, string>()
function formatOnce(amount: number, currency: string, iso: string): string {
  const key = `${amount}|${currency}|${iso}`
  let text = formatted.get(key)
  if (text === undefined) {
    if (formatted.size > 20_000) formatted.clear()
    formatted.set(key, (text = formatMoney(amount, currency, iso)))
  }
  return text
}
