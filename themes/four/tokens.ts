// The four theme's design tokens, in a module of their own so that the server reads them without React
// (the emails' colours, themes/manifest.ts); index.tsx hands them to the page.
export const tokens = {
  '--color-primary': '#1f2428',
  '--color-primary-fg': '#ffffff',
  '--color-accent': '#1d6b4b',
  '--color-accent-fg': '#ffffff',
  '--color-surface': '#ffffff',
  '--color-surface-alt': '#f1f3f2',
  '--color-ink': '#15191c',
  '--color-muted': '#535c62',
  '--color-line': '#d7dcda',
  '--color-danger': '#b3261e',
  '--color-success': '#1d6b4b',
  '--font-body': "'Space Grotesk Variable', 'Space Grotesk', ui-sans-serif, system-ui, -apple-system, 'Segoe UI', sans-serif",
  '--font-heading': "'Space Grotesk Variable', 'Space Grotesk', ui-sans-serif, system-ui, -apple-system, 'Segoe UI', sans-serif",
  '--radius-card': '0.125rem',
  '--radius-control': '0.125rem',
}
