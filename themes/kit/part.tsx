// A theme's slot whose code is a chunk of its own (issue 10, decision 040): the hero (the home page's) and the
// experience card (listings, strips) are not on every page, and an experience page's first visit need not
// download them with the theme's chrome. `themePart(() => import('./hero').then((m) => m.Hero))` is a component
// like the one it loads. It renders at once when its chunk is there; otherwise it suspends until it is.
//
// When the chunk is there: the server loads every part with its theme (registry.ts), so a page always renders
// whole; the browser loads, before hydrating, the parts the served page shows (entry.client.tsx finds them by
// `data-theme-part` on the app's element around them, leaving out those inside a part whose hydration is deferred),
// and the rest when they are first needed — a client navigation starts loading them all (app/components/theme.ts),
// a deferred part loads its own with its code. A chunk that fails to load stays pending, as lazy-chunk.ts does:
// build-update.ts reloads the page.
import type { ComponentType } from 'react'

export type ThemePart<P> = ComponentType<P> & { preload: () => Promise<void> }

const never = () => new Promise<never>(() => undefined)

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- props of any component
export function themePart<P extends Record<string, any>>(load: () => Promise<ComponentType<P> | undefined>): ThemePart<P> {
  let Loaded: ComponentType<P> | undefined
  let loading: Promise<void> | undefined
  const preload = () => (loading ??= load().then((part) => (part === undefined ? never() : void (Loaded = part))))
  function Part(props: P) {
    if (!Loaded) throw preload()
    return <Loaded {...props} />
  }
  return Object.assign(Part, { preload })
}

/** Loads the named parts of a theme's slots (all of them without names); slots that are not parts are there already. */
export function preloadParts(slots: object | undefined, names?: readonly string[]): Promise<unknown> {
  const entries = Object.entries(slots ?? {}).filter(([name]) => !names || names.includes(name))
  return Promise.all(entries.map(([, slot]) => (slot as Partial<ThemePart<unknown>>).preload?.()))
}
