// Placing the order: the buyer form parsed by the shared schema, then one call to placeOrder. A placed order
// goes to the secure payment page; a cart that changed comes back with its new total to confirm.
import { randomUUID } from 'node:crypto'
import { parseWithZod } from '@conform-to/zod/v4'
import { data, redirect, redirectDocument, type ActionFunctionArgs } from '@remix-run/node'
import { applyPromoCode } from '~/models/cart/promo.server'
import { placeOrder } from '~/models/checkout/checkout.server'
import { getCartOwner } from '~/models/accounts/visitor-session.server'
import { cartErrorText } from '~/pages/cart-error-text.server'
import { buildCartView } from '~/pages/cart-view.server'
import { CheckoutSubmissionSchema } from '~/domain/checkout-schema'
import { translator } from '~/i18n/i18n.server'
import { refusalStatus } from '~/http/form-response'
import { LOCALE_INFO, localizePath } from '~/domain/locales'
import type { CheckoutActionData } from '~/pages/checkout-action-data'
import { PaymentsUnavailableError } from '~/services/payments/index.server'
import { readTypedDates } from '~/domain/date-field'

export async function checkoutAction({ request, context }: ActionFunctionArgs) {
  // A date typed before hydration is read in the page's language (decision 062).
  const formData = readTypedDates(await request.formData(), LOCALE_INFO[context.locale].iso)
  const submission = parseWithZod(formData, { schema: CheckoutSubmissionSchema })
  if (submission.status !== 'success') {
    return data({ kind: 'invalid', result: submission.reply() } satisfies CheckoutActionData, { status: refusalStatus(formData, 400) })
  }
  const { firstName, lastName, email, phoneCountry, phone, promoCode, idempotencyKey, confirmedTotal, answers } = submission.value
  const owner = await getCartOwner(context, request)
  // A code typed here is checked like the cart's: a bad one is a field error, a good one changes the total,
  // which the visitor then confirms (placeOrder refuses a total other than the confirmed one).
  if (promoCode) {
    const applied = await applyPromoCode(context, owner, promoCode)
    if (!applied.ok && applied.error.code !== 'cart_empty') {
      const reply = submission.reply({ fieldErrors: { promoCode: [await cartErrorText(context, applied.error)] } })
      return data({ kind: 'invalid', result: reply } satisfies CheckoutActionData, { status: refusalStatus(formData, 400) })
    }
  }
  const result = await placeOrder(context, {
    owner,
    buyer: { firstName, lastName, email, phoneCountryCode: phoneCountry.split(':')[1]!, phone },
    promoCode: promoCode ?? null,
    idempotencyKey,
    confirmedTotal,
    origin: new URL(request.url).origin,
    answers,
  }).catch((error: unknown) => {
    // A tenant whose payment provider cannot be used (e.g. Stripe without its keys in production) takes no
    // order: the buyer gets 'We ran into a problem with your booking request.', the operator the log line.
    if (!(error instanceof PaymentsUnavailableError)) throw error
    console.error(`[checkout] ${context.tenant.id}: ${error.message}`)
    return { kind: 'provider_unavailable' } as const
  })
  switch (result.kind) {
    case 'placed':
      // The payment page is served outside the app's routes (or by Stripe): a full document navigation.
      throw redirectDocument(result.next.url)
    case 'empty':
      throw redirect(localizePath('/cart', context.locale))
    case 'answers_invalid':
      // A booking question unanswered or malformed: its message under its field, nothing written.
      return data({ kind: 'invalid', result: submission.reply({ fieldErrors: result.fieldErrors }) } satisfies CheckoutActionData, { status: refusalStatus(formData, 400) })
    case 'cart_changed':
    case 'sold_out': {
      const cart = buildCartView(context, result.cart, await translator(context))
      // The visitor confirms the new total by submitting again, as a new request with its own key.
      return data({ kind: 'changed', result: submission.reply(), cart, idempotencyKey: randomUUID() } satisfies CheckoutActionData, { status: refusalStatus(formData, 409) })
    }
    default:
      return data({ kind: 'failed', result: submission.reply() } satisfies CheckoutActionData, { status: refusalStatus(formData, 502) })
  }
}
