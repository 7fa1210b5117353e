// Proxy URLs: IPX path style, one spelling per request so the disk cache is shared.
import { describe, expect, it } from 'vitest'
import { BREAKPOINTS, imageUrl } from './image-url'

describe('imageUrl', () => {
  it('puts the modifiers, then the source path', () => {
    expect(imageUrl('/media/experiences/x.svg', { w: 640, f: 'webp', q: 75 })).toBe('/_img/w_640,f_webp,q_75/media/experiences/x.svg')
    expect(imageUrl('/media/x.svg', {})).toBe('/_img/_/media/x.svg')
  })

  it('writes modifiers in one fixed order whatever the caller’s order, and drops # from colours', () => {
    expect(imageUrl('/a.png', { q: 50, f: 'png', b: '#ffffff', fit: 'contain', s: '640x480' })).toBe('/_img/s_640x480,fit_contain,b_ffffff,f_png,q_50/a.png')
    expect(imageUrl('/a.png', { blur: 3, h: 10, w: 10 })).toBe('/_img/w_10,h_10,blur_3/a.png')
  })

  it('keeps remote sources whole and encodes spaces', () => {
    expect(imageUrl('https://cdn.example.com/a b.jpg', { w: 320 })).toBe('/_img/w_320/https://cdn.example.com/a%20b.jpg')
    expect(imageUrl('/media/a b.jpg', { w: 320 })).toBe('/_img/w_320/media/a%20b.jpg')
  })

  it('uses the spec §9 breakpoints', () => {
    expect(BREAKPOINTS).toEqual([320, 640, 768, 1024, 1280, 1536])
  })
})
