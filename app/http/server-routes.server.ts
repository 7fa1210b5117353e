// Remix's route objects for a document, built once per build instead of on every request (decision 066).
//
// Each document request, `<RemixServer>` rebuilds the whole route tree from the build's manifest
// (`createServerRoutes`: an object, components and a resolved promise per route), and React Router's
// `createStaticRouter` converts that tree into data routes again (`convertRoutesToDataRoutes`). Both depend only on
// the build; on a fresh tree each time, the kept matcher of decision 064 could not keep anything per tree either, so
// `<Scripts>`' route discovery walked the tree's shape once per parent path. Together 7–9% of an uncached login
// page's CPU in a profile of the production server.
//
// Both functions are read through CommonJS exports on every call (`routes.createServerRoutes(...)` in
// `@remix-run/react`'s server entry, `router.UNSAFE_convertRoutesToDataRoutes(...)` in `react-router-dom/server`),
// so they are replaced there, as decision 064 does for `matchRoutes`. The answer is the library's own, computed the
// first time: the server never changes a built tree (its router refuses `patchRoutes`), and React renders the same
// components from the same elements on every request.
import { createRequire } from 'node:module'

type Manifest = Record<string, unknown>
type RouteModules = Record<string, unknown>
type CreateServerRoutes = (manifest: Manifest, routeModules: RouteModules, future: unknown, isSpaMode: boolean, ...rest: unknown[]) => unknown[]
type ConvertRoutes = (routes: unknown[], mapRouteProperties: unknown, parentPath?: unknown, manifest?: Record<string, unknown>) => unknown[]

/** The same arguments, entry by entry: a request's route modules object is new, its modules are not. */
function sameEntries(a: Record<string, unknown>, b: Record<string, unknown>): boolean {
  let count = 0
  for (const key in b) {
    if (a[key] !== b[key]) return false
    count++
  }
  return count === Object.keys(a).length
}

/**
 * `createServerRoutes(manifest, routeModules, future, isSpaMode)`, answered from the last call with the same
 * manifest when every route module and manifest entry is the one it was built from (a development build swaps
 * modules under the same manifest object, and gets a new tree then).
 */
export function keepServerRoutes(build: CreateServerRoutes): CreateServerRoutes {
  const kept = new WeakMap<Manifest, { entries: Manifest; modules: RouteModules; future: unknown; isSpaMode: boolean; routes: unknown[] }>()
  return function createServerRoutes(manifest, routeModules, future, isSpaMode, ...rest) {
    // The recursion for a subtree (a parent id and the grouping) is the library's alone.
    if (rest.length > 0) return build(manifest, routeModules, future, isSpaMode, ...rest)
    const last = kept.get(manifest)
    if (last && last.future === future && last.isSpaMode === isSpaMode && sameEntries(last.modules, routeModules) && sameEntries(last.entries, manifest)) return last.routes
    const routes = build(manifest, routeModules, future, isSpaMode)
    kept.set(manifest, { entries: { ...manifest }, modules: { ...routeModules }, future, isSpaMode, routes })
    return routes
  }
}

/**
 * `convertRoutesToDataRoutes(routes, mapRouteProperties, undefined, manifest)` for a tree seen before: the same data
 * routes, and the caller's `manifest` filled with them as the library fills it.
 */
export function keepDataRoutes(convert: ConvertRoutes): ConvertRoutes {
  const kept = new WeakMap<unknown[], { mapRouteProperties: unknown; dataRoutes: unknown[]; manifest: Record<string, unknown> }>()
  return function convertRoutesToDataRoutes(routes, mapRouteProperties, parentPath, manifest) {
    if (parentPath !== undefined || manifest === undefined) return convert(routes, mapRouteProperties, parentPath, manifest)
    let last = kept.get(routes)
    if (!last || last.mapRouteProperties !== mapRouteProperties) {
      const own: Record<string, unknown> = {}
      last = { mapRouteProperties, dataRoutes: convert(routes, mapRouteProperties, undefined, own), manifest: own }
      kept.set(routes, last)
    }
    Object.assign(manifest, last.manifest)
    return last.dataRoutes
  }
}

let installed = false
/** Puts both where `@remix-run/react` and `react-router-dom/server` call them, once per process. */
export function installServerRouteKeeping(): void {
  if (installed) return
  installed = true
  const require = createRequire(import.meta.url)
  const remixRoutes = require('@remix-run/react/dist/routes.js') as { createServerRoutes: CreateServerRoutes }
  remixRoutes.createServerRoutes = keepServerRoutes(remixRoutes.createServerRoutes)
  const router = require('@remix-run/router') as { UNSAFE_convertRoutesToDataRoutes: ConvertRoutes }
  router.UNSAFE_convertRoutesToDataRoutes = keepDataRoutes(router.UNSAFE_convertRoutesToDataRoutes)
}
