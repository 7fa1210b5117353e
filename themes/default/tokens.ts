// The default theme's design tokens, in a module of their own so that the server reads them without React
// (the emails' colours, themes/manifest.ts); index.tsx hands them to the page.
export const tokens = {
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
}
