// schema.org JSON-LD builders. Plain objects in, plain objects out; <JsonLd> serialises them safely.

type ExperienceJsonLdInput = {
  name: string
  description: string
  /** Absolute URL of the page on the tenant's canonical origin. */
  url: string
  /** Absolute image URLs. */
  images: string[]
  city: string
  rating: number | null
  reviewCount: number
  /** The "from" price in major units as a string ('49.00'); null when the experience has no fixed price. */
  lowPrice: string | null
  currency: string
  available: boolean
  durationMinutes: number | null
  provider: string
}

export function experienceJsonLd(e: ExperienceJsonLdInput) {
  const availability = e.available ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock'
  const offer = { '@type': 'Offer', price: e.lowPrice, priceCurrency: e.currency, availability, url: e.url }
  return {
    '@context': 'https://schema.org',
    '@type': ['Product', 'TouristTrip'],
    name: e.name,
    description: e.description,
    url: e.url,
    image: e.images,
    brand: { '@type': 'Brand', name: e.provider },
    provider: { '@type': 'Organization', name: e.provider },
    itinerary: { '@type': 'Place', name: e.city, address: { '@type': 'PostalAddress', addressLocality: e.city } },
    ...(e.durationMinutes ? { additionalProperty: [{ '@type': 'PropertyValue', name: 'duration', value: isoDuration(e.durationMinutes) }] } : {}),
    ...(e.lowPrice !== null
      ? { offers: { '@type': 'AggregateOffer', lowPrice: e.lowPrice, priceCurrency: e.currency, availability, url: e.url, offers: [offer] } }
      : {}),
    ...(e.reviewCount > 0 && e.rating !== null
      ? { aggregateRating: { '@type': 'AggregateRating', ratingValue: e.rating, reviewCount: e.reviewCount, bestRating: 5, worstRating: 1 } }
      : {}),
  }
}

export function breadcrumbJsonLd(items: { name: string; url: string }[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, i) => ({ '@type': 'ListItem', position: i + 1, name: item.name, item: item.url })),
  }
}

export function itemListJsonLd(urls: string[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    itemListElement: urls.map((url, i) => ({ '@type': 'ListItem', position: i + 1, url })),
  }
}

export function organizationJsonLd(tenant: {
  name: string
  canonicalOrigin: string
  branding?: { logo?: string | null }
  contact?: { phone?: string; email?: string }
}) {
  const origin = tenant.canonicalOrigin.replace(/\/$/, '')
  const logo = tenant.branding?.logo
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: tenant.name,
    url: `${origin}/`,
    ...(logo ? { logo: /^https?:/.test(logo) ? logo : origin + logo } : {}),
    ...(tenant.contact?.phone ? { telephone: tenant.contact.phone } : {}),
    ...(tenant.contact?.email ? { email: tenant.contact.email } : {}),
  }
}

/** 150 → 'PT2H30M' (ISO 8601 duration). */
export function isoDuration(minutes: number): string {
  const h = Math.floor(minutes / 60)
  const m = Math.round(minutes % 60)
  return `PT${h ? `${h}H` : ''}${m || !h ? `${m}M` : ''}`
}

type Publisher = { name: string; canonicalOrigin: string }
const publisherOf = (p: Publisher) => ({ '@type': 'Organization', name: p.name, url: `${p.canonicalOrigin.replace(/\/$/, '')}/` })

/** A plain page (legal texts), the about page or the contact page. */
export function webPageJsonLd(p: {
  type: 'WebPage' | 'AboutPage' | 'ContactPage'
  name: string
  description: string
  url: string
  inLanguage: string
  dateModified?: string
  publisher: Publisher
}) {
  return {
    '@context': 'https://schema.org',
    '@type': p.type,
    name: p.name,
    description: p.description,
    url: p.url,
    inLanguage: p.inLanguage,
    ...(p.dateModified ? { dateModified: p.dateModified } : {}),
    publisher: publisherOf(p.publisher),
  }
}

/** Questions with their answers as HTML (which search engines accept for acceptedAnswer.text). */
export function faqPageJsonLd(p: { url: string; inLanguage: string; questions: Array<{ question: string; answerHtml: string }> }) {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    url: p.url,
    inLanguage: p.inLanguage,
    mainEntity: p.questions.map((q) => ({ '@type': 'Question', name: q.question, acceptedAnswer: { '@type': 'Answer', text: q.answerHtml } })),
  }
}

export type BlogPostingInput = {
  headline: string
  description: string
  url: string
  image: string
  author: string
  datePublished: string
  dateModified: string
  inLanguage: string
  wordCount?: number
  publisher: Publisher
}

export function blogPostingJsonLd(p: BlogPostingInput, withContext = true) {
  return {
    ...(withContext ? { '@context': 'https://schema.org' } : {}),
    '@type': 'BlogPosting',
    headline: p.headline,
    description: p.description,
    url: p.url,
    mainEntityOfPage: { '@type': 'WebPage', '@id': p.url },
    image: p.image,
    author: { '@type': 'Person', name: p.author },
    datePublished: p.datePublished,
    dateModified: p.dateModified,
    inLanguage: p.inLanguage,
    ...(p.wordCount ? { wordCount: p.wordCount } : {}),
    publisher: publisherOf(p.publisher),
  }
}

/** The blog's list page: a Blog whose posts are summarised as BlogPosting. */
export function blogJsonLd(p: { name: string; url: string; inLanguage: string; posts: BlogPostingInput[]; publisher: Publisher }) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Blog',
    name: p.name,
    url: p.url,
    inLanguage: p.inLanguage,
    publisher: publisherOf(p.publisher),
    blogPost: p.posts.map((post) => blogPostingJsonLd(post, false)),
  }
}
