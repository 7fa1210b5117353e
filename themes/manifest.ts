// The one list of themes: a row per layout package. The theme id type, the tenant schema's `layout.theme`,
// the client registry, the server's option schemas and messages, the font stylesheets and the e2e fixtures
// all derive from it; nothing else names a theme.
//
// The module is safe for the browser: a theme's code, options schema (zod) and messages sit behind dynamic
// imports, and the client only ever calls `load`, so neither zod nor any theme's strings reach a page
// (decision 002, 028). The server resolves `options` and `messages` once at start-up (manifest.server.ts).
import type { z } from 'zod'
import type { Locale } from '../app/utils/locales'
import type { ThemePlugin } from './contract'
import type { FontFamily } from './fonts'

export type ThemeMessages = Record<Locale, Record<string, string>>

type ManifestRow<Id extends string> = {
  id: Id
  /** The theme's components and tokens: its own chunk, downloaded by its tenants' pages only. */
  // Each theme has its own options type; the registry only knows "some options", checked at run time.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  load: () => Promise<{ default: ThemePlugin<any> }>
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
    load: () => import('./default/index'),
    options: () => import('./default/options'),
    messages: () => import('./default/messages'),
    fonts: ['inter'],
    screenshots: { tenant: 'excursio' },
  }),
  row({
    id: 'deira',
    load: () => import('./deira/index'),
    options: () => import('./deira/options'),
    messages: () => import('./deira/messages'),
    fonts: ['inter', 'playfair-display'],
    screenshots: { tenant: 'deira' },
  }),
  row({
    id: 'get-that-boat',
    load: () => import('./get-that-boat/index'),
    options: () => import('./get-that-boat/options'),
    messages: () => import('./get-that-boat/messages'),
    fonts: ['montserrat'],
    screenshots: { tenant: 'get-that-boat' },
  }),
  row({
    id: 'transparent',
    load: () => import('./transparent/index'),
    options: () => import('./transparent/options'),
    messages: () => import('./transparent/messages'),
    fonts: ['manrope'],
    screenshots: { tenant: 'azure-atlas' },
  }),
  row({
    id: 'template-two',
    load: () => import('./template-two/index'),
    options: () => import('./template-two/options'),
    messages: () => import('./template-two/messages'),
    fonts: ['fraunces', 'dm-sans'],
    screenshots: { tenant: 'wanderfolio' },
  }),
  row({
    id: 'five',
    load: () => import('./five/index'),
    options: () => import('./five/options'),
    messages: () => import('./five/messages'),
    fonts: ['nunito'],
    screenshots: { tenant: 'lycian-family-adventures' },
  }),
  row({
    id: 'six',
    load: () => import('./six/index'),
    options: () => import('./six/options'),
    messages: () => import('./six/messages'),
    fonts: ['raleway'],
    screenshots: { tenant: 'pera-private' },
  }),
  row({
    id: 'three',
    load: () => import('./three/index'),
    options: () => import('./three/options'),
    messages: () => import('./three/messages'),
    fonts: ['inter', 'lora'],
    screenshots: { tenant: 'cappadocia-balloons' },
  }),
  row({
    id: 'four',
    load: () => import('./four/index'),
    options: () => import('./four/options'),
    messages: () => import('./four/messages'),
    fonts: ['space-grotesk'],
    screenshots: { tenant: 'bavaria-guides' },
  }),
  row({
    id: 'template-four',
    load: () => import('./template-four/index'),
    options: () => import('./template-four/options'),
    messages: () => import('./template-four/messages'),
    fonts: ['work-sans', 'inter'], // Inter for the Cyrillic that Work Sans lacks
    screenshots: { tenant: 'nightjar' },
  }),
  row({
    id: 'one',
    load: () => import('./one/index'),
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
