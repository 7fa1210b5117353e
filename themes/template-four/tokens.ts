// The template-four theme's design tokens, in a module of their own so that the server reads them without React
// (the emails' colours, themes/manifest.ts); index.tsx hands them to the page.
// Work Sans has no Cyrillic: Russian pages take it from Inter, whose faces load only for those letters.
const WORK_SANS = "'Work Sans Variable', 'Inter Variable', ui-sans-serif, system-ui, -apple-system, 'Segoe UI', sans-serif"

export const tokens = {
  '--color-primary': '#ff4f9a', // 5.6:1 on surface-alt; the near-black primary-fg 6.4:1 on it
  '--color-primary-fg': '#0b0b0f',
  '--color-accent': '#ff4f9a',
  '--color-accent-fg': '#0b0b0f',
  '--color-surface': '#0f0f14',
  '--color-surface-alt': '#1a1a22',
  '--color-ink': '#f5f3f8',
  '--color-muted': '#a7a5b4', // 7.2:1 on surface-alt
  '--color-line': '#34333f',
  '--color-danger': '#ff7b7b',
  '--color-success': '#5ee39a',
  '--font-body': WORK_SANS,
  '--font-heading': WORK_SANS,
  '--radius-card': '0.75rem',
  '--radius-control': '0.5rem',
}
