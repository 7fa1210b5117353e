// The six theme's design tokens, in a module of their own so that the server reads them without React
// (the emails' colours, themes/manifest.ts); index.tsx hands them to the page.
const RALEWAY = "'Raleway Variable', 'Raleway', ui-sans-serif, system-ui, -apple-system, 'Segoe UI', sans-serif"

export const tokens = {
  '--color-primary': '#111111',
  '--color-primary-fg': '#f7f3ea',
  '--color-accent': '#c8a96a', // champagne: on black (8.4:1), for rules and large type; never small text on ivory
  '--color-accent-fg': '#111111',
  '--color-surface': '#faf7f0',
  '--color-surface-alt': '#f2ece0',
  '--color-ink': '#161412',
  '--color-muted': '#5f594f',
  '--color-line': '#e4dccb',
  '--color-danger': '#a3312a',
  '--color-success': '#2f6b3a',
  '--font-body': RALEWAY,
  '--font-heading': RALEWAY,
  '--radius-card': '0',
  '--radius-control': '0.125rem',
}
