// Every kind of page a visitor sees is sent with a Content-Security-Policy whose script nonce is new on each
// response, also when the page cache shares the page, and is the nonce on every <script> the page holds.
import type { AddressInfo } from 'node:net'
import { test, type APIRequestContext } from '@playwright/test'
import { addTicket, expectNoncedPage, payForCart } from './csp-checks'
import { createServer } from '../../server'
import { createTestDatabase } from '../helpers/database'
import { expect, PORT } from './fixtures'

const url = (path: string) => `http://127.0.0.1:${PORT}${path}`
const on = (host: string) => ({ Host: `${host}:${PORT}` })
// Same-origin, as the front door requires of every POST.
const posting = (host: string) => ({ ...on(host), Origin: `http://${host}:${PORT}` })

/** Asked twice: each answer has its own nonce (the second often from the page cache). */
async function expectFreshNonces(request: APIRequestContext, host: string, path: string, status = 200) {
  const first = await expectNoncedPage(await request.get(url(path), { headers: on(host) }), status)
  const second = await expectNoncedPage(await request.get(url(path), { headers: on(host) }), status)
  expect(second).not.toBe(first)
}

const PAGES: Array<[string, string, string, number?]> = [
  ['home', 'localhost', '/'],
  ['marketplace listing', 'localhost', '/things-to-do-in-dubai'],
  ['supplier listing', 'deira.localhost', '/experiences'],
  ['experience page', 'deira.localhost', '/experiences/dubai-evening-desert-safari'],
  ['marketplace experience page', 'localhost', '/things-to-do-in-dubai/dubai-evening-desert-safari'],
  ['search', 'localhost', '/search/desert%20safari'],
  ['empty cart', 'deira.localhost', '/cart'],
  ['sign-in', 'deira.localhost', '/auth/login'],
  ['sign-up', 'deira.localhost', '/auth/signup'],
  ['forgot password', 'deira.localhost', '/auth/forgot-password'],
  ['Your Booking', 'deira.localhost', '/invoices'],
  ['a page in another language', 'deira.localhost', '/ru/experiences'],
  ['404', 'deira.localhost', '/no-such-page', 404],
  ['unknown outcome (404)', 'deira.localhost', '/checkout/success?purchase=UNKNOWN123', 404],
]

for (const [name, host, path, status] of PAGES) {
  test(`${name} (${host}${path}) allows only its own nonced scripts`, async ({ request }) => {
    await expectFreshNonces(request, host, path, status)
  })
}

test('a page served from the page cache gets a fresh nonce in its header and its markup', async ({ request }) => {
  const path = '/things-to-do'
  await request.get(url(path), { headers: on('localhost') })
  const hit = await request.get(url(path), { headers: on('localhost') })
  expect(hit.headers()['x-page-cache']).toMatch(/HIT|STALE/)
  const nonce = await expectNoncedPage(hit)
  expect(await expectNoncedPage(await request.get(url(path), { headers: on('localhost') }))).not.toBe(nonce)
})

test('a cart with an item, checkout and the outcome screens of a paid and a declined order', async ({ request }) => {
  const host = 'deira.localhost'
  for (const [day, card] of [
    [9, '4242 4242 4242 4242'],
    [10, '4000 0000 0000 0002'],
  ] as const) {
    await addTicket(request, url, posting(host), day)
    await expectFreshNonces(request, host, '/cart')
    await expectFreshNonces(request, host, '/checkout')
    let outcome = await payForCart(request, url, posting(host), card)
    // The return address is the success screen; it sends a declined order on to the error screen. Followed by
    // hand: a redirect followed by the client would not keep the Host header.
    const moved = await request.get(url(outcome), { headers: on(host), maxRedirects: 0 })
    if (moved.status() === 302) outcome = moved.headers()['location']!
    expect(outcome).toMatch(card.startsWith('4242') ? /^\/checkout\/(success|on_hold)\?/ : /^\/checkout\/error\?/)
    await expectFreshNonces(request, host, outcome)
  }
})

test('HSTS only over HTTPS: present behind a trusted proxy that says so, absent over plain HTTP or when an untrusted client claims it', async ({ request }) => {
  test.setTimeout(120_000)
  const plain = await request.get(url('/'), { headers: on('localhost') })
  expect(plain.headers()['strict-transport-security']).toBeUndefined()
  // The e2e server trusts no proxy (TRUST_PROXY=0): a client cannot claim HTTPS for itself.
  const claimed = await request.get(url('/'), { headers: { ...on('localhost'), 'X-Forwarded-Proto': 'https' } })
  expect(claimed.headers()['strict-transport-security']).toBeUndefined()
  const database = await createTestDatabase('e2e_hsts')
  const server = (await createServer({ database, quiet: true, pageCacheSeconds: 0, trustProxy: 1 })).listen(0, '127.0.0.1')
  try {
    await new Promise((resolve) => server.once('listening', resolve))
    const port = (server.address() as AddressInfo).port
    const secure = await request.get(`http://127.0.0.1:${port}/`, { headers: { Host: `localhost:${port}`, 'X-Forwarded-Proto': 'https' } })
    expect(secure.headers()['strict-transport-security']).toBe('max-age=31536000; includeSubDomains')
  } finally {
    await new Promise((resolve) => server.close(resolve))
    await database.drop()
  }
})
