// Proxy URLs: IPX path style, one snapped spelling per rendering so the disk cache is shared and no page
// image is ever redirected by the proxy.
import { describe, expect, it } from 'vitest'
import { BREAKPOINTS, imageUrl } from './image-url'

describe('imageUrl', () => {
  it('puts the modifiers, then the source path; webp is the default and goes unsaid', () => {
    expect(imageUrl('/media/experiences/x.svg', { w: 640, f: 'webp', q: 80 })).toBe('/_img/w_640,q_80/media/experiences/x.svg')
    expect(imageUrl('/media/x.svg', {})).toBe('/_img/_/media/x.svg')
  })

  it('asks only for snapped renderings: breakpoint widths, allowed box shapes and qualities', () => {
    expect(imageUrl('/a.png', { w: 600, q: 75 })).toBe('/_img/w_640,q_80/a.png')
    expect(imageUrl('/a.png', { w: 1200, h: 630, fit: 'cover', f: 'jpeg', q: 80 })).toBe('/_img/1280x672,f_jpeg,q_80/a.png')
  })

  it('writes modifiers in one fixed order whatever the caller’s order, and drops # from colours', () => {
    expect(imageUrl('/a.png', { q: 50, f: 'png', b: '#ffffff', fit: 'contain', s: '640x480' })).toBe('/_img/640x480,fit_contain,b_fff,f_png,q_50/a.png')
    expect(imageUrl('/a.png', { blur: 3, h: 10, w: 10 })).toBe('/_img/10x10,blur_3/a.png')
  })

  it('keeps remote sources whole and encodes spaces', () => {
    expect(imageUrl('https://cdn.example.com/a b.jpg', { w: 320 })).toBe('/_img/w_320/https://cdn.example.com/a%20b.jpg')
    expect(imageUrl('/media/a b.jpg', { w: 320 })).toBe('/_img/w_320/media/a%20b.jpg')
  })

  it('uses the spec §9 breakpoints', () => {
    expect(BREAKPOINTS).toEqual([320, 640, 768, 1024, 1280, 1536])
  })
})
