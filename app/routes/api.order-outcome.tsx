// GET /api/order-outcome?purchase={id}: the order's outcome and the screen it belongs on, for the confirming
// screen's polling. Only for the browser that placed the order or its signed-in owner; anyone else: not found.
import type { LoaderFunctionArgs } from '@remix-run/node'
import { refreshOrderPayment } from '~/models/checkout/payment-return.server'
import { OUTCOME_PAGE, readPurchaseId, visiblePurchaseId } from '~/pages/order-outcome.server'

const json = (body: unknown, status = 200) => Response.json(body, { status, headers: { 'cache-control': 'private, no-store' } })

export async function loader({ request, context }: LoaderFunctionArgs) {
  if (!readPurchaseId(new URL(request.url))) return json({ message: 'purchase must be a purchase id' }, 400)
  const purchase = await visiblePurchaseId(context, request)
  const order = purchase ? await refreshOrderPayment(context, purchase) : null
  if (!order) return json({ message: 'Order not found' }, 404)
  return json({ outcome: order.outcome, page: OUTCOME_PAGE[order.outcome] })
}
