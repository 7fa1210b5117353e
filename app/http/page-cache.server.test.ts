import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { gunzipSync } from 'node:zlib'
import express from 'express'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { RequestContext } from '../utils/context'
import { parseEnv } from '../utils/env.server'
import { cacheableAs, createPageCache, isCacheableRequest, type PageCacheOptions } from './page-cache.server'

type Page = { status?: number; setCookie?: string; cacheControl?: string; delayMs?: number; waitFor?: Promise<unknown> }

async function startApp(ttlSeconds: number, page: (path: string) => Page = () => ({}), variantOf?: PageCacheOptions['variantOf'], more: Partial<PageCacheOptions> = {}) {
  let clock = 1_000_000
  let renders = 0
  const tenants = new Map(['deira', 'get-that-boat'].map((id) => [id, { id } as RequestContext['tenant']]))
  const cache = createPageCache({ ttlSeconds, now: () => clock, variantOf, ...more })
  const app = express()
  app.use((req, res, next) => {
    const tenant = tenants.get(String(req.headers['x-tenant'] ?? 'deira'))
    res.locals.context = { tenant, locale: req.headers['x-locale'] ?? 'en', currency: 'AED', localeNotEnabled: false }
    next()
  })
  app.use(cache.middleware)
  app.get('*', async (req, res) => {
    const p = page(req.path)
    renders++
    if (p.delayMs) await new Promise((r) => setTimeout(r, p.delayMs))
    if (p.waitFor) await p.waitFor
    if (p.setCookie) res.setHeader('Set-Cookie', p.setCookie)
    if (p.cacheControl) res.setHeader('Cache-Control', p.cacheControl)
    res.status(p.status ?? 200).type('text/html')
    res.write('<p>render ')
    res.end(`${renders} of ${req.originalUrl}</p>`)
  })
  const server = app.listen(0, '127.0.0.1')
  await new Promise((r) => server.once('listening', r))
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  const get = async (path: string, headers: Record<string, string> = {}) => {
    const res = await fetch(base + path, { headers })
    return { status: res.status, text: await res.text(), state: res.headers.get('x-page-cache'), cacheControl: res.headers.get('cache-control') }
  }
  return {
    base,
    get,
    cache,
    renders: () => renders,
    advance: (ms: number) => void (clock += ms),
    size: () => cache.size(),
    close: () => new Promise((r) => server.close(r)),
  }
}

let app: Awaited<ReturnType<typeof startApp>> | null = null
afterEach(async () => {
  await app?.close()
  app = null
})

describe('page cache', () => {
  it('renders a public page once and serves the same bytes to the next visitors', async () => {
    app = await startApp(10)
    const first = await app.get('/experiences')
    const second = await app.get('/experiences')
    expect([first.state, second.state]).toEqual(['MISS', 'HIT'])
    expect(second.text).toBe(first.text)
    expect(app.renders()).toBe(1)
  })

  it('keeps locales and query strings apart', async () => {
    app = await startApp(10)
    await app.get('/experiences')
    await app.get('/experiences', { 'x-locale': 'de' })
    await app.get('/experiences?sort=price-asc')
    expect(app.renders()).toBe(3)
  })

  it('coalesces concurrent misses for one page into one render', async () => {
    app = await startApp(10, () => ({ delayMs: 50 }))
    const pages = await Promise.all(Array.from({ length: 10 }, () => app!.get('/experiences')))
    expect(app.renders()).toBe(1)
    expect(new Set(pages.map((p) => p.text)).size).toBe(1)
  })

  it('renders again after the entry expires, serving the stale page to others meanwhile', async () => {
    // The refresh render holds until the other visitor has been answered, however slow the machine is.
    let release = () => {}
    const gate = new Promise<void>((resolve) => (release = resolve))
    app = await startApp(10, () => (app && app.renders() >= 1 ? { waitFor: gate } : {}))
    await app.get('/experiences')
    app.advance(11_000)
    const refresh = app.get('/experiences')
    while (app.renders() < 2) await new Promise((r) => setTimeout(r, 2)) // the refresh has started rendering
    const other = await app.get('/experiences')
    release()
    expect(other.state).toBe('STALE')
    expect((await refresh).state).toBe('MISS')
    expect(app.renders()).toBe(2)
  })

  it('lets go of pages past their stale window (a minute, or six lifetimes), keeping those that may still be served stale', async () => {
    app = await startApp(10)
    for (const path of ['/a', '/b', '/c']) await app.get(path)
    await vi.waitFor(() => expect(app!.size()).toBe(3))
    app.advance(10_000 + 30_000)
    await app.get('/d')
    // Expired but inside their window: still there (a request meanwhile would be served them STALE).
    await vi.waitFor(() => expect(app!.size()).toBe(4))
    expect((await app.get('/a')).state).toBe('MISS')
    app.advance(30_001)
    await app.get('/e')
    // /b and /c are a minute past their time; /a (rendered again) and /d are not.
    await vi.waitFor(() => expect(app!.size()).toBe(3))
    expect((await app.get('/b')).state).toBe('MISS')
  })

  it('never shares errors, pages that set cookies, or private pages', async () => {
    const pages: Record<string, Page> = { '/gone': { status: 404 }, '/cookie': { setCookie: 'x=1' }, '/private': { cacheControl: 'private' } }
    app = await startApp(10, (path) => pages[path] ?? {})
    for (const path of Object.keys(pages)) {
      await app.get(path)
      expect((await app.get(path)).state).toBe('MISS')
    }
    expect(app.renders()).toBe(6)
  })

  it('is off when the time to live is 0', async () => {
    app = await startApp(0)
    await app.get('/experiences')
    await app.get('/experiences')
    expect(app.renders()).toBe(2)
  })

  it('serves gzip from the stored compressed copy to clients that accept it', async () => {
    app = await startApp(10)
    const plain = await app.get('/experiences')
    const raw = await new Promise<{ encoding?: string; body: Buffer }>((resolve) =>
      http.get(`${app!.base}/experiences`, { headers: { 'accept-encoding': 'gzip' } }, (res) => {
        const chunks: Buffer[] = []
        res.on('data', (c: Buffer) => chunks.push(c))
        res.on('end', () => resolve({ encoding: res.headers['content-encoding'], body: Buffer.concat(chunks) }))
      }),
    )
    expect(raw.encoding).toBe('gzip')
    expect(gunzipSync(raw.body).toString()).toBe(plain.text)
  })
})

describe('clearing and bounds (decision 052)', () => {
  const deira = { 'x-tenant': 'deira' }
  const boat = { 'x-tenant': 'get-that-boat' }

  it("forgets one tenant's pages and keeps the others'", async () => {
    app = await startApp(10)
    for (const headers of [deira, boat]) await app.get('/experiences', headers)
    app.cache.clearTenants(['deira'])
    expect((await app.get('/experiences', deira)).state).toBe('MISS')
    expect((await app.get('/experiences', boat)).state).toBe('HIT')
    app.cache.clear()
    expect((await app.get('/experiences', boat)).state).toBe('MISS')
  })

  it('never keeps a page whose render began before its tenant was cleared (it may show what changed)', async () => {
    let release = () => {}
    const gate = new Promise<void>((resolve) => (release = resolve))
    app = await startApp(10, () => (app && app.renders() === 0 ? { waitFor: gate } : {}))
    const slow = app.get('/experiences', deira)
    while (app.renders() < 1) await new Promise((r) => setTimeout(r, 2)) // the render has read the old state
    app.cache.clearTenants(['deira'])
    // A visitor after the clear does not wait for the render that began before it.
    expect((await app.get('/experiences', deira)).state).toBe('MISS')
    release()
    expect((await slow).state).toBe('MISS')
    // What the later render kept is served; the earlier one's page was not stored over it.
    const next = await app.get('/experiences', deira)
    expect(next.state).toBe('HIT')
    expect(next.text).toContain('render 2 of')
  })

  it('keeps its bytes under maxBytes, dropping the least recently used pages first', async () => {
    // Each page is about 30 bytes plain plus its gzipped copy; 200 bytes hold a few, never all twenty.
    app = await startApp(10, () => ({}), undefined, { maxBytes: 200 })
    for (let i = 0; i < 20; i++) await app.get(`/experiences/${i}`)
    expect(app.cache.bytes()).toBeGreaterThan(0)
    expect(app.cache.bytes()).toBeLessThanOrEqual(200)
    expect(app.cache.size()).toBeLessThan(20)
    expect((await app.get('/experiences/19')).state).toBe('HIT')
    expect((await app.get('/experiences/0')).state).toBe('MISS')
  })

  it('takes its cap from PAGE_CACHE_MAX_SIZE (64MB when unset)', () => {
    expect(parseEnv({}).PAGE_CACHE_MAX_SIZE).toBe(64 * 1024 * 1024)
    expect(parseEnv({ PAGE_CACHE_MAX_SIZE: '256MB' }).PAGE_CACHE_MAX_SIZE).toBe(256 * 1024 * 1024)
    expect(parseEnv({ PAGE_CACHE_MAX_SIZE: '800 kb' }).PAGE_CACHE_MAX_SIZE).toBe(800 * 1024)
    for (const bad of ['lots', '-1MB', '12 parsecs', '10']) expect(() => parseEnv({ PAGE_CACHE_MAX_SIZE: bad }), bad).toThrow(/PAGE_CACHE_MAX_SIZE/)
  })
})

describe("a buyer's pages (decision 038)", () => {
  // The variant a real server computes from the cart and the session; here, read from the cookie itself.
  const variantOf: PageCacheOptions['variantOf'] = async (_context, request) => {
    const cart = /cart=(\w+)/.exec(request.headers.get('cookie') ?? '')?.[1] ?? ''
    if (cart === 'fail') throw new Error('database down')
    return cart === 'empty' ? '' : cart.replace(/\d+$/, '')
  }

  it('shares a page between buyers whose header would read the same, and keeps other buyers apart', async () => {
    app = await startApp(10, () => ({}), variantOf)
    const a1 = await app.get('/experiences', { cookie: 'cart=two1' })
    const a2 = await app.get('/experiences', { cookie: 'cart=two2; locale=en' })
    const b = await app.get('/experiences', { cookie: 'cart=three1' })
    expect([a1.state, a2.state, b.state]).toEqual(['MISS', 'HIT', 'MISS'])
    expect(a2.text).toBe(a1.text)
    expect(b.text).not.toBe(a1.text)
    expect(app.renders()).toBe(2)
    // Nobody else's cache may keep a page made for a buyer, whether rendered or served from the cache.
    expect([a1.cacheControl, a2.cacheControl, b.cacheControl]).toEqual(['private, no-cache', 'private, no-cache', 'private, no-cache'])
  })

  it("serves a buyer whose page is the anonymous one (an empty cart) from the anonymous visitors' entry", async () => {
    app = await startApp(10, () => ({}), variantOf)
    const anonymous = await app.get('/experiences')
    const buyer = await app.get('/experiences', { cookie: 'cart=empty; session=x' })
    expect([anonymous.state, buyer.state]).toEqual(['MISS', 'HIT'])
    expect(buyer.cacheControl).toBeNull()
    expect(app.renders()).toBe(1)
  })

  it('renders for a buyer every time when no variant is known, a flash waits, the page is private, or the variant fails', async () => {
    app = await startApp(10, (path) => (path === '/private' ? { cacheControl: 'private, no-store' } : {}))
    await app.get('/experiences', { cookie: 'cart=two1' })
    await app.get('/experiences', { cookie: 'cart=two1' })
    expect(app.renders()).toBe(2)
    await app.close()

    app = await startApp(10, (path) => (path === '/private' ? { cacheControl: 'private, no-store' } : {}), variantOf)
    const flash = [await app.get('/', { cookie: 'cart=two1; flash=x' }), await app.get('/', { cookie: 'cart=two1; flash=x' })]
    expect(flash.map((r) => r.state)).toEqual([null, null])
    const privatePage = [await app.get('/private', { cookie: 'cart=two1' }), await app.get('/private', { cookie: 'cart=two1' })]
    expect(privatePage.map((r) => r.state)).toEqual(['MISS', 'MISS'])
    expect(privatePage[1]!.cacheControl).toBe('private, no-store')
    const failing = await app.get('/experiences', { cookie: 'cart=fail' })
    expect([failing.status, failing.state]).toEqual([200, null])
    expect(app.renders()).toBe(5)
  })
})

describe('a request that leaves before its page is rendered', () => {
  it('does not leave the next request for the same page waiting (a prefetch cancelled by the navigation)', async () => {
    const slowVariant: PageCacheOptions['variantOf'] = () => new Promise((resolve) => setTimeout(() => resolve('n1|-'), 150))
    app = await startApp(10, () => ({}), slowVariant)
    const url = new URL(`${app.base}/experiences`)
    await new Promise<void>((resolve) => {
      const req = http.request(url, { headers: { cookie: 'cart=one' } })
      req.on('error', () => resolve())
      req.end()
      setTimeout(() => (req.destroy(), resolve()), 30)
    })
    await new Promise((resolve) => setTimeout(resolve, 300))
    const started = Date.now()
    const next = await app.get('/experiences', { cookie: 'cart=one' })
    expect(next.status).toBe(200)
    expect(Date.now() - started).toBeLessThan(2_000)
  })
})

describe('cacheableAs', () => {
  it.each([
    ['/experiences', undefined, 'anonymous'],
    ['/experiences', 'locale=en; consent=granted', 'anonymous'],
    ['/experiences', 'cart=abc', 'buyer'],
    ['/de/experiences.data', 'locale=de; session=abc; order_grants=x', 'buyer'],
    ['/experiences', 'cart=abc; flash=x', false],
    ['/experiences', '_ga=GA1.1', false],
    ['/cart', 'cart=abc', false],
    ['/invoices/abc', 'session=abc', false],
  ])('GET %s with cookies %s → %s', (url, cookie, expected) => {
    expect(cacheableAs('GET', url, cookie)).toBe(expected)
  })
})

describe('isCacheableRequest', () => {
  it.each([
    ['GET', '/experiences', undefined, true],
    ['GET', '/de/things-to-do-in-dubai?page=2', 'locale=de; currency=EUR', true],
    ['GET', '/experiences.data', 'locale=ru', true],
    ['GET', '/experiences', 'cart=abc', false],
    ['POST', '/experiences', undefined, false],
    ['GET', '/cart', undefined, false],
    ['GET', '/ru/checkout/success?purchase=x', undefined, false],
    ['GET', '/api/availability/x?date=2026-01-01', undefined, false],
    ['GET', '/experiences', 'session=abc', false],
    ['GET', '/experiences', 'locale=en; consent=granted', true],
    ['GET', '/', 'flash=abc', false],
    ['GET', '/cartography-tours', undefined, true],
  ])('%s %s with cookies %s → %s', (method, url, cookie, expected) => {
    expect(isCacheableRequest(method, url, cookie)).toBe(expected)
  })
})
