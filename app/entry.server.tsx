import type { AppLoadContext, EntryContext, HandleErrorFunction } from '@remix-run/node'
import { themes } from '../themes/index'
import { renderDocument, STREAM_TIMEOUT_MS } from './render-document.server'

export const streamTimeout = STREAM_TIMEOUT_MS

// server.ts starts the runtime from the build it serves (build.entry.module), not from source: one copy of the app.
export { createAppRuntime } from './runtime.server'

export default async function handleRequest(
  request: Request,
  status: number,
  headers: Headers,
  remixContext: EntryContext,
  context: AppLoadContext,
) {
  await themes.load(context.tenant.layout.theme)
  return renderDocument(request, status, headers, remixContext, context.nonce ?? '')
}

export const handleError: HandleErrorFunction = (error, { request }) => {
  if (request.signal.aborted) return
  console.error(`[${request.method} ${new URL(request.url).pathname}]`, error)
}
