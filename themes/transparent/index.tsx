// The transparent layout: the default marketplace in deep navy and sand, set in Manrope, its header over a full-bleed
// photograph on the home page until the visitor scrolls. Footer, phone menu and card are the default theme's.
import defaultTheme from '../default/index'
import { extendTheme, themePart } from '../kit'
import { Header } from './header'
import type { TransparentThemeOptions } from './options'
import { tokens } from './tokens'

// The hero is a chunk of its own: only the home page shows it (decision 040).
const Hero = themePart(() => import('./hero').then((m) => m?.Hero))

export default extendTheme<TransparentThemeOptions>(defaultTheme, {
  id: 'transparent',
  name: 'Transparent header over a full-bleed photo',
  tokens,
  // group/tp: the header lies over the hero only on a page that has one (a CSS :has(), so before hydration too).
  frame: { className: 'group/tp', skipLinkClassName: 'rounded-control bg-accent px-4 font-bold text-accent-fg ring-2 ring-primary' },
  // The listing and experience pages (decision 063): clear and open: photos in an even row, the facts as chips, a raised panel.
  pages: { gallery: 'strip', facts: 'chips', booking: 'raised', headings: 'rule', grid: 'dense' },
  slots: { Header, Hero },
})
