// The hub's session cookie and the guards every hub loader and action starts with. `hub_session` is its own
// cookie (never the shop's `session`), HttpOnly, SameSite=Lax, Secure on https, signed with the server's secret.
import { createCookie, redirect } from '@remix-run/node'
import { eq } from 'drizzle-orm'
import { suppliers } from '../../drizzle/schema/index'
import { memberships, scopeToStaff, STAFF_SESSION_DAYS, staffForSession, type Membership, type StaffRole, type StaffUser } from '../models/partners/staff.server'
import type { HubContext } from '../utils/hub-context'
import { sessionSecrets } from '../utils/session-secret.server'
import { HUB_LOCALES, isHubLocale, type HubLocale } from './locales/define'

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/

const cookie = createCookie('hub_session', {
  httpOnly: true,
  sameSite: 'lax',
  path: '/',
  maxAge: STAFF_SESSION_DAYS * 86_400,
  secrets: sessionSecrets(),
})
const languageCookie = createCookie('hub_lng', { path: '/', sameSite: 'lax', maxAge: 365 * 86_400 })

const secure = (request: Request) => new URL(request.url).protocol === 'https:'

export async function readHubSessionId(request: Request): Promise<string | null> {
  const value: unknown = await cookie.parse(request.headers.get('Cookie'))
  return typeof value === 'string' && UUID.test(value) ? value : null
}

export const commitHubSession = (request: Request, sessionId: string) => cookie.serialize(sessionId, { secure: secure(request) })
export const destroyHubSession = (request: Request) => cookie.serialize('', { secure: secure(request), maxAge: 0, expires: new Date(0) })
export const commitLanguage = (locale: HubLocale) => languageCookie.serialize(locale)

export async function optionalStaff(ctx: HubContext, request: Request): Promise<StaffUser | null> {
  const sessionId = await readHubSessionId(request)
  const staff = sessionId ? await staffForSession(ctx.db, sessionId) : null
  // From here on this request's queries see the rows of this person's suppliers (decision 055).
  if (staff) scopeToStaff(staff)
  return staff
}

/** The signed-in person, or a redirect to sign in that comes back here afterwards. */
export async function requireStaff(ctx: HubContext, request: Request): Promise<StaffUser> {
  const staff = await optionalStaff(ctx, request)
  if (staff) return staff
  const url = new URL(request.url)
  throw redirect(`/sign-in?next=${encodeURIComponent(url.pathname + url.search)}`)
}

export async function requirePlatformAdmin(ctx: HubContext, request: Request): Promise<StaffUser> {
  const staff = await requireStaff(ctx, request)
  if (!staff.isPlatformAdmin) throw new Response('Not found', { status: 404 })
  return staff
}

export type SupplierAccess = { staff: StaffUser; supplier: Membership; role: StaffRole | 'admin' }

/**
 * The supplier named in the URL (`/s/:supplier/...`) if this person is on its team or a platform admin; a 404
 * otherwise, the same answer as for a supplier that does not exist, so ids of other suppliers tell nothing.
 * `owner` routes answer 403 to staff (they know the page exists: it is in their own team's hub).
 */
export async function requireSupplier(ctx: HubContext, request: Request, slug: string | undefined, need: 'staff' | 'owner' = 'staff'): Promise<SupplierAccess> {
  const staff = await requireStaff(ctx, request)
  const own = staff.memberships.find((m) => m.slug === slug)
  if (own) {
    if (need === 'owner' && own.role !== 'owner') throw new Response('Forbidden', { status: 403 })
    return { staff, supplier: own, role: own.role }
  }
  if (staff.isPlatformAdmin && slug && /^[a-z0-9-]{1,80}$/.test(slug)) {
    const [row] = await ctx.db.select().from(suppliers).where(eq(suppliers.slug, slug))
    if (row) return { staff, supplier: { supplierId: row.id, slug: row.slug, name: row.name, role: 'owner', currency: row.currency, timeZone: row.timeZone }, role: 'admin' }
  }
  throw new Response('Not found', { status: 404 })
}

/** Where a person lands after signing in: their (first) supplier's day, or the suppliers list for an admin. */
export async function homeOf(ctx: HubContext, staffId: string, isPlatformAdmin: boolean): Promise<string> {
  const list = await memberships(ctx.db, staffId)
  if (list[0]) return `/s/${list[0].slug}`
  return isPlatformAdmin ? '/admin/suppliers' : '/account'
}

/** A `next` parameter is followed only to a path of the hub itself. */
export function safeNext(next: string | null | undefined): string | null {
  return next && next.startsWith('/') && !next.startsWith('//') && !next.startsWith('/\\') ? next : null
}

/** The hub's language: the account's, else the cookie's, else the browser's best match, else English. */
export async function localeOf(request: Request, staff: Pick<StaffUser, 'locale'> | null): Promise<HubLocale> {
  if (staff && isHubLocale(staff.locale)) return staff.locale
  const chosen: unknown = await languageCookie.parse(request.headers.get('Cookie'))
  if (isHubLocale(chosen)) return chosen
  const accept = request.headers.get('Accept-Language') ?? ''
  for (const part of accept.split(',')) {
    const tag = part.split(';')[0]!.trim().slice(0, 2).toLowerCase()
    if (isHubLocale(tag)) return tag
  }
  return HUB_LOCALES[0]
}
