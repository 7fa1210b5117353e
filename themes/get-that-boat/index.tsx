// The get-that-boat theme: nautical navy, white and sea blue, Montserrat throughout, square-cut cards
// and pill-shaped calls to action.
import { THEME_API_VERSION } from '../contract'
import { defineTheme, themePart } from '../kit'
import { Footer } from './footer'
import { Header } from './header'
import { MobileMenu } from './mobile-menu'
import type { GetThatBoatThemeOptions } from './options'

// The hero and the card are chunks of their own: not every page shows them (decision 040).
const Hero = themePart(() => import('./hero').then((m) => m?.Hero))
const ExperienceCard = themePart(() => import('./card').then((m) => m?.ExperienceCard))

export default defineTheme<GetThatBoatThemeOptions>({
  id: 'get-that-boat',
  apiVersion: THEME_API_VERSION,
  name: 'Get That Boat nautical',
  tokens: {
    '--color-primary': '#0b2545',
    '--color-primary-fg': '#ffffff',
    '--color-accent': '#3fb6e8',
    '--color-accent-fg': '#0b2545',
    '--color-surface': '#ffffff',
    '--color-surface-alt': '#eef5fa',
    '--color-ink': '#0b1f33',
    '--color-muted': '#4a5d70',
    '--color-line': '#d5e2ec',
    '--color-danger': '#c62f2f',
    '--color-success': '#0f7a56', // 4.8:1 on surface-alt for the booking form's "spots left" (#12805c was 4.47)
    '--font-body': "'Montserrat Variable', 'Montserrat', ui-sans-serif, system-ui, -apple-system, 'Segoe UI', sans-serif",
    '--font-heading': "'Montserrat Variable', 'Montserrat', ui-sans-serif, system-ui, -apple-system, 'Segoe UI', sans-serif",
    '--radius-card': '0',
    '--radius-control': '0.25rem',
  },
  // Sea-blue text that keeps AA on white, and the deepest navy under the footer.
  vars: { '--gtb-sea-ink': '#1a5f8f', '--gtb-deep': '#071a31' },
  frame: { skipLinkClassName: 'rounded-full bg-accent px-5 font-bold text-accent-fg ring-2 ring-primary' },
  slots: { Header, Footer, MobileMenu, Hero, ExperienceCard },
})
