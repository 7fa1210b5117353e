// Every theme the manifest lists, rendered with fixtures: its chrome and slots must give a visitor one main
// landmark with a skip link to it, one language switcher, one cart link, a header and a footer.
import { renderToString } from 'react-dom/server'
import { I18nextProvider } from 'react-i18next'
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom/server'
import { describe, expect, it } from 'vitest'
import { catalogues } from '../app/locales/index'
import { createI18n } from '../app/i18n/i18n'
import type { ExperienceCardData, HeaderProps, PublicTenant, ThemePlugin } from './contract'
import type { DefaultThemeOptions } from './default/options'
import { themes } from './index'
import { extendTheme } from './kit'
import { THEME_MANIFEST } from './manifest'
import { getThemeMessages, themeOptionSchemas } from './manifest.server'

const tenant: PublicTenant = {
  id: 'acme',
  name: 'Acme Tours',
  siteType: 'supplier',
  canonicalOrigin: 'https://acme.localhost',
  locales: ['en', 'de'],
  currency: 'EUR',
  timeZone: 'Europe/Berlin',
  branding: { logo: null, favicon: null, tagline: null, colors: {} },
  contact: { phone: '+49 30 1234 5678', whatsapp: '+49 151 2345 6789', email: 'hello@acme.example', address: 'Unter den Linden 1, Berlin' },
  features: { payLater: false, customOffers: false, blog: true, marketingFigures: false },
  tagManagerId: null,
}

const experience: ExperienceCardData = {
  href: '/experiences/city-walk',
  title: 'Old town walk',
  city: 'Berlin',
  category: 'Walking tours',
  durationMinutes: 120,
  rating: 4.6,
  reviewCount: 12,
  fromPrice: '€25',
  image: '/media/walk.jpg',
  imageWidth: 1200,
  imageAlt: 'The old town',
  freeCancellation: 'Free cancellation up to 24 hours before',
}

type ThemeId = (typeof THEME_MANIFEST)[number]['id']

async function renderTheme(id: ThemeId, path: string, variant?: (base: ThemePlugin<unknown>) => ThemePlugin<unknown>, who: PublicTenant = tenant) {
  const loaded = await themes.load(id)
  const theme = variant ? variant(loaded) : loaded
  const options = themeOptionSchemas[id].parse({})
  const messages = { common: catalogues.en as Record<string, unknown>, theme: getThemeMessages(id, 'en') }
  const rootData = {
    tenant: who,
    locale: 'en',
    currency: 'EUR',
    currencies: ['EUR', 'USD'],
    cartCount: 2,
    account: null,
    theme: { id, options },
    messages,
    redirectFrom: [],
  }
  const { Layout, slots } = theme
  const page = (
    <Layout tenant={who} options={options} locale="en">
      <slots.Hero tenant={who} options={options} search={<form role="search" />} />
      <slots.ExperienceCard experience={experience} />
    </Layout>
  )
  // Rendered the way the server renders a page: a static router over one root route with the root's data.
  const handler = createStaticHandler([{ id: 'root', path: '*', element: page, loader: () => rootData }])
  const context = await handler.query(new Request(`http://acme.localhost${path}`))
  if (context instanceof Response) throw new Error(`unexpected response ${context.status}`)
  return renderToString(
    <I18nextProvider i18n={createI18n('en', messages)}>
      <StaticRouterProvider router={createStaticRouter(handler.dataRoutes, context)} context={context} hydrate={false} />
    </I18nextProvider>,
  )
}

const count = (html: string, pattern: RegExp) => html.match(new RegExp(pattern, 'g'))?.length ?? 0

/**
 * The switcher renders a fixed element id, so exactly one may show at any width: the header's, shown from a
 * breakpoint on (`hidden xl:flex`), and the phone menu's, whose <details> hides from that same breakpoint
 * (`xl:hidden`). Returns how many show at once (1), or what went wrong.
 */
function languageSwitchersVisible(html: string): number | string {
  const switchers = [...html.matchAll(/<div class="([^"]*)"><form\b[^>]*>(?:(?!<\/form>)[\s\S])*?name="locale"/g)]
  if (switchers.length !== 2) return switchers.length === 1 && !switchers[0]![1]!.split(' ').includes('hidden') ? 1 : `${switchers.length} switchers`
  const header = switchers.find((m) => m[1]!.split(' ').includes('hidden'))
  const menu = switchers.find((m) => m !== header)
  const from = header?.[1]!.split(' ').find((c) => /^[a-z0-9]+:flex$/.test(c))?.split(':')[0]
  if (!header || !menu || !from) return 'no switcher in the header that shows from a breakpoint on'
  // The <details> that holds the menu's switcher: the last one opened before it.
  const opened = [...html.slice(0, menu.index).matchAll(/<details class="([^"]*)"/g)].at(-1)?.[1]?.split(' ') ?? []
  return opened.includes(`${from}:hidden`) ? 1 : `the header shows its switcher from ${from}, the phone menu does not hide then`
}

describe('theme contract v2', () => {
  for (const { id } of THEME_MANIFEST) {
    for (const path of ['/', '/experiences']) {
      it(`${id} on ${path}: one main landmark with a skip link to it, one language switcher, one cart link, a header and a footer`, async () => {
        const html = await renderTheme(id, path)
        expect(count(html, /<main\b/), 'main landmarks').toBe(1)
        expect(html).toMatch(/<main\b[^>]*\bid="main"/)
        // The skip link comes before the header, so it is the first thing a keyboard reaches.
        expect(html).toMatch(/<a href="#main"[^>]*>Skip to content<\/a>[\s\S]*<header\b/)
        expect(languageSwitchersVisible(html), 'language switchers visible at any width').toBe(1)
        expect(count(html, /data-cart-link/), 'cart links').toBe(1)
        expect(html).toMatch(/data-cart-link[^>]*data-count="2"|data-count="2"[^>]*data-cart-link/)
        expect(count(html, /<header\b/), 'headers').toBe(1)
        expect(count(html, /<footer\b/), 'footers').toBe(1)
        expect(html).toContain('href="tel:+493012345678"')
        expect(html).toContain('href="https://wa.me/4915123456789"')
        expect(html).toContain('Old town walk')
      })
    }
  }
})

describe('the home hero', () => {
  const tagged: PublicTenant = { ...tenant, branding: { ...tenant.branding, tagline: 'Sunrise over the fairy chimneys' } }
  it.each(['five'] as const)('%s shows the tenant’s own tagline, not its stock headline, when the tenant sets one', async (id) => {
    const html = await renderTheme(id, '/', undefined, tagged)
    expect(html).toMatch(/<h1[^>]*>(?:<!-- -->)?Sunrise over the fairy chimneys/)
  })
})

describe('extendTheme', () => {
  it('makes a variant that changes its tokens, fixes an option and swaps one slot, keeping the other slots of its base', async () => {
    let seen: DefaultThemeOptions | undefined
    const Header = (props: HeaderProps<DefaultThemeOptions>) => {
      seen = props.options
      return <header data-variant-header>{props.tenant.name}</header>
    }
    const html = await renderTheme('default', '/experiences', (base) => {
      const variant = extendTheme(base as unknown as ThemePlugin<DefaultThemeOptions>, {
        id: 'variant',
        name: 'Variant',
        tokens: { '--color-primary': '#111111' },
        options: { compactHeader: true },
        slots: { Header },
      })
      expect(variant.tokens['--color-primary']).toBe('#111111')
      expect(variant.tokens['--color-accent']).toBe(base.tokens['--color-accent'])
      expect(variant.slots.MobileMenu).toBe(base.slots.MobileMenu)
      return variant as unknown as ThemePlugin<unknown>
    })
    expect(html).toContain('data-variant-header')
    expect(seen?.compactHeader).toBe(true)
    // The base's footer, given the fixed option too.
    expect(html).toMatch(/<footer\b[^>]*>[\s\S]*aria-labelledby="footer-contact"/)
  })
})
