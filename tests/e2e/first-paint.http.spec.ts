// Issue 10, Lighthouse: what a listing's first paint waits for. Its largest paint on a phone is the first card's
// photo; a lazy image is only requested after layout, so the first photo is eager at high priority (`ExperienceGrid
// first`, `ImageLoading` in responsive-image.tsx). The rest stay lazy, so as not to share the phone's bandwidth.
import { expect, LAYOUT_TENANTS, PORT, test } from './fixtures'

for (const { id, host, siteType, theme } of LAYOUT_TENANTS) {
  const listing = siteType === 'supplier' ? '/experiences' : '/things-to-do'
  test(`${theme} (${id}): the listing's first card photo loads with the page at high priority, the rest lazily`, async ({ request }) => {
    const html = await (await request.get(`http://127.0.0.1:${PORT}${listing}`, { headers: { Host: host, Cookie: 'locale=en' } })).text()
    const photos = html
      .split('<article')
      .slice(1)
      .map((card) => /<img [^>]*>/.exec(card)?.[0] ?? '')
    expect(photos.length, 'cards on the first page').toBeGreaterThanOrEqual(2)
    const loading = (img: string) => /loading="(\w+)"/.exec(img)?.[1]
    expect(photos[0]).toContain('fetchpriority="high"')
    expect(loading(photos[0]!)).toBe('eager')
    for (const img of photos.slice(1)) {
      expect(loading(img)).toBe('lazy')
      expect(img).not.toContain('fetchpriority')
    }
  })
}
