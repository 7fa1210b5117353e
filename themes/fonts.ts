// Each font family's stylesheet (its @font-face rules), built by Vite. The root links only the families the
// tenant's theme names in its manifest row, so a deira page never sees Montserrat's @font-face rules. The
// fonts ship in the repo's npm packages (@fontsource-variable/*): nothing is fetched from a font CDN.
import dmSans from '@fontsource-variable/dm-sans/index.css?url'
import fraunces from '@fontsource-variable/fraunces/index.css?url'
import inter from '@fontsource-variable/inter/index.css?url'
import lora from '@fontsource-variable/lora/index.css?url'
import manrope from '@fontsource-variable/manrope/index.css?url'
import montserrat from '@fontsource-variable/montserrat/index.css?url'
import nunito from '@fontsource-variable/nunito/index.css?url'
import outfit from '@fontsource-variable/outfit/index.css?url'
import playfairDisplay from '@fontsource-variable/playfair-display/index.css?url'
import raleway from '@fontsource-variable/raleway/index.css?url'
import spaceGrotesk from '@fontsource-variable/space-grotesk/index.css?url'
import workSans from '@fontsource-variable/work-sans/index.css?url'

export const FONT_STYLESHEETS = {
  'dm-sans': dmSans,
  fraunces,
  inter,
  lora,
  manrope,
  montserrat,
  nunito,
  outfit,
  'playfair-display': playfairDisplay,
  raleway,
  'space-grotesk': spaceGrotesk,
  'work-sans': workSans,
} as const

export type FontFamily = keyof typeof FONT_STYLESHEETS
