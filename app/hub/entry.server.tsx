// The partner hub's server entry: React streamed with the response's CSP nonce, as the shop's entry does,
// without a tenant's layout. Bots get the whole page at once.
import type { AppLoadContext, EntryContext, HandleErrorFunction } from '@remix-run/node'
import { renderDocument, STREAM_TIMEOUT_MS } from '../render-document.server'
import { hubContext } from '../utils/hub-context'
import type { TenantLookup } from '../domain/booking-contract'
import { setHubOrigin, setTenantLookup } from '../models/platform/tenant-directory.server'

/**
 * The hub is a build of its own, so it has its own copy of the models: server.ts hands that copy the live tenant
 * store and the hub's origin (the shop's copy gets them from createAppRuntime). Without it, a model the hub runs
 * that looks a booking's tenant up by id (order emails, supplier alerts) would read tenant files on its own.
 */
export function configureHubRuntime({ getTenant, hubOrigin }: { getTenant: TenantLookup; hubOrigin: string }): void {
  setTenantLookup(getTenant)
  setHubOrigin(hubOrigin)
}

export const streamTimeout = STREAM_TIMEOUT_MS

export default function handleRequest(request: Request, status: number, headers: Headers, remixContext: EntryContext, context: AppLoadContext) {
  const nonce = hubContext(context).nonce ?? ''
  // Staff pages hold travellers' personal data: never stored by a browser cache or a proxy.
  headers.set('Cache-Control', 'no-store')
  headers.set('X-Robots-Tag', 'noindex, nofollow')
  return renderDocument(request, status, headers, remixContext, nonce)
}

export const handleError: HandleErrorFunction = (error, { request }) => {
  if (request.signal.aborted) return
  console.error(`[hub ${request.method} ${new URL(request.url).pathname}]`, error)
}
