// The browser's JSON client (spec §7): JSON bodies and headers, and one retry of a failed read.
// Writes are never retried: a POST that timed out may have been applied, and a second one would double it.

/** Statuses worth a second try: the server was busy, slow or briefly broken, not wrong about the request. */
export const RETRYABLE_STATUSES: ReadonlySet<number> = new Set([408, 409, 425, 429, 500, 502, 503, 504])
/** Methods without side effects; only these are retried. */
const SAFE_METHODS: ReadonlySet<string> = new Set(['GET', 'HEAD', 'OPTIONS'])

export type HttpMethod = 'GET' | 'HEAD' | 'OPTIONS' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'
type RequestOptions = { signal?: AbortSignal; headers?: Record<string, string> }

/** The server answered with a non-2xx status; `body` is its parsed JSON (or text) when it sent one. */
export class HttpError extends Error {
  override name = 'HttpError'
  constructor(readonly status: number, readonly method: string, readonly url: string, readonly body: unknown) {
    super(messageOf(body) ?? `${method} ${url} failed with ${status}`)
  }
}

/** No answer at all: offline, DNS, connection reset. */
export class NetworkError extends Error {
  override name = 'NetworkError'
  constructor(readonly method: string, readonly url: string, options?: { cause?: unknown }) {
    super(`${method} ${url} could not reach the server`, options)
  }
}

/** A 2xx answer whose body was not the JSON it claimed to be. */
export class ResponseParseError extends Error {
  override name = 'ResponseParseError'
}

/** True for a request the caller cancelled (a newer date was picked); such errors are not worth showing. */
export function isAbortError(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { name?: unknown }).name === 'AbortError'
}

type HttpClientConfig = { fetch?: typeof fetch; retryDelayMs?: number }

export function createHttpClient({ fetch: fetchImpl, retryDelayMs = 300 }: HttpClientConfig = {}) {
  async function request<T>(method: HttpMethod, url: string, body?: unknown, options: RequestOptions = {}): Promise<T> {
    const init: RequestInit = {
      method,
      signal: options.signal,
      headers: { accept: 'application/json', ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...options.headers },
      body: body === undefined ? undefined : JSON.stringify(body),
    }
    const doFetch = fetchImpl ?? globalThis.fetch
    let response = await send(doFetch, method, url, init)
    if (!response.ok && RETRYABLE_STATUSES.has(response.status) && SAFE_METHODS.has(method)) {
      await response.body?.cancel().catch(() => {})
      await wait(retryDelayMs, options.signal)
      response = await send(doFetch, method, url, init)
    }
    const parsed = await readBody(response, method)
    if (!response.ok) throw new HttpError(response.status, method, url, parsed)
    return parsed as T
  }

  return {
    request,
    get: <T>(url: string, options?: RequestOptions) => request<T>('GET', url, undefined, options),
    head: (url: string, options?: RequestOptions) => request<undefined>('HEAD', url, undefined, options),
    options: <T>(url: string, options?: RequestOptions) => request<T>('OPTIONS', url, undefined, options),
    post: <T>(url: string, body?: unknown, options?: RequestOptions) => request<T>('POST', url, body, options),
    put: <T>(url: string, body?: unknown, options?: RequestOptions) => request<T>('PUT', url, body, options),
    patch: <T>(url: string, body?: unknown, options?: RequestOptions) => request<T>('PATCH', url, body, options),
    delete: <T>(url: string, options?: RequestOptions) => request<T>('DELETE', url, undefined, options),
  }
}

type HttpClient = ReturnType<typeof createHttpClient>
export const httpClient: HttpClient = createHttpClient()

async function send(doFetch: typeof fetch, method: string, url: string, init: RequestInit): Promise<Response> {
  try {
    return await doFetch(url, init)
  } catch (error) {
    if (isAbortError(error)) throw error
    throw new NetworkError(method, url, { cause: error })
  }
}

async function readBody(response: Response, method: string): Promise<unknown> {
  if (method === 'HEAD' || response.status === 204 || response.status === 205) return undefined
  const text = await response.text()
  if (!text) return undefined
  if (!/\bjson\b/i.test(response.headers.get('content-type') ?? '')) {
    if (response.ok) throw new ResponseParseError(`Expected JSON from ${response.url}, got ${response.headers.get('content-type')}`)
    return text
  }
  try {
    return JSON.parse(text) as unknown
  } catch (error) {
    if (!response.ok) return text
    throw new ResponseParseError(`Invalid JSON from ${response.url}`, { cause: error })
  }
}

function messageOf(body: unknown): string | undefined {
  if (body && typeof body === 'object' && 'message' in body && typeof body.message === 'string') return body.message
  return undefined
}

function wait(ms: number, signal?: AbortSignal): Promise<void> {
  if (signal?.aborted) return Promise.reject(signal.reason as Error)
  if (ms <= 0) return Promise.resolve()
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort)
      resolve()
    }, ms)
    const onAbort = () => {
      clearTimeout(timer)
      reject(signal?.reason as Error)
    }
    signal?.addEventListener('abort', onAbort, { once: true })
  })
}
