import { describe, expect, it } from 'vitest'
import { countActiveFilters, listingSearch, parseListingParams } from './params.server'

describe('listing query string', () => {
  it('reads a page with nothing chosen as recommended, page 1, no filters', () => {
    expect(parseListingParams('')).toEqual({
      duration: [],
      category: [],
      language: [],
      label: [],
      occasion: [],
      'best-for': [],
      time: [],
      age: [],
      rating: undefined,
      city: undefined,
      date: undefined,
      sort: 'recommended',
      page: 1,
      minPrice: undefined,
      maxPrice: undefined,
    })
  })

  it('reads every filter, sort and page a shared link can carry', () => {
    const p = parseListingParams(
      'min-price=50&max-price=250.5&duration=1-4h&duration=multi-day&language=ru&label=bestseller,private&occasion=romantic' +
        '&best-for=couples&time=evening&age=all-ages&category=tours&rating=4.5&city=dubai&date=2026-12-24&sort=price-desc&page=3',
    )
    expect(p).toMatchObject({
      minPrice: 50,
      maxPrice: 250.5,
      duration: ['1-4h', 'multi-day'],
      language: ['ru'],
      label: ['bestseller', 'private'],
      occasion: ['romantic'],
      'best-for': ['couples'],
      time: ['evening'],
      age: ['all-ages'],
      category: ['tours'],
      rating: 4.5,
      city: 'dubai',
      date: '2026-12-24',
      sort: 'price-desc',
      page: 3,
    })
    expect(countActiveFilters(p)).toBe(12) // 10 values, a rating, a price range
  })

  it('drops what it cannot read instead of failing', () => {
    const p = parseListingParams(
      'min-price=cheap&max-price=-5&duration=forever&rating=2&rating=abc&sort=random&page=0&date=2026-13-40&city=%3Cscript%3E&label=%3Cb%3E&label=' +
        'a'.repeat(80),
    )
    expect(p).toMatchObject({ minPrice: undefined, maxPrice: undefined, duration: [], rating: undefined, sort: 'recommended', page: 1, date: undefined, city: undefined, label: [] })
    expect(parseListingParams('page=2.5&page=7').page).toBe(1)
    expect(parseListingParams('page=99999').page).toBe(1)
  })

  it('treats empty form fields as "no bound" and a reversed price range as meant', () => {
    expect(parseListingParams('min-price=&max-price=&sort=recommended')).toMatchObject({ minPrice: undefined, maxPrice: undefined })
    expect(parseListingParams('min-price=300&max-price=100')).toMatchObject({ minPrice: 100, maxPrice: 300 })
  })

  it('lower-cases, de-duplicates and caps repeated values', () => {
    const many = Array.from({ length: 30 }, (_, i) => `label=l${i}`).join('&')
    expect(parseListingParams('label=NEW&label=new,New').label).toEqual(['new'])
    expect(parseListingParams(many).label).toHaveLength(20)
  })

  it('writes the same query string back, leaving out defaults', () => {
    const query = 'min-price=50&duration=1-4h&language=ru&label=bestseller&label=private&category=tours&rating=4&sort=price-asc&page=2'
    const again = listingSearch(parseListingParams(query))
    expect(parseListingParams(again)).toEqual(parseListingParams(query))
    expect(listingSearch(parseListingParams('sort=recommended&page=1')).toString()).toBe('')
  })
})
