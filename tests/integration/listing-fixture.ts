// The seeded catalogue read straight from its tables into plain objects, and the listing rules recomputed in
// plain JavaScript over them: the reference the SQL of app/models/listing*.server.ts is checked against.
import * as s from '../../drizzle/schema/index'
import type { RequestContext } from '../../app/utils/context'
import type { Db } from '../../app/utils/db.server'
import { currencyDigits, type Rates } from '../../app/domain/money'

export type SeedRow = {
  id: string
  slug: string
  supplier: string
  city: string
  categories: string[]
  active: boolean
  expiresAt: Date | null
  durationMinutes: number
  rating: number
  reviewCount: number
  score: number
  facets: Set<string>
  /** The cheapest active adult or item unit, from option_units. */
  price: { amount: number; currency: string } | null
  usd: number | null
  freeMinutes: number | null
  sellOut: boolean
}

export async function readSeed(db: Db, now: Date): Promise<{ rows: SeedRow[]; rates: Rates }> {
  const [experiences, suppliers, cities, categories, extra, facets, links, options, units, policies, slots, rateRows] = await Promise.all([
    db.select().from(s.experiences),
    db.select().from(s.suppliers),
    db.select().from(s.cities),
    db.select().from(s.categories),
    db.select().from(s.experienceCategories),
    db.select().from(s.facets),
    db.select().from(s.experienceFacets),
    db.select().from(s.options),
    db.select().from(s.optionUnits),
    db.select().from(s.cancellationPolicies),
    db.select().from(s.availabilitySlots),
    db.select().from(s.exchangeRates),
  ])
  const rates: Rates = Object.fromEntries([['USD', 1], ...rateRows.filter((r) => r.base === 'USD').map((r) => [r.quote.trim(), Number(r.rate)])])
  const name = <T extends { id: string; slug: string }>(list: T[]) => new Map(list.map((x) => [x.id, x.slug]))
  const [supplierSlug, citySlug, categorySlug] = [name(suppliers), name(cities), name(categories)]
  const facetKey = new Map(facets.map((f) => [f.id, `${f.kind}:${f.slug}`]))
  const weekLater = now.getTime() + 7 * 86_400_000
  const rows = experiences.map((e): SeedRow => {
    const own = options.filter((o) => o.experienceId === e.id && o.active)
    const priced = units
      .filter((u) => own.some((o) => o.id === u.optionId) && (u.type === 'adult' || u.type === 'item'))
      .map((u) => ({ amount: u.priceAmount, currency: u.currency.trim(), usd: u.priceAmount / 10 ** currencyDigits(u.currency.trim()) / rates[u.currency.trim()]! }))
      .sort((a, b) => a.usd - b.usd || a.amount - b.amount)
    const cheapest = e.hasFixedPrice ? priced[0] : undefined
    const free = own.flatMap((o) => {
      const p = policies.find((x) => x.id === o.cancellationPolicyId)
      if (p?.kind !== 'free') return []
      const ruled = p.rules.filter((r) => r.penaltyPercent > 0).map((r) => r.days * 1440 + r.hours * 60 + r.minutes)
      return [p.freeCutoffHours !== null ? p.freeCutoffHours * 60 : ruled.length ? Math.max(...ruled) : 0]
    })
    const week = slots.filter((a) => own.some((o) => o.id === a.optionId) && a.status !== 'CLOSED' && a.startsAt.getTime() >= now.getTime() && a.startsAt.getTime() < weekLater)
    const left = week.reduce((n, a) => n + a.capacity - a.held - a.booked, 0)
    const capacity = week.reduce((n, a) => n + a.capacity, 0)
    return {
      id: e.id,
      slug: e.slug,
      supplier: supplierSlug.get(e.supplierId)!,
      city: citySlug.get(e.cityId)!,
      categories: [categorySlug.get(e.categoryId)!, ...extra.filter((c) => c.experienceId === e.id).map((c) => categorySlug.get(c.categoryId)!)],
      active: e.status === 'active',
      expiresAt: e.expiresAt,
      durationMinutes: e.durationMinutes,
      rating: Number(e.ratingAverage),
      reviewCount: e.reviewCount,
      score: e.recommendedScore,
      facets: new Set(links.filter((l) => l.experienceId === e.id).map((l) => facetKey.get(l.facetId)!)),
      price: cheapest ? { amount: cheapest.amount, currency: cheapest.currency } : null,
      usd: cheapest ? cheapest.usd : null,
      freeMinutes: free.length ? Math.min(...free) : null,
      sellOut: week.length > 0 && 2 * left < capacity,
    }
  })
  return { rows, rates }
}

/** What the tenant sells: active, not expired, from its suppliers. */
export function inScope(rows: SeedRow[], ctx: RequestContext): SeedRow[] {
  const suppliers = ctx.tenant.catalogue.suppliers
  return rows.filter((r) => r.active && (!r.expiresAt || r.expiresAt > new Date()) && (suppliers === 'all' || suppliers.includes(r.supplier)))
}

/** The price a card shows, in the visitor's currency (minor units), exactly as app/domain/money.ts converts it. */
export function shownPrice(row: SeedRow, currency: string, rates: Rates): number | null {
  if (!row.price) return null
  const major = row.price.amount / 10 ** currencyDigits(row.price.currency)
  return Math.round((major / rates[row.price.currency]!) * rates[currency]! * 10 ** currencyDigits(currency))
}

export const recommendedOrder = (a: SeedRow, b: SeedRow) =>
  b.score - a.score || b.rating * Math.log(1 + b.reviewCount) - a.rating * Math.log(1 + a.reviewCount) || (a.slug < b.slug ? -1 : a.slug > b.slug ? 1 : 0)

const bySlug = (a: SeedRow, b: SeedRow) => (a.slug < b.slug ? -1 : a.slug > b.slug ? 1 : 0)
export const priceAscOrder = (a: SeedRow, b: SeedRow) =>
  a.usd === null ? (b.usd === null ? bySlug(a, b) : 1) : b.usd === null ? -1 : a.usd - b.usd || bySlug(a, b)
export const priceDescOrder = (a: SeedRow, b: SeedRow) =>
  a.usd === null ? (b.usd === null ? bySlug(a, b) : 1) : b.usd === null ? -1 : b.usd - a.usd || bySlug(a, b)
