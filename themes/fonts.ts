// Each font family's stylesheet (its @font-face rules), built by Vite. The root links only the families the
// tenant's theme names in its manifest row, so a deira page never sees Montserrat's @font-face rules.
import inter from '@fontsource-variable/inter/index.css?url'
import montserrat from '@fontsource-variable/montserrat/index.css?url'
import playfairDisplay from '@fontsource-variable/playfair-display/index.css?url'

export const FONT_STYLESHEETS = { inter, montserrat, 'playfair-display': playfairDisplay } as const

export type FontFamily = keyof typeof FONT_STYLESHEETS
