// Where the hostile-request properties send their values: every action (app/routes.ts; `grep -l "export
// async function action\|export const action" -r app/routes`) with its form fields, and every route param and
// query value a loader reads. Supplier routes are on deira.localhost, marketplace ones on localhost.
import fc from 'fast-check'
import type { Locale } from '../../app/domain/locales'

export const SUPPLIER = 'deira.localhost'
export const MARKETPLACE = 'localhost'
const SLUG = 'dubai-evening-desert-safari'
const UUID = '00000000-0000-4000-8000-000000000000'

type Field = 'text' | 'number'
export type ActionTarget = {
  route: string
  host: string
  path: string
  locales: Locale[]
  fields: Record<string, Field>
  constants?: Record<string, string[]>
  /** A page without an action: only bodies the guard refuses are sent (Remix logs every 405 it answers). */
  noAction?: true
}

const CUSTOM_OFFER = { intent: 'text', name: 'text', email: 'text', phone: 'text', travellers: 'number', preferredDate: 'text', message: 'text', respond: 'text' } as const
const AUTH_LOCALES: Locale[] = ['en', 'ru', 'tr', 'de']

export const ACTIONS: ActionTarget[] = [
  { route: 'locale', host: MARKETPLACE, path: '/locale', locales: ['en'], fields: { locale: 'text', redirectTo: 'text' }, constants: { locale: ['ru', 'de', 'fr'], redirectTo: ['/ru/cart', '//evil.example'] } },
  { route: 'currency', host: MARKETPLACE, path: '/currency', locales: ['en'], fields: { currency: 'text', redirectTo: 'text' }, constants: { currency: ['EUR', 'AED', 'XXX', 'eur'] } },
  {
    route: 'cart', host: SUPPLIER, path: '/cart', locales: ['en', 'ru', 'de'],
    fields: {
      intent: 'text', experienceSlug: 'text', optionId: 'text', date: 'text', startTime: 'text', 'unitQuantities.adult': 'number', 'unitQuantities.child': 'number',
      'unitQuantities.item': 'number', travellers: 'number', 'extras[0].extraId': 'text', 'extras[0].quantity': 'number', pickupPointId: 'text', payment: 'text',
      itemId: 'text', code: 'text', total: 'number', respond: 'text',
    },
    constants: { intent: ['add', 'update', 'remove', 'apply-promo', 'remove-promo', 'confirm-total'], experienceSlug: [SLUG], optionId: [UUID], itemId: [UUID], date: ['2030-01-01', '2030-02-30'], payment: ['now', 'later'], respond: ['data'] },
  },
  {
    route: 'checkout', host: SUPPLIER, path: '/checkout', locales: ['en', 'ru', 'de'],
    fields: { firstName: 'text', lastName: 'text', email: 'text', phoneCountry: 'text', phone: 'text', promoCode: 'text', idempotencyKey: 'text', confirmedTotal: 'number', respond: 'text' },
    constants: { phoneCountry: ['AE:+971', 'ZZ:+0'], idempotencyKey: [UUID], email: ['amira@example.com'] },
  },
  { route: 'auth/login', host: MARKETPLACE, path: '/auth/login', locales: AUTH_LOCALES, fields: { email: 'text', password: 'text', redirectTo: 'text' }, constants: { email: ['a@example.com'] } },
  {
    route: 'auth/signup', host: MARKETPLACE, path: '/auth/signup', locales: AUTH_LOCALES,
    fields: { firstName: 'text', lastName: 'text', email: 'text', password: 'text', confirmPassword: 'text', redirectTo: 'text' },
  },
  { route: 'auth/forgot-password', host: MARKETPLACE, path: '/auth/forgot-password', locales: AUTH_LOCALES, fields: { email: 'text' } },
  { route: 'auth/reset-password', host: MARKETPLACE, path: '/auth/reset-password?token=abcdefghijklmnopqrstuvwxyz', locales: AUTH_LOCALES, fields: { token: 'text', password: 'text', confirmPassword: 'text' } },
  { route: 'auth/logout', host: MARKETPLACE, path: '/auth/logout', locales: AUTH_LOCALES, fields: {} },
  { route: 'experiences/:slug', host: SUPPLIER, path: `/experiences/${SLUG}`, locales: ['en', 'ru', 'de'], fields: CUSTOM_OFFER, constants: { intent: ['custom-offer'] } },
  { route: ':section/:slug', host: MARKETPLACE, path: `/things-to-do-in-dubai/${SLUG}`, locales: AUTH_LOCALES, fields: CUSTOM_OFFER, constants: { intent: ['custom-offer'] } },
  {
    route: 'contact-us', host: SUPPLIER, path: '/contact-us', locales: ['en', 'ru', 'de'],
    fields: { name: 'text', email: 'text', subject: 'text', message: 'text', website: 'text', respond: 'text' },
    constants: { website: [''], respond: ['data'] },
  },
  { route: '_sandbox/pay/:sessionId', host: SUPPLIER, path: `/_sandbox/pay/${UUID}`, locales: ['en'], fields: { csrf: 'text', cardNumber: 'text', expiry: 'text', cvc: 'text', name: 'text' } },
  // Pages without an action: the guard refuses a body that is not a form there too.
  { route: 'home', host: MARKETPLACE, path: '/', locales: ['en'], fields: { intent: 'text' }, noAction: true },
  { route: 'experiences', host: SUPPLIER, path: '/experiences', locales: ['en', 'de'], fields: { intent: 'text' }, noAction: true },
  { route: 'blog', host: SUPPLIER, path: '/blog/best-time-for-a-desert-safari', locales: ['en', 'ru', 'de'], fields: { intent: 'text' }, noAction: true },
]

/** Where a locale's page lives: `/de/cart`; English unprefixed. The platform paths have no prefix. */
export function localized(path: string, locale: Locale): string {
  if (locale === 'en' || /^\/(_|locale|currency)/.test(path)) return path
  return path === '/' ? `/${locale}` : `/${locale}${path}`
}

/** Remix's client posts an action as `<path>.data` (single fetch); the guard sees those too. */
export function dataPath(path: string): string {
  const [pathname, search] = path.split('?')
  return `${pathname === '/' ? '/_root' : pathname}.data${search ? `?${search}` : ''}`
}

/** An action in one of its tenant's locales, as a page post or as Remix's `.data` post. */
export type ActionCase = { action: ActionTarget; locale: Locale; data: boolean }
export const caseOf = (actions: ActionTarget[]): fc.Arbitrary<ActionCase> =>
  fc.constantFrom(...actions).chain((action) => fc.record({ action: fc.constant(action), locale: fc.constantFrom(...action.locales), data: fc.boolean() }))
export const pathOf = ({ action, locale, data }: ActionCase) => (data ? dataPath(localized(action.path, locale)) : localized(action.path, locale))

/** Every GET route with a param or query value a loader reads; `{}` marks where the hostile value goes. */
export const ROUTES: Array<{ host: string; path: string }> = [
  { host: SUPPLIER, path: '/experiences/{}' },
  { host: SUPPLIER, path: '/de/experiences/{}' },
  { host: SUPPLIER, path: '/experiences?page={}&sort={}' },
  { host: SUPPLIER, path: `/experiences/${SLUG}?date={}&option={}` },
  { host: MARKETPLACE, path: '/things-to-do-in-{}' },
  { host: MARKETPLACE, path: '/ru/things-to-do-in-{}' },
  { host: MARKETPLACE, path: '/things-to-do-in-dubai/{}' },
  { host: MARKETPLACE, path: '/things-to-do-in-{}/{}' },
  { host: MARKETPLACE, path: '/things-to-do-in-dubai?page={}&price={}&duration={}&rating={}&category={}' },
  { host: MARKETPLACE, path: '/{}' },
  { host: MARKETPLACE, path: '/tr/{}/{}' },
  { host: MARKETPLACE, path: '/a/{}' },
  { host: MARKETPLACE, path: '/search/{}' },
  { host: MARKETPLACE, path: '/blog/{}' },
  { host: SUPPLIER, path: '/de/blog/{}' },
  { host: SUPPLIER, path: '/blog?page={}' },
  { host: MARKETPLACE, path: '/ru/faq?{}={}' },
  { host: MARKETPLACE, path: '/search?q={}&date={}' },
  { host: MARKETPLACE, path: '/api/suggest?q={}&lang={}' },
  { host: SUPPLIER, path: '/api/availability/{}?month={}' },
  { host: SUPPLIER, path: `/api/availability/${SLUG}?date={}&lang={}` },
  { host: SUPPLIER, path: '/checkout/success?purchase={}' },
  { host: SUPPLIER, path: '/de/checkout/on_hold?purchase={}' },
  { host: SUPPLIER, path: '/checkout/error?purchase={}' },
  { host: SUPPLIER, path: '/api/order-outcome?purchase={}' },
  { host: SUPPLIER, path: '/invoices/{}/documents/{}/pdf' },
  { host: SUPPLIER, path: `/ru/invoices/{}/vouchers/${UUID}` },
  { host: SUPPLIER, path: '/de/invoices/{}/vouchers/{}/pdf' },
  { host: SUPPLIER, path: '/_dev/mailbox?to={}' },
  { host: SUPPLIER, path: '/_dev/mailbox/{}' },
  { host: SUPPLIER, path: '/_sandbox/pay/{}' },
  { host: MARKETPLACE, path: '/auth/reset-password?token={}' },
  { host: MARKETPLACE, path: '/auth/login?redirectTo={}' },
  { host: MARKETPLACE, path: '/invoices?page={}' },
  { host: MARKETPLACE, path: '/sitemap.xml?part={}' },
  { host: MARKETPLACE, path: '/webhooks/payments/{}' },
  { host: MARKETPLACE, path: '/build-manifest.json?t={}' },
]

export const BOATS = 'get-that-boat.localhost'
export type ValidForm = { host: string; path: string; locale: Locale; entries: Array<[string, string]> }
const offer: Array<[string, string]> = [['intent', 'custom-offer'], ['name', 'Amira Haddad'], ['email', 'amira@example.com'], ['travellers', '2'], ['message', 'A sunset dinner for two.']]
const account: Array<[string, string]> = [['firstName', 'Amira'], ['lastName', 'Haddad'], ['email', 'amira.h@example.com'], ['password', 'desert-rose-1234'], ['confirmPassword', 'desert-rose-1234']]

/** A form each action accepts as it is, so that one poisoned field is the only thing wrong with it. */
export const VALID_FORMS: ValidForm[] = [
  { host: MARKETPLACE, path: '/locale', locale: 'en', entries: [['locale', 'de'], ['redirectTo', '/de/experiences']] },
  { host: MARKETPLACE, path: '/currency', locale: 'en', entries: [['currency', 'EUR'], ['redirectTo', '/experiences']] },
  { host: BOATS, path: '/de/experiences/dubai-superyacht-private-event', locale: 'de', entries: offer },
  { host: BOATS, path: '/tr/experiences/dubai-superyacht-private-event.data', locale: 'tr', entries: [...offer, ['respond', 'data']] },
  { host: MARKETPLACE, path: '/ru/auth/signup', locale: 'ru', entries: account },
  { host: MARKETPLACE, path: '/de/auth/forgot-password', locale: 'de', entries: [['email', 'amira@example.com']] },
  { host: MARKETPLACE, path: '/auth/login', locale: 'en', entries: [['email', 'amira@example.com'], ['password', 'desert-rose-1234']] },
  { host: SUPPLIER, path: '/ru/cart', locale: 'ru', entries: [['intent', 'apply-promo'], ['code', 'WELCOME10']] },
  { host: BOATS, path: '/de/contact-us', locale: 'de', entries: [['name', 'Amira Haddad'], ['email', 'amira@example.com'], ['subject', 'Gulet for eight'], ['message', 'A gulet day cruise for eight in June.'], ['website', '']] },
]
