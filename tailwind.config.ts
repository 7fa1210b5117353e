import type { Config } from 'tailwindcss'
import { TOKEN_NAMES, tokenClassName, type TokenName } from './themes/kit/tokens'

// Every theme shares these classes; what they look like comes from the theme's CSS variables
// (themes/*/index.tsx `tokens`), so a tenant's colours never need a rebuild. The names come from the one
// list in themes/kit/tokens.ts: a token added there is a class here.
const tokensOf = (kind: 'color' | 'font' | 'radius') =>
  Object.fromEntries(
    TOKEN_NAMES.filter((name): name is TokenName => name.startsWith(`${kind}-`)).map((name) => [tokenClassName(name), `var(--${name})`]),
  )

export default {
  content: ['./app/**/*.{ts,tsx}', './themes/**/*.{ts,tsx}'],
  theme: {
    extend: {
      colors: tokensOf('color'),
      fontFamily: tokensOf('font'),
      borderRadius: tokensOf('radius'),
    },
  },
} satisfies Config
