// The deira theme's design tokens, in a module of their own so that the server reads them without React
// (the emails' colours, themes/manifest.ts); index.tsx hands them to the page.
export const tokens = {
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
}
