// The import graph, read by dependency-cruiser with type imports counted (decision 043): no circle over more than
// two files. A circle is measured as a strongly connected component, so two circles that share a file count as one.
import { createRequire } from 'node:module'
import { cruise, type ICruiseResult } from 'dependency-cruiser'
import { describe, expect, it } from 'vitest'

const ROOTS = ['app', 'themes', 'tenants', 'scripts', 'drizzle', 'server.ts']
const MAX_CIRCLE = 2

async function importGraph(): Promise<Map<string, string[]>> {
  const config = createRequire(import.meta.url)('../../.dependency-cruiser.cjs')
  const { output } = await cruise(ROOTS, { ...config.options, validate: false })
  const graph = new Map<string, string[]>()
  for (const m of (output as ICruiseResult).modules) {
    graph.set(m.source, m.dependencies.filter((d) => !d.coreModule && !d.couldNotResolve && !d.resolved.includes('node_modules')).map((d) => d.resolved))
  }
  return graph
}

/** Tarjan's strongly connected components, largest first. */
function circles(graph: Map<string, string[]>): string[][] {
  let next = 0
  const index = new Map<string, number>()
  const low = new Map<string, number>()
  const stack: string[] = []
  const onStack = new Set<string>()
  const found: string[][] = []
  const visit = (v: string) => {
    index.set(v, next)
    low.set(v, next++)
    stack.push(v)
    onStack.add(v)
    for (const w of graph.get(v) ?? []) {
      if (!index.has(w)) {
        visit(w)
        low.set(v, Math.min(low.get(v)!, low.get(w)!))
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!))
    }
    if (low.get(v) !== index.get(v)) return
    const component: string[] = []
    let w: string
    do {
      w = stack.pop()!
      onStack.delete(w)
      component.push(w)
    } while (w !== v)
    if (component.length > 1) found.push(component.sort())
  }
  for (const v of graph.keys()) if (!index.has(v)) visit(v)
  return found.sort((a, b) => b.length - a.length)
}

describe('the import graph', () => {
  it(`has no circle of more than ${MAX_CIRCLE} files, type imports included`, async () => {
    const graph = await importGraph()
    expect(graph.size, 'the cruise found the source files').toBeGreaterThan(500)
    expect(graph.get('themes/manifest.ts'), 'type-only imports are edges').toContain('themes/kit/tokens.ts')
    const tooBig = circles(graph).filter((c) => c.length > MAX_CIRCLE)
    expect(tooBig.map((c) => `${c.length} files: ${c.join(' ')}`)).toEqual([])
  }, 60_000) // parses ~700 files with TypeScript: 2 s alone, longer beside the integration files

  it('finds a circle when there is one (the measure itself)', () => {
    const graph = new Map([
      ['a', ['b']],
      ['b', ['c']],
      ['c', ['a', 'd']],
      ['d', ['e']],
      ['e', ['d']],
    ])
    expect(circles(graph)).toEqual([['a', 'b', 'c'], ['d', 'e']])
  })
})
