// Money arithmetic: integer minor units, converted through USD rates, rounded once with the target's own decimals.
export type Money = { amount: number; currency: string }
/** Units of each currency per one US dollar, e.g. { USD: 1, EUR: 0.92, AED: 3.6725 }. */
export type Rates = Readonly<Record<string, number>>

const digitsCache = new Map<string, number>()
export function currencyDigits(currency: string): number {
  let digits = digitsCache.get(currency)
  if (digits === undefined) {
    digits = new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2
    digitsCache.set(currency, digits)
  }
  return digits
}

/** Converts minor units between currencies; null when a rate is missing (the caller shows the original). */
export function convertMoney(money: Money, to: string, rates: Rates): Money | null {
  if (money.currency === to) return money
  const from = rates[money.currency]
  const target = rates[to]
  if (!from || !target) return null
  const major = money.amount / 10 ** currencyDigits(money.currency)
  const converted = (major / from) * target
  return { amount: Math.round(converted * 10 ** currencyDigits(to)), currency: to }
}

/**
 * Sums amounts that may be in several currencies into `to`, rounding once on the total (a line priced per
 * unit and per extra is not rounded part by part). Null when a rate is missing.
 */
export function convertTotal(parts: Money[], to: string, rates: Rates): number | null {
  let major = 0
  for (const part of parts) {
    if (part.amount === 0) continue
    const from = part.currency === to ? 1 : rates[part.currency]
    const target = part.currency === to ? 1 : rates[to]
    if (!from || !target) return null
    major += (part.amount / 10 ** currencyDigits(part.currency) / from) * target
  }
  return Math.round(major * 10 ** currencyDigits(to))
}

/**
 * A converted price as travellers read it (decision 061): "≈ $101", not "≈ $100.74". From ten major units up
 * it is rounded to whole units (at most 5 % off, and the rate moves more than the cents anyway); below that
 * the cents are kept, since "≈ €3" for €2.51 would be a fifth off. What is charged is never rounded this way.
 */
export function approximateAmount(amount: number, currency: string): number {
  const unit = 10 ** currencyDigits(currency)
  if (unit === 1 || Math.abs(amount) < 10 * unit) return amount
  return Math.sign(amount) * Math.round(Math.abs(amount) / unit) * unit
}
