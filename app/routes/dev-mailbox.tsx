// GET /_dev/mailbox[/:id] — the development mailbox of this host's tenant; a 404 wherever it is disabled
// (docs/decisions/011-dev-mailbox.md). The email's HTML is shown in a sandboxed iframe: no scripts, no forms.
import type { LoaderFunctionArgs } from '@remix-run/node'
import { getDevMailboxEntry, isDevMailboxEnabled, listDevMailbox } from '~/services/mail/dev-mailbox.server'
import { renderMailboxEntry, renderMailboxList } from '~/services/mail/mailbox-page.server'
import { htmlResponse } from '~/services/payments/html'

const notFound = () => new Response('Not found', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8' } })

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  if (!isDevMailboxEnabled()) return notFound()
  const headers = { 'X-Robots-Tag': 'noindex', 'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; img-src * data:; frame-src 'self'" }
  if (params.id) {
    const entry = await getDevMailboxEntry(context.db, context.tenant.id, params.id)
    return entry ? htmlResponse(renderMailboxEntry(entry), { headers }) : notFound()
  }
  const to = new URL(request.url).searchParams.get('to')?.trim().toLowerCase().slice(0, 200) || null
  const entries = await listDevMailbox(context.db, context.tenant.id, { to })
  return htmlResponse(renderMailboxList(context.tenant.name, entries, to), { headers })
}
