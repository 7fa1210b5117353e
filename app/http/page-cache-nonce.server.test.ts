// A page shared by the page cache must still carry each response's own script nonce (decision 021).
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { gunzipSync } from 'node:zlib'
import express from 'express'
import { afterEach, expect, it } from 'vitest'
import type { RequestContext } from '../utils/context'
import { createPageCache } from './page-cache.server'
import { securityHeaders } from './security-headers.server'

let close: (() => void) | null = null
afterEach(() => close?.())

async function start() {
  let renders = 0
  const tenant = { id: 'deira' } as RequestContext['tenant']
  const app = express()
  app.use(securityHeaders())
  app.use((_req, res, next) => {
    res.locals.context = { tenant, locale: 'en', currency: 'AED', localeNotEnabled: false, nonce: res.locals.nonce as string }
    next()
  })
  app.use(createPageCache({ ttlSeconds: 10 }).middleware)
  app.get('/experiences', (_req, res) => {
    const nonce = (res.locals.context as RequestContext).nonce
    res.type('html').send(`<p>render ${++renders}</p><script nonce="${nonce}">1</script>${'<li>card</li>'.repeat(2000)}<script nonce="${nonce}">2</script>`)
  })
  const server = app.listen(0, '127.0.0.1')
  await new Promise((r) => server.once('listening', r))
  close = () => server.close()
  const port = (server.address() as AddressInfo).port
  return (gzip: boolean) =>
    new Promise<{ state: string; policy: string; html: string }>((resolve) =>
      http.get({ port, host: '127.0.0.1', path: '/experiences', headers: gzip ? { 'accept-encoding': 'gzip' } : {} }, (res) => {
        const chunks: Buffer[] = []
        res.on('data', (c: Buffer) => chunks.push(c))
        res.on('end', () => {
          const body = Buffer.concat(chunks)
          const html = (res.headers['content-encoding'] === 'gzip' ? gunzipSync(body) : body).toString()
          resolve({ state: String(res.headers['x-page-cache']), policy: String(res.headers['content-security-policy']), html })
        })
      }),
    )
}

it('serves a cached page with a fresh nonce that matches its own policy, plain and gzipped', async () => {
  const get = await start()
  const pages = [await get(false), await get(false), await get(true), await get(true)]
  expect(pages.map((p) => p.state)).toEqual(['MISS', 'HIT', 'HIT', 'HIT'])
  const nonces = pages.map((p) => /'nonce-([^']+)'/.exec(p.policy)![1]!)
  expect(new Set(nonces).size).toBe(4)
  pages.forEach((page, i) => {
    expect(page.html).toContain('<p>render 1</p>')
    expect([...page.html.matchAll(/nonce="([^"]*)"/g)].map((m) => m[1])).toEqual([nonces[i], nonces[i]])
  })
})
