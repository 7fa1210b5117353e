// Supplier staff and platform admins (issue 22, decision 044): accounts apart from travellers', one per email
// on the whole platform, with a role per supplier. Sessions are rows of staff_sessions named by a signed
// `hub_session` cookie; a session with two-factor pending is not signed in until the code is entered.
import { and, asc, eq, gt, isNull, lt, sql } from 'drizzle-orm'
import { authenticator } from 'otplib'
import { auditLog, staffAccounts, staffMemberships, staffSessions, suppliers, type StaffAlert } from '../../../drizzle/schema/index'
import { currentDbScope, type Db } from '../../utils/db.server'
import { hashPassword, verifyDecoy, verifyPassword } from '../../utils/password.server'
import { addressKey } from '../../utils/client-address.server'
import type { HubContext } from '../../utils/hub-context'
import { consumeRateLimits, resetRateLimit, type RateLimit, type RateLimitHit } from '../platform/rate-limit.server'

export type StaffRole = 'owner' | 'staff'
export type Membership = { supplierId: string; slug: string; name: string; role: StaffRole; currency: string; timeZone: string }
export type StaffUser = {
  id: string
  email: string
  name: string
  locale: string
  isPlatformAdmin: boolean
  totpEnabled: boolean
  alerts: StaffAlert[]
  memberships: Membership[]
  sessionId: string
}

export const STAFF_SESSION_DAYS = 14
const DAY_MS = 86_400_000
const MINUTE = 60

export const HUB_LIMITS = {
  signInEmail: { name: 'hub-sign-in:email', points: 10, durationSeconds: 15 * MINUTE },
  signInAddress: { name: 'hub-sign-in:address', points: 50, durationSeconds: 15 * MINUTE },
  code: { name: 'hub-code:staff', points: 5, durationSeconds: 15 * MINUTE },
  resetEmail: { name: 'hub-forgot:email', points: 3, durationSeconds: 60 * MINUTE },
  resetAddress: { name: 'hub-forgot:address', points: 20, durationSeconds: 60 * MINUTE },
  invite: { name: 'hub-invite:staff', points: 30, durationSeconds: 60 * MINUTE },
  tokenAddress: { name: 'hub-token:address', points: 30, durationSeconds: 15 * MINUTE },
  checkIn: { name: 'hub-check-in:staff', points: 120, durationSeconds: 15 * MINUTE },
} as const satisfies Record<string, RateLimit>

export const normalizeEmail = (email: string) => email.trim().toLowerCase()
export const byAddress = (ctx: Pick<HubContext, 'clientIp'>, limit: RateLimit): RateLimitHit => ({ limit, key: addressKey(ctx.clientIp) })
export const byKey = (limit: RateLimit, key: string): RateLimitHit => ({ limit, key })

type RateLimited = { ok: false; reason: 'rate_limited'; retryAfterSeconds: number }

export async function memberships(db: Db, staffId: string): Promise<Membership[]> {
  return db
    .select({ supplierId: suppliers.id, slug: suppliers.slug, name: suppliers.name, role: staffMemberships.role, currency: suppliers.currency, timeZone: suppliers.timeZone })
    .from(staffMemberships)
    .innerJoin(suppliers, eq(suppliers.id, staffMemberships.supplierId))
    .where(eq(staffMemberships.staffId, staffId))
    .orderBy(asc(suppliers.name))
}

/** The person behind a session id, if the session is live, fully signed in and the account not disabled. */
export async function staffForSession(db: Db, sessionId: string, now = new Date()): Promise<StaffUser | null> {
  const [row] = await db
    .select({ account: staffAccounts, verifiedAt: staffSessions.verifiedAt })
    .from(staffSessions)
    .innerJoin(staffAccounts, eq(staffAccounts.id, staffSessions.staffId))
    .where(and(eq(staffSessions.id, sessionId), gt(staffSessions.expiresAt, now), isNull(staffAccounts.disabledAt)))
  if (!row || !row.verifiedAt) return null
  const a = row.account
  return {
    id: a.id,
    email: a.email,
    name: a.name,
    locale: a.locale,
    isPlatformAdmin: a.isPlatformAdmin,
    totpEnabled: !!a.totpEnabledAt,
    alerts: a.alerts,
    memberships: await memberships(db, a.id),
    sessionId,
  }
}

/** A session waiting for its second factor: whose it is. */
export async function pendingSession(db: Db, sessionId: string, now = new Date()): Promise<{ staffId: string; email: string } | null> {
  const [row] = await db
    .select({ staffId: staffSessions.staffId, email: staffAccounts.email, verifiedAt: staffSessions.verifiedAt })
    .from(staffSessions)
    .innerJoin(staffAccounts, eq(staffAccounts.id, staffSessions.staffId))
    .where(and(eq(staffSessions.id, sessionId), gt(staffSessions.expiresAt, now), isNull(staffAccounts.disabledAt)))
  return row && !row.verifiedAt ? { staffId: row.staffId, email: row.email } : null
}

export async function openSession(db: Pick<Db, 'insert'>, staffId: string, verified: boolean, userAgent: string | null, now = new Date()): Promise<string> {
  const [row] = await db
    .insert(staffSessions)
    .values({ staffId, verifiedAt: verified ? now : null, expiresAt: new Date(now.getTime() + STAFF_SESSION_DAYS * DAY_MS), userAgent: userAgent?.slice(0, 300) ?? null })
    .returning({ id: staffSessions.id })
  // Expired rows are swept now and then by whoever signs in.
  return row!.id
}

type SignInResult = { ok: true; sessionId: string; needsCode: boolean } | { ok: false; reason: 'invalid' } | RateLimited

export async function signIn(ctx: HubContext, input: { email: string; password: string; userAgent: string | null }): Promise<SignInResult> {
  const email = normalizeEmail(input.email)
  const emailHit = byKey(HUB_LIMITS.signInEmail, email)
  const limited = await consumeRateLimits(ctx.db, [emailHit, byAddress(ctx, HUB_LIMITS.signInAddress)])
  if (limited.limited) return { ok: false, reason: 'rate_limited', retryAfterSeconds: limited.retryAfterSeconds }
  const [account] = await ctx.db.select().from(staffAccounts).where(eq(staffAccounts.email, email))
  // The same work whether or not the account exists, so timing does not tell.
  const good = account?.passwordHash && !account.disabledAt ? await verifyPassword(input.password, account.passwordHash) : await verifyDecoy(input.password)
  if (!good || !account) return { ok: false, reason: 'invalid' }
  await resetRateLimit(ctx.db, emailHit)
  await ctx.db.delete(staffSessions).where(lt(staffSessions.expiresAt, new Date()))
  const needsCode = !!account.totpEnabledAt
  return { ok: true, sessionId: await openSession(ctx.db, account.id, !needsCode, input.userAgent), needsCode }
}

// TOTP (RFC 6238) through otplib: 30-second steps, a step either side accepted for a phone's drifting clock, and
// each step accepted once (the last one used is stored), so a code read over a shoulder cannot be replayed.
authenticator.options = { window: 1 }
const STEP_SECONDS = 30

/** The time step a code belongs to, if it is good for this secret now. */
function acceptedStep(secret: string, code: string, now: Date): number | null {
  if (!/^\d{6}$/.test(code)) return null
  const delta = authenticator.checkDelta(code, secret)
  return delta === null ? null : Math.floor(now.getTime() / 1000 / STEP_SECONDS) + delta
}

/** Uses a code once: true when it is good and newer than the last one used. */
export async function spendTotpCode(db: Db, staffId: string, code: string, options: { secret?: string; now?: Date } = {}): Promise<boolean> {
  const now = options.now ?? new Date()
  const [account] = await db.select({ secret: staffAccounts.totpSecret, last: staffAccounts.totpLastStep }).from(staffAccounts).where(eq(staffAccounts.id, staffId))
  const secret = options.secret ?? account?.secret
  if (!secret) return false
  const step = acceptedStep(secret, code, now)
  if (step === null) return false
  const used = await db
    .update(staffAccounts)
    .set({ totpLastStep: step })
    .where(and(eq(staffAccounts.id, staffId), sql`coalesce(${staffAccounts.totpLastStep}, -1) < ${step}`))
    .returning({ id: staffAccounts.id })
  return used.length === 1
}

type CodeResult = { ok: true } | { ok: false; reason: 'invalid' | 'expired' } | RateLimited

/** The second step of signing in: the session becomes signed in when the code is right. */
export async function verifySessionCode(ctx: HubContext, sessionId: string, code: string): Promise<CodeResult> {
  const pending = await pendingSession(ctx.db, sessionId)
  if (!pending) return { ok: false, reason: 'expired' }
  const limited = await consumeRateLimits(ctx.db, [byKey(HUB_LIMITS.code, pending.staffId)])
  if (limited.limited) return { ok: false, reason: 'rate_limited', retryAfterSeconds: limited.retryAfterSeconds }
  if (!(await spendTotpCode(ctx.db, pending.staffId, code.replace(/\s/g, '')))) return { ok: false, reason: 'invalid' }
  await ctx.db.update(staffSessions).set({ verifiedAt: new Date() }).where(eq(staffSessions.id, sessionId))
  return { ok: true }
}

/** Two-factor, step one: a new secret is kept (not yet in force) and shown as a QR code and as text. */
export async function beginTotp(db: Db, staff: Pick<StaffUser, 'id' | 'email'>): Promise<{ secret: string; uri: string }> {
  const secret = authenticator.generateSecret(20)
  await db.update(staffAccounts).set({ totpSecret: secret, totpEnabledAt: null, totpLastStep: null, updatedAt: new Date() }).where(eq(staffAccounts.id, staff.id))
  return { secret, uri: authenticator.keyuri(staff.email, 'Excursio Partners', secret) }
}

/** Step two: a code from the app proves it holds the secret; from now on signing in asks for a code. */
export async function enableTotp(db: Db, staffId: string, code: string): Promise<boolean> {
  const [account] = await db.select({ secret: staffAccounts.totpSecret, enabled: staffAccounts.totpEnabledAt }).from(staffAccounts).where(eq(staffAccounts.id, staffId))
  if (!account?.secret || account.enabled) return false
  if (!(await spendTotpCode(db, staffId, code.replace(/\s/g, '')))) return false
  await db.update(staffAccounts).set({ totpEnabledAt: new Date(), updatedAt: new Date() }).where(eq(staffAccounts.id, staffId))
  return true
}

export async function disableTotp(db: Db, staffId: string, code: string): Promise<boolean> {
  if (!(await spendTotpCode(db, staffId, code.replace(/\s/g, '')))) return false
  await db.update(staffAccounts).set({ totpSecret: null, totpEnabledAt: null, totpLastStep: null, updatedAt: new Date() }).where(eq(staffAccounts.id, staffId))
  return true
}

export async function signOut(db: Db, sessionId: string): Promise<void> {
  await db.delete(staffSessions).where(eq(staffSessions.id, sessionId))
}

/** Every browser signed in as this person, this one included. */
export async function signOutEverywhere(db: Db, staffId: string): Promise<number> {
  const gone = await db.delete(staffSessions).where(eq(staffSessions.staffId, staffId)).returning({ id: staffSessions.id })
  return gone.length
}

export async function setPassword(tx: Db, staffId: string, password: string): Promise<void> {
  await tx.update(staffAccounts).set({ passwordHash: await hashPassword(password), updatedAt: new Date() }).where(eq(staffAccounts.id, staffId))
}

export async function hasPlatformAdmin(db: Db): Promise<boolean> {
  const [row] = await db.select({ id: staffAccounts.id }).from(staffAccounts).where(and(eq(staffAccounts.isPlatformAdmin, true), isNull(staffAccounts.disabledAt))).limit(1)
  return !!row
}

/** The person's language for the hub and their emails, with its line in the audit log. */
export async function setStaffLocale(db: Db, staff: Pick<StaffUser, 'id' | 'locale'>, locale: string): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.update(staffAccounts).set({ locale, updatedAt: new Date() }).where(eq(staffAccounts.id, staff.id))
    await tx.insert(auditLog).values({ staffId: staff.id, action: 'account.language', entity: 'staff', entityId: staff.id, before: { locale: staff.locale }, after: { locale } })
  })
}

/**
 * The running hub request's queries see, from now on, the rows of the suppliers this person works for, across
 * tenants, or every row for a platform admin (row-level security, decision 055); before, only the hub's own mail.
 */
export function scopeToStaff(staff: Pick<StaffUser, 'memberships' | 'isPlatformAdmin'>) {
  const scope = currentDbScope()
  if (!scope) return
  scope.supplierIds = staff.memberships.map((m) => m.supplierId)
  if (staff.isPlatformAdmin) scope.every = 'platform'
}
