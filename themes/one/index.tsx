// The `one` layout: a city-tour operator in crisp white and tram red, set in Outfit; a two-row header with the
// brand in the middle, a booking panel for a hero, its own card and a footer of tram stops.
import { THEME_API_VERSION } from '../contract'
import { defineTheme, themePart } from '../kit'
import { Footer } from './footer'
import { Header, MobileMenu } from './header'
import type { OneOptions } from './options'
import { tokens } from './tokens'

// The hero and the card are chunks of their own: not every page shows them (decision 040).
const Hero = themePart(() => import('./hero').then((m) => m?.Hero))
const ExperienceCard = themePart(() => import('./card').then((m) => m?.ExperienceCard))


export default defineTheme<OneOptions>({
  id: 'one',
  apiVersion: THEME_API_VERSION,
  name: 'City tours in tram red',
  tokens,
  frame: { skipLinkClassName: 'rounded-full bg-primary px-5 font-semibold text-primary-fg ring-2 ring-surface' },
  // The listing and experience pages (decision 063): a tour operator: mosaic, a ruled list, a raised panel on a red edge.
  pages: { gallery: 'mosaic', facts: 'list', booking: 'raised', headings: 'rule', grid: 'dense' },
  slots: { Header, Footer, MobileMenu, Hero, ExperienceCard },
})
