// A registry of lazily loaded themes: each tenant's page downloads its own layout package only.
import { THEME_API_VERSION, type ThemePlugin } from './contract'
import { preloadParts } from './kit/part'

// Each theme has its own options type; the registry only knows "some options", checked at run time.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyTheme = ThemePlugin<any>
export type ThemeEntry = { id: string; load: () => Promise<{ default: AnyTheme }> }

export function createThemeRegistry(entries: readonly ThemeEntry[]) {
  const byId = new Map<string, ThemeEntry>()
  for (const entry of entries) {
    if (byId.has(entry.id)) throw new Error(`Theme registry: duplicate theme id "${entry.id}"`)
    byId.set(entry.id, entry)
  }
  const loaded = new Map<string, ThemePlugin<unknown>>()

  async function loadTheme(id: string): Promise<ThemePlugin<unknown>> {
    const ready = loaded.get(id)
    if (ready) return ready
    const entry = byId.get(id)
    if (!entry) throw new Error(`Theme registry: unknown theme "${id}"`)
    const theme = (await entry.load()).default as ThemePlugin<unknown>
    if (theme.apiVersion !== THEME_API_VERSION) {
      throw new Error(`Theme "${id}" is built for contract v${String(theme.apiVersion)}, this app honours v${THEME_API_VERSION}`)
    }
    if (theme.id !== id) throw new Error(`Theme registered as "${id}" calls itself "${theme.id}"`)
    loaded.set(id, theme)
    return theme
  }

  return {
    ids: () => [...byId.keys()],
    has: (id: string) => byId.has(id),
    /**
     * Loads (once) and checks a theme against the contract it claims to honour, with the slots of it that are
     * chunks of their own (kit/part.tsx): on the server all of them, in the browser those named in `parts`.
     */
    async load(id: string, parts?: readonly string[]): Promise<ThemePlugin<unknown>> {
      const theme = await loadTheme(id)
      await preloadParts(theme.slots, typeof document === 'undefined' ? undefined : (parts ?? []))
      return theme
    },
    /** The theme that `load` already brought in; rendering is synchronous, so it must be loaded first. */
    get(id: string): ThemePlugin<unknown> {
      const theme = loaded.get(id)
      if (!theme) throw new Error(`Theme "${id}" was rendered before it was loaded`)
      return theme
    },
  }
}
