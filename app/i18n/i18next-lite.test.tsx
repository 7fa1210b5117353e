// The browser's translator (decision 037) must say exactly what i18next says on the server, or hydration would
// mismatch: every key of every locale's catalogue and every theme's strings, with and without values and counts.
import i18next, { type i18n } from 'i18next'
import { createElement, type ReactNode } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { I18nextProvider, initReactI18next, Trans, useTranslation } from 'react-i18next'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { THEME_MANIFEST } from '../../themes/manifest'
import { getThemeMessages } from '../../themes/manifest.server'
import { i18nOptions, type PageMessages } from './i18n'
import { messagesFor } from './i18n.server'
import { createInstance } from './i18next-lite'
import { useTranslation as useLiteTranslation } from './react-i18next-lite'
import { LOCALES, type Locale } from '../domain/locales'

function both(locale: Locale, messages: PageMessages) {
  const real = i18next.createInstance()
  void real.use(initReactI18next).init(i18nOptions(locale, messages))
  const lite = createInstance()
  void lite.use(initReactI18next as unknown as Parameters<typeof lite.use>[0]).init(i18nOptions(locale, messages) as Record<string, unknown>)
  return { real, lite: lite as unknown as i18n }
}

/** Every path in a catalogue: leaves and the objects above them (an object is rendered as i18next's warning). */
function paths(node: unknown, prefix = ''): string[] {
  if (typeof node !== 'object' || node === null) return [prefix]
  return [...(prefix ? [prefix] : []), ...Object.entries(node).flatMap(([k, v]) => paths(v, prefix ? `${prefix}.${k}` : k))]
}

const SAMPLES: unknown[] = ['Ada & Co $1 $& {{x}}', 0, 1, 2, 5, 21, 1.5, null, '', true]
const placeholders = (s: unknown) => (typeof s === 'string' ? [...s.matchAll(/\{\{-?\s*([^},\s]+)/g)].map((m) => m[1]!) : [])

let warn: ReturnType<typeof vi.spyOn>
beforeAll(() => void (warn = vi.spyOn(console, 'warn').mockImplementation(() => {})))
afterAll(() => warn.mockRestore())

describe.each(LOCALES)('the client translator in %s', (locale) => {
  it.each(THEME_MANIFEST.map((row) => row.id))('gives i18next’s output for every key (theme %s)', (theme) => {
    const messages: PageMessages = { common: messagesFor(locale), theme: getThemeMessages(theme, locale) }
    const { real, lite } = both(locale, messages)
    // The catalogue is the same under every theme: compared once, with the default theme.
    const common = theme === 'default' ? paths(messages.common) : ['nav.home', 'footer.copyright']
    const keys = [...common, ...Object.keys(messages.theme).map((k) => `theme:${k}`), 'no.such.key', 'theme:no.such']
    let compared = 0
    for (const key of keys) {
      const raw = key.startsWith('theme:') ? messages.theme[key.slice(6)] : key.split('.').reduce<unknown>((n, k) => (n as Record<string, unknown>)?.[k], messages.common)
      const names = placeholders(raw)
      const calls: Record<string, unknown>[] = [{}, { defaultValue: 'Fallback {{name}}', name: 'N' }]
      for (const sample of SAMPLES) {
        calls.push(Object.fromEntries(names.map((n) => [n, sample])))
        if (typeof sample === 'number') calls.push({ ...Object.fromEntries(names.map((n) => [n, `v-${n}`])), count: sample })
      }
      calls.push(Object.fromEntries(names.slice(1).map((n) => [n, 'only some'])))
      calls.push(Object.fromEntries(names.map((n) => [n, undefined])))
      for (const options of calls) {
        expect(lite.t(key, options), `${locale} ${theme} ${key} ${JSON.stringify(options)}`).toBe(real.t(key, options))
        compared++
      }
      expect(lite.exists(key)).toBe(real.exists(key))
      // Through react-i18next's fixed t, as components get it, with each namespace.
      const ns = key.startsWith('theme:') ? 'theme' : 'common'
      const bare = key.replace(/^theme:/, '')
      expect(lite.getFixedT(null, ns)(bare, { name: 'N', count: 3 })).toBe(real.getFixedT(null, ns)(bare, { name: 'N', count: 3 }))
    }
    expect(compared).toBeGreaterThan(keys.length)
  })
})

describe('the client translator with react-i18next', () => {
  const render = (instance: i18n, node: ReactNode) => renderToStaticMarkup(createElement(I18nextProvider, { i18n: instance }, node))
  function Page() {
    const { t } = useTranslation()
    const { t: tt } = useTranslation('theme')
    return createElement(
      'p',
      null,
      t('nav.home'),
      ' ',
      t('footer.copyright', { from: 2020, to: 2026, name: 'Deira' }),
      ' ',
      tt('footer.blurb', { name: 'Deira' }),
      createElement(Trans, { i18nKey: 'checkout.legal', components: { privacy: createElement('a', { href: '/p' }), terms: createElement('a', { href: '/t' }) } }),
      createElement(Trans, { i18nKey: 'nav.cart', values: { n: 1 } }),
    )
  }

  it.each(LOCALES)('renders useTranslation and Trans the same in %s', (locale) => {
    const { real, lite } = both(locale, { common: messagesFor(locale), theme: getThemeMessages('deira', locale) })
    const html = render(real, createElement(Page))
    expect(html).toContain('<a href="/p">')
    expect(render(lite, createElement(Page))).toBe(html)
  })

  // The browser's useTranslation (react-i18next-lite.ts) over the browser's translator against react-i18next's
  // over i18next, as the server renders: every key of both namespaces, with and without a key prefix.
  it.each(LOCALES)('the browser’s useTranslation renders what react-i18next’s renders, every key, in %s', (locale) => {
    const messages: PageMessages = { common: messagesFor(locale), theme: getThemeMessages('deira', locale) }
    const { real, lite } = both(locale, messages)
    const common = paths(messages.common)
    const theme = Object.keys(messages.theme)
    const values = { name: 'N', count: 3, from: 2020, to: 2026, query: 'q', n: 2 }
    const lines = (t: (key: string, options?: object) => string, tt: (key: string, options?: object) => string, tp: (key: string) => string) =>
      [...common.map((k) => t(k, values)), ...theme.map((k) => tt(k, values)), tp('home'), tp('cart'), t('no.such.key'), t('nav.missing', { defaultValue: 'Default' })].join('\n')
    function Real() {
      const { t } = useTranslation()
      const { t: tt } = useTranslation('theme')
      const [tp, , ready] = useTranslation('common', { keyPrefix: 'nav' })
      return createElement('pre', { 'data-ready': ready }, lines(t as never, tt as never, tp as never))
    }
    function Lite() {
      const { t } = useLiteTranslation()
      const { t: tt } = useLiteTranslation('theme')
      const [tp, , ready] = useLiteTranslation('common', { keyPrefix: 'nav' })
      return createElement('pre', { 'data-ready': ready }, lines(t as never, tt as never, tp as never))
    }
    const html = render(real, createElement(Real))
    expect(html.length).toBeGreaterThan(common.length * 3)
    expect(render(lite, createElement(Lite))).toBe(html)
  })

  it('reports a missing key as i18next does', () => {
    const { real, lite } = both('en', { common: messagesFor('en'), theme: {} })
    warn.mockClear()
    real.t('nope.missing')
    const fromReal = warn.mock.calls.map((c) => c.join(' '))
    warn.mockClear()
    lite.t('nope.missing')
    expect(warn.mock.calls.map((c) => c.join(' '))).toEqual(fromReal)
  })
})
