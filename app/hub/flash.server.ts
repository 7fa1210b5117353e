// One message carried across a redirect ("Invitation sent", "Booking confirmed"), shown as a toast by the root
// and cleared in the same response that shows it.
import { createCookie } from '@remix-run/node'

const cookie = createCookie('hub_flash', { path: '/', sameSite: 'lax', httpOnly: true, maxAge: 60 })

/** `message` is a translation key of the hub's strings; `values` fill it. */
export type Flash = { kind: 'success' | 'error' | 'info'; message: string; values?: Record<string, string | number> }

export const setFlash = (flash: Flash) => cookie.serialize(flash)
export const clearFlash = () => cookie.serialize('', { maxAge: 0, expires: new Date(0) })

export async function readFlash(request: Request): Promise<Flash | null> {
  const value: unknown = await cookie.parse(request.headers.get('Cookie'))
  if (!value || typeof value !== 'object') return null
  const { kind, message, values } = value as Partial<Flash>
  const ok = (kind === 'success' || kind === 'error' || kind === 'info') && typeof message === 'string'
  return ok ? { kind, message: message.slice(0, 300), values: values && typeof values === 'object' ? values : undefined } : null
}
