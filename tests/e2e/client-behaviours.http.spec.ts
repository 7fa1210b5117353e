// The server's half of the client behaviours (decision 026): the build id the pages poll, and a policy that lets
// the tag manager in only on a tenant that has one (its page still carries no tag: that waits for consent).
import { test } from '@playwright/test'
import { expect, PORT } from './fixtures'

const url = (path: string) => `http://127.0.0.1:${PORT}${path}`
const on = (host: string) => ({ headers: { Host: `${host}:${PORT}`, Cookie: 'locale=en' } })

test('/build-manifest.json names the build the pages run, and is never cached', async ({ request }) => {
  const page = await (await request.get(url('/experiences'), on('deira.localhost'))).text()
  const manifestScript = /\/assets\/manifest-[\w-]+\.js/.exec(page)?.[0]
  expect(manifestScript).toBeTruthy()
  const running = /"version":"([^"]+)"/.exec(await (await request.get(url(manifestScript!), on('deira.localhost'))).text())?.[1]
  const response = await request.get(url(`/build-manifest.json?t=${Date.now()}`), on('deira.localhost'))
  expect(response.status()).toBe(200)
  expect(response.headers()['cache-control']).toBe('no-store')
  expect(await response.json()).toEqual({ buildId: running })
  expect((await request.get(url('/build-manifest.json'), on('nobody.example'))).status(), 'an unknown host').toBe(404)
})

test('only a tenant with a tag-manager id allows its host in the policy, and no page carries the tag itself', async ({ request }) => {
  const tagged = await request.get(url('/experiences'), on('tagged.localhost'))
  const plain = await request.get(url('/experiences'), on('deira.localhost'))
  expect(tagged.headers()['content-security-policy']).toMatch(/script-src [^;]*https:\/\/www\.googletagmanager\.com/)
  expect(plain.headers()['content-security-policy']).not.toContain('googletagmanager')
  expect(await tagged.text()).not.toContain('googletagmanager.com/gtm.js')
})
