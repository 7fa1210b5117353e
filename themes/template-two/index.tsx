// template-two: an editorial travel magazine on warm paper, Fraunces headlines over DM Sans, a centred masthead,
// a cover-story hero, cards read like a contents page and a colophon for a footer.
import { THEME_API_VERSION } from '../contract'
import { defineTheme, themePart } from '../kit'
import { Footer } from './footer'
import { Header, MobileMenu } from './header'
import type { TemplateTwoThemeOptions } from './options'

// The hero and the card are chunks of their own: not every page shows them (decision 040).
const Hero = themePart(() => import('./hero').then((m) => m?.Hero))
const ExperienceCard = themePart(() => import('./card').then((m) => m?.ExperienceCard))

export default defineTheme<TemplateTwoThemeOptions>({
  id: 'template-two',
  apiVersion: THEME_API_VERSION,
  name: 'Editorial travel magazine',
  tokens: {
    '--color-primary': '#8a2d1b',
    '--color-primary-fg': '#fffaf3',
    '--color-accent': '#f2b84b',
    '--color-accent-fg': '#1e1a16',
    '--color-surface': '#fbf8f2',
    '--color-surface-alt': '#f2ebdf',
    '--color-ink': '#1e1a16',
    '--color-muted': '#5c554b',
    '--color-line': '#ddd3c2',
    '--color-danger': '#a3262a',
    '--color-success': '#2c6a3f',
    '--font-body': "'DM Sans Variable', 'DM Sans', ui-sans-serif, system-ui, -apple-system, 'Segoe UI', sans-serif",
    '--font-heading': "'Fraunces Variable', 'Fraunces', Georgia, 'Times New Roman', serif",
    '--radius-card': '0.125rem',
    '--radius-control': '0.25rem',
  },
  frame: { skipLinkClassName: 'rounded-control bg-ink px-4 font-semibold text-surface ring-2 ring-accent' },
  slots: { Header, Footer, MobileMenu, Hero, ExperienceCard },
})
