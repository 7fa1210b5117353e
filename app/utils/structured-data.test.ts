// JSON-LD for search engines: the shapes schema.org and Google expect, and script-safe serialisation.
import { describe, expect, it } from 'vitest'
import { serializeJsonLd } from '../components/json-ld'
import { breadcrumbJsonLd, experienceJsonLd, isoDuration, itemListJsonLd, organizationJsonLd } from './structured-data'

const base = {
  name: 'Desert Safari </script><script>alert(1)</script>',
  description: 'Dunes & dinner',
  url: 'https://deira.example/experiences/safari',
  images: ['https://deira.example/_img/w_1200/media/x.svg'],
  city: 'Dubai',
  rating: 4.67,
  reviewCount: 3,
  lowPrice: '49.00',
  currency: 'AED',
  available: true,
  durationMinutes: 150,
  provider: 'Deira Desert Safari',
}

describe('experienceJsonLd', () => {
  it('describes a Product and TouristTrip with an offer in stock and an aggregate rating', () => {
    const ld = experienceJsonLd(base)
    expect(ld['@type']).toEqual(['Product', 'TouristTrip'])
    expect(ld.offers).toMatchObject({ '@type': 'AggregateOffer', lowPrice: '49.00', priceCurrency: 'AED', availability: 'https://schema.org/InStock', url: base.url })
    expect(ld.offers!.offers[0]).toMatchObject({ '@type': 'Offer', price: '49.00', priceCurrency: 'AED' })
    expect(ld.aggregateRating).toEqual({ '@type': 'AggregateRating', ratingValue: 4.67, reviewCount: 3, bestRating: 5, worstRating: 1 })
    expect(ld.additionalProperty![0]!.value).toBe('PT2H30M')
  })

  it('says out of stock when unavailable, and leaves out ratings without reviews and offers without a price', () => {
    const ld = experienceJsonLd({ ...base, available: false, reviewCount: 0, rating: null })
    expect(ld.offers!.availability).toBe('https://schema.org/OutOfStock')
    expect(ld).not.toHaveProperty('aggregateRating')
    expect(experienceJsonLd({ ...base, lowPrice: null })).not.toHaveProperty('offers')
  })
})

describe('the other builders', () => {
  it('number breadcrumbs and list items from 1', () => {
    const crumbs = breadcrumbJsonLd([{ name: 'Home', url: 'https://x.example/' }, { name: 'Dubai', url: 'https://x.example/things-to-do-in-dubai' }])
    expect(crumbs.itemListElement.map((i) => [i.position, i.name, i.item])).toEqual([[1, 'Home', 'https://x.example/'], [2, 'Dubai', 'https://x.example/things-to-do-in-dubai']])
    expect(itemListJsonLd(['https://x.example/a', 'https://x.example/b']).itemListElement[1]).toEqual({ '@type': 'ListItem', position: 2, url: 'https://x.example/b' })
  })

  it('names the organisation with an absolute logo on its canonical origin', () => {
    const org = organizationJsonLd({ name: 'Deira', canonicalOrigin: 'https://deira.example/', branding: { logo: '/media/logo.svg' }, contact: { phone: '+971', email: 'a@b.c' } })
    expect(org).toMatchObject({ '@type': 'Organization', url: 'https://deira.example/', logo: 'https://deira.example/media/logo.svg', telephone: '+971' })
  })

  it('writes ISO 8601 durations', () => {
    expect([isoDuration(45), isoDuration(60), isoDuration(150), isoDuration(0)]).toEqual(['PT45M', 'PT1H', 'PT2H30M', 'PT0M'])
  })
})

describe('serializeJsonLd', () => {
  it('is valid JSON that round-trips, with no raw "<" that could close the script element', () => {
    const ld = experienceJsonLd({ ...base, description: 'a\u2028b > c & d' })
    const text = serializeJsonLd(ld)
    expect(text).not.toContain('<')
    expect(text).not.toContain('</script')
    expect(text).not.toMatch(/[\u2028\u2029]/)
    expect(JSON.parse(text)).toEqual(ld)
  })
})
