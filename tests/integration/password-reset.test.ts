// "Forgot password?" on real PostgreSQL: same answer for unknown emails, one-hour single-use tokens kept
// only as hashes, written to the outbox in the language of the page, scoped to the tenant.
import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createSession, findSessionUser, signIn, signUp } from '../../app/models/accounts/auth.server'
import type { EmailMessage } from '../../app/domain/booking-contract'
import { checkResetToken, RESET_REQUEST_KIND, requestPasswordReset, resetPassword } from '../../app/models/accounts/password-reset.server'
import { sendRequestedResetLinks } from '../../app/models/accounts/password-reset-requests.server'
import { outbox } from '../../drizzle/schema/outbox'
import { passwordResetTokens } from '../../drizzle/schema/users'
import { testContext } from '../helpers/context'
import { createTestDatabase, type TestDatabase } from '../helpers/database'

let database: TestDatabase
beforeAll(async () => {
  database = await createTestDatabase('password_reset', { requirePostgres: true })
}, 120_000)
afterAll(async () => {
  await database?.drop()
})

let address = 0
/** Each call from its own address, so only the per-email limits this file tests can apply. */
const ctx = (tenant: 'excursio' | 'deira' = 'excursio') => ({ ...testContext(database.db, { tenant }), clientIp: `10.1.${++address >> 8}.${address & 255}` })
const origin = 'http://localhost:3000'
const emails = async (to: string) =>
  (await database.db.select().from(outbox).where(eq(outbox.kind, 'email'))).map((row) => row.payload as EmailMessage).filter((m) => m.to === to)
async function account(email: string, tenant: 'excursio' | 'deira' = 'excursio') {
  const created = await signUp(ctx(tenant), { email, password: 'old password', firstName: 'Ana', lastName: 'Lee' })
  if (!created.ok) throw new Error('sign-up failed')
  return created.user
}
/** Asks for a link, lets the mail worker's step run, and returns the token from the emailed URL. */
async function linkFor(email: string, tenant: 'excursio' | 'deira' = 'excursio', locale: 'en' | 'de' = 'en') {
  expect(await requestPasswordReset({ ...ctx(tenant), locale }, { email, origin })).toEqual({ limited: false })
  await sendRequestedResetLinks(database.db)
  const url = new URL((await emails(email.toLowerCase())).at(-1)!.passwordReset!.url)
  return { url, token: url.searchParams.get('token')! }
}

describe('asking for a reset link', () => {
  it('writes nothing for an unknown email, and keeps no trace of the request once handled', async () => {
    await requestPasswordReset(ctx(), { email: 'ghost@example.com', origin })
    await sendRequestedResetLinks(database.db)
    expect(await emails('ghost@example.com')).toEqual([])
    expect(await database.db.select().from(outbox).where(eq(outbox.kind, RESET_REQUEST_KIND))).toEqual([])
  })

  it('answers an unknown email with exactly the work it does for a customer: one queued request each', async () => {
    await account('gus@example.com')
    const requests = async () => (await database.db.select().from(outbox).where(eq(outbox.kind, RESET_REQUEST_KIND))).length
    await requestPasswordReset(ctx(), { email: 'gus@example.com', origin })
    expect(await requests()).toBe(1)
    expect(await emails('gus@example.com')).toEqual([])
    await requestPasswordReset(ctx(), { email: 'nobody-here@example.com', origin })
    expect(await requests()).toBe(2)
    await sendRequestedResetLinks(database.db)
    expect(await requests()).toBe(0)
    expect(await emails('gus@example.com')).toHaveLength(1)
  })

  it('emails a link in the page’s language and stores only a hash of its token', async () => {
    await account('ana@example.com')
    const { url, token } = await linkFor('ANA@example.com', 'excursio', 'de')
    expect(url.origin + url.pathname).toBe('http://localhost:3000/de/auth/reset-password')
    expect(token).toMatch(/^[\w-]{43}$/)
    const [message] = await emails('ana@example.com')
    expect(message).toMatchObject({ kind: 'password_reset', locale: 'de', tenantId: 'excursio', passwordReset: { firstName: 'Ana', expiresInMinutes: 60 } })
    const stored = await database.db.select().from(passwordResetTokens)
    expect(stored.some((row) => row.tokenHash === token)).toBe(false)
    expect(await checkResetToken(ctx(), token)).toBe('valid')
  })
})

describe('using a reset link', () => {
  it('sets the new password, spends the token and signs other devices out', async () => {
    const user = await account('ben@example.com')
    const otherDevice = await createSession(ctx(), user.id)
    const { token } = await linkFor('ben@example.com')
    expect(await resetPassword(ctx(), { token, password: 'new password' })).toEqual({ ok: true, userId: user.id })
    expect(await findSessionUser(ctx(), otherDevice)).toBeNull()
    expect((await signIn(ctx(), { email: 'ben@example.com', password: 'new password' })).ok).toBe(true)
    expect((await signIn(ctx(), { email: 'ben@example.com', password: 'old password' })).ok).toBe(false)
    expect(await resetPassword(ctx(), { token, password: 'third password' })).toEqual({ ok: false, reason: 'used' })
    expect(await checkResetToken(ctx(), token)).toBe('used')
  })

  it('lets the owner back in after others’ failed guesses have locked the account', async () => {
    await account('hal@example.com')
    await Promise.all(Array.from({ length: 21 }, (_, i) => signIn(ctx(), { email: 'hal@example.com', password: `guess ${i}` })))
    expect(await signIn(ctx(), { email: 'hal@example.com', password: 'old password' })).toMatchObject({ reason: 'rate_limited' })
    const { token } = await linkFor('hal@example.com')
    expect(await resetPassword(ctx(), { token, password: 'new password' })).toMatchObject({ ok: true })
    expect((await signIn(ctx(), { email: 'hal@example.com', password: 'new password' })).ok).toBe(true)
  })

  it('refuses an expired token, a made-up one, and another tenant’s', async () => {
    const user = await account('cem@example.com')
    const { token } = await linkFor('cem@example.com')
    expect(await resetPassword(ctx('deira'), { token, password: 'new password' })).toEqual({ ok: false, reason: 'invalid' })
    expect(await resetPassword(ctx(), { token: 'x'.repeat(43), password: 'new password' })).toEqual({ ok: false, reason: 'invalid' })
    await database.db
      .update(passwordResetTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(and(eq(passwordResetTokens.userId, user.id)))
    expect(await checkResetToken(ctx(), token)).toBe('expired')
    expect(await resetPassword(ctx(), { token, password: 'new password' })).toEqual({ ok: false, reason: 'expired' })
    expect((await signIn(ctx(), { email: 'cem@example.com', password: 'old password' })).ok).toBe(true)
  })

  it('voids the older link when a newer one is sent', async () => {
    await account('dee@example.com')
    const first = await linkFor('dee@example.com')
    const second = await linkFor('dee@example.com')
    expect(await checkResetToken(ctx(), first.token)).toBe('invalid')
    expect(await checkResetToken(ctx(), second.token)).toBe('valid')
  })

  it('lets only one of two simultaneous submits of a link through', async () => {
    await account('eve@example.com')
    const { token } = await linkFor('eve@example.com')
    const results = await Promise.all([resetPassword(ctx(), { token, password: 'password one' }), resetPassword(ctx(), { token, password: 'password two' })])
    expect(results.filter((r) => r.ok)).toHaveLength(1)
    expect(results.find((r) => !r.ok)).toEqual({ ok: false, reason: 'used' })
  })

  it('sends at most 3 links an hour to one address, and says how long to wait after that', async () => {
    await account('flo@example.com')
    const outcomes = []
    for (let i = 0; i < 5; i++) outcomes.push(await requestPasswordReset(ctx(), { email: 'flo@example.com', origin }))
    await sendRequestedResetLinks(database.db)
    expect(await emails('flo@example.com')).toHaveLength(3)
    expect(outcomes.slice(0, 3)).toEqual(Array(3).fill({ limited: false }))
    expect(outcomes[3]).toMatchObject({ limited: true })
    expect(outcomes[3]!.limited && outcomes[3]!.retryAfterSeconds).toBeGreaterThan(3500)
  })
})
