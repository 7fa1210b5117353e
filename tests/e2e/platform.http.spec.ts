// The foundation's acceptance points over real HTTP: Host header → tenant, locales, redirects, 404s.
import { expect, test, type APIRequestContext } from '@playwright/test'
import { PORT } from './fixtures'

const origin = `http://127.0.0.1:${PORT}`
const get = (request: APIRequestContext, host: string, path: string, headers: Record<string, string> = {}) =>
  request.get(origin + path, { headers: { Host: host, Cookie: 'locale=en', ...headers }, maxRedirects: 0 })

test('deira and get-that-boat serve different layouts, each with its own name and tokens', async ({ request }) => {
  const deira = await (await get(request, 'deira.localhost', '/')).text()
  const boat = await (await get(request, 'get-that-boat.localhost', '/')).text()
  expect(deira).toContain('data-theme="deira"')
  expect(boat).toContain('data-theme="get-that-boat"')
  expect(deira).toContain('Deira Desert Safari')
  expect(boat).toContain('Get That Boat')
  const primary = (html: string) => /--color-primary:\s*([^;"]+)/.exec(html)?.[1]
  expect(primary(deira)).toBeTruthy()
  expect(primary(deira)).not.toBe(primary(boat))
})

test('an unknown host gets a plain 404 that names no tenant', async ({ request }) => {
  const res = await get(request, 'unknown.example', '/')
  expect(res.status()).toBe(404)
  const body = await res.text()
  for (const name of ['Excursio', 'Deira', 'Get That Boat', 'excursio', 'deira']) expect(body).not.toContain(name)
})

test('localhost and 127.0.0.1 are the marketplace demo tenant', async ({ request }) => {
  for (const host of [`localhost:${PORT}`, `127.0.0.1:${PORT}`]) {
    const html = await (await get(request, host, '/')).text()
    expect(html).toContain('data-theme="default"')
  }
})

test('/de/… on deira renders German, and /ru on get-that-boat is a 404', async ({ request }) => {
  const de = await get(request, 'deira.localhost', '/de/experiences')
  expect(de.status()).toBe(200)
  const html = await de.text()
  expect(html).toContain('<html lang="de"')
  expect(html).toContain('Alle Erlebnisse')
  expect((await get(request, 'get-that-boat.localhost', '/ru')).status()).toBe(404)
  expect((await get(request, 'get-that-boat.localhost', '/ru/')).status()).toBe(404)
  expect((await get(request, 'get-that-boat.localhost', '/ru/experiences')).status()).toBe(404)
  expect((await get(request, 'get-that-boat.localhost', '/tr/experiences')).status()).toBe(200)
})

test('discover, experiences and things-to-do redirect by site type (spec §2)', async ({ request }) => {
  const location = async (host: string, path: string) => {
    const res = await get(request, host, path)
    expect(res.status(), `${host}${path}`).toBeGreaterThanOrEqual(301)
    expect(res.status()).toBeLessThanOrEqual(308)
    return res.headers().location
  }
  expect(await location('deira.localhost', '/discover/x')).toBe('/experiences/x')
  // A product reaches its page in one redirect; another name is taken as a city.
  expect(await location('localhost', '/discover/dubai-evening-desert-safari')).toBe('/things-to-do-in-dubai/dubai-evening-desert-safari')
  expect(await location('localhost', '/discover/dubai')).toBe('/things-to-do-in-dubai')
  expect(await location('localhost', '/Things-To-Do')).toBe('/things-to-do')
  expect(await location('localhost', '/experiences')).toBe('/things-to-do')
  expect(await location('deira.localhost', '/things-to-do')).toBe('/experiences')
  expect(await location('deira.localhost', '/de/discover')).toBe('/de/experiences')
  expect(await location('deira.localhost', '/tours/some-safari')).toBe('/experiences/some-safari')
})

test('a category outside a tenant’s catalogue is the 404 screen, not an empty listing', async ({ request }) => {
  // Deira sells desert safaris, not yachts; the marketplace sells both.
  expect((await get(request, 'deira.localhost', '/yachts')).status()).toBe(404)
  expect((await get(request, 'localhost', '/yachts')).status()).toBe(200)
})

test('a tenant’s own redirect rules are honoured, and absolute targets leave the site', async ({ request }) => {
  expect((await get(request, 'deira.localhost', '/safari')).headers().location).toBe('/experiences')
  const away = await get(request, 'deira.localhost', '/tripadvisor')
  expect(away.status()).toBe(302)
  expect(away.headers().location).toBe('https://www.tripadvisor.com/')
})

test('an unknown page is a 404 with the spec’s texts', async ({ request }) => {
  const res = await get(request, 'deira.localhost', '/no-such-page')
  expect(res.status()).toBe(404)
  const html = await res.text()
  expect(html).toContain('Oops! The page you&#x27;re looking for doesn&#x27;t exist.')
  expect(html).toContain('Page Not Found: /no-such-page')
  expect(html).toContain('<title>Page not found | Deira Desert Safari</title>')
  const german = await (await get(request, 'deira.localhost', '/de/gibt-es-nicht')).text()
  expect(german).toContain('<html lang="de"')
  expect(german).toMatch(/<title>[^<]*Deira Desert Safari<\/title>/)
  expect(german).not.toContain('<title>Page not found')
  const disabled = await get(request, 'get-that-boat.localhost', '/ru/experiences')
  expect(await disabled.text()).toContain('<title>Page not found | Get That Boat</title>')
})

test('every page links its canonical URL, its alternates with x-default, and og:locale', async ({ request }) => {
  const html = await (await get(request, 'deira.localhost', '/de/experiences')).text()
  expect(html).toContain('<link rel="canonical" href="http://deira.localhost:3000/de/experiences"/>')
  for (const [lang, path] of [['en', '/experiences'], ['ru', '/ru/experiences'], ['de', '/de/experiences'], ['x-default', '/experiences']]) {
    expect(html).toContain(`<link rel="alternate" hrefLang="${lang}" href="http://deira.localhost:3000${path}"/>`)
  }
  expect(html).not.toContain('hrefLang="tr"')
  expect(html).toContain('<meta property="og:locale" content="de_DE"/>')
})

test('a first visit follows the browser language; the cookie then wins', async ({ request }) => {
  const first = await request.get(origin + '/', { headers: { Host: 'deira.localhost', 'Accept-Language': 'de-DE,de;q=0.9' }, maxRedirects: 0 })
  expect(first.status()).toBe(302)
  expect(first.headers().location).toBe('/de')
  expect(first.headers()['set-cookie']).toMatch(/locale=de; Max-Age=31536000; Path=\/; SameSite=Lax/)
  const back = await get(request, 'deira.localhost', '/', { 'Accept-Language': 'de' })
  expect(back.status()).toBe(200)
})

test('a cross-origin POST is refused', async ({ request }) => {
  const res = await request.post(origin + '/locale', {
    headers: { Host: 'deira.localhost', Origin: 'https://evil.example' },
    form: { locale: 'de', redirectTo: '/' },
    maxRedirects: 0,
  })
  expect(res.status()).toBe(403)
})
