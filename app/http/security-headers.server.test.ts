import type { AddressInfo } from 'node:net'
import express from 'express'
import { afterEach, describe, expect, it } from 'vitest'
import { contentSecurityPolicy, HSTS, securityHeaders } from './security-headers.server'

let close: (() => void) | null = null
afterEach(() => close?.())

/** The middleware behind a proxy we trust (loopback, as the test client is), then a few routes. */
async function start() {
  const app = express()
  app.set('trust proxy', 'loopback')
  app.use(securityHeaders())
  app.get('/page', (_req, res) => void res.type('html').send(`<script nonce="${res.locals.nonce}"></script>`))
  app.get('/card-page', (_req, res) => void res.setHeader('Content-Security-Policy', "default-src 'none'").send('own policy'))
  const server = app.listen(0, '127.0.0.1')
  await new Promise((r) => server.once('listening', r))
  close = () => server.close()
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  return (path: string, headers: Record<string, string> = {}) => fetch(base + path, { headers })
}

const scriptSrc = (policy: string) => policy.split('; ').find((d) => d.startsWith('script-src '))!

describe('security headers', () => {
  it('gives every page a policy whose script nonce is new on each response and is the one in the page', async () => {
    const get = await start()
    const nonces = await Promise.all(
      [1, 2].map(async () => {
        const res = await get('/page')
        const nonce = /'nonce-([^']+)'/.exec(res.headers.get('content-security-policy') ?? '')?.[1]
        expect(await res.text()).toBe(`<script nonce="${nonce}"></script>`)
        return nonce
      }),
    )
    expect(nonces[0]).toMatch(/^[A-Za-z0-9+/]{22}==$/)
    expect(nonces[1]).not.toBe(nonces[0])
  })

  it('leaves a route its own stricter policy instead of adding a second one', async () => {
    const get = await start()
    expect((await get('/card-page')).headers.get('content-security-policy')).toBe("default-src 'none'")
  })

  it("names the tag manager's host in the policy of a tenant with an id, and of no other", async () => {
    const app = express()
    app.use(securityHeaders())
    app.use((req, res, next) => void ((res.locals.context = { tenant: { tagManagerId: req.path === '/tagged' ? 'GTM-ABC1234' : null } }), next()))
    app.get(['/tagged', '/plain'], (_req, res) => void res.send('page'))
    const server = app.listen(0, '127.0.0.1')
    await new Promise((r) => server.once('listening', r))
    close = () => server.close()
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
    expect((await fetch(`${base}/tagged`)).headers.get('content-security-policy')).toContain('https://www.googletagmanager.com')
    expect((await fetch(`${base}/plain`)).headers.get('content-security-policy')).not.toContain('googletagmanager')
  })

  it('asks browsers to stay on HTTPS only when the request came over HTTPS', async () => {
    const get = await start()
    expect((await get('/page', { 'X-Forwarded-Proto': 'https' })).headers.get('strict-transport-security')).toBe(HSTS)
    expect((await get('/page')).headers.get('strict-transport-security')).toBeNull()
  })
})

describe('the policy', () => {
  it('allows inline script only with the nonce, and no framing by other sites', () => {
    const policy = contentSecurityPolicy('abc')
    expect(scriptSrc(policy)).toBe("script-src 'self' 'nonce-abc'")
    expect(policy).toContain("frame-ancestors 'self'")
    expect(policy).toContain("object-src 'none'")
    expect(policy).toContain("base-uri 'self'")
  })

  it('lets the checkout redirect to the sandbox or to Stripe', () => {
    expect(contentSecurityPolicy('abc')).toContain("form-action 'self' https://checkout.stripe.com")
  })

  it("allows Google Tag Manager's host only for a tenant that has a tag-manager id", () => {
    expect(contentSecurityPolicy('abc')).not.toContain('googletagmanager')
    expect(scriptSrc(contentSecurityPolicy('abc', { tagManager: true }))).toBe("script-src 'self' 'nonce-abc' https://www.googletagmanager.com")
  })

  it('is looser in development only, for the inline scripts Vite injects', () => {
    expect(scriptSrc(contentSecurityPolicy('abc', { dev: true }))).toBe("script-src 'self' 'unsafe-inline'")
  })
})
