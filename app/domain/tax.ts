// Tax on an invoice (decision 061): prices are tax-inclusive, so each rate's tax is taken out of its gross once,
// on the document's total for that rate, and the net is what is left; net + tax = gross to the minor unit.

/** A tenant's tax as tenant.yaml states it (`tax: { number, rate, label, inclusive: true }`). */
export type TaxSettings = { number: string; rate: number; label: string | ({ en: string } & Record<string, string>); inclusive: true }

/** One row of the tax table: a rate (percent, up to two decimals) with its net, tax and gross in minor units. */
export type TaxLine = { rate: number; net: number; tax: number; gross: number }

/** What a document freezes: the seller's tax number, the tax's name ("VAT", "KDV") and one line per rate. */
export type TaxSummary = { number: string; label: string; lines: TaxLine[] }

/** Half away from zero, so a credit note mirrors the invoice it corrects. */
function roundHalfAway(x: number): number {
  return Math.sign(x) * Math.round(Math.abs(x))
}

/** The tax inside `gross` minor units at `rate` percent: gross × r / (100 + r), rounded once, in integers. */
export function taxOfGross(gross: number, rate: number): number {
  const basis = Math.round(rate * 100)
  return roundHalfAway((gross * basis) / (10_000 + basis))
}

/**
 * Groups tax-inclusive amounts by rate and splits each group's gross into net and tax, rounding per rate on the
 * group's total (never line by line, which could leave the lines a cent off the total). Rates in ascending order.
 */
export function taxLines(parts: Array<{ rate: number; gross: number }>): TaxLine[] {
  const byRate = new Map<number, number>()
  for (const p of parts) byRate.set(p.rate, (byRate.get(p.rate) ?? 0) + p.gross)
  return [...byRate]
    .sort(([a], [b]) => a - b)
    .map(([rate, gross]) => {
      const tax = taxOfGross(gross, rate)
      return { rate, net: gross - tax, tax, gross }
    })
}

/**
 * The summary a document freezes for a total charged under `settings`, with the tax named in the document's
 * language; null when the tenant states no tax.
 */
export function taxSummary(settings: TaxSettings | undefined | null, gross: number, locale: string): TaxSummary | null {
  if (!settings) return null
  const label = typeof settings.label === 'string' ? settings.label : settings.label[locale] ?? settings.label.en
  return { number: settings.number, label, lines: taxLines([{ rate: settings.rate, gross }]) }
}
