// The design tokens every theme sets, named once: the theme contract types them from this list and
// tailwind.config.ts maps them onto the shared classes (bg-primary, font-heading, rounded-card, …).
export const TOKEN_NAMES = [
  'color-primary',
  'color-primary-fg',
  'color-accent',
  'color-accent-fg',
  'color-surface',
  'color-surface-alt',
  'color-ink',
  'color-muted',
  'color-line',
  'color-danger',
  'color-success',
  'font-body',
  'font-heading',
  'radius-card',
  'radius-control',
] as const

export type TokenName = (typeof TOKEN_NAMES)[number]

/** Every token, each exactly once: a missing one, or a typo such as `--color-primry`, fails the type-check. */
export type ThemeTokens = { [K in TokenName as `--${K}`]: string }

/** A theme's private variables for its own components, prefixed with its own short name (`--deira-night`). */
export type ThemeVars = Record<`--${string}-${string}`, string>

/** The Tailwind class suffix for a token: `color-primary-fg` → `primary-fg`, `radius-card` → `card`. */
export function tokenClassName(name: TokenName): string {
  return name.replace(/^(color|font|radius)-/, '')
}
