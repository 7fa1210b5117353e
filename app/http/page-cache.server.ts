// A short-lived in-memory cache of rendered public pages (a "microcache", as a CDN in front would be): the
// same anonymous page for the same tenant, locale and currency is rendered once per few seconds, not once
// per request. Misses for one key are coalesced, and an expired entry keeps being served while one request
// refreshes it. docs/decisions/014-page-cache.md says what is cached and why it is safe; decision 052 how a change made
// on any server empties it (page-cache-bus.server.ts).
import type { RequestHandler, Response } from 'express'
import type { RequestContext } from '../utils/context'
import { splitLocalePrefix } from '../domain/locales'
import { cutAtNonce, fillGzip, fillPlain, type NonceTemplate } from './nonce-template.server'

export type PageCacheOptions = {
  /** How long an entry is fresh; 0 turns the cache off. */
  ttlSeconds: number
  /** Upper bound on the bytes kept (bodies, plain and gzipped); the least recently used go first. */
  maxBytes?: number
  now?: () => number
  /**
   * A buyer's part of the key (decision 038): given the request context and a request with the visitor's cookies,
   * '' when the page is the anonymous one, else a string that differs whenever the page would (cart count,
   * account menu). Without it, a buyer's request bypasses the cache.
   */
  variantOf?: (context: RequestContext, request: Request) => Promise<string>
}

/** The body is kept cut at the nonce it was rendered with: each response gets its own (decision 021). */
type Entry = { status: number; headers: Record<string, string | string[]>; body: NonceTemplate; expires: number; size: number }

/** Paths whose responses depend on the visitor (cart, checkout), change every request, or have their own cache. */
const UNCACHED = /^\/(cart|checkout|api|_img|_dev|_sandbox|webhooks|account|invoices|auth|locale|currency)(?:[/.]|$)/
/**
 * Cookies that do not change a page's HTML (or that are part of the key). The tag-manager `consent` is read by
 * the browser only (consent.tsx).
 */
const NEUTRAL_COOKIES = new Set(['locale', 'currency', 'consent'])
/**
 * A buyer's cookies: a cart, a session, orders granted by the look-up. On a cacheable path they change only the
 * header's cart count and account menu, which `variantOf` puts in the key (decision 038); the order grants are
 * read by `/invoices` pages only, which are never cached. Any other cookie (a flash toast, shown once) bypasses.
 */
const BUYER_COOKIES = new Set(['cart', 'session', 'order_grants'])
/** What a buyer's page is sent with: nobody else's cache may keep it, and the browser asks again each time. */
const BUYER_CACHE_CONTROL = 'private, no-cache'
const STORED_HEADERS = ['content-type', 'cache-control', 'vary', 'link', 'content-language', 'x-remix-response']

/** Whether a request may be answered from the cache: as an anonymous visitor, as a buyer (keyed by `variantOf`), or not. */
export function cacheableAs(method: string, url: string, cookieHeader: string | undefined): 'anonymous' | 'buyer' | false {
  if (method !== 'GET') return false
  // An owner's preview of a draft (issue 23) is for them alone.
  if (/[?&]preview=/.test(url)) return false
  const pathname = splitLocalePrefix(url.split('?')[0] ?? '/').rest
  if (UNCACHED.test(pathname)) return false
  let kind: 'anonymous' | 'buyer' = 'anonymous'
  for (const pair of (cookieHeader ?? '').split(';')) {
    const name = pair.split('=')[0]?.trim()
    if (!name || NEUTRAL_COOKIES.has(name)) continue
    if (!BUYER_COOKIES.has(name)) return false
    kind = 'buyer'
  }
  return kind
}

export function isCacheableRequest(method: string, url: string, cookieHeader: string | undefined): boolean {
  return cacheableAs(method, url, cookieHeader) === 'anonymous'
}

const tenantVersions = new WeakMap<object, number>()
let nextVersion = 1
/** Tenant files reload without a restart: a reloaded config is a new object, hence a new key. */
function tenantVersion(tenant: object): number {
  let version = tenantVersions.get(tenant)
  if (!version) tenantVersions.set(tenant, (version = nextVersion++))
  return version
}

function pageCacheKey(context: RequestContext, url: string): string {
  return `${context.tenant.id}#${tenantVersion(context.tenant)}|${context.locale}|${context.currency}|${url}`
}

export function createPageCache(options: PageCacheOptions) {
  const now = options.now ?? Date.now
  const maxBytes = options.maxBytes ?? 64 * 1024 * 1024
  const entries = new Map<string, Entry>()
  const filling = new Map<string, Promise<Entry | null>>()
  let bytes = 0
  // A render that began before a clear may have read what the clear is about: it is sent, never kept. Each clear
  // moves the whole cache's or a tenant's generation on, and an entry is stored only if its own did not move.
  let generation = 0
  const tenantGenerations = new Map<string, number>()
  const generationOf = (tenantId: string) => `${generation}.${tenantGenerations.get(tenantId) ?? 0}`

  const remove = (key: string) => {
    const entry = entries.get(key)
    if (!entry) return
    entries.delete(key)
    bytes -= entry.size
  }

  // An entry past its time is kept a little to be served STALE while one request renders it again; after that it
  // only held memory until the byte bound pushed it out (a crawler's walk left the cache full of dead pages).
  const staleMs = Math.max(60_000, options.ttlSeconds * 6_000)
  let swept = now()
  const sweep = () => {
    const at = now()
    if (at - swept < 5_000) return
    swept = at
    for (const [key, entry] of entries) {
      if (entry.expires + staleMs > at) continue
      entries.delete(key)
      bytes -= entry.size
    }
  }

  const store = (key: string, entry: Entry) => {
    sweep()
    const old = entries.get(key)
    if (old) bytes -= old.size
    entries.delete(key)
    entries.set(key, entry)
    bytes += entry.size
    for (const [oldest, value] of entries) {
      if (bytes <= maxBytes) break
      entries.delete(oldest)
      bytes -= value.size
    }
  }

  const send = (res: Response, entry: Entry, gzip: boolean, state: 'HIT' | 'STALE', buyer: boolean) => {
    res.status(entry.status)
    for (const [name, value] of Object.entries(entry.headers)) res.setHeader(name, value)
    if (buyer) res.setHeader('Cache-Control', BUYER_CACHE_CONTROL)
    res.setHeader('X-Page-Cache', state)
    res.append('Vary', 'Accept-Encoding')
    if (gzip) res.setHeader('Content-Encoding', 'gzip')
    const nonce = (res.locals.context as RequestContext).nonce ?? ''
    const body = gzip ? fillGzip(entry.body, nonce) : fillPlain(entry.body, nonce)
    res.setHeader('Content-Length', String(body.length))
    res.end(body)
  }

  const serve = (req: Parameters<RequestHandler>[0], res: Response, next: () => void, key: string, buyer: boolean) => {
    const context = res.locals.context as RequestContext
    const gzip = /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''))
    const cached = entries.get(key)
    if (cached && cached.expires > now()) {
      entries.delete(key)
      entries.set(key, cached) // most recently used last
      return send(res, cached, gzip, 'HIT', buyer)
    }
    const inFlight = filling.get(key)
    if (inFlight) {
      if (cached) return send(res, cached, gzip, 'STALE', buyer)
      // However the render being waited for ends, or if it never does, this request is answered.
      void Promise.race([inFlight, delay(WAIT_FOR_RENDER_MS)]).then((entry) => (entry ? send(res, entry, gzip, 'HIT', buyer) : next()))
      return
    }
    // A buyer's page is sent private; that header is ours, so it does not stop the page being kept for this key.
    if (buyer) res.setHeader('Cache-Control', BUYER_CACHE_CONTROL)
    const started = generationOf(context.tenant.id)
    const fill: Promise<Entry | null> = capture(res, options.ttlSeconds * 1000 + now(), context.nonce, buyer ? BUYER_CACHE_CONTROL : undefined).finally(() => {
      // A clear may have dropped this render and another may have started for the key since.
      if (filling.get(key) === fill) filling.delete(key)
    })
    filling.set(key, fill)
    void fill.then((entry) => entry && generationOf(context.tenant.id) === started && store(key, entry))
    next()
  }

  const middleware: RequestHandler = (req, res, next) => {
    const context = res.locals.context as RequestContext | undefined
    if (options.ttlSeconds <= 0 || !context || context.localeNotEnabled) return next()
    const kind = cacheableAs(req.method, req.originalUrl, req.headers.cookie)
    if (!kind) return next()
    const key = pageCacheKey(context, req.originalUrl)
    if (kind === 'anonymous') return serve(req, res, next, key, false)
    const { variantOf } = options
    if (!variantOf) return next()
    const request = new Request(new URL(req.originalUrl, 'http://cache.invalid'), { headers: { cookie: req.headers.cookie ?? '' } })
    variantOf(context, request).then(
      (variant) => {
        // The visitor left while the variant was read (a prefetch a navigation cancelled): nobody to answer, and a
        // render started now would never report its end, leaving the next request for this key waiting on it.
        if (isGone(res)) return
        return variant ? serve(req, res, next, `${key}|${variant}`, true) : serve(req, res, next, key, false)
      },
      // The page renders as it would without the cache, and reports its own failure.
      () => next(),
    )
  }

  /** Forgets every page, and every render under way (whatever it read may be what changed). */
  const clear = () => {
    generation++
    entries.clear()
    filling.clear()
    bytes = 0
  }
  /** Forgets the pages of these tenants only. */
  const clearTenants = (tenantIds: Iterable<string>) => {
    for (const tenantId of tenantIds) {
      tenantGenerations.set(tenantId, (tenantGenerations.get(tenantId) ?? 0) + 1)
      const prefix = `${tenantId}#`
      for (const key of [...entries.keys()]) if (key.startsWith(prefix)) remove(key)
      for (const key of [...filling.keys()]) if (key.startsWith(prefix)) filling.delete(key)
    }
  }
  return { middleware, clear, clearTenants, size: () => entries.size, bytes: () => bytes }
}

/** How long a request waits for the same page being rendered for another before rendering it itself. */
const WAIT_FOR_RENDER_MS = 10_000
const delay = (ms: number) => new Promise<null>((resolve) => void (setTimeout(resolve, ms, null) as unknown as NodeJS.Timeout).unref())

/** The response can no longer be written: its connection closed or it has been sent. */
function isGone(res: Response): boolean {
  return res.writableEnded || res.destroyed || !res.socket || res.socket.destroyed
}

/** Records what the rest of the chain writes, and resolves with an entry when the response may be shared. */
function capture(res: Response, expires: number, nonce: string | undefined, ownCacheControl?: string): Promise<Entry | null> {
  // A closed response emits neither 'finish' nor 'close' again: never wait for one.
  if (isGone(res)) return Promise.resolve(null)
  const cookiesBefore = res.getHeader('set-cookie')
  res.setHeader('X-Page-Cache', 'MISS')
  const chunks: Buffer[] = []
  const write = res.write.bind(res)
  const end = res.end.bind(res)
  const toBuffer = (chunk: unknown, encoding?: unknown) =>
    Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8')
  res.write = ((chunk: unknown, ...rest: unknown[]) => {
    if (chunk != null) chunks.push(toBuffer(chunk, rest[0]))
    return (write as (...args: unknown[]) => boolean)(chunk, ...rest)
  }) as typeof res.write
  res.end = ((chunk?: unknown, ...rest: unknown[]) => {
    if (chunk != null && typeof chunk !== 'function') chunks.push(toBuffer(chunk, rest[0]))
    return (end as (...args: unknown[]) => Response)(chunk, ...rest)
  }) as typeof res.end
  return new Promise((resolve) => {
    res.once('finish', () => {
      const cacheControl = String(res.getHeader('cache-control') ?? '')
      const cookiesAfter = res.getHeader('set-cookie')
      const shareable =
        res.statusCode === 200 &&
        (cacheControl === ownCacheControl || !/no-store|private/.test(cacheControl)) &&
        String(cookiesAfter ?? '') === String(cookiesBefore ?? '')
      if (!shareable) return resolve(null)
      const body = cutAtNonce(Buffer.concat(chunks), nonce)
      const headers: Entry['headers'] = {}
      for (const name of STORED_HEADERS) {
        if (name === 'cache-control' && ownCacheControl) continue
        const value = res.getHeader(name)
        if (value !== undefined) headers[name] = typeof value === 'number' ? String(value) : value
      }
      resolve({ status: 200, headers, body, expires, size: body.size })
    })
    res.once('close', () => resolve(null))
  })
}
