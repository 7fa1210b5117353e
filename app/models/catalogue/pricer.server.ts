// Prices as the visitor sees them: converted to their display currency and formatted for their locale.
import { getRates } from './exchange-rates.server'
import type { RequestContext } from '../../utils/context'
import { formatMoney } from '../../domain/format'
import { LOCALE_INFO } from '../../domain/locales'
import { approximateAmount, convertMoney, type Money, type Rates } from '../../domain/money'

export type Pricer = {
  currency: string
  /** Units per US dollar: the same table the cart converts with, so a page's figures match checkout's. */
  rates: Rates
  convert(money: Money): Money
  format(money: Money): string
}

/** One per loader: `const price = await createPricer(context); price.format(e.fromPrice)`. */
export async function createPricer(context: RequestContext): Promise<Pricer> {
  const rates = await getRates(context.db)
  const iso = LOCALE_INFO[context.locale].iso
  const convert = (money: Money) => convertMoney(money, context.currency, rates) ?? money
  return {
    currency: context.currency,
    rates,
    convert,
    // A converted card price is an estimate: "≈ €65", whole units (decision 061); an unconverted one is exact.
    format: (money) => {
      const shown = convert(money)
      if (shown.currency === money.currency) return formatMoney(shown.amount, shown.currency, iso)
      return `≈ ${formatMoney(approximateAmount(shown.amount, shown.currency), shown.currency, iso)}`
    },
  }
}
