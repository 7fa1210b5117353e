// Demo prices: round, believable numbers in major units, stored in minor units.

/** Rounds a price the way a supplier would quote it: 37 → 37, 212 → 210, 2384 → 2400. */
export function roundPrice(major: number): number {
  if (major < 100) return Math.round(major)
  if (major < 1000) return Math.round(major / 5) * 5
  return Math.round(major / 50) * 50
}

/** Every demo currency (AED, EUR, TRY) has two decimals. */
export function toMinor(major: number): number {
  return Math.round(major * 100)
}
