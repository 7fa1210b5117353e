// The one list of themes: a row per layout package. The theme id type, the tenant loader's check of
// `layout.theme`, the registry of components (index.ts), the server's option schemas, messages and tokens, the
// font stylesheets and the e2e fixtures all derive from it; nothing else names a theme.
//
// The module names no React code (a theme's components are in index.ts), so the server's lower floors read it
// without pulling every layout into their import graph (decision 043). It is safe for the browser: options
// (zod), messages and tokens sit behind dynamic imports the client never calls, so neither zod nor any theme's
// strings reach a page (decision 002, 028). The server resolves them once at start-up (manifest.server.ts).
import type { z } from 'zod'
import type { Locale } from '../app/domain/locales'
import type { FontFamily } from './fonts'
import type { ThemeTokens } from './kit/tokens'

export type ThemeMessages = Record<Locale, Record<string, string>>

type ManifestRow<Id extends string> = {
  id: Id
  /** `tokens.ts`: the theme's design tokens, read by the server for the emails' colours (no React). */
  tokens: () => Promise<{ tokens: ThemeTokens }>
  /** `options.ts`: the zod schema tenant.yaml's `layout.options` is checked against (server only). */
  options: () => Promise<{ optionsSchema: z.ZodType }>
  /** `messages.ts`: the theme's own strings, sent with the page for its locale (server only). */
  messages: () => Promise<{ default: ThemeMessages }>
  /** Font families the theme's tokens name; only these stylesheets are linked on its tenants' pages. */
  fonts: readonly FontFamily[]
  /** The demo tenant that wears it in docs/themes.md: screenshots `<page>-<id>-<device>.png` are of its pages. */
  screenshots: { tenant: string }
}

const row = <const Id extends string>(r: ManifestRow<Id>) => r

export const THEME_MANIFEST = [
  row({
    id: 'default',
    tokens: () => import('./default/tokens'),
    options: () => import('./default/options'),
    messages: () => import('./default/messages'),
    fonts: ['inter'],
    screenshots: { tenant: 'excursio' },
  }),
  row({
    id: 'deira',
    tokens: () => import('./deira/tokens'),
    options: () => import('./deira/options'),
    messages: () => import('./deira/messages'),
    fonts: ['inter', 'playfair-display'],
    screenshots: { tenant: 'deira' },
  }),
  row({
    id: 'get-that-boat',
    tokens: () => import('./get-that-boat/tokens'),
    options: () => import('./get-that-boat/options'),
    messages: () => import('./get-that-boat/messages'),
    fonts: ['montserrat'],
    screenshots: { tenant: 'get-that-boat' },
  }),
  row({
    id: 'transparent',
    tokens: () => import('./transparent/tokens'),
    options: () => import('./transparent/options'),
    messages: () => import('./transparent/messages'),
    fonts: ['manrope'],
    screenshots: { tenant: 'azure-atlas' },
  }),
  row({
    id: 'template-two',
    tokens: () => import('./template-two/tokens'),
    options: () => import('./template-two/options'),
    messages: () => import('./template-two/messages'),
    fonts: ['fraunces', 'dm-sans'],
    screenshots: { tenant: 'wanderfolio' },
  }),
  row({
    id: 'five',
    tokens: () => import('./five/tokens'),
    options: () => import('./five/options'),
    messages: () => import('./five/messages'),
    fonts: ['nunito'],
    screenshots: { tenant: 'lycian-family-adventures' },
  }),
  row({
    id: 'six',
    tokens: () => import('./six/tokens'),
    options: () => import('./six/options'),
    messages: () => import('./six/messages'),
    fonts: ['raleway'],
    screenshots: { tenant: 'pera-private' },
  }),
  row({
    id: 'three',
    tokens: () => import('./three/tokens'),
    options: () => import('./three/options'),
    messages: () => import('./three/messages'),
    fonts: ['inter', 'lora'],
    screenshots: { tenant: 'cappadocia-balloons' },
  }),
  row({
    id: 'four',
    tokens: () => import('./four/tokens'),
    options: () => import('./four/options'),
    messages: () => import('./four/messages'),
    fonts: ['space-grotesk'],
    screenshots: { tenant: 'bavaria-guides' },
  }),
  row({
    id: 'template-four',
    tokens: () => import('./template-four/tokens'),
    options: () => import('./template-four/options'),
    messages: () => import('./template-four/messages'),
    fonts: ['work-sans', 'inter'], // Inter for the Cyrillic that Work Sans lacks
    screenshots: { tenant: 'nightjar' },
  }),
  row({
    id: 'one',
    tokens: () => import('./one/tokens'),
    options: () => import('./one/options'),
    messages: () => import('./one/messages'),
    fonts: ['outfit', 'manrope'], // Manrope for the Cyrillic that Outfit lacks
    screenshots: { tenant: 'bosphorus-tours' },
  }),
] as const

export type ThemeId = (typeof THEME_MANIFEST)[number]['id']
export const THEME_IDS = THEME_MANIFEST.map((r) => r.id) as [ThemeId, ...ThemeId[]]

export function isThemeId(id: string): id is ThemeId {
  return (THEME_IDS as string[]).includes(id)
}

/** The theme a demo tenant wears, for tests and screenshots. */
export function themeOfDemoTenant(tenant: string): ThemeId {
  const found = THEME_MANIFEST.find((r) => r.screenshots.tenant === tenant)
  if (!found) throw new Error(`No theme is shown by the demo tenant "${tenant}"`)
  return found.id
}
