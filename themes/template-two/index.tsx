// template-two: an editorial travel magazine on warm paper, Fraunces headlines over DM Sans, a centred masthead,
// a cover-story hero, cards read like a contents page and a colophon for a footer.
import { THEME_API_VERSION } from '../contract'
import { defineTheme, themePart } from '../kit'
import { Footer } from './footer'
import { Header, MobileMenu } from './header'
import type { TemplateTwoThemeOptions } from './options'
import { tokens } from './tokens'

// The hero and the card are chunks of their own: not every page shows them (decision 040).
const Hero = themePart(() => import('./hero').then((m) => m?.Hero))
const ExperienceCard = themePart(() => import('./card').then((m) => m?.ExperienceCard))

export default defineTheme<TemplateTwoThemeOptions>({
  id: 'template-two',
  apiVersion: THEME_API_VERSION,
  name: 'Editorial travel magazine',
  tokens,
  frame: { skipLinkClassName: 'rounded-control bg-ink px-4 font-semibold text-surface ring-2 ring-accent' },
  // The listing and experience pages (decision 063): a magazine: a cover photograph, the facts as a ruled list, a ruled frame.
  pages: { gallery: 'wide', facts: 'list', booking: 'outline', headings: 'rule', grid: 'roomy' },
  slots: { Header, Footer, MobileMenu, Hero, ExperienceCard },
})
