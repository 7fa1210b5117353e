// The five theme: a playful family-activities brand in Nunito, sunny yellow and sky blue on deep navy ink, pill-shaped
// controls and soft, rounded cards; the phone menu is the kit's light one.
import { THEME_API_VERSION } from '../contract'
import { defineTheme, KitMobileMenu, themePart } from '../kit'
import { Footer } from './footer'
import { Header } from './header'
import type { FiveThemeOptions } from './options'
import { tokens } from './tokens'

// The hero and the card are chunks of their own: not every page shows them (decision 040).
const Hero = themePart(() => import('./hero').then((m) => m?.Hero))
const ExperienceCard = themePart(() => import('./card').then((m) => m?.ExperienceCard))


export default defineTheme<FiveThemeOptions>({
  id: 'five',
  apiVersion: THEME_API_VERSION,
  name: 'Five family fun',
  tokens,
  vars: { '--five-sky': '#8fd3fb', '--five-sun': '#fff1bf' }, // light sky and soft sunshine, behind pictures and panels
  frame: { skipLinkClassName: 'rounded-full bg-accent px-5 font-extrabold text-accent-fg ring-2 ring-ink' },
  // The listing and experience pages (decision 063): families: a playful mosaic, chips, a tinted panel.
  pages: { gallery: 'mosaic', facts: 'chips', booking: 'tinted', headings: 'rule', grid: 'roomy' },
  slots: { Header, Footer, MobileMenu: KitMobileMenu, Hero, ExperienceCard },
})
