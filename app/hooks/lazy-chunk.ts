// React.lazy for a component in a chunk loaded on demand. When that chunk fails to load, build-update.ts
// takes Vite's `vite:preloadError` and reloads the page; Vite then resolves the import to `undefined`
// instead of rejecting. React.lazy would throw on it while the reload is under way (an error on screen and
// in the console for a moment), so the component stays suspended until the new document replaces it.
// When the reload guard refused (a second failure within 10 s), Vite rejects as usual and the error shows.
import { lazy, type ComponentType } from 'react'

const never = () => new Promise<never>(() => undefined)

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- React.lazy's own bound
export function lazyChunk<M, C extends ComponentType<any>>(load: () => Promise<M>, pick: (module: M) => C) {
  return lazy(() => load().then((module) => (module === undefined ? never() : { default: pick(module) })))
}
