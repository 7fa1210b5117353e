// template-four: a city guide after dark. Near-black surfaces, one neon accent, Work Sans in a large, tight
// type scale; its own header, hero, card and footer, the kit's phone menu dressed for the night bar.
import { THEME_API_VERSION } from '../contract'
import { defineTheme } from '../kit'
import { ExperienceCard } from './card'
import { Footer } from './footer'
import { Header, MobileMenu } from './header'
import { Hero } from './hero'
import type { TemplateFourOptions } from './options'

const WORK_SANS = "'Work Sans Variable', 'Work Sans', ui-sans-serif, system-ui, -apple-system, 'Segoe UI', sans-serif"

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
  // The bar behind the header, hero and footer; form fields get a lifted surface and a 3:1 edge of their own.
  vars: { '--nj-night': '#07070a', '--nj-field': '#1d1c25', '--nj-edge': '#73718a' },
  frame: {
    className:
      '[color-scheme:dark] [&_main_:is(input:not([type=checkbox],[type=radio]),select,textarea)]:bg-[var(--nj-field)] [&_main_:is(input,select,textarea)]:border-[var(--nj-edge)]',
  },
  slots: { Header, Footer, MobileMenu, Hero, ExperienceCard },
})
