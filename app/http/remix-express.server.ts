// The two halves of @remix-run/express's request handler that it does not export, for a request whose body
// the request guard has already read: the Fetch Request built from the buffer, and the Response written back.
// They follow the adapter's own code (2.17) so a guarded POST sees the same URL and headers as a GET.
import { writeReadableStreamToWritable } from '@remix-run/node'
import type { Request as ExpressRequest, Response as ExpressResponse } from 'express'

export function remixRequestWithBody(req: ExpressRequest, res: ExpressResponse, body: Uint8Array<ArrayBuffer>): Request {
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
  return new Request(url, { method: req.method, headers, body, signal: controller.signal })
}

export async function sendRemixResponse(res: ExpressResponse, response: Response): Promise<void> {
  res.statusMessage = response.statusText
  res.status(response.status)
  for (const [key, value] of response.headers.entries()) res.append(key, value)
  if (response.body) await writeReadableStreamToWritable(response.body, res)
  else res.end()
}
