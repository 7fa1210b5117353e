// The six theme: a luxury chauffeur and private-tour house in black, ivory and champagne gold, Raleway with
// wide-spaced capitals, square corners and a lot of air. The phone menu is a night panel.
import { THEME_API_VERSION } from '../contract'
import { defineTheme, themePart } from '../kit'
import { Footer } from './footer'
import { Header } from './header'
import { MobileMenu } from './mobile-menu'
import type { SixThemeOptions } from './options'

// The hero and the card are chunks of their own: not every page shows them (decision 040).
const Hero = themePart(() => import('./hero').then((m) => m?.Hero))
const ExperienceCard = themePart(() => import('./card').then((m) => m?.ExperienceCard))

const RALEWAY = "'Raleway Variable', 'Raleway', ui-sans-serif, system-ui, -apple-system, 'Segoe UI', sans-serif"

export default defineTheme<SixThemeOptions>({
  id: 'six',
  apiVersion: THEME_API_VERSION,
  name: 'Six private luxury',
  tokens: {
    '--color-primary': '#111111',
    '--color-primary-fg': '#f7f3ea',
    '--color-accent': '#c8a96a', // champagne: on black (8.4:1), for rules and large type; never small text on ivory
    '--color-accent-fg': '#111111',
    '--color-surface': '#faf7f0',
    '--color-surface-alt': '#f2ece0',
    '--color-ink': '#161412',
    '--color-muted': '#5f594f',
    '--color-line': '#e4dccb',
    '--color-danger': '#a3312a',
    '--color-success': '#2f6b3a',
    '--font-body': RALEWAY,
    '--font-heading': RALEWAY,
    '--radius-card': '0',
    '--radius-control': '0.125rem',
  },
  // The night behind the hero and footer; the gold darkened for small text on ivory (5.6:1).
  vars: { '--six-night': '#0d0d0c', '--six-gold-ink': '#7a5f26' },
  // Headings in wide-spaced capitals on every page (the hero's own line keeps its lighter, wider setting).
  frame: {
    className: '[&_main_:is(h1,h2)]:font-normal [&_main_:is(h1,h2)]:uppercase [&_main_:is(h1,h2)]:tracking-[0.14em]',
    skipLinkClassName: 'bg-primary px-5 text-xs uppercase tracking-[0.3em] text-primary-fg ring-1 ring-accent',
  },
  slots: { Header, Footer, MobileMenu, Hero, ExperienceCard },
})
