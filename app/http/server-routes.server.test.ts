import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { describe, expect, it } from 'vitest'
import { keepDataRoutes, keepServerRoutes } from './server-routes.server'

const require = createRequire(import.meta.url)
type Routes = Array<{ id: string; path?: string; index?: boolean; Component?: unknown; children?: Routes }>
const { createServerRoutes } = require('@remix-run/react/dist/routes.js') as { createServerRoutes: (...a: unknown[]) => Routes }
const router = require('@remix-run/router') as { UNSAFE_convertRoutesToDataRoutes: (...a: unknown[]) => Routes }
const { UNSAFE_mapRouteProperties } = require('react-router') as { UNSAFE_mapRouteProperties: unknown }

const entry = (id: string, parentId: string | undefined, path?: string, index?: boolean) => ({ id, parentId, path, index, module: `/${id}.js`, hasLoader: true, hasAction: false, hasClientAction: false, hasClientLoader: false, hasErrorBoundary: false })
const manifest = {
  root: entry('root', undefined, ''),
  'routes/home': entry('routes/home', 'root', undefined, true),
  'routes/page': entry('routes/page', 'root', 'things-to-do/:slug'),
}
const component = (name: string) => Object.assign(() => null, { displayName: name })
const modules = () => ({ root: { default: component('Root') }, 'routes/home': { default: component('Home') }, 'routes/page': { default: component('Page') } })
const future = {}
const shape = (routes: Routes): unknown => routes.map((r) => ({ id: r.id, path: r.path, index: r.index, children: r.children && shape(r.children) }))

describe("a document's route objects, built once per build (decision 066)", () => {
  it("answers as Remix's createServerRoutes does, and the same objects again for the same build", () => {
    const kept = keepServerRoutes(createServerRoutes)
    const keep = (...a: Parameters<typeof kept>) => kept(...a) as Routes
    const built = modules()
    const first = keep(manifest, built, future, false)
    expect(shape(first)).toEqual(shape(createServerRoutes(manifest, built, future, false)))
    expect(first[0]!.children![1]!.Component).toBe(built['routes/page'].default)
    // A request's route-modules object is new each time; its modules are the build's.
    expect(keep(manifest, { ...built }, future, false)).toBe(first)
  })

  it('builds anew when a module, a manifest entry or the mode is not the one it was built from', () => {
    const kept = keepServerRoutes(createServerRoutes)
    const keep = (...a: Parameters<typeof kept>) => kept(...a) as Routes
    const built = modules()
    const first = keep(manifest, built, future, false)
    const swapped = { ...built, 'routes/page': { default: component('Page, edited') } }
    const second = keep(manifest, swapped, future, false)
    expect(second).not.toBe(first)
    expect(second[0]!.children![1]!.Component).toBe(swapped['routes/page'].default)
    const withoutHome = { ...built } as Partial<typeof built>
    delete withoutHome['routes/home']
    expect(() => keep(manifest, withoutHome as typeof built, future, false)).toThrow(/No `routeModule` available/)
    const spa = keep(manifest, swapped, future, true)
    expect(spa).not.toBe(second)
    expect(keep(manifest, swapped, {}, true)).not.toBe(spa)
    // An entry of the same manifest object replaced (a development rebuild): the new path is served.
    const edited: Record<string, ReturnType<typeof entry>> = { ...manifest }
    const before = keep(edited, built, future, false)
    edited['routes/page'] = entry('routes/page', 'root', 'experiences/:slug')
    const after = keep(edited, built, future, false)
    expect(after).not.toBe(before)
    expect(after[0]!.children![1]!.path).toBe('experiences/:slug')
  })

  it("answers as React Router's convertRoutesToDataRoutes does, and fills each caller's manifest", () => {
    const kept = keepDataRoutes(router.UNSAFE_convertRoutesToDataRoutes)
    const keep = (...a: Parameters<typeof kept>) => kept(...a) as Routes
    const routes = createServerRoutes(manifest, modules(), future, false)
    const want: Record<string, unknown> = {}
    const wanted = router.UNSAFE_convertRoutesToDataRoutes(routes, UNSAFE_mapRouteProperties, undefined, want)
    const mine: Record<string, unknown> = {}
    const data = keep(routes, UNSAFE_mapRouteProperties, undefined, mine)
    expect(shape(data)).toEqual(shape(wanted))
    expect(Object.keys(mine).sort()).toEqual(Object.keys(want).sort())
    const again: Record<string, unknown> = {}
    expect(keep(routes, UNSAFE_mapRouteProperties, undefined, again)).toBe(data)
    expect(again).toEqual(mine)
    expect(again['routes/page']).toBe(data[0]!.children![1])
    // Another tree, or another mapping, is converted anew.
    expect(keep(createServerRoutes(manifest, modules(), future, false), UNSAFE_mapRouteProperties, undefined, {})).not.toBe(data)
    expect(keep(routes, (r: unknown) => r, undefined, {})).not.toBe(data)
  })

  it('is installed where the libraries call it through their exports (an upgrade that calls it directly is caught here)', () => {
    const read = (file: string) => readFileSync(require.resolve(file), 'utf8')
    expect(read('@remix-run/react/dist/server.js')).toContain('routes.createServerRoutes(manifest.routes')
    expect(read('react-router-dom/server.js')).toContain('router.UNSAFE_convertRoutesToDataRoutes(routes')
  })
})
