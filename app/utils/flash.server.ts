// One-shot toasts across a redirect (the Epic Stack's `redirectWithToast`): an action sets the signed `flash`
// cookie, the next page's root loader reads it, clears it and hands the message to the client, which shows it
// as a toast. The message is a catalogue key, never text from the request. Readable by the page's script (not
// HttpOnly) only so that the root loader knows to run again after a client navigation (root.tsx); it holds no
// secret, and the signature keeps anyone but this server from setting one.
import { createCookie } from '@remix-run/node'
import { FLASH_COOKIE, type FlashToast } from './flash'
import { sessionSecrets } from './session-secret.server'

const cookie = createCookie(FLASH_COOKIE, {
  sameSite: 'lax',
  path: '/',
  maxAge: 60,
  secrets: sessionSecrets(),
})
const secure = (request: Request) => new URL(request.url).protocol === 'https:'
const TYPES = new Set(['success', 'info', 'warning', 'error'])

/** The Set-Cookie value that makes the next page show `key` as a toast. */
export function setFlash(request: Request, toast: Omit<FlashToast, 'id'>): Promise<string> {
  return cookie.serialize({ ...toast, id: crypto.randomUUID() }, { secure: secure(request) })
}

/** The flash toast this request carries (a tampered or malformed cookie is none), and the header that clears it. */
export async function takeFlash(request: Request): Promise<{ toast: FlashToast | null; clear: string } | null> {
  const header = request.headers.get('Cookie')
  if (!header || !new RegExp(`(?:^|;\\s*)${FLASH_COOKIE}=`).test(header)) return null
  const value: unknown = await cookie.parse(header).catch(() => null)
  const clear = await cookie.serialize('', { secure: secure(request), maxAge: 0, expires: new Date(0) })
  return { toast: isFlashToast(value) ? value : null, clear }
}

function isFlashToast(value: unknown): value is FlashToast {
  const v = value as Partial<FlashToast> | null
  return typeof v?.id === 'string' && typeof v.key === 'string' && /^flash\.\w+$/.test(v.key) && TYPES.has(v.type ?? '')
}
