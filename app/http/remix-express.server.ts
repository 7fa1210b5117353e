// The two halves of @remix-run/express's request handler that it does not export, for a request whose body
// the request guard has already read: the Fetch Request built from the buffer, and the Response written back.
// They follow the adapter's own code (2.17) so a guarded POST sees the same URL and headers as a GET.
import { writeReadableStreamToWritable } from '@remix-run/node'
import type { Request as ExpressRequest, Response as ExpressResponse } from 'express'

/** `body`: the buffered form, or (for a streamed upload) the request's own stream. */
export function remixRequestWithBody(req: ExpressRequest, res: ExpressResponse, body: Uint8Array<ArrayBuffer> | ReadableStream<Uint8Array> | undefined): Request {
  // req.hostname follows `trust proxy`; the port comes from X-Forwarded-Host or Host, as in the adapter.
  const port = [req.get('X-Forwarded-Host'), req.get('host')].map((h) => Number.parseInt(h?.split(':')[1] ?? '', 10)).find(Number.isSafeInteger)
  const url = new URL(`${req.protocol}://${req.hostname}${port ? `:${port}` : ''}${req.originalUrl}`)
  const headers = new Headers()
  for (const [key, values] of Object.entries(req.headers)) {
    for (const value of Array.isArray(values) ? values : values ? [values] : []) headers.append(key, value)
  }
  // Actions stop when the visitor goes away before the answer is written.
  const controller = new AbortController()
  let answered = false
  res.on('finish', () => (answered = true))
  res.on('close', () => answered || controller.abort())
  // A stream needs `duplex: 'half'` (Node's fetch), which the DOM types do not list yet.
  const init = { method: req.method, headers, body, signal: controller.signal, ...(body instanceof ReadableStream ? { duplex: 'half' } : {}) }
  return new Request(url, init as RequestInit)
}

export async function sendRemixResponse(res: ExpressResponse, response: Response, options: { backpressure?: boolean } = {}): Promise<void> {
  res.statusMessage = response.statusText
  res.status(response.status)
  for (const [key, value] of response.headers.entries()) res.append(key, value)
  if (!response.body) res.end()
  else if (options.backpressure) await writeWithBackpressure(response.body, res)
  else await writeReadableStreamToWritable(response.body, res)
}

/**
 * The adapter's writer reads the body as fast as it comes and leaves what the client has not taken in the
 * socket's buffer, so a long export to a slow phone would sit in memory whole. This one waits for `drain`
 * when the buffer is full: the body (a pull stream) is read only as fast as the client reads (decision 044).
 */
async function writeWithBackpressure(body: ReadableStream<Uint8Array>, res: ExpressResponse): Promise<void> {
  const reader = body.getReader()
  const flushable = res as ExpressResponse & { flush?: () => void }
  try {
    for (;;) {
      const { done, value } = await reader.read()
      if (done) return void res.end()
      const more = res.write(value)
      flushable.flush?.()
      if (!more) await drained(res)
    }
  } catch (error) {
    await reader.cancel(error).catch(() => undefined)
    if (!res.destroyed) res.destroy(error as Error)
  }
}

function drained(res: ExpressResponse): Promise<void> {
  return new Promise((resolve, reject) => {
    const done = () => {
      res.off('drain', done).off('close', gone)
      resolve()
    }
    const gone = () => {
      res.off('drain', done).off('close', gone)
      reject(new Error('the client went away'))
    }
    res.on('drain', done).on('close', gone)
  })
}
