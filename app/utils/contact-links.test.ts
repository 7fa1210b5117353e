import { describe, expect, it } from 'vitest'
import { isActivePath, telHref, whatsappHref } from './contact-links'

describe('contact links', () => {
  it('dials the number as written, without spaces', () => {
    expect(telHref('+971 4 295 0000')).toBe('tel:+97142950000')
    expect(whatsappHref('+90 532 316 0000')).toBe('https://wa.me/905323160000')
  })
  it('marks a nav item current on its own pages, city pages included', () => {
    expect(isActivePath('/things-to-do-in-dubai', '/things-to-do')).toBe(true)
    expect(isActivePath('/experiences/x', '/experiences')).toBe(true)
    expect(isActivePath('/about', '/')).toBe(false)
    expect(isActivePath('/', '/')).toBe(true)
  })
})
