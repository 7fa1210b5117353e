// Rate limits that hold across every app server: rate-limiter-flexible's RateLimiterDrizzle keeps its counters in
// the `rate_limits` table through the app's own Drizzle connection (postgres.js in production, PGlite for
// `npm start`), so two servers count the same guesses (decision 019). Any form can use it: name a limit, pick
// the keys, call consumeRateLimits before the work, and answer a limited outcome with rateLimitedReply
// (app/http/rate-limit-reply.server.ts) and a `headers` export that keeps Retry-After (app/http/retry-after.ts).
import { RateLimiterDrizzle, RateLimiterRes } from 'rate-limiter-flexible'
import { rateLimits } from '../../../drizzle/schema/rate-limits'
import type { Db } from '../../utils/db.server'

/** At most `points` events per key in a fixed window of `durationSeconds`; `name` prefixes the stored keys. */
export type RateLimit = { name: string; points: number; durationSeconds: number }
export type RateLimitHit = { limit: RateLimit; key: string }
export type RateLimitOutcome = { limited: false } | { limited: true; retryAfterSeconds: number }

// One limiter per database and limit: a test's database never shares counters with another's.
const limiters = new WeakMap<Db, Map<string, RateLimiterDrizzle>>()

function limiterFor(db: Db, limit: RateLimit): RateLimiterDrizzle {
  let byName = limiters.get(db)
  if (!byName) limiters.set(db, (byName = new Map()))
  let limiter = byName.get(limit.name)
  if (!limiter) {
    // No in-memory insurance limiter: without the database the account forms cannot work anyway, and a store
    // error should surface as one, not be hidden behind per-process counting.
    limiter = new RateLimiterDrizzle({ storeClient: db, schema: rateLimits, keyPrefix: limit.name, points: limit.points, duration: limit.durationSeconds })
    byName.set(limit.name, limiter)
  }
  return limiter
}

/**
 * Counts one event against every key (all of them, so a limited request still counts) and says whether any
 * is over its limit, with the longest wait among those that are. Counting before the work, not after it,
 * means a burst of parallel requests cannot all slip in before the first one is counted.
 */
export async function consumeRateLimits(db: Db, hits: RateLimitHit[]): Promise<RateLimitOutcome> {
  const waits = await Promise.all(
    hits.map(({ limit, key }) =>
      limiterFor(db, limit)
        .consume(key)
        .then(
          () => null,
          (rejection: unknown) => {
            if (rejection instanceof RateLimiterRes) return rejection.msBeforeNext
            throw rejection
          },
        ),
    ),
  )
  const limited = waits.filter((ms): ms is number => ms !== null)
  if (!limited.length) return { limited: false }
  return { limited: true, retryAfterSeconds: Math.max(1, Math.ceil(Math.max(...limited) / 1000)) }
}

/** Takes back one counted event (a sign-in that turned out right is not a failure). */
export async function refundRateLimit(db: Db, { limit, key }: RateLimitHit): Promise<void> {
  await limiterFor(db, limit).reward(key, 1)
}

/** Forgets a key's count (a successful sign-in clears that email's failures from that address). */
export async function resetRateLimit(db: Db, { limit, key }: RateLimitHit): Promise<void> {
  await limiterFor(db, limit).delete(key)
}
