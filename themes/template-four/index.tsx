// template-four: a city guide after dark. Near-black surfaces, one neon accent, Work Sans in a large, tight
// type scale; its own header, hero, card and footer, the kit's phone menu dressed for the night bar.
import { THEME_API_VERSION } from '../contract'
import { defineTheme, themePart } from '../kit'
import { Footer } from './footer'
import { Header, MobileMenu } from './header'
import type { TemplateFourOptions } from './options'

// The hero and the card are chunks of their own: not every page shows them (decision 040).
const Hero = themePart(() => import('./hero').then((m) => m?.Hero))
const ExperienceCard = themePart(() => import('./card').then((m) => m?.ExperienceCard))

// Work Sans has no Cyrillic: Russian pages take it from Inter, whose faces load only for those letters.
const WORK_SANS = "'Work Sans Variable', 'Inter Variable', ui-sans-serif, system-ui, -apple-system, 'Segoe UI', sans-serif"

export default defineTheme<TemplateFourOptions>({
  id: 'template-four',
  apiVersion: THEME_API_VERSION,
  name: 'City after dark',
  tokens: {
    '--color-primary': '#ff4f9a', // 5.6:1 on surface-alt; the near-black primary-fg 6.4:1 on it
    '--color-primary-fg': '#0b0b0f',
    '--color-accent': '#ff4f9a',
    '--color-accent-fg': '#0b0b0f',
    '--color-surface': '#0f0f14',
    '--color-surface-alt': '#1a1a22',
    '--color-ink': '#f5f3f8',
    '--color-muted': '#a7a5b4', // 7.2:1 on surface-alt
    '--color-line': '#34333f',
    '--color-danger': '#ff7b7b',
    '--color-success': '#5ee39a',
    '--font-body': WORK_SANS,
    '--font-heading': WORK_SANS,
    '--radius-card': '0.75rem',
    '--radius-control': '0.5rem',
  },
  // The bar behind the header, hero and footer; form fields get a lifted surface and a 3:1 edge of their own,
  // and the app's fixed ambers made for light surfaces (the booking form's "few left", the calendar's
  // "filling up" days) a colour that reads here.
  vars: { '--nj-night': '#07070a', '--nj-field': '#1d1c25', '--nj-edge': '#73718a' },
  frame: {
    className:
      '[color-scheme:dark] [&_main_:is(input:not([type=checkbox],[type=radio]),select,textarea)]:bg-[var(--nj-field)] [&_main_:is(input,select,textarea)]:border-[var(--nj-edge)] [&_.text-amber-800:not(.bg-amber-100)]:text-amber-300 [&_.bg-amber-100.text-ink]:text-primary-fg',
  },
  slots: { Header, Footer, MobileMenu, Hero, ExperienceCard },
})
