// The three theme's design tokens, in a module of their own so that the server reads them without React
// (the emails' colours, themes/manifest.ts); index.tsx hands them to the page.
export const tokens = {
  '--color-primary': '#4a1d40',
  '--color-primary-fg': '#fff7f0',
  '--color-accent': '#f5a266',
  '--color-accent-fg': '#3a1432',
  '--color-surface': '#fffaf5',
  '--color-surface-alt': '#fdeee2',
  '--color-ink': '#2e1229',
  '--color-muted': '#6c4d62',
  '--color-line': '#efd6c6',
  '--color-danger': '#b0243a',
  '--color-success': '#2b7044',
  '--font-body': "'Inter Variable', ui-sans-serif, system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif",
  '--font-heading': "'Lora Variable', 'Lora', Georgia, 'Times New Roman', serif",
  '--radius-card': '1.75rem',
  '--radius-control': '1rem',
}
