// GET /_dev/mailbox[/:id] on the hub: the hub's emails (invitations, resets, supplier alerts) kept instead of
// sent; a 404 wherever the development mailbox is disabled (docs/decisions/011-dev-mailbox.md).
import type { LoaderFunctionArgs } from '@remix-run/node'
import { getHubMailboxEntry, isDevMailboxEnabled, listHubMailbox } from '../../services/mail/dev-mailbox.server'
import { renderMailboxEntry, renderMailboxList } from '../../services/mail/mailbox-page.server'
import { htmlResponse } from '../../services/payments/html'
import { hubContext } from '../../utils/hub-context'

const notFound = () => new Response('Not found', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8' } })

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  if (!isDevMailboxEnabled()) return notFound()
  const ctx = hubContext(context)
  const headers = { 'X-Robots-Tag': 'noindex', 'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; img-src * data:; frame-src 'self'" }
  if (params.id) {
    const entry = await getHubMailboxEntry(ctx.db, params.id)
    return entry ? htmlResponse(renderMailboxEntry(entry), { headers }) : notFound()
  }
  const to = new URL(request.url).searchParams.get('to')?.trim().toLowerCase().slice(0, 200) || null
  return htmlResponse(renderMailboxList('Excursio Partners', await listHubMailbox(ctx.db, { to }), to), { headers })
}
