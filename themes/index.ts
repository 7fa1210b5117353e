// The registry of layout packages: each theme's React code is a chunk of its own, downloaded by its tenants'
// pages only. The manifest (manifest.ts) lists the themes without React; this file adds their components, and a
// theme missing here fails the type-check (`Record<ThemeId, …>`).
import type { ThemeId } from './manifest'
import { createThemeRegistry, type ThemeEntry } from './registry'

const LOADERS: Record<ThemeId, ThemeEntry['load']> = {
  'default': () => import('./default/index'),
  'deira': () => import('./deira/index'),
  'get-that-boat': () => import('./get-that-boat/index'),
  'transparent': () => import('./transparent/index'),
  'template-two': () => import('./template-two/index'),
  'five': () => import('./five/index'),
  'six': () => import('./six/index'),
  'three': () => import('./three/index'),
  'four': () => import('./four/index'),
  'template-four': () => import('./template-four/index'),
  'one': () => import('./one/index'),
}

export const themes = createThemeRegistry(Object.entries(LOADERS).map(([id, load]) => ({ id, load })))
