// The five theme: a playful family-activities brand in Nunito, sunny yellow and sky blue on deep navy ink, pill-shaped
// controls and soft, rounded cards; the phone menu is the kit's light one.
import { THEME_API_VERSION } from '../contract'
import { defineTheme, KitMobileMenu, themePart } from '../kit'
import { Footer } from './footer'
import { Header } from './header'
import type { FiveThemeOptions } from './options'

// The hero and the card are chunks of their own: not every page shows them (decision 040).
const Hero = themePart(() => import('./hero').then((m) => m?.Hero))
const ExperienceCard = themePart(() => import('./card').then((m) => m?.ExperienceCard))

const NUNITO = "'Nunito Variable', 'Nunito', ui-rounded, ui-sans-serif, system-ui, -apple-system, 'Segoe UI', sans-serif"

export default defineTheme<FiveThemeOptions>({
  id: 'five',
  apiVersion: THEME_API_VERSION,
  name: 'Five family fun',
  tokens: {
    '--color-primary': '#0b67b0', // sky blue deep enough for white text (5.9:1) and for links on white
    '--color-primary-fg': '#ffffff',
    '--color-accent': '#ffc933',
    '--color-accent-fg': '#152347',
    '--color-surface': '#fffdf7',
    '--color-surface-alt': '#eaf5ff',
    '--color-ink': '#152347',
    '--color-muted': '#4a5878',
    '--color-line': '#d8e6f3',
    '--color-danger': '#c62f2f',
    '--color-success': '#1f7a4a',
    '--font-body': NUNITO,
    '--font-heading': NUNITO,
    '--radius-card': '1.75rem',
    '--radius-control': '1.5rem',
  },
  vars: { '--five-sky': '#8fd3fb', '--five-sun': '#fff1bf' }, // light sky and soft sunshine, behind pictures and panels
  frame: { skipLinkClassName: 'rounded-full bg-accent px-5 font-extrabold text-accent-fg ring-2 ring-ink' },
  slots: { Header, Footer, MobileMenu: KitMobileMenu, Hero, ExperienceCard },
})
