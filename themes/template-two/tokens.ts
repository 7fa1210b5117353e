// The template-two theme's design tokens, in a module of their own so that the server reads them without React
// (the emails' colours, themes/manifest.ts); index.tsx hands them to the page.
export const tokens = {
  '--color-primary': '#8a2d1b',
  '--color-primary-fg': '#fffaf3',
  '--color-accent': '#f2b84b',
  '--color-accent-fg': '#1e1a16',
  '--color-surface': '#fbf8f2',
  '--color-surface-alt': '#f2ebdf',
  '--color-ink': '#1e1a16',
  '--color-muted': '#5c554b',
  '--color-line': '#ddd3c2',
  '--color-danger': '#a3262a',
  '--color-success': '#2c6a3f',
  '--font-body': "'DM Sans Variable', 'DM Sans', ui-sans-serif, system-ui, -apple-system, 'Segoe UI', sans-serif",
  '--font-heading': "'Fraunces Variable', 'Fraunces', Georgia, 'Times New Roman', serif",
  '--radius-card': '0.125rem',
  '--radius-control': '0.25rem',
}
