// The `one` layout: a city-tour operator in crisp white and tram red, set in Outfit; a two-row header with the
// brand in the middle, a booking panel for a hero, its own card and a footer of tram stops.
import { THEME_API_VERSION } from '../contract'
import { defineTheme, themePart } from '../kit'
import { Footer } from './footer'
import { Header, MobileMenu } from './header'
import type { OneOptions } from './options'

// The hero and the card are chunks of their own: not every page shows them (decision 040).
const Hero = themePart(() => import('./hero').then((m) => m?.Hero))
const ExperienceCard = themePart(() => import('./card').then((m) => m?.ExperienceCard))

// Outfit has no Cyrillic: Russian pages take it from Manrope, whose faces load only for those letters.
const OUTFIT = "'Outfit Variable', 'Manrope Variable', ui-sans-serif, system-ui, -apple-system, 'Segoe UI', sans-serif"

export default defineTheme<OneOptions>({
  id: 'one',
  apiVersion: THEME_API_VERSION,
  name: 'City tours in tram red',
  tokens: {
    '--color-primary': '#b8102c', // 6.7:1 with white, 6.0:1 on surface-alt
    '--color-primary-fg': '#ffffff',
    '--color-accent': '#e2a628', // brass, for stars and the cart's count
    '--color-accent-fg': '#1d1412',
    '--color-surface': '#ffffff',
    '--color-surface-alt': '#f6f3f1',
    '--color-ink': '#1b1a1f',
    '--color-muted': '#5b5a63',
    '--color-line': '#e7e1dc',
    '--color-danger': '#b42318',
    '--color-success': '#137a48',
    '--font-body': OUTFIT,
    '--font-heading': OUTFIT,
    '--radius-card': '0.875rem',
    '--radius-control': '0.625rem',
  },
  frame: { skipLinkClassName: 'rounded-full bg-primary px-5 font-semibold text-primary-fg ring-2 ring-surface' },
  slots: { Header, Footer, MobileMenu, Hero, ExperienceCard },
})
