// /invoices/join: POST (from "Your Booking") emails the signed-in buyer a link that adds their guest orders;
// GET ?token= (the emailed link) attaches them, once, to the account that asked. Both end on /invoices with the
// outcome in the query (`join=sent|added|invalid|limited`), which that page words.
import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { RouteErrorBoundary } from '~/components/error-screen'
import { requireUser } from '~/models/accounts/auth.server'
import { attachGuestOrders, sendGuestOrdersLink } from '~/models/orders/guest-orders.server'
import { localizePath } from '~/domain/locales'
import { privateHeaders } from '~/http/private-page'

export const headers = privateHeaders

const back = (locale: Parameters<typeof localizePath>[1], query: Record<string, string>) => `${localizePath('/invoices', locale)}?${new URLSearchParams(query)}`

export async function loader({ request, context }: LoaderFunctionArgs) {
  // Not signed in: sign in first, then come back to this very link.
  const user = await requireUser(context, request)
  const token = new URL(request.url).searchParams.get('token') ?? ''
  const result = await attachGuestOrders(context, token, user)
  if (result.kind === 'invalid') throw redirect(back(context.locale, { join: 'invalid' }))
  throw redirect(back(context.locale, { join: 'added', n: String(result.count) }))
}

export async function action({ request, context }: ActionFunctionArgs) {
  const user = await requireUser(context, request)
  const sent = await sendGuestOrdersLink(context, user, new URL(request.url).origin)
  if (sent.kind === 'limited') throw redirect(back(context.locale, { join: 'limited', m: String(Math.ceil(sent.retryAfterSeconds / 60)) }))
  // The same answer with or without guest orders: the account's email is not proven yet (guest-orders.server.ts).
  throw redirect(back(context.locale, { join: 'sent' }))
}

export const ErrorBoundary = RouteErrorBoundary
