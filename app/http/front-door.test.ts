import { describe, expect, it } from 'vitest'
import { loadTenants } from '../tenancy/load.server'
import { decideRequest, type DoorInput } from './front-door.server'

const { index } = loadTenants()
const request = (over: Partial<DoorInput> & { headers?: DoorInput['headers'] }): DoorInput => ({
  host: 'deira.localhost:3000',
  method: 'GET',
  pathname: '/experiences',
  search: '',
  secure: false,
  ...over,
  headers: { cookie: 'locale=en', ...over.headers },
})

describe('front door', () => {
  it('answers an unknown host with a 404 that names no tenant', () => {
    expect(decideRequest(index, request({ host: 'unknown.example' }))).toEqual({ kind: 'unknown-host' })
  })
  it('serves a tenant’s enabled locale and marks a disabled one as not found', () => {
    const de = decideRequest(index, request({ pathname: '/de/experiences' }))
    expect(de).toMatchObject({ kind: 'serve', locale: 'de', localeNotEnabled: false })
    for (const pathname of ['/ru', '/ru/', '/ru/experiences/']) {
      const ru = decideRequest(index, request({ host: 'get-that-boat.localhost', pathname }))
      expect(ru, pathname).toMatchObject({ kind: 'serve', localeNotEnabled: true })
    }
  })
  it('reads the locale of client-side data requests from their path', () => {
    expect(decideRequest(index, request({ pathname: '/ru/experiences.data' }))).toMatchObject({ kind: 'serve', locale: 'ru' })
    expect(decideRequest(index, request({ pathname: '/_root.data' }))).toMatchObject({ kind: 'serve', locale: 'en' })
  })
  it('redirects /en/… and trailing slashes to the one canonical path', () => {
    expect(decideRequest(index, request({ pathname: '/en/experiences', search: '?page=2' }))).toMatchObject({ location: '/experiences?page=2', status: 301 })
    expect(decideRequest(index, request({ pathname: '/experiences/' }))).toMatchObject({ location: '/experiences' })
  })
  it('honours the tenant’s own redirect rules, keeping the locale, and lets absolute targets leave the site', () => {
    expect(decideRequest(index, request({ pathname: '/de/safari' }))).toMatchObject({ kind: 'redirect', location: '/de/experiences', status: 301 })
    expect(decideRequest(index, request({ pathname: '/tripadvisor' }))).toMatchObject({ location: 'https://www.tripadvisor.com/', status: 302 })
  })
  it('sends a first visit to the home page to the browser’s language and remembers it', () => {
    const d = decideRequest(index, request({ pathname: '/', headers: { cookie: '', acceptLanguage: 'de-DE,de;q=0.9' } }))
    expect(d).toMatchObject({ kind: 'redirect', location: '/de', status: 302 })
    expect(d.kind === 'redirect' && d.setCookie).toMatch(/^locale=de;/)
  })
  it('keeps a returning visitor’s chosen language over the browser’s', () => {
    const d = decideRequest(index, request({ pathname: '/', headers: { cookie: 'locale=en', acceptLanguage: 'de' } }))
    expect(d).toMatchObject({ kind: 'serve', locale: 'en' })
  })
  it('sets the cookie to the page’s locale on a first visit to a deep link, without redirecting', () => {
    const d = decideRequest(index, request({ pathname: '/ru/experiences', headers: { cookie: '', acceptLanguage: 'de' } }))
    expect(d).toMatchObject({ kind: 'serve', locale: 'ru' })
    expect(d.kind === 'serve' && d.setCookie).toMatch(/^locale=ru;/)
  })
  it('sets no cookie on images, files and API answers, so shared caches can keep them', () => {
    for (const pathname of ['/_img/w_640/media/x.svg', '/sitemap.xml', '/robots.txt', '/api/suggest', '/favicon.svg']) {
      const d = decideRequest(index, request({ pathname, headers: { cookie: '' } }))
      expect(d.kind === 'serve' && d.setCookie, pathname).toBeFalsy()
    }
  })
  it('refuses a mutating request from another origin, and accepts its own', () => {
    const post = (headers: DoorInput['headers']) => decideRequest(index, request({ method: 'POST', pathname: '/locale', headers }))
    expect(post({ origin: 'https://evil.example' }).kind).toBe('forbidden')
    expect(post({}).kind).toBe('forbidden')
    expect(post({ origin: 'http://deira.localhost:3000', secFetchSite: 'cross-site' }).kind).toBe('forbidden')
    expect(post({ origin: 'http://deira.localhost:3000' }).kind).toBe('serve')
    expect(post({ referer: 'http://deira.localhost:3000/de/experiences' }).kind).toBe('serve')
  })
  it('lets payment providers post their webhooks without an Origin, on exactly that path', () => {
    const post = (pathname: string) => decideRequest(index, request({ method: 'POST', pathname, headers: {} }))
    expect(post('/webhooks/payments/sandbox')).toMatchObject({ kind: 'serve' })
    expect(post('/webhooks/payments/stripe')).toMatchObject({ kind: 'serve' })
    for (const pathname of ['/webhooks/payments', '/webhooks/payments/stripe/x', '/ru/webhooks/payments/stripe', '/webhooks/paymentsx/stripe', '/_sandbox/pay/1']) {
      expect(post(pathname).kind, pathname).toBe('forbidden')
    }
    expect(decideRequest(index, request({ method: 'POST', pathname: '/webhooks/payments/sandbox', host: 'nowhere.example' })).kind).toBe('unknown-host')
  })
  it('answers a NUL byte or a broken percent escape in the path or query with 400, before any route sees it', () => {
    const bad: Array<[string, string]> = [
      ['/a%00b', ''],
      ['/ru/a%00b', ''],
      ['/experiences/a%00b', ''],
      ['/things-to-do-in-dubai/a%00b', ''],
      ['/_dev/mailbox', '?to=a%00b'],
      ['/search/%C3%28', ''],
      ['/experiences', '?page=%'],
      ['/experiences', '?q=%zz'],
    ]
    for (const [pathname, search] of bad) expect(decideRequest(index, request({ pathname, search })).kind, pathname + search).toBe('bad-request')
    const post = decideRequest(index, request({ method: 'POST', pathname: '/cart%00', headers: { origin: 'http://deira.localhost:3000' } }))
    expect(post.kind).toBe('bad-request')
    // Other scripts, RTL marks, emoji and an escaped percent sign are ordinary.
    const ordinary: Array<[string, string]> = [['/search/%D0%BC%D0%BE%D1%80%D0%B5', ''], ['/experiences', '?q=%E2%80%8F%F0%9F%98%80&p=100%25']]
    for (const [pathname, search] of ordinary) {
      expect(decideRequest(index, request({ pathname, search })).kind, pathname + search).toBe('serve')
    }
  })
  it('sends a first visit to any page to the browser’s language, not only the home page, and remembers it', () => {
    const first = decideRequest(index, request({ pathname: '/experiences/dubai-evening-desert-safari', search: '?date=2030-01-02', headers: { cookie: '', acceptLanguage: 'de-DE,de;q=0.9,en;q=0.8' } }))
    expect(first).toMatchObject({ kind: 'redirect', location: '/de/experiences/dubai-evening-desert-safari?date=2030-01-02', status: 302 })
    expect(first.kind === 'redirect' && first.setCookie).toMatch(/^locale=de;/)
    // English, or a language the tenant does not offer: served as it is, the cookie set to English.
    const english = decideRequest(index, request({ pathname: '/experiences', headers: { cookie: '', acceptLanguage: 'fr-FR,fr' } }))
    expect(english).toMatchObject({ kind: 'serve', locale: 'en' })
    expect(english.kind === 'serve' && english.setCookie).toMatch(/^locale=en;/)
    // A visitor who chose a language keeps it: the cookie wins over the browser.
    expect(decideRequest(index, request({ pathname: '/experiences', headers: { cookie: 'locale=en', acceptLanguage: 'de' } }))).toMatchObject({ kind: 'serve', locale: 'en' })
  })
  it('redirects a mixed-case path to its lower-case one, but keeps the case of search text', () => {
    expect(decideRequest(index, request({ pathname: '/Things-To-Do', search: '?page=2' }))).toMatchObject({ kind: 'redirect', location: '/things-to-do?page=2', status: 301 })
    expect(decideRequest(index, request({ pathname: '/DE/Experiences' }))).toMatchObject({ kind: 'redirect', location: '/de/experiences' })
    expect(decideRequest(index, request({ pathname: '/search/Dubai Marina' }))).toMatchObject({ kind: 'serve' })
    expect(decideRequest(index, request({ pathname: '/ru/invoices/ibRlCLTaSYWz_pPc/vouchers/e1010b63-c69a-4573-a258-6f77902c4cf3' }))).toMatchObject({ kind: 'serve' })
    expect(decideRequest(index, request({ pathname: '/invoices/ibRlCLTaSYWz_pPc/documents/e1010b63-c69a-4573-a258-6f77902c4cf3/pdf' }))).toMatchObject({ kind: 'serve' })
    expect(decideRequest(index, request({ pathname: '/invoices/JmXTLekwR9kxZYjC/cancel/0b1c' }))).toMatchObject({ kind: 'serve' })
    expect(decideRequest(index, request({ pathname: '/de/invoices/JmXTLekwR9kxZYjC' }))).toMatchObject({ kind: 'serve' })
  })
})
