// The security headers on every response. The Content-Security-Policy allows only the app's own scripts and
// the inline ones rendered with this response's nonce, so markup injected into a page cannot run script.
// The nonce is made here, per request, and reaches the page as res.locals.nonce → the request context →
// entry.server.tsx; the page cache puts a fresh one in every page it serves again (nonce-template.server.ts).
// docs/decisions/021-content-security-policy.md gives the reasons for each directive.
import { randomBytes } from 'node:crypto'
import type { RequestHandler } from 'express'

export const HSTS = 'max-age=31536000; includeSubDomains'

/** 128 random bits, as CSP asks of a nonce; base64 never needs escaping in an HTML attribute. */
function createNonce(): string {
  return randomBytes(16).toString('base64')
}

/** The tenant's tag manager, allowed only on the hosts of tenants that have one (and loaded only after consent). */
const TAG_MANAGER_ORIGIN = 'https://www.googletagmanager.com'

export function contentSecurityPolicy(nonce: string, { dev = false, tagManager = false } = {}): string {
  const gtm = tagManager ? [TAG_MANAGER_ORIGIN] : []
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    // Development: Vite's HMR client and React Refresh preamble are inline scripts and styles it injects
    // itself, without our nonce, and HMR talks over a WebSocket on its own port.
    'script-src': [...(dev ? ["'self'", "'unsafe-inline'"] : ["'self'", `'nonce-${nonce}'`]), ...gtm],
    // Styles only: React `style` attributes (theme tokens, image placeholders) are inline. Styles cannot run script.
    'style-src': ["'self'", "'unsafe-inline'"],
    // Every picture goes through the /_img proxy (remote sources are fetched by the server); data: for inline SVG.
    'img-src': ["'self'", 'data:', ...gtm],
    'font-src': ["'self'"],
    // A tenant's hero video may live on a CDN; media cannot run script.
    'media-src': ["'self'", 'https:'],
    'connect-src': [...(dev ? ["'self'", 'ws:', 'wss:'] : ["'self'"]), ...gtm],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    // Checkout answers a form post with a redirect to the payment page: same origin for the sandbox, Stripe's
    // hosted page otherwise. Before hydration (or without JS) that redirect is a form navigation, checked here.
    'form-action': ["'self'", 'https://checkout.stripe.com'],
    'frame-ancestors': ["'self'"],
  }
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join('; ')
}

export function securityHeaders({ dev = false } = {}): RequestHandler {
  return (req, res, next) => {
    const nonce = createNonce()
    res.locals.nonce = nonce
    res.setHeader('X-Content-Type-Options', 'nosniff')
    res.setHeader('Referrer-Policy', 'strict-origin-when-cross-origin')
    res.setHeader('X-Frame-Options', 'SAMEORIGIN')
    // Browsers ignore it over plain HTTP; sent there it would only confuse. `req.secure` follows `trust proxy`.
    if (req.secure) res.setHeader('Strict-Transport-Security', HSTS)
    // Added as the headers go out, and only when the route sent none: the sandbox card page, the image proxy
    // and the dev mailbox send a policy of their own, and a second policy would be enforced alongside theirs.
    const writeHead = res.writeHead as (...args: unknown[]) => typeof res
    res.writeHead = ((...args: unknown[]) => {
      // By then the front door has put the tenant in res.locals (an unknown host has none).
      const tagManager = Boolean((res.locals.context as { tenant?: { tagManagerId?: string | null } } | undefined)?.tenant?.tagManagerId)
      if (!res.hasHeader('Content-Security-Policy')) res.setHeader('Content-Security-Policy', contentSecurityPolicy(nonce, { dev, tagManager }))
      return writeHead.apply(res, args)
    }) as typeof res.writeHead
    next()
  }
}
