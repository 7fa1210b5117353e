// The partner hub's accounts on real PostgreSQL (issue 22): the first admin's setup link, invitations, two-factor
// codes, sessions, password resets, and a supplier's bookings kept to that supplier.
import { eq, sql } from 'drizzle-orm'
import { authenticator } from 'otplib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { acceptInvitation, acceptSetup, createSetupLink, invite, requestPasswordReset, resetPassword } from '../../app/models/partners/onboarding.server'
import { beginTotp, enableTotp, signIn, signOutEverywhere, staffForSession, verifySessionCode, type StaffUser } from '../../app/models/partners/staff.server'
import { changeMember } from '../../app/models/partners/team.server'
import type { HubContext } from '../../app/utils/hub-context'
import { auditLog, outbox, staffAccounts, staffMemberships, staffSessions, suppliers } from '../../drizzle/schema/index'
import { createTestDatabase, type TestDatabase } from '../helpers/database'

let database: TestDatabase
let ip = 0
const hub = (): HubContext => ({ app: 'hub', db: database.db, payments: () => undefined as never, origin: 'http://partners.localhost:3000', getTenant: () => undefined, tenants: () => [], requestId: 'test', clientIp: `198.51.100.${++ip}` })
const tokenOf = (link: string) => link.split('/').at(-1)!
let supplierA: string
let supplierB: string

beforeAll(async () => {
  database = await createTestDatabase('partner-accounts', { requirePostgres: true })
  const rows = await database.db
    .insert(suppliers)
    .values([
      { slug: 'alpha-tours', name: 'Alpha Tours', currency: 'EUR', contactEmail: 'team@alpha.example', timeZone: 'Europe/Berlin' },
      { slug: 'beta-boats', name: 'Beta Boats', currency: 'TRY', contactEmail: 'team@beta.example', timeZone: 'Europe/Istanbul' },
    ])
    .returning({ id: suppliers.id })
  supplierA = rows[0]!.id
  supplierB = rows[1]!.id
}, 120_000)
afterAll(async () => {
  await database?.drop()
})

async function admin(): Promise<StaffUser> {
  const [row] = await database.db.select().from(staffAccounts).where(eq(staffAccounts.isPlatformAdmin, true))
  const sessionId = (await database.db.insert(staffSessions).values({ staffId: row!.id, verifiedAt: new Date(), expiresAt: new Date(Date.now() + 3_600_000) }).returning())[0]!.id
  return (await staffForSession(database.db, sessionId))!
}

describe('the first platform admin', () => {
  it('comes from a setup link that works once; two links used at once make one admin; then no link is made', async () => {
    const first = await createSetupLink(database.db, 'http://partners.localhost:3000')
    const second = await createSetupLink(database.db, 'http://partners.localhost:3000')
    expect(first).toMatch(/^http:\/\/partners\.localhost:3000\/setup\/[\w-]{40,}$/)
    const input = (email: string) => ({ name: 'Ada', email, password: 'a long password', locale: 'en', userAgent: null })
    const results = await Promise.all([acceptSetup(hub(), tokenOf(first!), input('ada@platform.example')), acceptSetup(hub(), tokenOf(second!), input('bob@platform.example'))])
    expect(results.filter((r) => r.ok)).toHaveLength(1)
    expect(results.find((r) => !r.ok)).toEqual({ ok: false, reason: 'admin_exists' })
    // The link that worked cannot work again, and no new link is made while an admin exists.
    expect(await acceptSetup(hub(), tokenOf(first!), input('eve@platform.example'))).toEqual({ ok: false, reason: 'invalid' })
    expect(await createSetupLink(database.db, 'http://partners.localhost:3000')).toBeNull()
    const [{ n }] = (await database.db.execute(sql`select count(*)::int as n from staff_accounts where is_platform_admin`)) as unknown as [{ n: number }]
    expect(n).toBe(1)
  })
})

describe('invitations', () => {
  it('email a one-time link; accepting makes the account and the membership; a second use does nothing', async () => {
    const actor = await admin()
    const sent = await invite(hub(), actor, { email: 'Olga@Alpha.example', role: 'owner', supplierId: supplierA, locale: 'ru' })
    expect(sent.ok).toBe(true)
    const [mail] = await database.db.select().from(outbox).where(sql`${outbox.payload}->>'to' = 'olga@alpha.example'`)
    expect(mail?.payload).toMatchObject({ kind: 'hub', locale: 'ru', hub: { type: 'invitation', supplier: 'Alpha Tours', role: 'owner' } })
    const token = tokenOf((sent as { url: string }).url)
    expect(await acceptInvitation(hub(), token, { locale: 'ru', userAgent: null })).toEqual({ ok: false, reason: 'password_required' })
    const accepted = await acceptInvitation(hub(), token, { name: 'Olga', password: 'olga password 1', locale: 'ru', userAgent: null })
    expect(accepted.ok).toBe(true)
    expect(await acceptInvitation(hub(), token, { name: 'Mallory', password: 'mallory password', locale: 'en', userAgent: null })).toEqual({ ok: false, reason: 'invalid' })
    const [member] = await database.db.select().from(staffMemberships).innerJoin(staffAccounts, eq(staffAccounts.id, staffMemberships.staffId)).where(eq(staffAccounts.email, 'olga@alpha.example'))
    expect(member?.staff_memberships).toMatchObject({ supplierId: supplierA, role: 'owner' })
    expect(member?.staff_accounts.name).toBe('Olga')
    // Inviting someone already on the team says so.
    expect(await invite(hub(), actor, { email: 'olga@alpha.example', role: 'staff', supplierId: supplierA, locale: 'en' })).toEqual({ ok: false, reason: 'already_member' })
  })

  it('are sent by an owner of that supplier only, never for another supplier', async () => {
    const olga = await signIn(hub(), { email: 'olga@alpha.example', password: 'olga password 1', userAgent: null })
    const owner = (await staffForSession(database.db, (olga as { sessionId: string }).sessionId))!
    expect(await invite(hub(), owner, { email: 'sam@beta.example', role: 'staff', supplierId: supplierB, locale: 'en' })).toEqual({ ok: false, reason: 'forbidden' })
    expect(await invite(hub(), owner, { email: 'eve@platform.example', role: 'admin', supplierId: null, locale: 'en' })).toEqual({ ok: false, reason: 'forbidden' })
    expect((await invite(hub(), owner, { email: 'sam@alpha.example', role: 'staff', supplierId: supplierA, locale: 'de' })).ok).toBe(true)
  })
})

describe('two-factor sign-in', () => {
  it('asks for a code after the password; a code works once; a wrong one is refused', async () => {
    const first = await signIn(hub(), { email: 'olga@alpha.example', password: 'olga password 1', userAgent: null })
    const staff = (await staffForSession(database.db, (first as { sessionId: string }).sessionId))!
    const { secret } = await beginTotp(database.db, staff)
    const code = authenticator.generate(secret)
    expect(await enableTotp(database.db, staff.id, '000000')).toBe(false)
    expect(await enableTotp(database.db, staff.id, code)).toBe(true)

    const second = await signIn(hub(), { email: 'olga@alpha.example', password: 'olga password 1', userAgent: null })
    expect(second).toMatchObject({ ok: true, needsCode: true })
    const sessionId = (second as { sessionId: string }).sessionId
    expect(await staffForSession(database.db, sessionId)).toBeNull()
    // The code that turned two-factor on was spent: the same time step cannot sign in.
    expect(await verifySessionCode(hub(), sessionId, code)).toEqual({ ok: false, reason: 'invalid' })
    const next = authenticator.clone({ epoch: Date.now() + 30_000 }).generate(secret)
    expect(await verifySessionCode(hub(), sessionId, next)).toEqual({ ok: true })
    expect((await staffForSession(database.db, sessionId))?.email).toBe('olga@alpha.example')
  })
})

describe('sessions and passwords', () => {
  it('sign out everywhere ends every session; a reset link changes the password once and ends every session', async () => {
    // Whichever of the two setup links won the race above made the admin.
    const [adminRow] = await database.db.select().from(staffAccounts).where(eq(staffAccounts.isPlatformAdmin, true))
    const email = adminRow!.email
    const sessions = await Promise.all([1, 2].map(() => signIn(hub(), { email, password: 'a long password', userAgent: null })))
    const live = sessions.filter((s): s is { ok: true; sessionId: string; needsCode: boolean } => !!s && s.ok)
    const who = (await staffForSession(database.db, live[0]!.sessionId))!
    expect(await signOutEverywhere(database.db, who.id)).toBeGreaterThanOrEqual(2)
    for (const s of live) expect(await staffForSession(database.db, s.sessionId)).toBeNull()

    await requestPasswordReset(hub(), email.toUpperCase())
    const [mail] = await database.db.select().from(outbox).where(sql`${outbox.payload}->'hub'->>'type' = 'password_reset'`)
    const url = (mail!.payload as { hub: { url: string } }).hub.url
    const again = await signIn(hub(), { email, password: 'a long password', userAgent: null })
    expect(again.ok).toBe(true)
    expect(await resetPassword(hub(), tokenOf(url), 'a new long password')).toEqual({ ok: true })
    expect(await resetPassword(hub(), tokenOf(url), 'a third password!')).toEqual({ ok: false })
    expect(await staffForSession(database.db, (again as { sessionId: string }).sessionId)).toBeNull()
    expect(await signIn(hub(), { email, password: 'a long password', userAgent: null })).toEqual({ ok: false, reason: 'invalid' })
    expect((await signIn(hub(), { email, password: 'a new long password', userAgent: null })).ok).toBe(true)
    // An address without an account gets the same answer and no email.
    expect(await requestPasswordReset(hub(), 'nobody@platform.example')).toEqual({ ok: true })
    const [{ n }] = (await database.db.execute(sql`select count(*)::int as n from outbox where payload->>'to' = 'nobody@platform.example'`)) as unknown as [{ n: number }]
    expect(n).toBe(0)
  })
})

describe('the team', () => {
  it('keeps one owner: the last owner cannot be demoted or removed, and each change is in the audit log', async () => {
    const [olga] = await database.db.select().from(staffAccounts).where(eq(staffAccounts.email, 'olga@alpha.example'))
    expect(await changeMember(database.db, olga!.id, supplierA, olga!.id, 'make-staff')).toBe('last_owner')
    expect(await changeMember(database.db, olga!.id, supplierA, olga!.id, 'remove')).toBe('last_owner')
    // Another supplier's member is not found from this supplier.
    expect(await changeMember(database.db, olga!.id, supplierB, olga!.id, 'remove')).toBe('not_found')
    const lines = await database.db.select().from(auditLog).where(eq(auditLog.supplierId, supplierA))
    expect(lines.map((l) => l.action)).toEqual(expect.arrayContaining(['staff.invite', 'staff.join']))
  })
})
