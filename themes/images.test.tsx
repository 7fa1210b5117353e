// Hero photos, the deira film poster and tenant logos go through the image proxy like every other image.
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import type { PublicTenant } from './contract'
import { KitBrand } from './kit'
import { Hero as DefaultHero } from './default/hero'
import { Brand as DeiraBrand } from './deira/brand'
import { Hero as DeiraHero } from './deira/hero'
import { Brand as BoatBrand } from './get-that-boat/brand'
import { Hero as BoatHero } from './get-that-boat/hero'

const tenant = { name: 'Acme Tours', branding: { logo: '/media/logo.png' } } as unknown as PublicTenant
const imgs = (markup: string) => markup.match(/<img\b[^>]*>/g) ?? []

function expectProxied(markup: string) {
  const tags = imgs(markup)
  expect(tags.length).toBeGreaterThan(0)
  for (const tag of tags) {
    expect(tag).toMatch(/ src="\/_img\/[^"]+"/)
    expect(tag).toMatch(/ srcSet="\/_img\//)
    expect(tag).toMatch(/ width="\d+"/)
    expect(tag).toMatch(/ height="\d+"/)
  }
}

describe('theme images', () => {
  it('logos of the kit and of the themes with their own wordmark', () => {
    expectProxied(renderToStaticMarkup(<KitBrand tenant={tenant} />))
    expectProxied(renderToStaticMarkup(<DeiraBrand tenant={tenant} />))
    expectProxied(renderToStaticMarkup(<BoatBrand tenant={tenant} />))
  })

  it('hero photos of all three themes, eager above the fold, and the deira film poster', () => {
    const heroImage = '/media/hero.jpg'
    const markups = [
      renderToStaticMarkup(<DefaultHero tenant={tenant} options={{ heroImage } as never} search={null} />),
      renderToStaticMarkup(<DeiraHero tenant={tenant} options={{ heroImage, hero: 'video', heroVideo: '/media/film.mp4' } as never} search={null} />),
      renderToStaticMarkup(<BoatHero tenant={tenant} options={{ heroImage, heroStyle: 'full' } as never} search={null} />),
    ]
    for (const markup of markups) {
      expectProxied(markup)
      expect(imgs(markup)[0]).toContain('loading="eager"')
    }
    expect(markups[1]).toMatch(/poster="\/_img\/1280x720\/media\/hero.jpg"/)
  })
})
