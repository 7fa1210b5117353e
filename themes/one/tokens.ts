// The one theme's design tokens, in a module of their own so that the server reads them without React
// (the emails' colours, themes/manifest.ts); index.tsx hands them to the page.
// Outfit has no Cyrillic: Russian pages take it from Manrope, whose faces load only for those letters.
const OUTFIT = "'Outfit Variable', 'Manrope Variable', ui-sans-serif, system-ui, -apple-system, 'Segoe UI', sans-serif"

export const tokens = {
  '--color-primary': '#b8102c', // 6.7:1 with white, 6.0:1 on surface-alt
  '--color-primary-fg': '#ffffff',
  '--color-accent': '#e2a628', // brass, for stars and the cart's count
  '--color-accent-fg': '#1d1412',
  '--color-surface': '#ffffff',
  '--color-surface-alt': '#f6f3f1',
  '--color-ink': '#1b1a1f',
  '--color-muted': '#5b5a63',
  '--color-line': '#e7e1dc',
  '--color-danger': '#b42318',
  '--color-success': '#137a48',
  '--font-body': OUTFIT,
  '--font-heading': OUTFIT,
  '--radius-card': '0.875rem',
  '--radius-control': '0.625rem',
}
