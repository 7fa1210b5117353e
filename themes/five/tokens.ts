// The five theme's design tokens, in a module of their own so that the server reads them without React
// (the emails' colours, themes/manifest.ts); index.tsx hands them to the page.
const NUNITO = "'Nunito Variable', 'Nunito', ui-rounded, ui-sans-serif, system-ui, -apple-system, 'Segoe UI', sans-serif"

export const tokens = {
  '--color-primary': '#0b67b0', // sky blue deep enough for white text (5.9:1) and for links on white
  '--color-primary-fg': '#ffffff',
  '--color-accent': '#ffc933',
  '--color-accent-fg': '#152347',
  '--color-surface': '#fffdf7',
  '--color-surface-alt': '#eaf5ff',
  '--color-ink': '#152347',
  '--color-muted': '#4a5878',
  '--color-line': '#d8e6f3',
  '--color-danger': '#c62f2f',
  '--color-success': '#1f7a4a',
  '--font-body': NUNITO,
  '--font-heading': NUNITO,
  '--radius-card': '1.75rem',
  '--radius-control': '1.5rem',
}
