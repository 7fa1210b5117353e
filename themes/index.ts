// The registry of layout packages. Dynamic imports keep every theme in its own chunk.
import { createThemeRegistry } from './registry'

export const themes = createThemeRegistry([
  { id: 'default', load: () => import('./default/index') },
  { id: 'deira', load: () => import('./deira/index') },
  { id: 'get-that-boat', load: () => import('./get-that-boat/index') },
])
