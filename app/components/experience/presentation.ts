// The classes behind the theme's page presentation (themes/contract.ts `PagePresentation`, decision 063): one
// place that turns the brand's choice into the shared pages' look, so the pages themselves stay one component each.
import type { PagePresentation } from '../../../themes/contract'

/** A page's data attributes: tests and the docs read the brand's choice from the markup. */
export function presentationData(p: PagePresentation, fields: ReadonlyArray<keyof PagePresentation>) {
  return Object.fromEntries(fields.map((f) => [`data-${f}`, p[f]]))
}

/** A section heading (h2) in the brand's style. */
export const SECTION_HEADING: Record<PagePresentation['headings'], string> = {
  plain: 'font-heading text-xl font-semibold text-ink sm:text-2xl',
  rule: 'font-heading text-xl font-semibold text-ink sm:text-2xl after:mt-2 after:block after:h-1 after:w-10 after:rounded-full after:bg-primary',
  caps: 'font-heading text-sm font-semibold uppercase tracking-[0.18em] text-primary sm:text-base',
}

/** The page's h1 (a listing, an experience) in the brand's style. */
export const PAGE_HEADING: Record<PagePresentation['headings'], string> = {
  plain: 'font-heading text-3xl font-bold leading-tight text-ink sm:text-4xl',
  rule: 'font-heading text-3xl font-bold leading-tight text-ink sm:text-4xl after:mt-3 after:block after:h-1 after:w-14 after:rounded-full after:bg-primary',
  caps: 'font-heading text-2xl font-semibold uppercase leading-tight tracking-[0.08em] text-ink sm:text-4xl',
}

/** The booking panel's frame. */
export const BOOKING_FRAME: Record<PagePresentation['booking'], string> = {
  card: 'rounded-card border border-line bg-surface shadow-sm',
  raised: 'rounded-card border-t-4 border-primary bg-surface shadow-xl ring-1 ring-line',
  tinted: 'rounded-card bg-surface-alt',
  outline: 'rounded-card border-2 border-primary bg-surface',
}

/** A home page section's heading (h2), larger than a section's on the experience page. */
export const DISPLAY_HEADING: Record<PagePresentation['headings'], string> = {
  plain: 'font-heading text-2xl font-bold text-ink sm:text-3xl',
  rule: 'font-heading text-2xl font-bold text-ink sm:text-3xl after:mt-2 after:block after:h-1 after:w-12 after:rounded-full after:bg-primary',
  caps: 'font-heading text-lg font-semibold uppercase tracking-[0.16em] text-ink sm:text-xl',
}
