import type { AppLoadContext, EntryContext, HandleErrorFunction } from '@remix-run/node'
import { createReadableStreamFromReadable } from '@remix-run/node'
import { RemixServer } from '@remix-run/react'
import { isbot } from 'isbot'
import { renderToPipeableStream } from 'react-dom/server'
import { themes } from '../themes/index'
import { NonceContext } from './hooks/nonce'
import { stripTrailingNul } from './http/strip-nul.server'

export const streamTimeout = 5_000

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
  const waitForAll = isbot(request.headers.get('user-agent') ?? '') || remixContext.isSpaMode
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false
    // The nonce also goes on the inline scripts Remix streams (hydration data, single-fetch payloads).
    const nonce = context.nonce ?? ''
    const app = (
      <NonceContext.Provider value={nonce}>
        <RemixServer context={remixContext} url={request.url} nonce={nonce} />
      </NonceContext.Provider>
    )
    const { pipe, abort } = renderToPipeableStream(app, {
      nonce,
      [waitForAll ? 'onAllReady' : 'onShellReady']() {
        shellRendered = true
        // Not a PassThrough: React 18 can leave NUL bytes at a chunk's end (strip-nul.server.ts).
        const body = stripTrailingNul()
        headers.set('Content-Type', 'text/html; charset=utf-8')
        resolve(new Response(createReadableStreamFromReadable(body), { headers, status }))
        pipe(body)
      },
      onShellError: reject,
      onError(error: unknown) {
        status = 500
        if (shellRendered) console.error(error)
      },
    })
    setTimeout(abort, streamTimeout + 1000)
  })
}

export const handleError: HandleErrorFunction = (error, { request }) => {
  if (request.signal.aborted) return
  console.error(`[${request.method} ${new URL(request.url).pathname}]`, error)
}
