// POST /webhooks/payments/:provider — a payment provider's server-to-server notification. The raw body is
// verified by the provider (signature and a 5-minute timestamp window): 400 and nothing changes when it
// fails; 200 once fulfilled (a duplicate too); 500 only when fulfilment itself failed, so the sender retries.
import type { ActionFunctionArgs } from '@remix-run/node'
import { handlePaymentEvent } from '~/models/checkout/fulfilment.server'
import { getPaymentProviderById } from '~/services/payments/index.server'

const MAX_BODY_BYTES = 256 * 1024
const text = (body: string, status: number) => new Response(body, { status, headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' } })

export async function loader() {
  return text('Method not allowed', 405)
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  if (request.method !== 'POST') return text('Method not allowed', 405)
  // Only a provider that serves this tenant may notify it (the sandbox also for sessions opened before a switch).
  const provider = getPaymentProviderById(context.tenant, context.db, params.provider ?? '')
  if (!provider) return text('Not found', 404)
  if (Number(request.headers.get('Content-Length') ?? 0) > MAX_BODY_BYTES) return text('Payload too large', 413)
  const raw = await request.text()
  if (Buffer.byteLength(raw) > MAX_BODY_BYTES) return text('Payload too large', 413)
  const event = await provider.parseWebhook(raw, request.headers)
  if (!event) return text('Invalid signature, timestamp or payload', 400)
  if (event.tenantId !== context.tenant.id) return text('Event belongs to another site', 400)
  try {
    await handlePaymentEvent(context.db, event, { providers: context.payments })
  } catch (error) {
    console.error(`[payments] ${context.tenant.id}: fulfilling ${event.provider} event ${event.eventId} failed:`, error)
    return text('Fulfilment failed; retry later', 500)
  }
  return Response.json({ received: true, eventId: event.eventId }, { headers: { 'Cache-Control': 'no-store' } })
}
