// Decision 063: every layout chooses how its listing and experience pages present themselves, and no two choose
// alike, so a traveller can tell the brands apart past the home page. The grid never leaves a column empty.
import { describe, expect, it } from 'vitest'
import { gridColumns } from '../app/components/experience/grid'
import { DEFAULT_PAGES, type PagePresentation } from './contract'
import { themes } from './index'
import { THEME_MANIFEST } from './manifest'

const FIELDS = Object.keys(DEFAULT_PAGES) as Array<keyof PagePresentation>

describe('page presentation', () => {
  it('each layout has a complete presentation, and no two layouts share one', async () => {
    const seen = new Map<string, string>()
    for (const { id } of THEME_MANIFEST) {
      const plugin = await themes.load(id)
      expect(Object.keys(plugin.pages).sort(), id).toEqual([...FIELDS].sort())
      const key = FIELDS.map((f) => plugin.pages[f]).join('/')
      expect(seen.get(key), `${id} presents its pages as ${seen.get(key)} does (${key})`).toBeUndefined()
      seen.set(key, id)
    }
  })

  it('a layout that only extends another keeps the fields it does not change', async () => {
    const transparent = await themes.load('transparent')
    expect(transparent.pages.grid).toBe((await themes.load('default')).pages.grid)
  })

  // The widest row the classes allow at each breakpoint, for n cards: never more columns than cards, and a short list
  // fills its rows.
  const widest = (classes: string) => Math.max(1, ...[...classes.matchAll(/(?:^|\s)(?:sm|md|lg|xl):grid-cols-(\d)/g)].map((m) => Number(m[1])))
  it.each([
    [3, 'dense', false, 3],
    [3, 'roomy', false, 3],
    [3, 'dense', true, 3],
    [4, 'dense', false, 4],
    [4, 'roomy', false, 2],
    [2, 'dense', false, 2],
    [1, 'dense', false, 1],
    [8, 'dense', false, 4],
    [8, 'roomy', false, 3],
    [6, 'dense', false, 3],
    [24, 'dense', true, 3],
  ] as const)('%i cards, %s, beside the filters: %s → at most %i to a row', (n, grid, beside, columns) => {
    expect(widest(gridColumns(n, grid, beside))).toBe(columns)
    if (n <= 4) expect(n % widest(gridColumns(n, grid, beside))).toBe(0)
  })
})
