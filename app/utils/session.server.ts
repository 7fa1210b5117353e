// The `session` cookie: a signed reference to a row of the sessions table, nothing else. HttpOnly, SameSite=Lax,
// Secure on https, 30 days. The page cache shares no page with a request that carries it (decision 014).
import { createCookie, type Cookie } from '@remix-run/node'
import { sessionSecrets } from './session-secret.server'

const SESSION_COOKIE = 'session'
export const SESSION_MAX_AGE_SECONDS = 30 * 24 * 60 * 60
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/

// Resolved when the server build loads, so a bad secret file stops the boot rather than a request.
const cookie: Cookie = createCookie(SESSION_COOKIE, {
  httpOnly: true,
  sameSite: 'lax',
  path: '/',
  maxAge: SESSION_MAX_AGE_SECONDS,
  secrets: sessionSecrets(),
})
const sessionCookie = () => cookie

const secure = (request: Request) => new URL(request.url).protocol === 'https:'

/** Whether the request carries a session cookie at all: without one, nothing is looked up. */
export function hasSessionCookie(request: Request): boolean {
  return new RegExp(`(?:^|;\\s*)${SESSION_COOKIE}=`).test(request.headers.get('Cookie') ?? '')
}

/** The session id from a correctly signed cookie, else null (tampered, foreign or malformed). */
export async function readSessionId(request: Request): Promise<string | null> {
  if (!hasSessionCookie(request)) return null
  const value: unknown = await sessionCookie().parse(request.headers.get('Cookie'))
  return typeof value === 'string' && UUID.test(value) ? value : null
}

export function commitSessionCookie(request: Request, sessionId: string): Promise<string> {
  return sessionCookie().serialize(sessionId, { secure: secure(request) })
}

export function destroySessionCookie(request: Request): Promise<string> {
  return sessionCookie().serialize('', { secure: secure(request), maxAge: 0, expires: new Date(0) })
}
