// The deira theme: desert luxury in sand, gold and night brown, with Playfair Display headings.
import type { CSSProperties } from 'react'
import { THEME_API_VERSION } from '../contract'
import { defineTheme, themePart } from '../kit'
import { Footer } from './footer'
import { Header } from './header'
import { MobileMenu } from './mobile-menu'
import type { DeiraThemeOptions } from './options'
import { tokens } from './tokens'

// The hero and the card are chunks of their own: not every page shows them (decision 040).
const Hero = themePart(() => import('./hero').then((m) => m?.Hero))
const ExperienceCard = themePart(() => import('./card').then((m) => m?.ExperienceCard))

/** Every accent keeps AA contrast with the night-brown text (accent-fg) set on it, and on the night band. */
const ACCENTS: Record<DeiraThemeOptions['accent'], CSSProperties | undefined> = {
  gold: undefined, // the theme tokens, so a tenant's own branding colours still apply
  copper: { '--color-accent': '#c07a45' } as CSSProperties,
  pearl: { '--color-accent': '#d7c7a6' } as CSSProperties,
}

export default defineTheme<DeiraThemeOptions>({
  id: 'deira',
  apiVersion: THEME_API_VERSION,
  name: 'Deira desert luxury',
  tokens,
  // The night band behind the header, footer and cards.
  vars: { '--deira-night': '#1c130c' },
  frame: {
    // group/deira: the header floats over the home hero (header.tsx) with a CSS :has() on this frame.
    className: 'group/deira relative',
    skipLinkClassName: 'rounded-control bg-[var(--deira-night)] px-4 font-semibold text-primary-fg ring-2 ring-accent',
    style: (options) => ACCENTS[options.accent],
  },
  // The listing and experience pages (decision 063): desert luxury: one cinematic photograph, a quiet ruled list, a sand-tinted panel.
  pages: { gallery: 'wide', facts: 'list', booking: 'tinted', headings: 'plain', grid: 'roomy' },
  slots: { Header, Footer, MobileMenu, Hero, ExperienceCard },
})
