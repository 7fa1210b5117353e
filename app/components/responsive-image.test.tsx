// What the browser receives for every image: proxy URLs over the breakpoints, a box that never collapses,
// lazy loading below the fold and the blurred placeholder.
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { candidates, ResponsiveImage } from './responsive-image'

const html = (el: React.ReactElement) => renderToStaticMarkup(el).replace(/&amp;/g, '&')
const attr = (markup: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`).exec(markup)?.[1]

describe('ResponsiveImage', () => {
  it('offers every breakpoint at densities 1 and 2 as snapped boxes, up to the source’s own width', () => {
    expect(candidates(3 / 2).map((c) => c.w)).toEqual([320, 640, 768, 1024, 1280, 1536, 2048, 2560, 3072])
    // The proxy does not enlarge: the 1280 box of a 1200 px source arrives 1200 wide, and nothing wider is listed.
    expect(candidates(3 / 2, 1200).map((c) => [c.w, c.label])).toEqual([[320, 320], [640, 640], [768, 768], [1024, 1024], [1280, 1200]])
    // A tall card reaches the 3072 px side limit at 2048 wide; wider breakpoints would repeat it.
    expect(candidates(4 / 5).map((c) => c.w)).toEqual([320, 640, 768, 1024, 1280, 1536, 2048])
    // A card is never shown under 640 device pixels: its srcset starts there.
    expect(candidates(3 / 2, 1200, 640).map((c) => c.w)).toEqual([640, 768, 1024, 1280])
    const out = html(<ResponsiveImage src="/media/experiences/x.svg" alt="Safari" width={640} height={427} />)
    const srcset = attr(out, 'srcSet') ?? attr(out, 'srcset')!
    const entries = srcset.split(', ')
    expect(entries).toHaveLength(9)
    expect(entries[0]).toBe('/_img/320x213/media/experiences/x.svg 320w')
    expect(entries.every((e) => e.startsWith('/_img/'))).toBe(true)
    expect(attr(out, 'src')).toBe('/_img/640x427/media/experiences/x.svg')
    expect(attr(out, 'width')).toBe('640')
    expect(attr(out, 'height')).toBe('427')
    expect(attr(out, 'sizes')).toBe('(max-width: 640px) 100vw, 640px')
  })

  it('loads lazily and asynchronously with a 10×10, quality 50, blur 3 placeholder behind it', () => {
    const out = html(<ResponsiveImage src="/media/x.svg" alt="" width={320} height={200} sizes="50vw" />)
    expect(attr(out, 'loading')).toBe('lazy')
    expect(attr(out, 'decoding')).toBe('async')
    expect(attr(out, 'sizes')).toBe('50vw')
    expect(attr(out, 'style')).toContain('background-image:url(/_img/10x10,blur_3,q_50/media/x.svg)')
    expect(attr(out, 'class')).toContain('img-placeholder')
    expect(out).not.toContain('fetchpriority')
  })

  it('quotes the placeholder URL only when it has to', () => {
    const out = html(<ResponsiveImage src="/media/a (1).svg" alt="" width={320} height={200} />)
    expect(attr(out, 'style')).toMatch(/background-image:url\(&quot;.*&quot;\)/)
  })

  it('loads above-the-fold images eagerly with high priority, and logos without a placeholder', () => {
    const out = html(<ResponsiveImage src="/logo.png" alt="Deira" width={144} height={36} priority placeholder={false} fit="inside" />)
    expect(attr(out, 'loading')).toBe('eager')
    expect(attr(out, 'fetchpriority')).toBe('high')
    expect(attr(out, 'style')).toBeUndefined()
    expect(attr(out, 'src')).toBe('/_img/320x80,fit_inside/logo.png')
  })
})
