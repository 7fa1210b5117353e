// The flash toast's shape and cookie name, shared by the server (flash.server.ts) and the root's client code.
export const FLASH_COOKIE = 'flash'
export type FlashToast = { id: string; type: 'success' | 'info' | 'warning' | 'error'; key: `flash.${string}` }

/** In the browser: whether a flash toast is waiting for the root loader to pick it up. */
export function hasFlashCookie(): boolean {
  return typeof document !== 'undefined' && new RegExp(`(?:^|;\\s*)${FLASH_COOKIE}=`).test(document.cookie)
}
