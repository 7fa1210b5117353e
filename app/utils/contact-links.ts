// Contact links from a tenant's public contact data, and the "current section" test for nav items.
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`
}

export function whatsappHref(number: string): string {
  return `https://wa.me/${number.replace(/\D/g, '')}`
}

/** `rest` is the current path without its locale prefix; `to` is a nav item's unprefixed path. */
export function isActivePath(rest: string, to: string): boolean {
  if (to === '/') return rest === '/'
  // A marketplace's city pages (/things-to-do-in-dubai) belong to its /things-to-do section.
  return rest === to || rest.startsWith(`${to}/`) || rest.startsWith(`${to}-in-`)
}
