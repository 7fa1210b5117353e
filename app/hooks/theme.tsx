// The one channel for the theme a page wears (decision 043): root.tsx loads the tenant's layout package and
// provides it here with the tenant's options; components and kit parts read it with useTheme(), never from the
// root data's theme id or the document. The only other reader is entry.client.tsx, which loads the theme's
// chunk before React exists, from the `data-theme` attribute the server wrote.
import { createContext, useContext, type ReactNode } from 'react'
import { DEFAULT_PAGES, type PagePresentation, type ThemePlugin, type ThemeSlots } from '../../themes/contract'
import { preloadParts } from '../../themes/kit/part'

export type ActiveTheme = {
  /** The layout package, checked against the contract and loaded (themes/index.ts). */
  plugin: ThemePlugin<unknown>
  /** The tenant's `layout.options`, parsed by the theme's options schema. */
  options: unknown
}

const ThemeContext = createContext<ActiveTheme | null>(null)

/** The theme the browser's page wears, for the few loaders that run outside React (a deferred part's chunk). */
let worn: ActiveTheme | null = null

export function ThemeProvider({ theme, children }: { theme: ActiveTheme | null; children: ReactNode }) {
  if (typeof document !== 'undefined') worn = theme
  return <ThemeContext.Provider value={theme}>{children}</ThemeContext.Provider>
}

/** The page's theme; null only on a page whose root loader failed (the plain error screen). */
function useTheme(): ActiveTheme | null {
  return useContext(ThemeContext)
}

/**
 * The home page's hero and the listings' card, as the theme draws them (the kit's defaults unless it has its own).
 * Only pages under the root's layout call it, and those exist only when the root loader, and so the theme, did.
 */
export function useThemeSlots(): Pick<ThemeSlots<unknown>, 'Hero' | 'ExperienceCard'> & { options: unknown } {
  const theme = useTheme()
  if (!theme) throw new Error('useThemeSlots: rendered outside the theme (root.tsx provides it)')
  return { Hero: theme.plugin.slots.Hero, ExperienceCard: theme.plugin.slots.ExperienceCard, options: theme.options }
}

/** How the listing and experience pages present themselves on this brand (decision 063); the app's default outside a theme. */
export function useThemePages(): PagePresentation {
  return useTheme()?.plugin.pages ?? DEFAULT_PAGES
}

/** In the browser, loads the worn theme's named parts (kit/part.tsx); on the server every part is loaded already. */
export function preloadWornTheme(parts: readonly string[]): Promise<unknown> | null {
  return typeof document === 'undefined' || !worn ? null : preloadParts(worn.plugin.slots, parts)
}
