import { readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { ICON_NAMES } from '../app/components/icon-names'
import { iconMaskStylesheet, iconSpriteMarkup, MASK_FILE, SPRITE_FILE } from './icon-sprite'

const sources = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name)
    return statSync(file).isDirectory() ? sources(file) : /\.tsx?$/.test(name) ? [file] : []
  })

describe('the icon sprite (decision 040)', () => {
  it('is what `npm run icons` writes for the names in icon-names.ts', () => {
    expect(readFileSync(SPRITE_FILE, 'utf8')).toBe(iconSpriteMarkup())
  })

  it('is, with the stylesheet of the icons drawn by CSS, what `npm run icons` writes', () => {
    expect(readFileSync(MASK_FILE, 'utf8')).toBe(iconMaskStylesheet())
    expect(readFileSync('app/tailwind.css', 'utf8')).toContain(`@import './assets/icon-masks.css';`)
  })

  it('has a symbol of shapes only for every name, so each use takes its stroke and fill from its class', () => {
    const markup = iconSpriteMarkup()
    for (const name of ICON_NAMES) expect(markup).toMatch(new RegExp(`<symbol id="${name}" viewBox="0 0 24 24"><(path|circle|rect|line|polyline|polygon|ellipse) `))
    expect(markup).not.toMatch(/stroke=|fill=|class=/)
  })

  it('holds every icon the app and the themes import, and nothing imports lucide-react but the sprite script', () => {
    const used = new Set<string>()
    // The partner hub (decision 044) uses lucide's components directly: it is not on a traveller's byte budget.
    for (const file of [...sources('app'), ...sources('themes')].filter((f) => !f.replaceAll('\\', '/').includes('app/hub/'))) {
      const code = readFileSync(file, 'utf8')
      expect(code, file).not.toMatch(/from 'lucide-react'/)
      for (const [, names] of code.matchAll(/import \{([^}]*)\} from '(?:~\/components\/icons|\.\/icons|\.\.\/kit)'/g))
        for (const name of names!.split(',').map((n) => n.trim().split(/\s+as\s+/)[0]!)) if (/^[A-Z]/.test(name)) used.add(name)
    }
    const known = new Set<string>(ICON_NAMES)
    const kitExports = readFileSync('themes/kit/index.ts', 'utf8')
    const missing = [...used].filter((name) => !known.has(name) && !new RegExp(`\\b${name}\\b`).test(kitExports))
    expect(missing).toEqual([])
  })
})
