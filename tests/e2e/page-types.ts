// The server-rendered HTML of every page type a tenant has without a browser: the public pages, the account
// screens, 404, and the cart (empty, then with an item) and checkout of one visitor (the request's cookie jar).
import type { APIRequestContext } from '@playwright/test'
import { expect, PORT, TENANTS, type TenantId } from './fixtures'

export type PageHtml = { screen: string; path: string; status: number; html: string }

const PATHS: Record<TenantId, { listing: string; experience: string; search: string; ticket: string; article: string }> = {
  excursio: {
    article: '/blog/how-to-choose-a-dubai-desert-safari',
    listing: '/things-to-do-in-dubai',
    experience: '/things-to-do-in-dubai/dubai-evening-desert-safari',
    search: '/search/desert',
    ticket: 'dubai-burj-khalifa-at-the-top',
  },
  deira: { article: '/blog/best-time-for-a-desert-safari', listing: '/experiences', experience: '/experiences/dubai-evening-desert-safari', search: '/search/safari', ticket: 'dubai-burj-khalifa-at-the-top' },
  'get-that-boat': { article: '/blog/what-to-pack-for-a-day-on-a-yacht', listing: '/experiences', experience: '/experiences/dubai-marina-luxury-yacht', search: '/search/yacht', ticket: 'bodrum-gulet-day-cruise' },
}

export async function fetchPageTypes(request: APIRequestContext, tenant: TenantId, locale: 'en' | 'de'): Promise<PageHtml[]> {
  const host = `${TENANTS[tenant].host}:${PORT}`
  const prefix = locale === 'en' ? '' : `/${locale}`
  // 127.0.0.1 and a Host header: Node does not resolve *.localhost, and the cookie jar keeps the cart cookie.
  const url = (path: string) => `http://127.0.0.1:${PORT}${path}`
  const get = async (screen: string, path: string): Promise<PageHtml> => {
    const localized = path === '/' && prefix ? prefix : prefix + path
    const res = await request.get(url(localized), { headers: { Host: host }, maxRedirects: 0 })
    return { screen, path: localized, status: res.status(), html: await res.text() }
  }
  const { listing, experience, search, ticket, article } = PATHS[tenant]
  const pages = [
    await get('home', '/'),
    await get('listing', listing),
    await get('experience', experience),
    await get('search results', search),
    await get('404', '/no-such-page'),
    await get('sign in', '/auth/login'),
    await get('sign up', '/auth/signup'),
    await get('forgot password', '/auth/forgot-password'),
    await get('reset password (a spent link)', '/auth/reset-password?token=spent'),
    await get('your booking (signed out)', '/invoices'),
    await get('contact', '/contact-us'),
    await get('about', '/about'),
    await get('faq', '/faq'),
    await get('blog', '/blog'),
    await get('blog article', article),
    await get('privacy policy', '/privacy-policy'),
    await get('terms and conditions', '/terms-and-conditions'),
    await get('empty cart', '/cart'),
  ]
  await addToCart(request, host, ticket)
  pages.push(await get('cart with an item', '/cart'), await get('checkout', '/checkout'))
  for (const page of pages) expect(page.status, `${page.screen} (${page.path})`).toBe(page.screen === '404' ? 404 : 200)
  return pages
}

/** Adds one traveller on the first open departure 40 days or more ahead, as the booking form would. */
async function addToCart(request: APIRequestContext, host: string, slug: string) {
  const get = async <T>(path: string) => (await (await request.get(`http://127.0.0.1:${PORT}${path}`, { headers: { Host: host } })).json()) as T
  const month = new Date(Date.now() + 40 * 86_400_000).toISOString().slice(0, 7)
  const { days } = await get<{ days: Array<{ date: string; status: string }> }>(`/api/availability/${slug}?month=${month}`)
  const date = days.find((d) => d.status === 'AVAILABLE')!.date
  const { options } = await get<{ options: Array<{ id: string; departures: Array<{ startTime: string }> }> }>(`/api/availability/${slug}?date=${date}`)
  const added = await request.post(`http://127.0.0.1:${PORT}/cart`, {
    form: { intent: 'add', experienceSlug: slug, optionId: options[0]!.id, date, startTime: options[0]!.departures[0]!.startTime, 'unitQuantities.adult': '1' },
    headers: { Host: host, Origin: `http://${host}` },
    maxRedirects: 0,
  })
  expect(added.headers()['location'], `${slug} added to the cart`).toBe('/cart')
}
