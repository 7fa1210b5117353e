// Accounts on real PostgreSQL: sign up, sign in, sessions, tenant isolation and the sign-in rate limit.
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createSession, deleteSession, getUser, requireUser, signIn, signUp } from '../../app/models/accounts/auth.server'
import { commitSessionCookie } from '../../app/utils/session.server'
import { sessions, users } from '../../drizzle/schema/users'
import { testContext } from '../helpers/context'
import { createTestDatabase, type TestDatabase } from '../helpers/database'

let database: TestDatabase
beforeAll(async () => {
  database = await createTestDatabase('auth', { requirePostgres: true })
}, 120_000)
afterAll(async () => {
  await database?.drop()
})

let ip = 0
/** A context with its own client address, so one test's failed sign-ins never limit another's. */
const ctx = (tenant: 'excursio' | 'deira' = 'excursio') => ({ ...testContext(database.db, { tenant }), clientIp: `10.0.0.${++ip}` })
const requestWith = async (sessionId: string | null, url = 'http://localhost/invoices') => {
  const cookie = sessionId ? (await commitSessionCookie(new Request(url), sessionId)).split(';')[0]! : ''
  return new Request(url, { headers: cookie ? { Cookie: cookie } : {} })
}
const person = { firstName: 'Zoë', lastName: 'Adams', password: 'first password' }

describe('sign up and sign in', () => {
  it('stores the email lower-cased and refuses the same email in another case', async () => {
    const created = await signUp(ctx(), { ...person, email: 'Zoe@Example.com' })
    expect(created.ok && created.user.email).toBe('zoe@example.com')
    expect(await signUp(ctx(), { ...person, email: 'ZOE@example.COM' })).toEqual({ ok: false, reason: 'email_taken' })
    const [row] = await database.db.select().from(users).where(eq(users.email, 'zoe@example.com'))
    expect(row?.passwordHash).toMatch(/^scrypt\$/)
  })

  it('signs in with the right password in any email case, and not with a wrong one', async () => {
    await signUp(ctx(), { ...person, email: 'sam@example.com' })
    const ok = await signIn(ctx(), { email: ' SAM@example.com ', password: 'first password' })
    expect(ok.ok && ok.user.firstName).toBe('Zoë')
    expect(await signIn(ctx(), { email: 'sam@example.com', password: 'first passworD' })).toEqual({ ok: false, reason: 'invalid' })
    expect(await signIn(ctx(), { email: 'nobody@example.com', password: 'first password' })).toEqual({ ok: false, reason: 'invalid' })
  })

  it('keeps two tenants’ accounts apart: the same email is two people with two passwords', async () => {
    const a = await signUp(ctx('excursio'), { ...person, email: 'twin@example.com' })
    const b = await signUp(ctx('deira'), { ...person, email: 'twin@example.com', password: 'deira password' })
    expect(a.ok && b.ok && a.user.id !== b.user.id).toBe(true)
    expect((await signIn(ctx('deira'), { email: 'twin@example.com', password: 'first password' })).ok).toBe(false)
    expect((await signIn(ctx('excursio'), { email: 'twin@example.com', password: 'deira password' })).ok).toBe(false)
    expect((await signIn(ctx('deira'), { email: 'twin@example.com', password: 'deira password' })).ok).toBe(true)
    expect((await signIn(ctx('deira'), { email: 'sam@example.com', password: 'first password' })).ok).toBe(false)
  })
})

describe('sessions', () => {
  it('finds the user from the signed cookie, on its own tenant only, until signed out', async () => {
    const created = await signUp(ctx(), { ...person, email: 'session@example.com' })
    if (!created.ok) throw new Error('sign-up failed')
    const sessionId = await createSession(ctx(), created.user.id)
    expect((await getUser(ctx(), await requestWith(sessionId)))?.email).toBe('session@example.com')
    // The same cookie sent to another tenant's site is nobody there.
    expect(await getUser(ctx('deira'), await requestWith(sessionId))).toBeNull()
    await deleteSession(ctx('deira'), sessionId)
    expect(await getUser(ctx(), await requestWith(sessionId))).not.toBeNull()
    await deleteSession(ctx(), sessionId)
    expect(await getUser(ctx(), await requestWith(sessionId))).toBeNull()
  })

  it('ignores an expired session and a cookie whose signature does not match', async () => {
    const created = await signUp(ctx(), { ...person, email: 'expired@example.com' })
    if (!created.ok) throw new Error('sign-up failed')
    const sessionId = await createSession(ctx(), created.user.id)
    const forged = new Request('http://localhost/', { headers: { Cookie: `session=${btoa(JSON.stringify(sessionId))}` } })
    expect(await getUser(ctx(), forged)).toBeNull()
    await database.db.update(sessions).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(sessions.id, sessionId))
    expect(await getUser(ctx(), await requestWith(sessionId))).toBeNull()
  })

  it('sends a visitor without a session to the sign-in page and back', async () => {
    const error = await requireUser({ ...ctx(), locale: 'ru' }, await requestWith(null, 'http://localhost/ru/invoices.data?_routes=x&page=2')).catch((e) => e)
    expect(error).toBeInstanceOf(Response)
    expect((error as Response).headers.get('Location')).toBe('/ru/auth/login?redirectTo=%2Fru%2Finvoices%3Fpage%3D2')
  })
})

describe('sign-in rate limit', () => {
  it('refuses even the right password after 5 wrong ones from one address, but not from another', async () => {
    await signUp(ctx(), { ...person, email: 'target@example.com' })
    const attacker = ctx()
    for (let i = 0; i < 5; i++) expect((await signIn(attacker, { email: 'target@example.com', password: `guess ${i}` })).ok).toBe(false)
    const limited = await signIn(attacker, { email: 'target@example.com', password: 'first password' })
    expect(limited).toMatchObject({ ok: false, reason: 'rate_limited' })
    expect(limited.ok === false && limited.reason === 'rate_limited' && limited.retryAfterSeconds).toBeGreaterThan(800)
    expect((await signIn(ctx(), { email: 'target@example.com', password: 'first password' })).ok).toBe(true)
  })

  it('stops guesses at one account from many addresses at 20 an hour, even when they all arrive at once', async () => {
    await signUp(ctx(), { ...person, email: 'botnet-target@example.com' })
    // Each guess from its own address; counted before the hash, so a burst cannot slip past the count.
    const results = await Promise.all(Array.from({ length: 24 }, (_, i) => signIn(ctx(), { email: 'botnet-target@example.com', password: `guess ${i}` })))
    expect(results.filter((r) => !r.ok && r.reason === 'invalid')).toHaveLength(20)
    expect(results.filter((r) => !r.ok && r.reason === 'rate_limited')).toHaveLength(4)
    expect(await signIn(ctx(), { email: 'botnet-target@example.com', password: 'first password' })).toMatchObject({ reason: 'rate_limited' })
  })

  it('does not count a right password as a failure', async () => {
    await signUp(ctx(), { ...person, email: 'often@example.com' })
    const home = ctx()
    for (let i = 0; i < 6; i++) expect((await signIn(home, { email: 'often@example.com', password: 'first password' })).ok).toBe(true)
  })
})
