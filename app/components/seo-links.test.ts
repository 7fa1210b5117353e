// Canonical, alternates and pagination links for any URL of a listing.
import { describe, expect, it } from 'vitest'
import { seoLinkSet } from './seo-links'

const base = { origin: 'https://deira.example/', locales: ['en', 'ru', 'de'] as const }

describe('seoLinkSet', () => {
  it('keeps ?page=N on the canonical and drops filters, sort and tracking parameters', () => {
    const links = seoLinkSet({ ...base, pathname: '/ru/experiences', search: '?sort=price-asc&page=2&duration=short&utm_source=x', locale: 'ru', pageCount: 4 })
    expect(links.canonical).toBe('https://deira.example/ru/experiences?page=2')
    expect(links.prev).toBe('https://deira.example/ru/experiences')
    expect(links.next).toBe('https://deira.example/ru/experiences?page=3')
    expect(links.alternates).toEqual([
      { hrefLang: 'en', href: 'https://deira.example/experiences?page=2' },
      { hrefLang: 'ru', href: 'https://deira.example/ru/experiences?page=2' },
      { hrefLang: 'de', href: 'https://deira.example/de/experiences?page=2' },
      { hrefLang: 'x-default', href: 'https://deira.example/experiences?page=2' },
    ])
  })

  it('treats page 1 (and nonsense) as the bare URL; the last page has no next', () => {
    expect(seoLinkSet({ ...base, pathname: '/experiences', search: '?page=1', locale: 'en', pageCount: 3 })).toMatchObject({
      canonical: 'https://deira.example/experiences',
      prev: null,
      next: 'https://deira.example/experiences?page=2',
    })
    expect(seoLinkSet({ ...base, pathname: '/experiences', search: '?page=abc', locale: 'en' }).canonical).toBe('https://deira.example/experiences')
    expect(seoLinkSet({ ...base, pathname: '/experiences', search: '?page=3', locale: 'en', pageCount: 3 })).toMatchObject({ prev: 'https://deira.example/experiences?page=2', next: null })
  })

  it('has no prev/next on pages that are not paginated listings', () => {
    expect(seoLinkSet({ ...base, pathname: '/de', search: '', locale: 'de' })).toMatchObject({ canonical: 'https://deira.example/de', prev: null, next: null })
  })
})
