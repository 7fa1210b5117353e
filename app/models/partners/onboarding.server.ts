// How people get into the hub: the first platform admin through a one-time setup link (printed by the server
// or `npm run hub -- setup-link`, never an open sign-up), everyone else by invitation, and a forgotten password
// by a reset link. Each link is one row of staff_tokens, used in the transaction that does its work.
import { and, eq, gt, isNull, sql } from 'drizzle-orm'
import { staffAccounts, staffMemberships, staffSessions, staffTokens, suppliers } from '../../../drizzle/schema/index'
import { PLATFORM_TENANT } from '../../domain/hub-mail'
import { enqueueEmail } from '../../services/mail/enqueue.server'
import type { Db } from '../../utils/db.server'
import type { HubContext } from '../../utils/hub-context'
import { hashPassword } from '../../utils/password.server'
import { consumeRateLimits } from '../platform/rate-limit.server'
import { audit } from './audit.server'
import { byAddress, byKey, hasPlatformAdmin, HUB_LIMITS, normalizeEmail, openSession, type StaffRole, type StaffUser } from './staff.server'
import { createToken, findToken, HOUR_MS, TOKEN_HOURS, spendToken, type TokenRow } from './tokens.server'

type RateLimited = { ok: false; reason: 'rate_limited'; retryAfterSeconds: number }

/**
 * A setup link for the first platform admin, or null when there is one already. A live link is not reused
 * (only its hash is stored), so each call makes a new one; each works once, for 24 hours.
 */
export async function createSetupLink(db: Db, origin: string, now = new Date()): Promise<string | null> {
  if (await hasPlatformAdmin(db)) return null
  const { token } = await createToken(db, { kind: 'setup', platformAdmin: true, expiresAt: new Date(now.getTime() + TOKEN_HOURS.setup * HOUR_MS) })
  return `${origin}/setup/${token}`
}

export async function openLink(ctx: HubContext, kind: TokenRow['kind'], token: string): Promise<TokenRow | 'rate_limited' | null> {
  const limited = await consumeRateLimits(ctx.db, [byAddress(ctx, HUB_LIMITS.tokenAddress)])
  if (limited.limited) return 'rate_limited'
  return findToken(ctx.db, kind, token)
}

type AcceptResult = { ok: true; sessionId: string; staffId: string } | { ok: false; reason: 'invalid' | 'email_taken' | 'admin_exists' }

/** The setup link: the first platform admin's account, signed in at once. */
export async function acceptSetup(ctx: HubContext, token: string, input: { name: string; email: string; password: string; locale: string; userAgent: string | null }): Promise<AcceptResult> {
  const row = await findToken(ctx.db, 'setup', token)
  if (!row) return { ok: false, reason: 'invalid' }
  const passwordHash = await hashPassword(input.password)
  return ctx.db.transaction(async (tx) => {
    const t = tx as unknown as Db
    if (!(await spendToken(t, row.id))) return { ok: false, reason: 'invalid' } as const
    // Two setup links used at once: the advisory lock makes the second see the first admin.
    await t.execute(sql_lock)
    if (await hasPlatformAdmin(t)) return { ok: false, reason: 'admin_exists' } as const
    const [account] = await t
      .insert(staffAccounts)
      .values({ email: normalizeEmail(input.email), name: input.name, passwordHash, locale: input.locale, isPlatformAdmin: true })
      .onConflictDoNothing()
      .returning({ id: staffAccounts.id })
    if (!account) return { ok: false, reason: 'email_taken' } as const
    await audit(t, { staffId: account.id, action: 'admin.setup', entity: 'staff', entityId: account.id, after: { email: normalizeEmail(input.email), name: input.name } })
    return { ok: true, staffId: account.id, sessionId: await openSession(t, account.id, true, input.userAgent) } as const
  })
}

const sql_lock = sql`select pg_advisory_xact_lock(hashtext('excursio:first-admin'))`

export type InviteInput = { email: string; role: StaffRole | 'admin'; supplierId: string | null; locale: string }
type InviteResult = { ok: true; url: string } | { ok: false; reason: 'already_member' | 'forbidden' } | RateLimited

/**
 * An invitation by email: to a supplier's team (its owner, or a platform admin for any supplier) or, from a
 * platform admin, to be one. An address already on that team is told so rather than invited twice.
 */
export async function invite(ctx: HubContext, actor: StaffUser, input: InviteInput, now = new Date()): Promise<InviteResult> {
  const canInvite = input.role === 'admin' ? actor.isPlatformAdmin : actor.isPlatformAdmin || actor.memberships.some((m) => m.supplierId === input.supplierId && m.role === 'owner')
  if (!canInvite || (input.role !== 'admin' && !input.supplierId)) return { ok: false, reason: 'forbidden' }
  const limited = await consumeRateLimits(ctx.db, [byKey(HUB_LIMITS.invite, actor.id)])
  if (limited.limited) return { ok: false, reason: 'rate_limited', retryAfterSeconds: limited.retryAfterSeconds }
  const email = normalizeEmail(input.email)
  const [existing] = await ctx.db.select({ id: staffAccounts.id, isPlatformAdmin: staffAccounts.isPlatformAdmin }).from(staffAccounts).where(eq(staffAccounts.email, email))
  if (existing && input.role === 'admin' && existing.isPlatformAdmin) return { ok: false, reason: 'already_member' }
  if (existing && input.supplierId) {
    const [member] = await ctx.db.select({ role: staffMemberships.role }).from(staffMemberships).where(and(eq(staffMemberships.staffId, existing.id), eq(staffMemberships.supplierId, input.supplierId)))
    if (member) return { ok: false, reason: 'already_member' }
  }
  const supplierName = input.supplierId ? ((await ctx.db.select({ name: suppliers.name }).from(suppliers).where(eq(suppliers.id, input.supplierId)))[0]?.name ?? null) : null
  return ctx.db.transaction(async (tx) => {
    const t = tx as unknown as Db
    const { token, row } = await createToken(t, {
      kind: 'invitation',
      email,
      supplierId: input.role === 'admin' ? null : input.supplierId,
      role: input.role === 'admin' ? null : input.role,
      platformAdmin: input.role === 'admin',
      invitedBy: actor.id,
      expiresAt: new Date(now.getTime() + TOKEN_HOURS.invitation * HOUR_MS),
    })
    const url = `${ctx.origin}/invitation/${token}`
    await enqueueEmail(t, {
      tenantId: PLATFORM_TENANT,
      kind: 'hub',
      to: email,
      locale: input.locale,
      hub: { type: 'invitation', url, inviter: actor.name, supplier: supplierName, role: input.role, expiresInDays: TOKEN_HOURS.invitation / 24 },
    })
    await audit(t, { staffId: actor.id, supplierId: input.supplierId, action: 'staff.invite', entity: 'invitation', entityId: row.id, after: { email, role: input.role } })
    return { ok: true, url } as const
  })
}

export type InvitationView = { email: string; supplier: string | null; role: StaffRole | 'admin'; hasAccount: boolean }

export async function describeInvitation(db: Db, row: TokenRow): Promise<InvitationView> {
  const supplier = row.supplierId ? ((await db.select({ name: suppliers.name }).from(suppliers).where(eq(suppliers.id, row.supplierId)))[0]?.name ?? null) : null
  const [account] = await db.select({ id: staffAccounts.id, hasPassword: staffAccounts.passwordHash }).from(staffAccounts).where(eq(staffAccounts.email, row.email ?? ''))
  return { email: row.email ?? '', supplier, role: row.platformAdmin ? 'admin' : (row.role ?? 'staff'), hasAccount: !!account?.hasPassword }
}

/**
 * Accepting: a new person sets their name and password; a person who already has an account (another
 * supplier's team) just joins. Either way they are signed in, and the link is spent.
 */
export async function acceptInvitation(ctx: HubContext, token: string, input: { name?: string; password?: string; locale: string; userAgent: string | null }): Promise<AcceptResult | { ok: false; reason: 'password_required' }> {
  const row = await findToken(ctx.db, 'invitation', token)
  if (!row || !row.email) return { ok: false, reason: 'invalid' }
  const [existing] = await ctx.db.select().from(staffAccounts).where(eq(staffAccounts.email, row.email))
  const needsPassword = !existing?.passwordHash
  if (needsPassword && (!input.password || !input.name)) return { ok: false, reason: 'password_required' }
  const passwordHash = needsPassword ? await hashPassword(input.password!) : null
  return ctx.db.transaction(async (tx) => {
    const t = tx as unknown as Db
    if (!(await spendToken(t, row.id))) return { ok: false, reason: 'invalid' } as const
    let staffId = existing?.id
    if (!staffId) {
      const [created] = await t.insert(staffAccounts).values({ email: row.email!, name: input.name!, passwordHash, locale: input.locale }).returning({ id: staffAccounts.id })
      staffId = created!.id
    } else if (needsPassword) {
      await t.update(staffAccounts).set({ name: input.name!, passwordHash, updatedAt: new Date() }).where(eq(staffAccounts.id, staffId))
    }
    if (row.platformAdmin) await t.update(staffAccounts).set({ isPlatformAdmin: true, updatedAt: new Date() }).where(eq(staffAccounts.id, staffId))
    if (row.supplierId && row.role) await t.insert(staffMemberships).values({ staffId, supplierId: row.supplierId, role: row.role }).onConflictDoNothing()
    await audit(t, { staffId, supplierId: row.supplierId, action: 'staff.join', entity: 'staff', entityId: staffId, after: { email: row.email, role: row.platformAdmin ? 'admin' : row.role } })
    // With two-factor on, a fresh sign-in still asks for the code; joining signs in only a person without it.
    const verified = !existing?.totpEnabledAt
    return { ok: true, staffId, sessionId: await openSession(t, staffId, verified, input.userAgent) } as const
  })
}

/** "Forgot password": the same answer whether or not the address has an account; an email only if it has. */
export async function requestPasswordReset(ctx: HubContext, emailInput: string, now = new Date()): Promise<{ ok: true } | RateLimited> {
  const email = normalizeEmail(emailInput)
  const limited = await consumeRateLimits(ctx.db, [byKey(HUB_LIMITS.resetEmail, email), byAddress(ctx, HUB_LIMITS.resetAddress)])
  if (limited.limited) return { ok: false, reason: 'rate_limited', retryAfterSeconds: limited.retryAfterSeconds }
  const [account] = await ctx.db.select().from(staffAccounts).where(and(eq(staffAccounts.email, email), isNull(staffAccounts.disabledAt)))
  if (!account?.passwordHash) return { ok: true }
  await ctx.db.transaction(async (tx) => {
    const t = tx as unknown as Db
    const { token } = await createToken(t, { kind: 'password_reset', email, staffId: account.id, expiresAt: new Date(now.getTime() + TOKEN_HOURS.password_reset * HOUR_MS) })
    await enqueueEmail(t, { tenantId: PLATFORM_TENANT, kind: 'hub', to: email, locale: account.locale, hub: { type: 'password_reset', url: `${ctx.origin}/reset-password/${token}`, expiresInMinutes: TOKEN_HOURS.password_reset * 60 } })
  })
  return { ok: true }
}

/** A new password from a reset link: every session of the account ends (a thief's included). */
export async function resetPassword(ctx: HubContext, token: string, password: string): Promise<{ ok: boolean }> {
  const row = await findToken(ctx.db, 'password_reset', token)
  if (!row?.staffId) return { ok: false }
  const passwordHash = await hashPassword(password)
  return ctx.db.transaction(async (tx) => {
    const t = tx as unknown as Db
    if (!(await spendToken(t, row.id))) return { ok: false }
    await t.update(staffAccounts).set({ passwordHash, updatedAt: new Date() }).where(eq(staffAccounts.id, row.staffId!))
    await t.delete(staffSessions).where(eq(staffSessions.staffId, row.staffId!))
    await audit(t, { staffId: row.staffId, action: 'staff.password_reset', entity: 'staff', entityId: row.staffId })
    return { ok: true }
  })
}

/** The invitations still open for a supplier (or for platform admins when null). */
export async function openInvitations(db: Db, supplierId: string | null, now = new Date()) {
  return db
    .select({ id: staffTokens.id, email: staffTokens.email, role: staffTokens.role, platformAdmin: staffTokens.platformAdmin, expiresAt: staffTokens.expiresAt })
    .from(staffTokens)
    .where(and(eq(staffTokens.kind, 'invitation'), isNull(staffTokens.usedAt), gt(staffTokens.expiresAt, now), supplierId ? eq(staffTokens.supplierId, supplierId) : eq(staffTokens.platformAdmin, true)))
}
