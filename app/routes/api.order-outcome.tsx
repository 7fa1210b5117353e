// GET /api/order-outcome?purchase={id}: the order's outcome and the screen it belongs on, for the confirming
// screen's polling. Scoped to the tenant: another site's purchase id is not found.
import type { LoaderFunctionArgs } from '@remix-run/node'
import { refreshOrderPayment } from '~/models/payment-return.server'
import { OUTCOME_PAGE, readPurchaseId } from '~/utils/order-outcome.server'

const json = (body: unknown, status = 200) => Response.json(body, { status, headers: { 'cache-control': 'private, no-store' } })

export async function loader({ request, context }: LoaderFunctionArgs) {
  const purchase = readPurchaseId(new URL(request.url))
  if (!purchase) return json({ message: 'purchase must be a purchase id' }, 400)
  const order = await refreshOrderPayment(context, purchase)
  if (!order) return json({ message: 'Order not found' }, 404)
  return json({ outcome: order.outcome, page: OUTCOME_PAGE[order.outcome] })
}
