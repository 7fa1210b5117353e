// The deira theme: desert luxury in sand, gold and night brown, with Playfair Display headings.
import { defineTheme, THEME_API_VERSION } from '../contract'
import { ExperienceCard } from './card'
import { Hero } from './hero'
import { Layout } from './layout'
import type { DeiraThemeOptions } from './options'

export default defineTheme<DeiraThemeOptions>({
  id: 'deira',
  apiVersion: THEME_API_VERSION,
  name: 'Deira desert luxury',
  tokens: {
    '--color-primary': '#2a1c12',
    '--color-primary-fg': '#f5ead6',
    '--color-accent': '#c9a24a',
    '--color-accent-fg': '#1c130c',
    '--color-surface': '#fbf7f0',
    '--color-surface-alt': '#f3eadb',
    '--color-ink': '#22170f',
    '--color-muted': '#6b5a4a',
    '--color-line': '#e4d6c0',
    '--color-danger': '#a8322a',
    '--color-success': '#2f6b3a',
    '--font-body': "'Inter Variable', ui-sans-serif, system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif",
    '--font-heading': "'Playfair Display Variable', 'Playfair Display', Georgia, 'Times New Roman', serif",
    '--radius-card': '0.375rem',
    '--radius-control': '0.25rem',
    // Theme-private: the night band behind the header, footer and cards.
    '--deira-night': '#1c130c',
  },
  Layout,
  slots: { Hero, ExperienceCard },
})
