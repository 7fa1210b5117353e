// template-four: a city guide after dark. Near-black surfaces, one neon accent, Work Sans in a large, tight
// type scale; its own header, hero, card and footer, the kit's phone menu dressed for the night bar.
import { THEME_API_VERSION } from '../contract'
import { defineTheme, themePart } from '../kit'
import { Footer } from './footer'
import { Header, MobileMenu } from './header'
import type { TemplateFourOptions } from './options'
import { tokens } from './tokens'

// The hero and the card are chunks of their own: not every page shows them (decision 040).
const Hero = themePart(() => import('./hero').then((m) => m?.Hero))
const ExperienceCard = themePart(() => import('./card').then((m) => m?.ExperienceCard))


export default defineTheme<TemplateFourOptions>({
  id: 'template-four',
  apiVersion: THEME_API_VERSION,
  name: 'City after dark',
  tokens,
  // The bar behind the header, hero and footer; form fields get a lifted surface and a 3:1 edge of their own,
  // and the app's fixed ambers made for light surfaces (the booking form's "few left", the calendar's
  // "filling up" days) a colour that reads here.
  vars: { '--nj-night': '#07070a', '--nj-field': '#1d1c25', '--nj-edge': '#73718a' },
  frame: {
    className:
      '[color-scheme:dark] [&_main_:is(input:not([type=checkbox],[type=radio]),select,textarea)]:bg-[var(--nj-field)] [&_main_:is(input,select,textarea)]:border-[var(--nj-edge)] [&_.text-amber-800:not(.bg-amber-100)]:text-amber-300 [&_.bg-amber-100.text-ink]:text-primary-fg',
  },
  // The listing and experience pages (decision 063): a night guide: a row of photos, chips, a raised panel on a pink edge.
  pages: { gallery: 'strip', facts: 'chips', booking: 'raised', headings: 'caps', grid: 'dense' },
  slots: { Header, Footer, MobileMenu, Hero, ExperienceCard },
})
