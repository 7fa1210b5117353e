import { createRequire } from 'node:module'
import fc from 'fast-check'
import { describe, expect, it, vi } from 'vitest'
import { createRouteMatcher } from './route-matching.server'

type Route = { id: string; path?: string; index?: boolean; caseSensitive?: boolean; children?: Route[] }
const router = createRequire(import.meta.url)('@remix-run/router') as {
  matchRoutes: (routes: Route[], location: string, basename?: string) => unknown
  createStaticHandler: (routes: Route[]) => { query: (request: Request) => Promise<unknown> }
  parsePath: (p: string) => { pathname?: string }
  stripBasename: (p: string, b: string) => string | null
  UNSAFE_decodePath: (v: string) => string
}
const original = router.matchRoutes
const fast = createRouteMatcher(router)

const WORDS = ['de', 'ru', 'things-to-do', 'experiences', 'Search', 'a', 'b-c', 'cart']
const segment = fc.oneof(
  fc.constantFrom(...WORDS),
  fc.constantFrom(':slug', ':lang', ':city-slug', ':lang?', 'de?', '*', ''),
)
const routePath = fc.array(segment, { minLength: 0, maxLength: 3 }).map((s) => s.join('/'))
let next = 0
const routeTree: fc.Arbitrary<Route[]> = fc.letrec<{ tree: Route[]; route: Route }>((tie) => ({
  route: fc.record(
    {
      path: fc.option(fc.oneof(routePath, routePath.map((p) => `/${p}`)), { nil: undefined }),
      index: fc.boolean(),
      caseSensitive: fc.boolean(),
      children: fc.oneof({ depthSize: 'small', withCrossShrink: true }, fc.constant<Route[]>([]), tie('tree')),
    },
    { requiredKeys: ['index'] },
  ).map((r) => ({ ...r, id: `r${next++}`, ...(r.index ? { children: [] } : {}) })),
  tree: fc.array(tie('route'), { maxLength: 4 }),
})).tree
const url = fc
  .array(fc.oneof(fc.constantFrom(...WORDS, 'SEARCH', 'x', '%20y', 'a%2Fb', ''), fc.string({ maxLength: 3 })), { maxLength: 5 })
  .map((s) => `/${s.join('/')}`)

// The library throws on trees it refuses (an absolute child path outside its parent's); so must the copy.
const answer = (f: (r: Route[], u: string, b?: string) => unknown, routes: Route[], u: string, b?: string) => {
  try {
    return { value: f(routes, u, b) }
  } catch (error) {
    return { error: (error as Error).message.slice(0, 40) }
  }
}

describe('route matching kept per tree (decision 064)', () => {
  it("is compared with the library's own matchRoutes, not with itself", () => {
    // The patch sends the library's function to the exported one once that is replaced (decision 066); nothing in
    // this file replaces it, so `original` must still be the library's and must not hand its calls on.
    expect(router.matchRoutes).toBe(original)
    expect(String(original)).toContain('matchRoutesImpl')
  })

  it("sends the static handler's own match to the exported matchRoutes (scripts/patches, decision 066)", async () => {
    const routes: Route[] = [{ id: 'root', path: '', children: [{ id: 'page', path: 'things-to-do/:slug' }] }]
    const seen: string[] = []
    router.matchRoutes = (r, location, basename) => {
      seen.push(typeof location === 'string' ? location : (location as { pathname: string }).pathname)
      return fast(r, location, basename) // not `original`: with the patch, that would come back here
    }
    try {
      const handler = router.createStaticHandler(routes)
      const context = (await handler.query(new Request('http://localhost/things-to-do/x'))) as { matches: Array<{ route: { id: string } }> }
      expect(context.matches.map((m) => m.route.id)).toEqual(['root', 'page'])
    } finally {
      router.matchRoutes = original
    }
    // Without the patch the handler matches with its module-local function and this stays empty.
    expect(seen).toEqual(['/things-to-do/x'])
  })

  it("answers as React Router's matchRoutes does, to the route object, on generated trees and paths", () => {
    // The library warns about every malformed percent-encoding the generator makes.
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    let matched = 0
    let asked = 0
    fc.assert(
      fc.property(routeTree, fc.array(url, { minLength: 1, maxLength: 6 }), fc.constantFrom(undefined, '/', '/de'), (routes, urls, basename) => {
        for (const u of urls) {
          const want = answer(original, routes, u, basename)
          // Twice: the second answer comes from the kept branches.
          expect(answer(fast, routes, u, basename)).toEqual(want)
          expect(answer(fast, structuredClone(routes), u, basename)).toEqual(want)
          asked++
          if ('error' in want || !want.value) continue
          matched++
          const got = fast(routes, u, basename) as Array<{ route: Route }>
          const wanted = want.value as Array<{ route: Route }>
          got.forEach((m, i) => expect(m.route).toBe(wanted[i]!.route))
        }
      }),
      { numRuns: 1000 },
    )
    // The generated paths must match often enough for the comparison to mean something.
    expect(matched / asked).toBeGreaterThan(0.1)
  }, 60_000)

  it('points at the routes of the array it is given, not the one whose shape it kept', () => {
    const make = () => [{ id: 'root', path: '', children: [{ id: 'page', path: 'things-to-do/:slug' }] }]
    const first = make()
    const second = make()
    fast(first, '/things-to-do/x')
    const matches = fast(second, '/things-to-do/y') as Array<{ route: Route; params: Record<string, string> }>
    expect(matches.map((m) => m.route)).toEqual([second[0], second[0]!.children[0]])
    expect(matches[1]!.route).toBe(second[0]!.children[0])
    expect(matches[1]!.params).toEqual({ slug: 'y' })
  })
})
