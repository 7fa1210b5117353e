// /checkout: the buyer form beside the re-checked order summary; placing the order leads to the secure
// payment page. An empty cart (or one with nothing left to book) goes back to /cart.
import { randomUUID } from 'node:crypto'
import { redirect, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { useActionData, useLoaderData } from '@remix-run/react'
import { CheckoutPage } from '~/components/checkout-page'
import { RouteErrorBoundary } from '~/components/error-screen'
import { getUser } from '~/models/accounts/auth.server'
import { checkCart } from '~/models/cart/check.server'
import { lastBuyerOfCart } from '~/models/cart/orders.server'
import { getCartOwner } from '~/models/accounts/visitor-session.server'
import { buildCartView } from '~/pages/cart-view.server'
import { checkoutQuestions } from '~/pages/checkout-questions.server'
import { defaultDiallingOption, diallingOptions } from '~/domain/dialling-codes'
import { translator } from '~/i18n/i18n.server'
import { LOCALE_INFO, localizePath } from '~/domain/locales'
import { errorMeta } from '~/i18n/meta'
import { privateHeaders, privateMeta } from '~/http/private-page'
import { checkoutAction } from './action.server'
import type { CheckoutActionData } from '~/pages/checkout-action-data'
import { refuseDisabledLocale } from '~/models/catalogue/route-rules.server'

export const meta: MetaFunction<typeof loader> = ({ data, ...args }) => (data ? privateMeta(data) : errorMeta(args))
export const headers = privateHeaders

export async function loader({ request, context }: LoaderFunctionArgs) {
  refuseDisabledLocale(context)
  const cart = await checkCart(context, await getCartOwner(context, request))
  if (!cart.lines.length || cart.outcome === 'none_available') throw redirect(localizePath('/cart', context.locale))
  const [t, user, typed, questions] = await Promise.all([translator(context), getUser(context, request), lastBuyerOfCart(context.db, context.tenant.id, cart.cartId), checkoutQuestions(context, cart.lines)])
  return {
    title: t('checkout.metaTitle', { name: context.tenant.name }),
    description: t('checkout.metaDescription', { name: context.tenant.name }),
    cart: buildCartView(context, cart, t),
    // The booking questions of the lines being booked (none: the form stays as it was).
    questions,
    // A new key per form render: a double click or a retried request of this form places one order.
    idempotencyKey: randomUUID(),
    dialling: diallingOptions(LOCALE_INFO[context.locale].iso),
    defaultDialling: defaultDiallingOption(typed?.phoneCountryCode ?? user?.phoneCountryCode ?? context.tenant.contact.phone),
    // What the buyer typed for this cart's last order (a retry after a declined card), else a signed-in
    // buyer's details; they can still change them for this order.
    buyer: typed ? { firstName: typed.firstName, lastName: typed.lastName, email: typed.email, phone: typed.phone } : (user ? { firstName: user.firstName, lastName: user.lastName, email: user.email, phone: user.phone ?? '' } : null),
  }
}

export const action = checkoutAction

export default function CheckoutRoute() {
  return <CheckoutPage {...useLoaderData<typeof loader>()} actionData={useActionData<CheckoutActionData>()} />
}

export const ErrorBoundary = RouteErrorBoundary
