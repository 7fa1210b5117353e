// /cart: the visitor's cart, re-checked against current availability and prices on every visit; one action
// for every change (intent add / update / remove / apply-promo / remove-promo / confirm-total).
import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { useActionData, useLoaderData } from '@remix-run/react'
import { RouteErrorBoundary } from '~/components/error-screen'
import { CartPage } from '~/components/cart/page'
import { checkCart } from '~/models/cart/check.server'
import { getCartOwner } from '~/models/accounts/visitor-session.server'
import type { CartActionData } from '~/domain/cart-types'
import { buildCartView } from '~/pages/cart-view.server'
import { translator } from '~/i18n/i18n.server'
import { errorMeta } from '~/i18n/meta'
import { privateHeaders, privateMeta } from '~/http/private-page'
import { cartAction } from './action.server'

export const meta: MetaFunction<typeof loader> = ({ data, ...args }) => (data ? privateMeta(data) : errorMeta(args))
export const headers = privateHeaders

export async function loader({ request, context }: LoaderFunctionArgs) {
  const t = await translator(context)
  const cart = await checkCart(context, await getCartOwner(context, request))
  const name = context.tenant.name
  return { title: t('cart.metaTitle', { name }), description: t('cart.metaDescription', { name }), cart: buildCartView(context, cart, t) }
}

export const action = cartAction

export default function CartRoute() {
  const { cart } = useLoaderData<typeof loader>()
  return <CartPage cart={cart} actionData={useActionData<CartActionData>()} />
}

export const ErrorBoundary = RouteErrorBoundary
