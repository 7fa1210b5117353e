import type { Config } from 'tailwindcss'

// Every theme shares these classes; what they look like comes from the theme's CSS variables
// (themes/*/index.tsx `tokens`), so a tenant's colours never need a rebuild.
const token = (name: string) => `var(--${name})`

export default {
  content: ['./app/**/*.{ts,tsx}', './themes/**/*.{ts,tsx}'],
  theme: {
    extend: {
      colors: {
        primary: token('color-primary'),
        'primary-fg': token('color-primary-fg'),
        accent: token('color-accent'),
        'accent-fg': token('color-accent-fg'),
        surface: token('color-surface'),
        'surface-alt': token('color-surface-alt'),
        ink: token('color-ink'),
        muted: token('color-muted'),
        line: token('color-line'),
        danger: token('color-danger'),
        success: token('color-success'),
      },
      fontFamily: {
        body: token('font-body'),
        heading: token('font-heading'),
      },
      borderRadius: {
        card: token('radius-card'),
        control: token('radius-control'),
      },
    },
  },
} satisfies Config
