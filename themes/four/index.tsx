// The four theme: a modern guiding company, graphite and alpine green, Space Grotesk throughout, square
// corners. A compact header under a thin green rule, a split hero, cards that lie flat (photo left, facts
// right) wherever they get the width, and a minimal footer in columns.
import { THEME_API_VERSION } from '../contract'
import { defineTheme, MobileMenu as KitMobileMenu, themePart } from '../kit'
import type { MobileMenuProps } from '../contract'
import { Footer } from './footer'
import { Header } from './header'
import type { FourThemeOptions } from './options'
import { tokens } from './tokens'

// The hero and the card are chunks of their own: not every page shows them (decision 040).
const Hero = themePart(() => import('./hero').then((m) => m?.Hero))
const ExperienceCard = themePart(() => import('./card').then((m) => m?.ExperienceCard))

const ROW = 'fr-menu-contact'

function MobileMenu(props: MobileMenuProps) {
  return (
    <KitMobileMenu
      {...props}
      whatsappLabel="WhatsApp"
      classes={{
        root: 'lg:hidden',
        summary: 'text-ink hover:bg-surface-alt focus-visible:outline-accent',
        panel: 'top-full max-h-[calc(100dvh-3.75rem)] border-b-4 border-accent bg-surface px-4 pb-6 shadow-xl [counter-reset:four]',
        item: 'border-b border-line',
        link: 'fr-menu-link',
        contact: 'mt-5 grid grid-cols-2 gap-2',
        call: ROW, callIcon: 'size-4 text-accent',
        whatsapp: ROW, whatsappIcon: 'size-4 text-accent',
        switchers: 'mt-5 flex flex-wrap gap-2',
      }}
    />
  )
}

export default defineTheme<FourThemeOptions>({
  id: 'four',
  apiVersion: THEME_API_VERSION,
  name: 'Four alpine guides',
  tokens,
  // Cards lie flat two to a row from the desktop breakpoint on: the shared grid holds four narrow columns,
  // too narrow for a photo beside its facts. The card turns itself horizontal by its own width (card.tsx).
  frame: {
    className: 'lg:[&_ul.grid:has([data-four-card])]:grid-cols-2',
    skipLinkClassName: 'bg-accent px-4 font-semibold text-accent-fg',
  },
  // The listing and experience pages (decision 063): alpine guides: a row of square photos, a ruled list, a graphite frame.
  pages: { gallery: 'strip', facts: 'list', booking: 'outline', headings: 'caps', grid: 'dense' },
  slots: { Header, Footer, MobileMenu, Hero, ExperienceCard },
})
