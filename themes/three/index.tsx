// The three theme: a balloon operator at sunrise, apricot and rose on plum ink, Lora headings over Inter, soft
// and round: a centred wordmark with the nav beneath, a tall sunrise hero, rating-first cards, a contact footer.
import { THEME_API_VERSION } from '../contract'
import { defineTheme, themePart } from '../kit'
import { Footer } from './footer'
import { Header, MobileMenu } from './header'
import type { ThreeThemeOptions } from './options'

// The hero and the card are chunks of their own: not every page shows them (decision 040).
const Hero = themePart(() => import('./hero').then((m) => m?.Hero))
const ExperienceCard = themePart(() => import('./card').then((m) => m?.ExperienceCard))

export default defineTheme<ThreeThemeOptions>({
  id: 'three',
  apiVersion: THEME_API_VERSION,
  name: 'Three sunrise balloons',
  tokens: {
    '--color-primary': '#4a1d40',
    '--color-primary-fg': '#fff7f0',
    '--color-accent': '#f5a266',
    '--color-accent-fg': '#3a1432',
    '--color-surface': '#fffaf5',
    '--color-surface-alt': '#fdeee2',
    '--color-ink': '#2e1229',
    '--color-muted': '#6c4d62',
    '--color-line': '#efd6c6',
    '--color-danger': '#b0243a',
    '--color-success': '#2b7044',
    '--font-body': "'Inter Variable', ui-sans-serif, system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif",
    '--font-heading': "'Lora Variable', 'Lora', Georgia, 'Times New Roman', serif",
    '--radius-card': '1.75rem',
    '--radius-control': '1rem',
  },
  vars: { '--three-rose': '#b23a5c' }, // rose text and marks, AA on surface and surface-alt
  frame: { skipLinkClassName: 'rounded-full bg-primary px-5 font-semibold text-primary-fg ring-2 ring-accent' },
  slots: { Header, Footer, MobileMenu, Hero, ExperienceCard },
})
