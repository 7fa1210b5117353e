// The maps must match the tree: every path that docs/architecture.md and the README's "Where things are" name,
// in backticks or as a link, exists (decision 043).
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

const ROOT = path.resolve(import.meta.dirname, '../..')

/** Backticked paths (a `/` or a file extension, no placeholder) and relative link targets, resolved. */
function namedPaths(markdown: string, base: string): string[] {
  const ticked = [...markdown.matchAll(/`([^`\s]+)`/g)].map((m) => m[1]!).filter((p) => /\/|\.(tsx?|md|cjs|json|yaml)$/.test(p) && !/[<>{}*]|^\/|:\/\//.test(p) && !p.startsWith('npm'))
  const linked = [...markdown.matchAll(/\]\(([^)#\s]+)\)/g)].map((m) => m[1]!).filter((p) => !/^[a-z]+:/.test(p))
  return [...ticked.map((p) => path.join(ROOT, p)), ...linked.map((p) => path.join(base, p))]
}

function section(markdown: string, heading: string): string {
  const start = markdown.indexOf(`## ${heading}`)
  if (start < 0) throw new Error(`no "## ${heading}" section`)
  const end = markdown.indexOf('\n## ', start + 3)
  return markdown.slice(start, end < 0 ? undefined : end)
}

describe('the maps of the code', () => {
  it('docs/architecture.md names only paths that exist', () => {
    const paths = namedPaths(readFileSync(path.join(ROOT, 'docs/architecture.md'), 'utf8'), path.join(ROOT, 'docs'))
    expect(paths.length).toBeGreaterThan(40)
    expect(paths.filter((p) => !existsSync(p)).map((p) => path.relative(ROOT, p))).toEqual([])
  })

  it('the README\'s "Where things are" names only paths that exist', () => {
    const paths = namedPaths(section(readFileSync(path.join(ROOT, 'README.md'), 'utf8'), 'Where things are'), ROOT)
    expect(paths.length).toBeGreaterThan(10)
    expect(paths.filter((p) => !existsSync(p)).map((p) => path.relative(ROOT, p))).toEqual([])
  })
})
