// The shared rate-limit store (decision 019): counters in PostgreSQL that every app server sees, on postgres.js
// and on the embedded PGlite alike.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { migrateDatabase, openDatabase, type Database } from '../../app/utils/db.server'
import { consumeRateLimits, refundRateLimit, resetRateLimit, type RateLimit } from '../../app/models/platform/rate-limit.server'
import { rateLimits } from '../../drizzle/schema/rate-limits'
import { createTestDatabase, type TestDatabase } from '../helpers/database'

const guesses: RateLimit = { name: 'test:guesses', points: 3, durationSeconds: 600 }
const daily: RateLimit = { name: 'test:daily', points: 5, durationSeconds: 86_400 }

let database: TestDatabase
let secondServer: Database
beforeAll(async () => {
  database = await createTestDatabase('rate_limits', { requirePostgres: true })
  // Another app server: its own connection pool and its own limiter objects, the same database.
  secondServer = await openDatabase({ url: database.url! })
}, 120_000)
afterAll(async () => {
  await secondServer?.close()
  await database?.drop()
})

describe('rate limits shared by every app server', () => {
  it('refuses the 4th guess on a second server after 3 on the first, with the window’s wait', async () => {
    for (let i = 0; i < 3; i++) expect(await consumeRateLimits(database.db, [{ limit: guesses, key: 'a' }])).toEqual({ limited: false })
    const refused = await consumeRateLimits(secondServer.db, [{ limit: guesses, key: 'a' }])
    expect(refused.limited).toBe(true)
    expect(refused.limited && refused.retryAfterSeconds).toBeGreaterThan(590)
    expect(refused.limited && refused.retryAfterSeconds).toBeLessThanOrEqual(600)
    expect(await consumeRateLimits(secondServer.db, [{ limit: guesses, key: 'b' }])).toEqual({ limited: false })
  })

  it('counts every key of a request and asks to wait for the longest of those over their limit', async () => {
    for (let i = 0; i < 5; i++) await consumeRateLimits(database.db, [{ limit: guesses, key: `c${i}` }, { limit: daily, key: 'c' }])
    const refused = await consumeRateLimits(secondServer.db, [{ limit: guesses, key: 'c9' }, { limit: daily, key: 'c' }])
    expect(refused.limited && refused.retryAfterSeconds).toBeGreaterThan(86_000)
  })

  it('forgets a key on reset and takes back a refunded event, for every server', async () => {
    for (let i = 0; i < 3; i++) await consumeRateLimits(database.db, [{ limit: guesses, key: 'd' }])
    await resetRateLimit(secondServer.db, { limit: guesses, key: 'd' })
    for (let i = 0; i < 3; i++) await consumeRateLimits(database.db, [{ limit: guesses, key: 'd' }])
    await refundRateLimit(secondServer.db, { limit: guesses, key: 'd' })
    expect(await consumeRateLimits(database.db, [{ limit: guesses, key: 'd' }])).toEqual({ limited: false })
    expect((await consumeRateLimits(database.db, [{ limit: guesses, key: 'd' }])).limited).toBe(true)
  })
})

describe('rate limits on the embedded PGlite (npm start)', () => {
  it('counts and refuses in the same table, created by the same migration', async () => {
    const embedded = await openDatabase({ dataDir: 'memory://' })
    try {
      await migrateDatabase(embedded)
      for (let i = 0; i < 3; i++) expect(await consumeRateLimits(embedded.db, [{ limit: guesses, key: 'e' }])).toEqual({ limited: false })
      expect((await consumeRateLimits(embedded.db, [{ limit: guesses, key: 'e' }])).limited).toBe(true)
      expect(await embedded.db.select().from(rateLimits)).toMatchObject([{ key: 'test:guesses:e', points: 4 }])
    } finally {
      await embedded.close()
    }
  })
})
