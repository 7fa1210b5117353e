// Exchange rates for display, read from the database (seeded; `npm run rates` updates them), cached briefly.
import { eq } from 'drizzle-orm'
import { exchangeRates } from '../../../drizzle/schema/index'
import type { Db } from '../../utils/db.server'
import type { Rates } from '../../domain/money'

const TTL_MS = 60_000
const cache = new WeakMap<Db, { at: number; rates: Promise<Rates> }>()

export function getRates(db: Db, now = Date.now()): Promise<Rates> {
  const hit = cache.get(db)
  if (hit && now - hit.at < TTL_MS) return hit.rates
  const rates = db
    .select({ quote: exchangeRates.quote, rate: exchangeRates.rate })
    .from(exchangeRates)
    .where(eq(exchangeRates.base, 'USD'))
    .then((rows) => Object.fromEntries([['USD', 1], ...rows.map((r) => [r.quote.trim(), Number(r.rate)])]) as Rates)
  cache.set(db, { at: now, rates })
  rates.catch(() => cache.delete(db))
  return rates
}

export async function setRate(db: Db, quote: string, rate: number): Promise<void> {
  await db
    .insert(exchangeRates)
    .values({ base: 'USD', quote, rate: String(rate), updatedAt: new Date() })
    .onConflictDoUpdate({ target: [exchangeRates.base, exchangeRates.quote], set: { rate: String(rate), updatedAt: new Date() } })
  cache.delete(db)
}
