import { describe, expect, it } from 'vitest'
import { cityPath, EMPTY_SUGGESTIONS, SuggestQuerySchema, SuggestResponseSchema } from './suggest'

const city = { slug: 'dubai', name: 'Dubai', href: '/things-to-do-in-dubai' }
const experience = { slug: 'dubai-evening-desert-safari', title: 'Evening Desert Safari', city: 'Dubai', href: '/things-to-do-in-dubai/dubai-evening-desert-safari' }

describe('suggest response', () => {
  it('accepts cities and experiences with on-site links, and the empty answer', () => {
    expect(SuggestResponseSchema.parse({ cities: [city], experiences: [experience] })).toEqual({ cities: [city], experiences: [experience] })
    expect(SuggestResponseSchema.parse(EMPTY_SUGGESTIONS)).toEqual({ cities: [], experiences: [] })
  })

  it('refuses a link to another site, so a suggestion can never send a visitor away', () => {
    for (const href of ['https://evil.test/x', '//evil.test/x', 'javascript:alert(1)', 'experiences/x']) {
      expect(SuggestResponseSchema.safeParse({ cities: [{ ...city, href }], experiences: [] }).success).toBe(false)
    }
  })

  it('refuses more than five of either kind and rows without a name', () => {
    expect(SuggestResponseSchema.safeParse({ cities: Array(6).fill(city), experiences: [] }).success).toBe(false)
    expect(SuggestResponseSchema.safeParse({ cities: [], experiences: Array(6).fill(experience) }).success).toBe(false)
    expect(SuggestResponseSchema.safeParse({ cities: [{ ...city, name: '' }], experiences: [] }).success).toBe(false)
    expect(SuggestResponseSchema.safeParse({ cities: [], experiences: [{ ...experience, title: undefined }] }).success).toBe(false)
  })
})

describe('suggest query', () => {
  it('keeps any text a visitor can type, trimmed and cut to 100 characters', () => {
    expect(SuggestQuerySchema.parse({ q: '  Dubai   desert ', lang: 'de' })).toEqual({ q: 'Dubai desert', lang: 'de' })
    expect(SuggestQuerySchema.parse({ q: 'x'.repeat(500) }).q).toHaveLength(100)
    expect(SuggestQuerySchema.parse({ q: "'; drop" }).q).toBe("'; drop")
  })

  it('turns a missing text or an unknown language into "nothing" rather than an error', () => {
    expect(SuggestQuerySchema.parse({})).toEqual({ q: '', lang: undefined })
    expect(SuggestQuerySchema.parse({ q: 'a', lang: 'xx' })).toEqual({ q: 'a', lang: undefined })
  })
})

describe('city links', () => {
  it('go to the city listing on a marketplace and to the filtered list on a supplier site', () => {
    expect(cityPath('marketplace', 'abu-dhabi')).toBe('/things-to-do-in-abu-dhabi')
    expect(cityPath('supplier', 'abu-dhabi')).toBe('/experiences?city=abu-dhabi')
  })
})
