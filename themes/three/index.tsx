// The three theme: a balloon operator at sunrise, apricot and rose on plum ink, Lora headings over Inter, soft
// and round: a centred wordmark with the nav beneath, a tall sunrise hero, rating-first cards, a contact footer.
import { THEME_API_VERSION } from '../contract'
import { defineTheme, themePart } from '../kit'
import { Footer } from './footer'
import { Header, MobileMenu } from './header'
import type { ThreeThemeOptions } from './options'
import { tokens } from './tokens'

// The hero and the card are chunks of their own: not every page shows them (decision 040).
const Hero = themePart(() => import('./hero').then((m) => m?.Hero))
const ExperienceCard = themePart(() => import('./card').then((m) => m?.ExperienceCard))

export default defineTheme<ThreeThemeOptions>({
  id: 'three',
  apiVersion: THEME_API_VERSION,
  name: 'Three sunrise balloons',
  tokens,
  vars: { '--three-rose': '#b23a5c' }, // rose text and marks, AA on surface and surface-alt
  frame: { skipLinkClassName: 'rounded-full bg-primary px-5 font-semibold text-primary-fg ring-2 ring-accent' },
  // The listing and experience pages (decision 063): balloons: the sky wide, a soft box, a tinted panel.
  pages: { gallery: 'wide', facts: 'box', booking: 'tinted', headings: 'plain', grid: 'roomy' },
  slots: { Header, Footer, MobileMenu, Hero, ExperienceCard },
})
