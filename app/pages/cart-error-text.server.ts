// A cart model's reason (app/domain/cart-errors.ts) worded in the visitor's language, amounts formatted in
// their currency: what the cart and checkout actions show under a form or a field.
import type { CartItemError, PromoError } from '../domain/cart-errors'
import type { RequestContext } from '../utils/context'
import { translator } from '../i18n/i18n.server'
import { formatMoney } from '../domain/format'
import { LOCALE_INFO } from '../domain/locales'

export async function cartErrorText(ctx: RequestContext, error: CartItemError | PromoError): Promise<string> {
  const t = await translator(ctx)
  const { code, ...values } = error as { code: string } & Record<string, string | number>
  if ('minimum' in values && 'currency' in values) {
    values.minimum = formatMoney(Number(values.minimum), String(values.currency), LOCALE_INFO[ctx.locale].iso)
  }
  return t(`cart.errors.${code}`, values)
}
