// Rate limits of the account forms over real HTTP (decision 019): every 429 carries Retry-After, the address
// counted is the socket's unless TRUST_PROXY says how many proxies to believe, and the page says why, in its
// language. The e2e server runs with TRUST_PROXY unset (0); the last test starts its own server with 1.
import type { AddressInfo } from 'node:net'
import { expect, test, type APIRequestContext } from '@playwright/test'
import { createServer } from '../../server'
import { createTestDatabase } from '../helpers/database'
import { PORT } from './fixtures'

type Form = Record<string, string>
const post = (request: APIRequestContext, port: number, host: string, path: string, form: Form, headers: Record<string, string> = {}) =>
  request.post(`http://127.0.0.1:${port}${path}`, {
    form,
    headers: { Host: `${host}:${port}`, Origin: `http://${host}:${port}`, Cookie: 'locale=en', ...headers },
    maxRedirects: 0,
  })
const wrongPassword = (email: string, i: number) => ({ email, password: `wrong guess ${i}` })

test('a client rotating X-Forwarded-For is still refused after 5 wrong passwords, with Retry-After', async ({ request }) => {
  test.setTimeout(120_000)
  const email = `rotating-${test.info().project.name}-${Date.now()}@example.com`
  const statuses: number[] = []
  for (let i = 0; i < 22; i++) {
    // Nothing in front of this server is a trusted proxy: the header is the client's own invention.
    const res = await post(request, PORT, 'localhost', '/auth/login', wrongPassword(email, i), { 'X-Forwarded-For': `198.51.100.${i + 1}` })
    statuses.push(res.status())
    if (res.status() === 429) {
      expect(Number(res.headers()['retry-after']), `Retry-After of attempt ${i + 1}`).toBeGreaterThan(60)
      expect(await res.text()).toMatch(/Too many attempts. Please wait \d+ min and try again/)
    }
  }
  expect(statuses).toEqual([...Array(5).fill(400), ...Array(17).fill(429)])
  // The same through the browser's fetch after hydration (Remix single fetch posts to /auth/login.data).
  const fetched = await post(request, PORT, 'localhost', '/auth/login.data', wrongPassword(email, 99), { 'X-Forwarded-For': '198.51.100.200' })
  expect(fetched.status()).toBe(429)
  expect(Number(fetched.headers()['retry-after'])).toBeGreaterThan(60)
})

test('asking for too many reset links gets a 429 with Retry-After and a message in the page’s language', async ({ request }) => {
  const email = `links-${test.info().project.name}-${Date.now()}@example.com`
  for (let i = 0; i < 3; i++) expect((await post(request, PORT, 'deira.localhost', '/de/auth/forgot-password', { email })).status()).toBe(200)
  const refused = await post(request, PORT, 'deira.localhost', '/de/auth/forgot-password', { email })
  expect(refused.status()).toBe(429)
  expect(Number(refused.headers()['retry-after'])).toBeGreaterThan(3000)
  expect(await refused.text()).toContain('Zu viele Anfragen. Bitte warten Sie 60 Min.')
})

test('behind one trusted proxy (TRUST_PROXY=1) the limit counts the address the proxy saw, not what the client wrote', async ({ request }) => {
  test.setTimeout(120_000)
  const database = await createTestDatabase('e2e_trust_proxy')
  const server = (await createServer({ database, quiet: true, pageCacheSeconds: 0, trustProxy: 1 })).listen(0, '127.0.0.1')
  try {
    await new Promise((resolve) => server.once('listening', resolve))
    const port = (server.address() as AddressInfo).port
    const email = 'behind-proxy@example.com'
    // The proxy appends the address it saw; whatever the client put before it is the client's to choose.
    const from = (claimed: string, seen: string, i: number) =>
      post(request, port, 'localhost', '/auth/login', wrongPassword(email, i), { 'X-Forwarded-For': `${claimed}, ${seen}` })
    for (let i = 0; i < 5; i++) expect((await from(`192.0.2.${i}`, '203.0.113.9', i)).status()).toBe(400)
    const refused = await from('192.0.2.99', '203.0.113.9', 5)
    expect(refused.status()).toBe(429)
    expect(Number(refused.headers()['retry-after'])).toBeGreaterThan(60)
    // Another visitor behind the same proxy is a different address, and is not limited.
    expect((await from('192.0.2.1', '203.0.113.10', 6)).status()).toBe(400)
  } finally {
    await new Promise((resolve) => server.close(resolve))
    await database.drop()
  }
})
