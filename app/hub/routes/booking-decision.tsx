// POST /s/:supplier/bookings/:booking/decision: the Confirm / Decline buttons of a booking's page. Answers once,
// then back to the booking's page with a toast; another supplier's booking is "not found" and nothing is written.
import { redirect, type ActionFunctionArgs } from '@remix-run/node'
import { hubContext } from '../../utils/hub-context'
import { answerFromHub } from '../decision-action.server'
import { requireSupplier } from '../session.server'

export function loader(): never {
  throw new Response('Not found', { status: 404 })
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  const ctx = hubContext(context)
  const access = await requireSupplier(ctx, request, params.supplier)
  const flash = await answerFromHub(ctx, access, await request.formData(), params.booking)
  throw redirect(`/s/${access.supplier.slug}/bookings/${params.booking}`, { headers: { 'Set-Cookie': flash } })
}
