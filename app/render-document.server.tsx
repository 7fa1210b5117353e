// One way both apps (the shop and the partner hub, decision 044) stream a page: React with the response's CSP
// nonce on every inline script, the whole page at once for bots, NUL bytes stripped, a 500 when rendering fails
// after the shell.
import { createReadableStreamFromReadable, type EntryContext } from '@remix-run/node'
import { RemixServer } from '@remix-run/react'
import { isbot } from 'isbot'
import { renderToPipeableStream } from 'react-dom/server'
import { NonceContext } from './hooks/nonce'
import { pageBodyStream } from './http/strip-nul.server'

export const STREAM_TIMEOUT_MS = 5_000

export function renderDocument(request: Request, status: number, headers: Headers, remixContext: EntryContext, nonce: string): Promise<Response> {
  const waitForAll = isbot(request.headers.get('user-agent') ?? '') || remixContext.isSpaMode
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false
    // The nonce also goes on the inline scripts Remix streams (hydration data, single-fetch payloads).
    const app = (
      <NonceContext.Provider value={nonce}>
        <RemixServer context={remixContext} url={request.url} nonce={nonce} />
      </NonceContext.Provider>
    )
    const { pipe, abort } = renderToPipeableStream(app, {
      nonce,
      [waitForAll ? 'onAllReady' : 'onShellReady']() {
        shellRendered = true
        // Not a PassThrough: React 18 can leave NUL bytes at a chunk's end, and its chunks go out gathered
        // (strip-nul.server.ts).
        const body = pageBodyStream()
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
    setTimeout(abort, STREAM_TIMEOUT_MS + 1000)
  })
}
