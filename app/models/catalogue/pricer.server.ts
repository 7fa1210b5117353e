// Prices as the visitor sees them: converted to their display currency and formatted for their locale.
import { getRates } from './exchange-rates.server'
import type { RequestContext } from '../../utils/context'
import { formatMoney } from '../../domain/format'
import { LOCALE_INFO } from '../../domain/locales'
import { convertMoney, type Money } from '../../domain/money'

export type Pricer = {
  currency: string
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
    convert,
    format: (money) => {
      const shown = convert(money)
      return formatMoney(shown.amount, shown.currency, iso)
    },
  }
}
