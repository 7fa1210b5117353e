// The six theme: a luxury chauffeur and private-tour house in black, ivory and champagne gold, Raleway with
// wide-spaced capitals, square corners and a lot of air. The phone menu is a night panel.
import { THEME_API_VERSION } from '../contract'
import { defineTheme, themePart } from '../kit'
import { Footer } from './footer'
import { Header } from './header'
import { MobileMenu } from './mobile-menu'
import type { SixThemeOptions } from './options'
import { tokens } from './tokens'

// The hero and the card are chunks of their own: not every page shows them (decision 040).
const Hero = themePart(() => import('./hero').then((m) => m?.Hero))
const ExperienceCard = themePart(() => import('./card').then((m) => m?.ExperienceCard))


export default defineTheme<SixThemeOptions>({
  id: 'six',
  apiVersion: THEME_API_VERSION,
  name: 'Six private luxury',
  tokens,
  // The night behind the hero and footer; the gold darkened for small text on ivory (5.6:1).
  vars: { '--six-night': '#0d0d0c', '--six-gold-ink': '#7a5f26' },
  // Headings in wide-spaced capitals on every page (the hero's own line keeps its lighter, wider setting).
  frame: {
    className: '[&_main_:is(h1,h2)]:font-normal [&_main_:is(h1,h2)]:uppercase [&_main_:is(h1,h2)]:tracking-[0.14em]',
    skipLinkClassName: 'bg-primary px-5 text-xs uppercase tracking-[0.3em] text-primary-fg ring-1 ring-accent',
  },
  // The listing and experience pages (decision 063): a concierge: one wide photograph, a hairline list, a light card.
  pages: { gallery: 'wide', facts: 'list', booking: 'card', headings: 'caps', grid: 'roomy' },
  slots: { Header, Footer, MobileMenu, Hero, ExperienceCard },
})
