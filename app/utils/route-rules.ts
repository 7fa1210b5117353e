// The redirect rules of spec §2, as a pure function of the (locale-less) path and the site type.
type SiteType = 'supplier' | 'marketplace'
type RouteRule =
  | { kind: 'redirect'; to: string }
  /** Marketplace only: the experience's city decides the target, so the caller must look it up. */
  | { kind: 'experience'; slug: string }
  /** Marketplace /discover/{slug}: the experience's page when it is one, else the city listing of that name. */
  | { kind: 'discover'; slug: string }

const KNOWN_SECTIONS = new Set([
  'discover',
  'experiences',
  'things-to-do',
  'blog',
  'auth',
  'about',
  'cart',
  'checkout',
  'terms-and-conditions',
  'privacy-policy',
  'faq',
  'search',
  'invoices',
])

const CITY_SECTION = /^things-to-do-in-(.+)$/

function isKnownSection(segment: string): boolean {
  return KNOWN_SECTIONS.has(segment) || CITY_SECTION.test(segment)
}

/** `path` has no locale prefix; `search` is kept on every redirect. */
export function matchRouteRule(path: string, siteType: SiteType, search = ''): RouteRule | null {
  const segments = path.split('/').filter(Boolean)
  const [first, ...rest] = segments
  if (!first) return null
  const to = (target: string): RouteRule => ({ kind: 'redirect', to: target + search })
  const tail = rest.length ? `/${rest.join('/')}` : ''
  const supplier = siteType === 'supplier'

  // On a marketplace, /discover/{slug} is an experience (one redirect to its city page) or else a city.
  if (first === 'discover' && !supplier && rest.length === 1) return { kind: 'discover', slug: rest[0]! }
  if (first === 'discover') return to((supplier ? '/experiences' : '/things-to-do') + tail)

  if (supplier) {
    if (first === 'things-to-do') return to(`/experiences${tail}`)
    const city = CITY_SECTION.exec(first)?.[1]
    if (city) {
      if (rest.length === 0) return { kind: 'redirect', to: `/experiences${withParam(search, 'city', city)}` }
      if (rest.length === 1) return to(`/experiences/${rest[0]}`)
    }
  } else {
    if (first === 'experiences') {
      if (rest.length === 0) return to('/things-to-do')
      if (rest.length === 1) return { kind: 'experience', slug: rest[0]! }
    }
    if (first === 'things-to-do' && (rest.length === 1 || rest.length === 2)) {
      return to(`/things-to-do-in-${rest[0]}${rest[1] ? `/${rest[1]}` : ''}`)
    }
  }

  if (segments.length === 2 && !isKnownSection(first)) {
    return supplier ? to(`/experiences/${rest[0]}`) : { kind: 'experience', slug: rest[0]! }
  }
  return null
}

function withParam(search: string, key: string, value: string): string {
  const params = new URLSearchParams(search)
  params.set(key, value)
  return `?${params.toString()}`
}
