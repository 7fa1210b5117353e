// The registry of layout packages, from the manifest. Dynamic imports keep every theme in its own chunk.
import { THEME_MANIFEST } from './manifest'
import { createThemeRegistry } from './registry'

export const themes = createThemeRegistry(THEME_MANIFEST)
