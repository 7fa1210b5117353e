// Every page exists unprefixed (English) and under each other locale's prefix. The prefixes are literal
// segments, not an optional `($lang)` param, so `/{categorySlug}` never competes with `/{lang}`
// (docs/decisions/004-locale-routes.md). A prefix the tenant does not enable 404s in its layout route.
import { index, route, type RouteConfig, type RouteConfigEntry } from '@remix-run/route-config'

const PREFIXES = ['ru', 'tr', 'de'] as const

function pages(prefix?: string): RouteConfigEntry[] {
  const id = (file: string) => ({ id: prefix ? `${prefix}/${file}` : file })
  return [
    index('routes/home.tsx', id('home')),
    route('experiences', 'routes/experiences.tsx', id('experiences')),
    route('experiences/:slug', 'routes/experience.tsx', id('experience')),
    route('things-to-do', 'routes/things-to-do.tsx', id('things-to-do')),
    route('search', 'routes/search-redirect.tsx', id('search-redirect')),
    route('search/:text', 'routes/search.tsx', id('search')),
    route('cart', 'routes/cart/route.tsx', id('cart')),
    route('checkout', 'routes/checkout/route.tsx', id('checkout')),
    route('checkout/success', 'routes/checkout-success.tsx', id('checkout-success')),
    route('checkout/error', 'routes/checkout-error.tsx', id('checkout-error')),
    route('checkout/on_hold', 'routes/checkout-on-hold.tsx', id('checkout-on-hold')),
    route('auth/login', 'routes/auth.login.tsx', id('auth-login')),
    route('auth/signup', 'routes/auth.signup.tsx', id('auth-signup')),
    route('auth/forgot-password', 'routes/auth.forgot-password.tsx', id('auth-forgot-password')),
    route('auth/reset-password', 'routes/auth.reset-password.tsx', id('auth-reset-password')),
    route('auth/logout', 'routes/auth.logout.tsx', id('auth-logout')),
    route('invoices', 'routes/invoices.tsx', id('invoices')),
    route('invoices/find', 'routes/order-find.tsx', id('order-find')),
    route('invoices/join', 'routes/order-join.tsx', id('order-join')),
    route('invoices/:purchaseId', 'routes/order.tsx', id('order')),
    route('invoices/:purchaseId/documents/:documentId/pdf', 'routes/invoice-document-pdf.tsx', id('invoice-document-pdf')),
    route('invoices/:purchaseId/vouchers/:bookingId', 'routes/voucher.tsx', id('voucher')),
    route('invoices/:purchaseId/vouchers/:bookingId/pdf', 'routes/voucher-pdf.tsx', id('voucher-pdf')),
    route('invoices/:purchaseId/cancel/:bookingId', 'routes/invoice-cancel.tsx', id('invoice-cancel')),
    route('contact-us', 'routes/contact-us.tsx', id('contact-us')),
    route('offers/answer/:token', 'routes/offer-answer/route.tsx', id('offer-answer')),
    route('offers/:token', 'routes/offer/route.tsx', id('offer')),
    route('about', 'routes/about.tsx', id('about')),
    route('faq', 'routes/faq.tsx', id('faq')),
    route('blog', 'routes/blog.tsx', id('blog')),
    route('blog/:slug', 'routes/blog-post.tsx', id('blog-post')),
    route('privacy-policy', 'routes/legal.tsx', id('privacy-policy')),
    route('terms-and-conditions', 'routes/legal.tsx', id('terms-and-conditions')),
    route(':section', 'routes/section.tsx', id('section')),
    route(':section/:slug', 'routes/section-item.tsx', id('section-item')),
    route('*', 'routes/not-found.tsx', id('not-found')),
  ]
}

export default [
  route('locale', 'routes/locale.tsx'),
  route('currency', 'routes/currency.tsx'),
  route('api/suggest', 'routes/api.suggest.tsx'),
  route('api/availability/:slug', 'routes/api.availability.tsx'),
  route('api/order-outcome', 'routes/api.order-outcome.tsx'),
  route('_img/*', 'routes/image.tsx'),
  route('_messages/:file', 'routes/messages.tsx'),
  // Payments and mail: platform paths on every tenant host, outside the locale prefixes and page layouts.
  route('webhooks/payments/:provider', 'routes/webhooks.payments.tsx'),
  route('_sandbox/pay/:sessionId', 'routes/sandbox-pay.tsx'),
  route('_dev/mailbox', 'routes/dev-mailbox.tsx', { id: 'dev-mailbox' }),
  route('_dev/mailbox/:id', 'routes/dev-mailbox.tsx', { id: 'dev-mailbox-entry' }),
  route('sitemap.xml', 'routes/sitemap.tsx'),
  route('robots.txt', 'routes/robots.tsx'),
  ...pages(),
  ...PREFIXES.map((prefix) => route(prefix, 'routes/locale-layout.tsx', { id: `locale-${prefix}` }, pages(prefix))),
] satisfies RouteConfig
