// The contract every layout package honours. A theme is data + components; it never touches the db.
import type { ComponentType, ReactNode } from 'react'
import type { Locale } from '../app/utils/locales'

export const THEME_API_VERSION = 1 as const

/** What a theme may know about the tenant it dresses: public values only, never secrets. */
export type PublicTenant = {
  id: string
  name: string
  siteType: 'supplier' | 'marketplace'
  canonicalOrigin: string
  locales: Locale[]
  currency: string
  timeZone: string
  branding: {
    logo: string | null
    favicon: string | null
    tagline: string | null
    colors: Record<string, string>
  }
  contact: { phone: string; whatsapp: string; email: string; address: string; supportLine?: string }
  features: { payLater: boolean; customOffers: boolean; blog: boolean }
  tagManagerId: string | null
}

export type LayoutProps<O> = {
  tenant: PublicTenant
  options: O
  locale: Locale
  children: ReactNode
}

export type HeroProps<O> = {
  tenant: PublicTenant
  options: O
  /** The shared search form (where to, when), rendered by the app; the hero decides where it sits. */
  search: ReactNode
}

export type ExperienceCardData = {
  slug: string
  href: string
  title: string
  city: string
  category: string
  durationMinutes: number
  rating: number | null
  reviewCount: number
  /** Lowest all-in price per person or item, already converted and formatted for the visitor. */
  fromPrice: string | null
  /** The cover image with its intrinsic size; render it with <ResponsiveImage> (app/components/responsive-image). */
  image: { src: string; alt: string; width: number; height: number }
  /** "Free cancellation up to 24 hours before", in the visitor's language; null when cancelling is not free. */
  freeCancellation: string | null
  /** Under half of the next 7 days' capacity is left: show a "Likely to sell out" mark. */
  likelyToSellOut: boolean
}

export type ExperienceCardProps = { experience: ExperienceCardData }

export type ThemeSlots<O> = {
  Hero: ComponentType<HeroProps<O>>
  ExperienceCard: ComponentType<ExperienceCardProps>
}

export type ThemePlugin<O = unknown> = {
  id: string
  apiVersion: typeof THEME_API_VERSION
  /** Human name, for docs and the admin's tenant check. */
  name: string
  // The options schema lives in themes/<id>/options.ts and is registered in themes/options.ts: the server
  // validates tenant files with it, and the browser never downloads zod for a theme (decision 002).
  /** Design tokens as CSS variables; tailwind.config.ts maps its colours, fonts and radii onto them. */
  tokens: Record<`--${string}`, string>
  Layout: ComponentType<LayoutProps<O>>
  slots?: Partial<ThemeSlots<O>>
}

export function defineTheme<O>(theme: ThemePlugin<O>): ThemePlugin<O> {
  return theme
}
