// Tenant content from its folder (decision 027): languages and the English fallback, drafts and scheduled
// articles, edits picked up without a restart, Markdown made safe, and the checker that `npm run tenant` runs.
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { RequestContext } from '../../utils/context'
import type { Locale } from '../../domain/locales'
import { checkContent } from './content-check.server'
import { listContentEntries, listPosts, loadPost, readingMinutes } from './blog.server'
import { loadContentPage, loadFaq } from './pages.server'
import { renderMarkdown } from './markdown.server'

// These contexts never take a payment.
const noPayments = (): never => {
  throw new Error('no payments in this test')
}

let dir: string
const DESCRIPTION = 'A description long enough for a search result, which wants about one hundred and twenty characters.'

function write(rel: string, text: string) {
  const file = path.join(dir, rel)
  mkdirSync(path.dirname(file), { recursive: true })
  writeFileSync(file, text)
  return file
}
const page = (title: string, body: string, updated = '2026-09-15') => `---\ntitle: ${title}\ndescription: ${DESCRIPTION}\nupdated: ${updated}\n---\n${body}\n`
const post = (title: string, published: string, extra = '') =>
  `---\ntitle: ${title}\ndescription: ${DESCRIPTION}\nauthor: Layla Haddad\npublished: ${published}\ncover: /media/experiences/a.svg\ncoverAlt: Dunes\nexperiences: [a, b]\n${extra}---\nRead [the safari](/experiences/a) and [more](https://example.org).\n`

function ctx(locale: Locale, locales: Locale[] = ['en', 'ru', 'de']): RequestContext {
  return {
    tenant: { id: 't', locales, timeZone: 'Asia/Dubai', features: { blog: true } } as unknown as RequestContext['tenant'],
    locale,
    currency: 'USD',
    db: null as unknown as RequestContext['db'],
    payments: noPayments,
    localeNotEnabled: false,
    requestId: 'test',
    contentDir: dir,
  }
}

beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'content-'))
  write('en/about.md', page('About us', '# Our story\n\nSince 2009 [see our tours](/experiences).'))
  write('de/about.md', page('Über uns', 'Seit 2009 [unsere Touren](/experiences).'))
  write('en/privacy-policy.md', page('Privacy policy', 'We keep little.'))
  write('en/faq.yaml', `title: Questions\ndescription: ${DESCRIPTION}\ngroups:\n  - title: Booking\n    questions:\n      - q: How?\n        a: See [help](/contact-us).\n      - q: When?\n        a: Any day.\n`)
  write('en/blog/old-news.md', post('Old news', '2025-01-02'))
  write('en/blog/new-news.md', post('New news', '2026-05-01'))
  write('de/blog/new-news.md', post('Neuigkeiten', '2026-05-01'))
  write('en/blog/a-draft.md', post('Draft', '2025-02-02', 'draft: true\n'))
  write('en/blog/tomorrow.md', post('Scheduled', '2026-05-02'))
})
afterAll(() => rmSync(dir, { recursive: true, force: true }))

describe('pages and languages', () => {
  it('serves the visitor language when written, with its translations', async () => {
    const about = (await loadContentPage(ctx('de'), 'about'))!
    expect(about).toMatchObject({ title: 'Über uns', locale: 'de', fallback: false, translations: ['en', 'de'], updated: '2026-09-15' })
    expect(about.html).toContain('href="/de/experiences"')
  })

  it('falls back to English, marked as such, with links still in the visitor language', async () => {
    const about = (await loadContentPage(ctx('ru'), 'about'))!
    expect(about).toMatchObject({ title: 'About us', locale: 'en', fallback: true, translations: ['en', 'de'] })
    expect(about.html).toContain('<h2>Our story</h2>')
    expect(about.html).toContain('href="/ru/experiences"')
  })

  it('is null (a 404) when not even English exists', async () => {
    expect(await loadContentPage(ctx('en'), 'terms-and-conditions')).toBeNull()
  })

  it('reads the FAQ in groups with answers rendered', async () => {
    const faq = (await loadFaq(ctx('de')))!
    expect(faq.fallback).toBe(true)
    expect(faq.groups[0]!.questions.map((q) => q.id)).toEqual(['faq-1', 'faq-2'])
    expect(faq.groups[0]!.questions[0]!.html).toContain('href="/de/contact-us"')
  })

  it('picks up an edited file on the next read, without a restart', async () => {
    const file = write('en/privacy-policy.md', page('Privacy policy', 'We keep even less.'))
    utimesSync(file, new Date(), new Date(Date.now() + 5000))
    expect((await loadContentPage(ctx('en'), 'privacy-policy'))!.html).toContain('even less')
  })
})

describe('blog', () => {
  const may1 = new Date('2026-05-01T12:00:00Z')

  it('lists published articles newest first, only those written in the visitor’s language, never drafts or scheduled ones', async () => {
    expect((await listPosts(ctx('en'), may1)).map((p) => p.slug)).toEqual(['new-news', 'old-news'])
    const posts = await listPosts(ctx('de'), may1)
    expect(posts.map((p) => [p.slug, p.title, p.fallback])).toEqual([['new-news', 'Neuigkeiten', false]])
    expect(await loadPost(ctx('en'), 'a-draft', may1)).toBeNull()
    expect(await loadPost(ctx('en'), 'tomorrow', may1)).toBeNull()
    // On its day in the tenant's time zone (Dubai, UTC+4), the scheduled article is out.
    expect(await loadPost(ctx('en'), 'tomorrow', new Date('2026-05-01T21:00:00Z'))).not.toBeNull()
  })

  it('loads an article with its related experiences and languages; refuses slugs that are not slugs', async () => {
    const found = (await loadPost(ctx('ru'), 'new-news', may1))!
    expect(found).toMatchObject({ locale: 'en', fallback: true, translations: ['en', 'de'], experiences: ['a', 'b'], readingMinutes: 1 })
    expect(found.html).toContain('rel="noopener noreferrer external"')
    expect(await loadPost(ctx('en'), '../about', may1)).toBeNull()
    expect(await loadPost(ctx('en'), 'NOPE', may1)).toBeNull()
  })

  it('lists content for the sitemap only in the languages it is written in', async () => {
    const entries = await listContentEntries(ctx('en'), may1)
    const byPath = Object.fromEntries(entries.map((e) => [e.path, e.locales]))
    expect(byPath).toMatchObject({ '/about': ['en', 'de'], '/faq': ['en'], '/blog': ['en', 'ru', 'de'], '/blog/new-news': ['en', 'de'], '/blog/old-news': ['en'] })
    expect(byPath['/blog/a-draft']).toBeUndefined()
    expect(byPath['/terms-and-conditions']).toBeUndefined()
    // With the blog switched off, neither the list nor its articles are listed.
    const off = ctx('en')
    off.tenant = { ...off.tenant, features: { ...off.tenant.features, blog: false } }
    expect((await listContentEntries(off, may1)).filter((e) => e.path.startsWith('/blog'))).toEqual([])
  })

  it('counts reading time in words, at least one minute', () => {
    expect(readingMinutes('word '.repeat(1100))).toBe(5)
    expect(readingMinutes('')).toBe(1)
  })
})

describe('Markdown is made safe', () => {
  it('drops raw HTML, scripts, event handlers and javascript: links', () => {
    const html = renderMarkdown('<script>alert(1)</script>\n\n<img src=x onerror=alert(1)>\n\n[x](javascript:alert(1)) <b onclick="x()">b</b>\n\n<iframe src="https://evil.example"></iframe>', { linkLocale: 'en' })
    expect(html).not.toMatch(/<script|onerror|onclick|javascript:|<iframe|<b /i)
  })

  it('sends images through the image proxy, lazily', () => {
    expect(renderMarkdown('![Dunes](/media/experiences/a.svg)', { linkLocale: 'en' })).toMatch(/<img src="\/_img\/[^"]+\/media\/experiences\/a\.svg" alt="Dunes" loading="lazy"/)
  })
})

describe('checkContent', () => {
  it('reports each file that does not parse, with the reason', async () => {
    write('ru/faq.yaml', 'title: [unclosed')
    write('ru/blog/Bad_Name.md', post('x', '2025-01-01'))
    write('ru/blog/no-author.md', `---\ntitle: x\ndescription: ${DESCRIPTION}\npublished: 2025-01-01\ncover: /media/a.svg\ncoverAlt: a\n---\ntext\n`)
    const problems = await checkContent(dir, ['en', 'ru', 'de'])
    expect(problems.map((p) => [path.relative(dir, p.file), p.reason.split(':')[0]])).toEqual([
      ['ru/faq.yaml', 'is not valid YAML'],
      ['ru/blog/Bad_Name.md', 'the file name must be a slug'],
      ['ru/blog/no-author.md', 'author'],
    ])
  })
})
