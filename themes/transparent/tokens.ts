// The transparent theme's design tokens, in a module of their own so that the server reads them without React
// (the emails' colours, themes/manifest.ts); index.tsx hands them to the page.
export const tokens = {
  '--color-primary': '#0f2d4f',
  '--color-primary-fg': '#ffffff',
  '--color-accent': '#e2b877',
  '--color-accent-fg': '#0f2d4f',
  '--color-surface': '#ffffff',
  '--color-surface-alt': '#f6f1e8',
  '--color-ink': '#0c1b2c',
  '--color-muted': '#4f5d6c',
  '--color-line': '#e4ddd0',
  '--color-danger': '#b3261e',
  '--color-success': '#17704f',
  '--font-body': "'Manrope Variable', 'Manrope', ui-sans-serif, system-ui, -apple-system, 'Segoe UI', sans-serif",
  '--font-heading': "'Manrope Variable', 'Manrope', ui-sans-serif, system-ui, -apple-system, 'Segoe UI', sans-serif",
  '--radius-card': '1.25rem',
  '--radius-control': '0.625rem',
}
