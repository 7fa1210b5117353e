// The client against a real HTTP server on a free port: what is sent, and when a failure is tried again.
import { createServer, type IncomingMessage, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import {
  createHttpClient,
  HttpError,
  isAbortError,
  NetworkError,
  ResponseParseError,
  RETRYABLE_STATUSES,
  type HttpMethod,
} from './http-client'

type Seen = { method: string; url: string; headers: IncomingMessage['headers']; body: string }
let seen: Seen[] = []
let server: Server
let base = ''

/** Paths script the answers: /status/503/then/200 fails first and succeeds on the second call. */
function answer(path: string, attempt: number): { status: number; body?: string; type?: string; delayMs?: number } {
  const parts = path.split('/').filter(Boolean)
  if (parts[0] === 'status') {
    const statuses = parts.filter((p) => /^\d+$/.test(p)).map(Number)
    const status = statuses[Math.min(attempt, statuses.length - 1)]!
    return { status, body: JSON.stringify(status < 300 ? { ok: true, attempt } : { message: `failed with ${status}` }) }
  }
  if (parts[0] === 'echo') return { status: 200 }
  if (parts[0] === 'html') return { status: 200, body: '<html></html>', type: 'text/html' }
  if (parts[0] === 'empty') return { status: 204 }
  if (parts[0] === 'slow') return { status: 200, body: '{}', delayMs: 2000 }
  return { status: 404, body: JSON.stringify({ message: 'Not found' }) }
}

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = ''
    req.on('data', (chunk: Buffer) => (body += chunk.toString()))
    req.on('end', () => {
      const attempt = seen.filter((s) => s.url === req.url && s.method === req.method).length
      seen.push({ method: req.method!, url: req.url!, headers: req.headers, body })
      const a = answer(req.url!, attempt)
      const text = req.url!.startsWith('/echo') ? JSON.stringify({ method: req.method, body: body ? JSON.parse(body) : null }) : a.body
      setTimeout(() => {
        res.writeHead(a.status, text ? { 'content-type': a.type ?? 'application/json; charset=utf-8' } : {})
        res.end(a.status === 204 ? undefined : text)
      }, a.delayMs ?? 0)
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))
beforeEach(() => {
  seen = []
})

const client = createHttpClient({ retryDelayMs: 0 })
const calls = (path: string) => seen.filter((s) => s.url === path).length

describe('http client', () => {
  it('sends JSON with JSON content-type and accept headers, and parses the JSON answer', async () => {
    const result = await client.post<{ method: string; body: unknown }>(`${base}/echo`, { adults: 2 })
    expect(result).toEqual({ method: 'POST', body: { adults: 2 } })
    expect(seen[0]!.headers['content-type']).toBe('application/json')
    expect(seen[0]!.headers.accept).toBe('application/json')
  })

  it('asks for JSON on a GET without claiming to send a body', async () => {
    await client.get(`${base}/echo`)
    expect(seen[0]!.headers.accept).toBe('application/json')
    expect(seen[0]!.headers['content-type']).toBeUndefined()
  })

  for (const status of RETRYABLE_STATUSES) {
    it(`tries a GET once more after ${status}, and returns the second answer`, async () => {
      const path = `/status/${status}/then/200`
      await expect(client.get(`${base}${path}`)).resolves.toEqual({ ok: true, attempt: 1 })
      expect(calls(path)).toBe(2)
    })
  }

  for (const method of ['HEAD', 'OPTIONS'] as const) {
    it(`tries a ${method} once more after a 503`, async () => {
      const path = `/status/503/then/200`
      await client.request(method, `${base}${path}`)
      expect(seen.filter((s) => s.method === method).length).toBe(2)
    })
  }

  it('tries a GET only once more: a second failure is thrown as an HttpError with the server message', async () => {
    const path = '/status/503/503/200'
    const error = await client.get(`${base}${path}`).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(HttpError)
    expect(error).toMatchObject({ status: 503, method: 'GET', message: 'failed with 503' })
    expect(calls(path)).toBe(2)
  })

  for (const method of ['POST', 'PUT', 'PATCH', 'DELETE'] as const satisfies HttpMethod[]) {
    it(`never retries a ${method}, even after a 503`, async () => {
      const path = '/status/503/then/200'
      await expect(client.request(method, `${base}${path}`, method === 'DELETE' ? undefined : { a: 1 })).rejects.toMatchObject({
        status: 503,
      })
      expect(calls(path)).toBe(1)
    })
  }

  for (const status of [400, 401, 403, 404, 422, 501]) {
    it(`does not retry a GET that failed with ${status}: asking again would not help`, async () => {
      const path = `/status/${status}/then/200`
      await expect(client.get(`${base}${path}`)).rejects.toMatchObject({ status })
      expect(calls(path)).toBe(1)
    })
  }

  it('stops when the caller aborts, with an AbortError', async () => {
    const controller = new AbortController()
    const pending = client.get(`${base}/slow`, { signal: controller.signal })
    setTimeout(() => controller.abort(), 50)
    const error = await pending.catch((e: unknown) => e)
    expect(isAbortError(error)).toBe(true)
  })

  it('does not retry after the caller aborted during the wait between attempts', async () => {
    const slowRetry = createHttpClient({ retryDelayMs: 500 })
    const controller = new AbortController()
    const path = '/status/503/then/200'
    const pending = slowRetry.get(`${base}${path}`, { signal: controller.signal })
    setTimeout(() => controller.abort(), 100)
    expect(isAbortError(await pending.catch((e: unknown) => e))).toBe(true)
    expect(calls(path)).toBe(1)
  })

  it('reports an unreachable server as a NetworkError', async () => {
    const closed = createServer()
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve))
    const port = (closed.address() as AddressInfo).port
    await new Promise<void>((resolve) => closed.close(() => resolve()))
    await expect(client.get(`http://127.0.0.1:${port}/x`)).rejects.toBeInstanceOf(NetworkError)
  })

  it('refuses a 2xx answer that is not JSON', async () => {
    await expect(client.get(`${base}/html`)).rejects.toBeInstanceOf(ResponseParseError)
  })

  it('returns undefined for 204 No Content', async () => {
    await expect(client.delete(`${base}/empty`)).resolves.toBeUndefined()
  })
})
