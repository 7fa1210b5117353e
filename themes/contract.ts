// The contract every layout package honours. A theme is data + components; it never touches the db.
import type { ComponentType, CSSProperties, ReactNode } from 'react'
import type { NavItem } from '../app/components/site-nav'
import type { Locale } from '../app/domain/locales'
import type { PublicTenant } from '../app/domain/public-tenant'
import type { ExperienceCardData } from '../app/domain/experience-card'
import type { ThemeTokens, ThemeVars } from './kit/tokens'

export type { NavItem }
export type { PublicTenant }

// v2 (decision 028): chrome slots with kit defaults, typed tokens, the manifest; v1 themes are refused.
export const THEME_API_VERSION = 2 as const

export type LayoutProps<O> = {
  tenant: PublicTenant
  options: O
  locale: Locale
  children: ReactNode
}

/** The site's navigation, labels translated, with the primary item the current page belongs to. */
export type SiteNav = {
  primary: NavItem[]
  company: NavItem[]
  support: NavItem[]
  legal: NavItem[]
  /** The catalogue: /experiences on a supplier site, /things-to-do on a marketplace. */
  browse: NavItem
  /** The key of the primary item the current page belongs to, if any. */
  active: string | undefined
}

export type MobileMenuProps = { tenant: PublicTenant; nav: SiteNav }

export type HeaderProps<O> = {
  tenant: PublicTenant
  options: O
  nav: SiteNav
  /** The theme's MobileMenu slot; the header decides where it sits. */
  MobileMenu: ComponentType<MobileMenuProps>
}

export type FooterProps<O> = { tenant: PublicTenant; options: O; nav: SiteNav }

export type HeroProps<O> = {
  tenant: PublicTenant
  options: O
  /** The shared search form (where to, when), rendered by the app; the hero decides where it sits. */
  search: ReactNode
}

/**
 * Every field is serialised into the page once per card (issue 10: a listing's loader data is ~15 KB of them), so
 * the card carries nothing it does not show: the link is `href` (no separate slug), the image no height (the card
 * sets its own box), and the sell-out mark is there only when it shows.
 */
export type { ExperienceCardData } from '../app/domain/experience-card'

export type ExperienceCardProps = { experience: ExperienceCardData }

/** What a theme shows. Every slot is named, the kit's default or the theme's own (themes/kit/defaults). */
export type ThemeSlots<O> = {
  Header: ComponentType<HeaderProps<O>>
  Footer: ComponentType<FooterProps<O>>
  MobileMenu: ComponentType<MobileMenuProps>
  Hero: ComponentType<HeroProps<O>>
  ExperienceCard: ComponentType<ExperienceCardProps>
}

/**
 * How the app's listing and experience pages present themselves on this brand (decision 063). The pages are the
 * app's components; these values choose among the arrangements they know, so every brand reads as itself past the
 * home page without a theme re-implementing the booking panel or the filters.
 */
export type PagePresentation = {
  /** The experience's photos from the tablet up: a cover beside four tiles, equal tiles in a row, or one cinematic cover with thumbnails under it. Phones always swipe. */
  gallery: 'mosaic' | 'strip' | 'wide'
  /** The key details: a tinted box of icon pairs, a ruled list with icons, or a row of chips. */
  facts: 'box' | 'list' | 'chips'
  /** The booking panel: a light card, a raised card on an accent top edge, a tinted panel, or a ruled frame in the primary colour. */
  booking: 'card' | 'raised' | 'tinted' | 'outline'
  /** Headings of the listing and the experience's sections: bold, over a short accent rule, or in spaced capitals. */
  headings: 'plain' | 'rule' | 'caps'
  /** Cards on a full-width page: up to four to a row (`dense`) or up to three, larger (`roomy`). Fewer cards never leave a column empty. */
  grid: 'dense' | 'roomy'
}

/** What a theme that names no `pages` gets: the app's look before decision 063. */
export const DEFAULT_PAGES: PagePresentation = { gallery: 'mosaic', facts: 'box', booking: 'card', headings: 'plain', grid: 'dense' }

/** The page frame around the slots (skip link, header, <main id="main">, footer) is the kit's; a theme dresses it. */
type ThemeFrame<O> = {
  className?: string
  /** Colours and shape of the skip link; its position and motion are the kit's. */
  skipLinkClassName?: string
  style?: (options: O) => CSSProperties | undefined
}

/** What a theme module writes (themes/<id>/index.tsx), through `defineTheme` or `extendTheme` from the kit. */
export type ThemeSpec<O> = {
  id: string
  apiVersion: typeof THEME_API_VERSION
  /** Human name, for docs and the admin's tenant check. */
  name: string
  // The options schema and messages are in the manifest row (themes/manifest.ts), loaded on the server only.
  /** Every design token (themes/kit/tokens.ts); tailwind.config.ts maps them onto the shared classes. */
  tokens: ThemeTokens
  /** The theme's private CSS variables, prefixed with its short name (`--deira-night`). */
  vars?: ThemeVars
  frame?: ThemeFrame<O>
  slots: ThemeSlots<O>
  /** The listing and experience pages' presentation (decision 063); `DEFAULT_PAGES` if left out. */
  pages?: PagePresentation
}

/** A loaded theme as the app sees it: `tokens` holds the tokens and private variables set on <html>. */
export type ThemePlugin<O = unknown> = Omit<ThemeSpec<O>, 'tokens' | 'pages'> & {
  tokens: Record<`--${string}`, string>
  pages: PagePresentation
  Layout: ComponentType<LayoutProps<O>>
}
