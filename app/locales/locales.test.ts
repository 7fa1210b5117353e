import { describe, expect, it } from 'vitest'
import { catalogues } from './index'

function keys(value: unknown, prefix = ''): string[] {
  if (typeof value === 'string') return [prefix]
  return Object.entries(value as Record<string, unknown>).flatMap(([k, v]) => keys(v, prefix ? `${prefix}.${k}` : k))
}
const placeholders = (s: string) => [...s.matchAll(/{{\s*(\w+)\s*}}/g)].map((m) => m[1]).sort()
function lookup(obj: unknown, path: string): unknown {
  return path.split('.').reduce<unknown>((o, k) => (o as Record<string, unknown> | undefined)?.[k], obj)
}

describe('locale catalogues', () => {
  const english = keys(catalogues.en)
  for (const locale of ['ru', 'tr', 'de'] as const) {
    it(`${locale} has every key of en, and no other`, () => {
      expect(keys(catalogues[locale]).sort()).toEqual([...english].sort())
    })
    it(`${locale} keeps every placeholder of en and translates the text`, () => {
      const same: string[] = []
      for (const key of english) {
        const en = lookup(catalogues.en, key) as string
        const other = lookup(catalogues[locale], key) as string
        expect(placeholders(other), `${locale}:${key}`).toEqual(placeholders(en))
        if (other === en && /[a-z]{4,}/i.test(en)) same.push(key)
      }
      expect(same.length, `untranslated in ${locale}: ${same.join(', ')}`).toBeLessThan(english.length * 0.05)
    })
  }
})
