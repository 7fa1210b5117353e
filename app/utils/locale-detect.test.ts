import { describe, expect, it } from 'vitest'
import { detectLocale, parseAcceptLanguage, readCookie, serializeLocaleCookie } from './locale-detect'
import { localizePath, splitLocalePrefix, switchLocalePath } from '../domain/locales'

describe('locale detection', () => {
  const enabled = ['en', 'ru', 'de'] as const
  it('prefers the cookie, then the browser language, then English', () => {
    expect(detectLocale({ cookie: 'ru', acceptLanguage: 'de', enabled: [...enabled] })).toEqual({ locale: 'ru', source: 'cookie' })
    expect(detectLocale({ cookie: null, acceptLanguage: 'fr;q=1, de-CH;q=0.8', enabled: [...enabled] })).toEqual({ locale: 'de', source: 'browser' })
    expect(detectLocale({ cookie: null, acceptLanguage: 'en-US,en;q=0.9', enabled: [...enabled] })).toEqual({ locale: 'en', source: 'browser' })
    expect(detectLocale({ cookie: null, acceptLanguage: 'fr, ja', enabled: [...enabled] })).toEqual({ locale: 'en', source: 'fallback' })
  })
  it('ignores a cookie or browser language the tenant does not enable', () => {
    expect(detectLocale({ cookie: 'tr', acceptLanguage: 'tr', enabled: [...enabled] }).locale).toBe('en')
  })
  it('orders Accept-Language by quality and drops q=0', () => {
    expect(parseAcceptLanguage('de;q=0.5, ru, tr;q=0')).toEqual(['ru', 'de'])
  })
  it('writes a one-year, site-wide, Lax cookie, Secure only over HTTPS', () => {
    expect(serializeLocaleCookie('de', false)).toBe('locale=de; Max-Age=31536000; Path=/; SameSite=Lax')
    expect(serializeLocaleCookie('de', true)).toMatch(/; Secure$/)
    expect(readCookie('a=1; locale=ru; b=2', 'locale')).toBe('ru')
  })
})

describe('locale paths', () => {
  it('splits and rebuilds prefixes, English unprefixed', () => {
    expect(splitLocalePrefix('/ru/about')).toEqual({ prefix: 'ru', rest: '/about' })
    expect(splitLocalePrefix('/de')).toEqual({ prefix: 'de', rest: '/' })
    expect(splitLocalePrefix('/run')).toEqual({ prefix: null, rest: '/run' })
    expect(splitLocalePrefix('/en/about')).toEqual({ prefix: null, rest: '/en/about' })
    expect(localizePath('/', 'tr')).toBe('/tr')
    expect(localizePath('/about', 'en')).toBe('/about')
  })
  it('switches the same page to another language, keeping query and hash', () => {
    expect(switchLocalePath('/ru/experiences?page=2#top', 'de')).toBe('/de/experiences?page=2#top')
    expect(switchLocalePath('/de', 'en')).toBe('/')
  })
})
