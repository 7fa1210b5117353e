// The default theme: a confident teal-and-coral marketplace look, set in Inter. Its chrome and card are the
// kit's defaults; it brings its tokens and its hero.
import { THEME_API_VERSION } from '../contract'
import { defineTheme, KitExperienceCard, KitFooter, KitHeader, KitMobileMenu, themePart } from '../kit'
import type { DefaultThemeOptions } from './options'
import { tokens } from './tokens'

// The hero is a chunk of its own: only the home page shows it (decision 040).
const Hero = themePart(() => import('./hero').then((m) => m?.Hero))

export default defineTheme<DefaultThemeOptions>({
  id: 'default',
  apiVersion: THEME_API_VERSION,
  name: 'Default marketplace',
  tokens,
  // The listing and experience pages (decision 063): the marketplace: a cover beside four photos, the facts in a tinted box, a light card.
  pages: { gallery: 'mosaic', facts: 'box', booking: 'card', headings: 'plain', grid: 'dense' },
  slots: {
    Header: (props) => <KitHeader {...props} compact={props.options.compactHeader} />,
    Footer: KitFooter,
    MobileMenu: KitMobileMenu,
    Hero,
    ExperienceCard: KitExperienceCard,
  },
})
