// React Router's `matchRoutes`, with the work that depends only on the route tree done once per tree instead of on
// every call (decision 064). The library flattens and ranks every branch of the tree (156 here: 36 pages under
// four locale prefixes) and compiles a RegExp for each branch it tries, on every call, and a document request calls it
// five or six times (Remix's server match, `<Scripts>`' route-discovery manifest once per parent path, `<Routes>`):
// 15% of an uncached page's CPU in a profile of the production server. Nothing in the library keeps that work, so
// this does, and `installRouteMatching` puts it in the place Remix and React Router call it through.
//
// The answers are the library's, to the object: the same branches in the same order (its `flattenRoutes`,
// `explodeOptionalSegments` and `rankRouteBranches`, kept per tree shape), the same per-segment matching (its
// `matchRouteBranch` and `matchPath`, with each compiled pattern kept), the same match objects pointing at the route
// objects of the array passed in. `route-matching.server.test.ts` compares them with the library's on generated
// trees and paths. Route arrays are built per request (Remix's `createServerRoutes`), so a tree is known by its shape
// (ids, paths, index and case flags, nesting), read in one walk, not by identity.
import { createRequire } from 'node:module'

type RouteLike = { id?: string; path?: string; index?: boolean; caseSensitive?: boolean; children?: RouteLike[] }
type Location = { pathname?: string }
type Match = { params: Record<string, string | undefined>; pathname: string; pathnameBase: string; route: RouteLike }
type RouterModule = {
  matchRoutes: (routes: RouteLike[], location: string | Location, basename?: string) => Match[] | null
  parsePath: (path: string) => Location
  stripBasename: (pathname: string, basename: string) => string | null
  UNSAFE_decodePath: (value: string) => string
}

type Compiled = { matcher: RegExp; params: Array<{ paramName: string; isOptional?: boolean }> }
type MetaShape = { relativePath: string; caseSensitive: boolean; childrenIndex: number; at: number[]; compiled: Compiled; compiledEnd: Compiled }
type BranchShape = { path: string; score: number; routesMeta: MetaShape[] }

const joinPaths = (paths: string[]) => paths.join('/').replace(/\/\/+/g, '/')
const normalizePathname = (pathname: string) => pathname.replace(/\/+$/, '').replace(/^\/*/, '/')

const compiledPatterns = new Map<string, Compiled>()
/** The library's `compilePath`, kept per pattern. */
function compilePath(path: string, caseSensitive: boolean, end: boolean): Compiled {
  const key = `${caseSensitive ? 1 : 0}${end ? 1 : 0}${path}`
  let compiled = compiledPatterns.get(key)
  if (compiled) return compiled
  const params: Compiled['params'] = []
  let source =
    '^' +
    path
      .replace(/\/*\*?$/, '')
      .replace(/^\/*/, '/')
      .replace(/[\\.*+^${}|()[\]]/g, '\\$&')
      .replace(/\/:([\w-]+)(\?)?/g, (_: string, paramName: string, isOptional?: string) => {
        params.push({ paramName, isOptional: isOptional != null })
        return isOptional ? '/?([^\\/]+)?' : '/([^\\/]+)'
      })
  if (path.endsWith('*')) {
    params.push({ paramName: '*' })
    source += path === '*' || path === '/*' ? '(.*)$' : '(?:\\/(.+)|\\/*)$'
  } else if (end) {
    source += '\\/*$'
  } else if (path !== '' && path !== '/') {
    source += '(?:(?=\\/|$))'
  }
  compiled = { matcher: new RegExp(source, caseSensitive ? undefined : 'i'), params }
  compiledPatterns.set(key, compiled)
  return compiled
}

/** The library's `matchPath` on a compiled pattern (without the `pattern` echo, which branch matching drops). */
function matchCompiled({ matcher, params: names }: Compiled, pathname: string) {
  const match = pathname.match(matcher)
  if (!match) return null
  const matchedPathname = match[0]
  let pathnameBase = matchedPathname.replace(/(.)\/+$/, '$1')
  const captureGroups = match.slice(1)
  const params: Record<string, string | undefined> = {}
  names.forEach(({ paramName, isOptional }, index) => {
    if (paramName === '*') {
      const splatValue = captureGroups[index] || ''
      pathnameBase = matchedPathname.slice(0, matchedPathname.length - splatValue.length).replace(/(.)\/+$/, '$1')
    }
    const value = captureGroups[index]
    params[paramName] = isOptional && !value ? undefined : (value || '').replace(/%2F/g, '/')
  })
  return { params, pathname: matchedPathname, pathnameBase }
}

function explodeOptionalSegments(path: string): string[] {
  const segments = path.split('/')
  if (segments.length === 0) return []
  const [first = '', ...rest] = segments
  const isOptional = first.endsWith('?')
  const required = first.replace(/\?$/, '')
  if (rest.length === 0) return isOptional ? [required, ''] : [required]
  const restExploded = explodeOptionalSegments(rest.join('/'))
  const result = restExploded.map((subpath) => (subpath === '' ? required : [required, subpath].join('/')))
  if (isOptional) result.push(...restExploded)
  return result.map((exploded) => (path.startsWith('/') && exploded === '' ? '/' : exploded))
}

const paramRe = /^:[\w-]+$/
function computeScore(path: string, index: boolean | undefined): number {
  const segments = path.split('/')
  let initial = segments.length
  if (segments.some((s) => s === '*')) initial += -2
  if (index) initial += 2
  return segments.filter((s) => s !== '*').reduce((score, s) => score + (paramRe.test(s) ? 3 : s === '' ? 1 : 10), initial)
}
function compareIndexes(a: number[], b: number[]): number {
  const siblings = a.length === b.length && a.slice(0, -1).every((n, i) => n === b[i])
  return siblings ? a[a.length - 1]! - b[b.length - 1]! : 0
}

/** The library's `flattenRoutes` and `rankRouteBranches`, recording where each route sits instead of the route. */
function shapeOf(routes: RouteLike[]): BranchShape[] {
  const branches: BranchShape[] = []
  const flatten = (list: RouteLike[], parents: MetaShape[], parentPath: string, at: number[]) => {
    const flattenRoute = (route: RouteLike, index: number, relative?: string) => {
      let relativePath = relative === undefined ? route.path || '' : relative
      if (relativePath.startsWith('/')) {
        if (!relativePath.startsWith(parentPath)) throw new Error(`Absolute route path "${relativePath}" nested under path "${parentPath}" is not valid.`)
        relativePath = relativePath.slice(parentPath.length)
      }
      const caseSensitive = route.caseSensitive === true
      const meta: MetaShape = {
        relativePath,
        caseSensitive,
        childrenIndex: index,
        at: [...at, index],
        compiled: compilePath(relativePath, caseSensitive, false),
        compiledEnd: compilePath(relativePath, caseSensitive, true),
      }
      const path = joinPaths([parentPath, relativePath])
      const routesMeta = parents.concat(meta)
      if (route.children && route.children.length > 0) {
        if (route.index === true) throw new Error(`Index routes must not have child routes. Please remove all child routes from route path "${path}".`)
        flatten(route.children, routesMeta, path, meta.at)
      }
      if (route.path == null && !route.index) return
      branches.push({ path, score: computeScore(path, route.index), routesMeta })
    }
    list.forEach((route, index) => {
      if (route.path === '' || !route.path?.includes('?')) flattenRoute(route, index)
      else for (const exploded of explodeOptionalSegments(route.path)) flattenRoute(route, index, exploded)
    })
  }
  flatten(routes, [], '', [])
  branches.sort((a, b) => (a.score !== b.score ? b.score - a.score : compareIndexes(a.routesMeta.map((m) => m.childrenIndex), b.routesMeta.map((m) => m.childrenIndex))))
  return branches
}

/** Everything `flattenRoutes` reads, in one string: two arrays with the same key flatten to the same branches. */
function shapeKey(routes: RouteLike[]): string {
  let key = ''
  const walk = (list: RouteLike[]) => {
    for (const r of list) {
      key += `${r.id ?? ''}\u0001${r.path ?? '\u0002'}\u0001${r.index === true ? 1 : 0}${r.caseSensitive === true ? 1 : 0}`
      if (r.children && r.children.length > 0) {
        key += '('
        walk(r.children)
        key += ')'
      }
      key += ';'
    }
  }
  walk(routes)
  return key
}

const MAX_SHAPES = 64
const shapes = new Map<string, BranchShape[]>()

// A server's route arrays are never changed once built (only the browser's router patches its tree), so an array
// seen before skips even the walk: `<Scripts>` matches the same per-request array once per parent path.
const seen = new WeakMap<RouteLike[], BranchShape[]>()

function branchesFor(routes: RouteLike[]): BranchShape[] {
  let known = seen.get(routes)
  if (!known) seen.set(routes, (known = branchesOfShape(routes)))
  return known
}

function branchesOfShape(routes: RouteLike[]): BranchShape[] {
  const key = shapeKey(routes)
  let shape = shapes.get(key)
  if (!shape) {
    shape = shapeOf(routes)
    if (shapes.size >= MAX_SHAPES) shapes.delete(shapes.keys().next().value!)
    shapes.set(key, shape)
  }
  return shape
}

const routeAt = (routes: RouteLike[], at: number[]): RouteLike => {
  let list = routes
  let route: RouteLike | undefined
  for (const i of at) {
    route = list[i]!
    list = route.children ?? []
  }
  return route!
}

function matchBranch(routes: RouteLike[], branch: BranchShape, pathname: string): Match[] | null {
  const matchedParams: Record<string, string | undefined> = {}
  let matchedPathname = '/'
  const matches: Match[] = []
  for (let i = 0; i < branch.routesMeta.length; ++i) {
    const meta = branch.routesMeta[i]!
    const end = i === branch.routesMeta.length - 1
    const remaining = matchedPathname === '/' ? pathname : pathname.slice(matchedPathname.length) || '/'
    const match = matchCompiled(end ? meta.compiledEnd : meta.compiled, remaining)
    if (!match) return null
    Object.assign(matchedParams, match.params)
    matches.push({
      params: matchedParams,
      pathname: joinPaths([matchedPathname, match.pathname]),
      pathnameBase: normalizePathname(joinPaths([matchedPathname, match.pathnameBase])),
      route: routeAt(routes, meta.at),
    })
    if (match.pathnameBase !== '/') matchedPathname = joinPaths([matchedPathname, match.pathnameBase])
  }
  return matches
}

/** `matchRoutes(routes, location, basename)` with the library's answer, given its `parsePath`, `stripBasename` and `decodePath`. */
export function createRouteMatcher(lib: Pick<RouterModule, 'parsePath' | 'stripBasename' | 'UNSAFE_decodePath'>) {
  return function matchRoutes(routes: RouteLike[], locationArg: string | Location, basename = '/'): Match[] | null {
    const location = typeof locationArg === 'string' ? lib.parsePath(locationArg) : locationArg
    const pathname = lib.stripBasename(location.pathname || '/', basename)
    if (pathname == null) return null
    const branches = branchesFor(routes)
    const decoded = lib.UNSAFE_decodePath(pathname)
    for (const branch of branches) {
      const matches = matchBranch(routes, branch, decoded)
      if (matches) return matches
    }
    return null
  }
}

let installed = false
/**
 * Puts the kept matcher where Remix's server runtime, `@remix-run/react` and React Router call `matchRoutes`: the
 * CommonJS exports of `@remix-run/router`, which they read on every call (React Router re-exports it through a
 * getter). The router's own static handler calls its module-local `matchRoutes`, which a patch applied on install
 * (`scripts/patches`, decision 066) sends to the exported one when it has been replaced: its one match per request
 * was a sixth of a resource route's CPU.
 */
export function installRouteMatching(): void {
  if (installed) return
  installed = true
  const router = createRequire(import.meta.url)('@remix-run/router') as RouterModule
  router.matchRoutes = createRouteMatcher(router)
}
