// The proxy renders a finite set per image: whatever a URL asks for, it is served (or redirected to) one of a
// few snapped renderings, and the app's own URLs are already snapped.
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { IMAGE_RATIOS, IMAGE_WIDTHS, snapBox, snapColour, snapModifiers, snapSide } from './image-snap'
import { modifierSegment, type ImageModifiers } from './image-url'

const anyModifiers = fc.record(
  {
    w: fc.integer({ min: 1, max: 20_000 }),
    h: fc.integer({ min: 1, max: 20_000 }),
    s: fc.tuple(fc.integer({ min: 1, max: 20_000 }), fc.integer({ min: 1, max: 20_000 })).map(([a, b]) => `${a}x${b}`),
    f: fc.constantFrom('webp', 'avif', 'jpeg', 'png'),
    q: fc.integer({ min: -5, max: 500 }),
    fit: fc.constantFrom('cover', 'contain', 'fill', 'inside', 'outside'),
    b: fc.constantFrom('fff', '#0000ff', '12345678', 'transparent', 'abcd'),
    blur: fc.double({ min: 0.01, max: 100, noNaN: true }),
  },
  { requiredKeys: [] },
) as fc.Arbitrary<ImageModifiers>

describe('image snapping', () => {
  it('rounds widths up to a breakpoint at density 1 or 2, never past 3072 px', () => {
    expect([1, 10, 11, 320, 321, 700, 1200, 1537, 3000, 9000].map((n) => snapSide(n))).toEqual([10, 10, 320, 320, 640, 768, 1280, 2048, 3072, 3072])
  })

  it('keeps a box’s shape: common ratios stay exact, others take the nearest allowed one', () => {
    expect(snapBox(640, 427)).toEqual({ w: 640, h: 427 })
    expect(snapBox(1200, 630)).toEqual({ w: 1280, h: 672 })
    expect(snapBox(1920, 900)).toEqual({ w: 2048, h: 1024 })
    expect(snapBox(10, 10)).toEqual({ w: 10, h: 10 })
    // A tall box would be 5461 px high at 3072 wide: its width steps down so neither side passes 3072.
    expect(snapBox(9000, 16_000)).toEqual({ w: 1536, h: 2731 })
  })

  it('holds AVIF to 2048 px, the size it can encode in about a second', () => {
    expect(snapModifiers({ w: 3000, f: 'avif' })).toEqual({ w: 2048, f: 'avif' })
    expect(snapModifiers({ w: 1000, h: 500, f: 'avif' })).toEqual({ s: '1024x512', fit: 'cover', f: 'avif' })
  })

  it('writes one spelling per rendering: a box for w and h, webp by default, fit only with a box', () => {
    expect(modifierSegment(snapModifiers({}))).toBe('_')
    expect(modifierSegment(snapModifiers({ w: 640, h: 427, q: 77 }))).toBe('640x427,q_80')
    expect(modifierSegment(snapModifiers({ w: 500, fit: 'contain', blur: 2.4, b: '#FF0000' }))).toBe('w_640,b_f00,blur_3')
    expect(['nope', 'ff00ff80', '12345678', 'transparent', '#0000ff', 'abcd'].map(snapColour)).toEqual([null, 'f0f', '0000', '0000', '00f', 'abc'])
  })

  it('maps any request onto a finite set, and a snapped request onto itself (no redirect loop)', () => {
    const boxes = new Set(IMAGE_WIDTHS.flatMap((w) => IMAGE_RATIOS.map((r) => `${w}x${Math.max(1, Math.round(w / r))}`)))
    fc.assert(
      fc.property(anyModifiers, (m) => {
        const snapped = snapModifiers(m)
        expect(snapModifiers(snapped)).toEqual(snapped)
        if (snapped.w) expect(IMAGE_WIDTHS).toContain(snapped.w)
        if (snapped.h) expect(IMAGE_WIDTHS).toContain(snapped.h)
        if (snapped.s) expect(boxes).toContain(snapped.s)
        if (snapped.q) expect([50, 65, 80, 90]).toContain(snapped.q)
        if (snapped.blur) expect([1, 3, 10, 30]).toContain(snapped.blur)
        if (snapped.b) expect(snapped.b).toMatch(/^([0-9a-f]{3}|0000)$/)
      }),
    )
  })
})
