// The get-that-boat theme's design tokens, in a module of their own so that the server reads them without React
// (the emails' colours, themes/manifest.ts); index.tsx hands them to the page.
export const tokens = {
  '--color-primary': '#0b2545',
  '--color-primary-fg': '#ffffff',
  '--color-accent': '#3fb6e8',
  '--color-accent-fg': '#0b2545',
  '--color-surface': '#ffffff',
  '--color-surface-alt': '#eef5fa',
  '--color-ink': '#0b1f33',
  '--color-muted': '#4a5d70',
  '--color-line': '#d5e2ec',
  '--color-danger': '#c62f2f',
  '--color-success': '#0f7a56', // 4.8:1 on surface-alt for the booking form's "spots left" (#12805c was 4.47)
  '--font-body': "'Montserrat Variable', 'Montserrat', ui-sans-serif, system-ui, -apple-system, 'Segoe UI', sans-serif",
  '--font-heading': "'Montserrat Variable', 'Montserrat', ui-sans-serif, system-ui, -apple-system, 'Segoe UI', sans-serif",
  '--radius-card': '0',
  '--radius-control': '0.25rem',
}
