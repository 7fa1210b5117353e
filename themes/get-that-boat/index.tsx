// The get-that-boat theme: nautical navy, white and sea blue, Montserrat throughout, square-cut cards
// and pill-shaped calls to action.
import { THEME_API_VERSION } from '../contract'
import { defineTheme, themePart } from '../kit'
import { Footer } from './footer'
import { Header } from './header'
import { MobileMenu } from './mobile-menu'
import type { GetThatBoatThemeOptions } from './options'
import { tokens } from './tokens'

// The hero and the card are chunks of their own: not every page shows them (decision 040).
const Hero = themePart(() => import('./hero').then((m) => m?.Hero))
const ExperienceCard = themePart(() => import('./card').then((m) => m?.ExperienceCard))

export default defineTheme<GetThatBoatThemeOptions>({
  id: 'get-that-boat',
  apiVersion: THEME_API_VERSION,
  name: 'Get That Boat nautical',
  tokens,
  // Sea-blue text that keeps AA on white, and the deepest navy under the footer.
  vars: { '--gtb-sea-ink': '#1a5f8f', '--gtb-deep': '#071a31' },
  frame: { skipLinkClassName: 'rounded-full bg-accent px-5 font-bold text-accent-fg ring-2 ring-primary' },
  // The listing and experience pages (decision 063): nautical: the fleet mosaic, facts as chips, a navy-ruled panel.
  pages: { gallery: 'mosaic', facts: 'chips', booking: 'outline', headings: 'caps', grid: 'dense' },
  slots: { Header, Footer, MobileMenu, Hero, ExperienceCard },
})
