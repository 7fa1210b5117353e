// Every word in the page's language (issue 25): for every tenant and every language it serves, the legal pages a
// buyer accepts at "Confirm & Pay", the blog's teasers and the order page's labels are written in that language.
// A page in English on /ru, an English teaser on /de/blog or an order label copied from en-order.ts fails here.
import { describe, expect, it } from 'vitest'
import type { RequestContext } from '~/utils/context'
import { DEFAULT_LOCALE, type Locale } from '~/domain/locales'
import { loadTenants } from '~/tenancy/load.server'
import { loadContentPage } from '~/models/content/pages.server'
import { listPosts } from '~/models/content/blog.server'
import { enOrder } from '~/locales/en-order'
import { deOrder } from '~/locales/de-order'
import { ruOrder } from '~/locales/ru-order'
import { trOrder } from '~/locales/tr-order'

const tenants = loadTenants().tenants
const served = tenants.flatMap((tenant) => tenant.locales.filter((l) => l !== DEFAULT_LOCALE).map((locale) => [tenant.id, locale] as const))

function ctx(tenantId: string, locale: Locale): RequestContext {
  const tenant = tenants.find((t) => t.id === tenantId)!
  return { tenant, locale, currency: tenant.currency, db: null, payments: null, localeNotEnabled: false, requestId: 'page-language' } as unknown as RequestContext
}

// Words that are common in any English text and are not words of German or Turkish (Russian has none of them).
const ENGLISH = new Set([
  'the',
  'and',
  'of',
  'to',
  'you',
  'your',
  'we',
  'our',
  'is',
  'are',
  'with',
  'this',
  'that',
  'for',
  'be',
  'from',
  'which',
  'have',
  'not',
  'or',
  'by',
  'it',
  'on',
  'at',
  'can',
  'if',
])

/** The share of a text's words that are English stop-words: about a third in English prose, near nothing in the others. */
export function englishShare(text: string): number {
  const words = text
    .replace(/<[^>]+>/g, ' ')
    .replace(/`[^`]*`|https?:\/\/\S+|\S+@\S+/g, ' ')
    .toLowerCase()
    .match(/\p{L}+/gu)
  if (!words?.length) return 0
  return words.filter((w) => ENGLISH.has(w)).length / words.length
}

/** English prose, judged on its words: a tenth of them stop-words is far above any German, Turkish or Russian text. */
const looksEnglish = (text: string) => englishShare(text) > 0.1

describe('the language judge', () => {
  it('tells English prose from German, Turkish and Russian', () => {
    expect(looksEnglish('This policy explains which personal data we collect when you use this website, and what you can ask of us.')).toBe(true)
    expect(looksEnglish('Diese Erklärung beschreibt, welche personenbezogenen Daten wir erheben, wenn Sie diese Website nutzen.')).toBe(false)
    expect(looksEnglish('Bu politika, bu web sitesini kullandığınızda hangi kişisel verileri topladığımızı açıklar.')).toBe(false)
    expect(looksEnglish('Эта политика объясняет, какие персональные данные мы собираем, когда вы пользуетесь сайтом.')).toBe(false)
  })
})

describe.each(served)('%s in %s', (tenantId, locale) => {
  it.each(['privacy-policy', 'terms-and-conditions'] as const)('shows its %s written in that language', async (kind) => {
    const page = await loadContentPage(ctx(tenantId, locale), kind)
    expect(page, `tenants/${tenantId}/content/${locale}/${kind}.md`).not.toBeNull()
    expect({ file: `tenants/${tenantId}/content/${page!.locale}/${kind}.md`, fallback: page!.fallback }).toEqual({ file: `tenants/${tenantId}/content/${locale}/${kind}.md`, fallback: false })
    const english = await loadContentPage(ctx(tenantId, DEFAULT_LOCALE), kind)
    expect(page!.html).not.toBe(english!.html)
    for (const text of [page!.title, page!.description, page!.html]) expect(englishShare(text), text.slice(0, 200)).toBeLessThanOrEqual(0.1)
  })

  it('offers on its blog only teasers written in that language', async () => {
    const posts = await listPosts(ctx(tenantId, locale))
    for (const post of posts) {
      expect({ slug: post.slug, locale: post.locale, fallback: post.fallback }).toEqual({ slug: post.slug, locale, fallback: false })
      expect(englishShare(`${post.title} ${post.description}`), post.title).toBeLessThanOrEqual(0.1)
    }
  })
})

// The order page's labels: a label copied from English stays English on the German page ("Voucher" where the
// PDF says "Gutschein"). Only what is the same word in both languages may repeat the English.
const SAME_IN = { de: new Set<string>(['order.guestName']), tr: new Set<string>([]), ru: new Set<string>([]) }

function leaves(value: unknown, at = ''): Array<[string, string]> {
  if (typeof value === 'string') return [[at, value]]
  return Object.entries(value as Record<string, unknown>).flatMap(([k, v]) => leaves(v, at ? `${at}.${k}` : k))
}

describe.each([
  ['de', deOrder],
  ['tr', trOrder],
  ['ru', ruOrder],
] as const)('the order page in %s', (locale, catalogue) => {
  it('has no label left in English', () => {
    const english = new Map(leaves(enOrder))
    const copied = leaves(catalogue).filter(([key, text]) => {
      const words = text.replace(/\{\{\w+\}\}|<\/?\w+>/g, ' ').match(/\p{L}{3,}/gu)
      return words && text === english.get(key) && !SAME_IN[locale].has(key)
    })
    expect(copied).toEqual([])
    for (const [key, text] of leaves(catalogue)) expect(englishShare(text.replace(/\{\{\w+\}\}/g, ' ')), `${key}: ${text}`).toBeLessThanOrEqual(0.25)
  })
})
