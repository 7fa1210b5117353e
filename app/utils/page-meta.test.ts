// Title, description and share-card tags of a page.
import { describe, expect, it } from 'vitest'
import { ogImageUrl, pageMeta, pageTitle, TITLE_MAX } from './page-meta'

const find = (meta: ReturnType<typeof pageMeta>, key: string) =>
  meta.find((m) => ('property' in m && m.property === key) || ('name' in m && m.name === key) || (key === 'title' && 'title' in m))

describe('pageMeta', () => {
  it('gives title, description, Open Graph and a large Twitter card when there is an image', () => {
    const image = ogImageUrl('https://deira.example/', '/media/experiences/x.svg')
    const meta = pageMeta({ title: 'Safari | Deira', description: 'Dunes', image, type: 'product' })
    expect(find(meta, 'title')).toEqual({ title: 'Safari | Deira' })
    expect(find(meta, 'description')).toEqual({ name: 'description', content: 'Dunes' })
    expect(find(meta, 'og:title')).toEqual({ property: 'og:title', content: 'Safari | Deira' })
    expect(find(meta, 'og:description')).toEqual({ property: 'og:description', content: 'Dunes' })
    expect(find(meta, 'og:type')).toEqual({ property: 'og:type', content: 'product' })
    expect(find(meta, 'og:image')).toEqual({ property: 'og:image', content: 'https://deira.example/_img/1280x672,f_jpeg,q_80/media/experiences/x.svg' })
    expect(find(meta, 'og:image:width')).toEqual({ property: 'og:image:width', content: '1280' })
    expect(find(meta, 'og:image:height')).toEqual({ property: 'og:image:height', content: '672' })
    expect(find(meta, 'twitter:card')).toEqual({ name: 'twitter:card', content: 'summary_large_image' })
  })

  it('defaults to a website without image tags when there is no image', () => {
    const meta = pageMeta({ title: 'Home', description: 'All tours' })
    expect(find(meta, 'og:type')).toEqual({ property: 'og:type', content: 'website' })
    expect(find(meta, 'og:image')).toBeUndefined()
    expect(find(meta, 'twitter:card')).toEqual({ name: 'twitter:card', content: 'summary' })
  })
})

describe('pageTitle', () => {
  it('names the site after the heading when both fit in a search result', () => {
    expect(pageTitle('Dubai Marina Yacht', 'Get That Boat')).toBe('Dubai Marina Yacht | Get That Boat')
  })

  it('drops the site name rather than let a long heading be cut off', () => {
    const heading = 'Dubai Evening Desert Safari with BBQ Dinner and Live Shows'
    expect(pageTitle(heading, 'Deira Desert Safari')).toBe(heading)
  })

  it('shortens a heading that alone is too long at a word, with an ellipsis', () => {
    const heading = 'A very long heading '.repeat(6).trim()
    const title = pageTitle(heading, 'Site')
    expect(title.length).toBeLessThanOrEqual(TITLE_MAX)
    expect(title.endsWith('…')).toBe(true)
    const kept = title.slice(0, -1)
    expect(heading.startsWith(kept) && heading[kept.length]).toBe(' ')
  })
})
