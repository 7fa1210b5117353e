// How often the account forms may be used, and what they count by (decision 019). Every key starts with the
// tenant: each site is its own brand, and a flood on one does not lock anyone out of another. Addresses come
// from ctx.clientIp (Express's `req.ip`, decided by TRUST_PROXY), never from a header the client writes.
import type { RequestContext } from '../../utils/context'
import { addressKey } from '../../utils/client-address.server'
import type { RateLimit, RateLimitHit } from '../platform/rate-limit.server'

const MINUTE = 60
const HOUR = 60 * MINUTE

const ACCOUNT_LIMITS = {
  /** Guessing one account's password from one address: 5 failures per 15 minutes (as in decision 015). */
  signInEmailAddress: { name: 'sign-in:email+address', points: 5, durationSeconds: 15 * MINUTE },
  /** Guessing one account's password from many addresses (a botnet, rotating proxies). */
  signInEmail: { name: 'sign-in:email', points: 20, durationSeconds: HOUR },
  /** Trying many accounts from one address (credential stuffing). */
  signInAddress: { name: 'sign-in:address', points: 50, durationSeconds: 15 * MINUTE },
  /** Reset emails to one mailbox, so the form cannot flood it (as in decision 015). */
  resetRequestEmail: { name: 'forgot:email', points: 3, durationSeconds: HOUR },
  resetRequestAddress: { name: 'forgot:address', points: 20, durationSeconds: HOUR },
  /** New-password submissions; tokens cannot be guessed, this only bounds the work (a hash each). */
  resetAddress: { name: 'reset:address', points: 10, durationSeconds: 15 * MINUTE },
  /** Accounts made from one address; also bounds how fast "email already registered" can be asked. */
  signUpAddress: { name: 'sign-up:address', points: 10, durationSeconds: HOUR },
} as const satisfies Record<string, RateLimit>

type AccountLimit = keyof typeof ACCOUNT_LIMITS

export const normalizeEmail = (email: string) => email.trim().toLowerCase()

/** The limit counted by this request's client address. */
export function byAddress(ctx: RequestContext, limit: AccountLimit): RateLimitHit {
  return { limit: ACCOUNT_LIMITS[limit], key: `${ctx.tenant.id}|${addressKey(ctx.clientIp)}` }
}

/** The limit counted by an email (any address). */
export function byEmail(ctx: RequestContext, limit: AccountLimit, email: string): RateLimitHit {
  return { limit: ACCOUNT_LIMITS[limit], key: `${ctx.tenant.id}|${normalizeEmail(email)}` }
}

/** The limit counted by an email from this request's address. */
export function byEmailAndAddress(ctx: RequestContext, limit: AccountLimit, email: string): RateLimitHit {
  return { limit: ACCOUNT_LIMITS[limit], key: `${ctx.tenant.id}|${addressKey(ctx.clientIp)}|${normalizeEmail(email)}` }
}
