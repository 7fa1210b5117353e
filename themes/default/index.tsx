// The default theme: a confident teal-and-coral marketplace look, set in Inter. Its chrome and card are the
// kit's defaults; it brings its tokens and its hero.
import { THEME_API_VERSION } from '../contract'
import { defineTheme, KitExperienceCard, KitFooter, KitHeader, KitMobileMenu, themePart } from '../kit'
import type { DefaultThemeOptions } from './options'

// The hero is a chunk of its own: only the home page shows it (decision 040).
const Hero = themePart(() => import('./hero').then((m) => m?.Hero))

export default defineTheme<DefaultThemeOptions>({
  id: 'default',
  apiVersion: THEME_API_VERSION,
  name: 'Default marketplace',
  tokens: {
    '--color-primary': '#0f766e',
    '--color-primary-fg': '#ffffff',
    '--color-accent': '#d4432a',
    '--color-accent-fg': '#ffffff',
    '--color-surface': '#ffffff',
    '--color-surface-alt': '#f3f7f6',
    '--color-ink': '#10201e',
    '--color-muted': '#55625f',
    '--color-line': '#dce5e2',
    '--color-danger': '#c42b2b',
    '--color-success': '#0f7a4a',
    '--font-body': "'Inter Variable', ui-sans-serif, system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif",
    '--font-heading': "'Inter Variable', ui-sans-serif, system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif",
    '--radius-card': '1rem',
    '--radius-control': '0.75rem',
  },
  slots: {
    Header: (props) => <KitHeader {...props} compact={props.options.compactHeader} />,
    Footer: KitFooter,
    MobileMenu: KitMobileMenu,
    Hero,
    ExperienceCard: KitExperienceCard,
  },
})
