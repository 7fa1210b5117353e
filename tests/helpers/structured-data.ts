// A checker for the schema.org types the content pages publish, with the properties search engines require or
// recommend for them (Google's BlogPosting/Article, FAQPage and WebPage guidance). Returns problems as text.
type Json = Record<string, unknown>

const isoDate = /^\d{4}-\d{2}-\d{2}(T[\d:.]+(Z|[+-]\d{2}:\d{2}))?$/
const absolute = (v: unknown) => typeof v === 'string' && /^https?:\/\/[^/]+\//.test(v)
const text = (v: unknown) => typeof v === 'string' && v.trim().length > 0

export function structuredDataProblems(node: unknown, where = '$'): string[] {
  if (!node || typeof node !== 'object') return [`${where}: not an object`]
  const n = node as Json
  const type = n['@type']
  const problems: string[] = []
  const need = (ok: boolean, what: string) => {
    if (!ok) problems.push(`${where} (${String(type)}): ${what}`)
  }
  const publisher = () => {
    const p = n.publisher as Json | undefined
    need(Boolean(p) && p!['@type'] === 'Organization' && text(p!.name) && absolute(p!.url), 'publisher must be an Organization with name and url')
  }
  switch (type) {
    case 'BlogPosting': {
      need(text(n.headline) && String(n.headline).length <= 110, 'headline of 1–110 characters')
      need(absolute(n.image), 'image as an absolute URL')
      need(typeof n.datePublished === 'string' && isoDate.test(n.datePublished), 'datePublished in ISO 8601')
      need(typeof n.dateModified === 'string' && isoDate.test(n.dateModified) && String(n.dateModified) >= String(n.datePublished), 'dateModified in ISO 8601, not before datePublished')
      const author = n.author as Json | undefined
      need(Boolean(author) && author!['@type'] === 'Person' && text(author!.name), 'author as a Person with a name')
      need(absolute(n.url), 'url')
      const main = n.mainEntityOfPage as Json | undefined
      need(Boolean(main) && main!['@id'] === n.url, 'mainEntityOfPage pointing at the url')
      need(text(n.inLanguage), 'inLanguage')
      publisher()
      break
    }
    case 'Blog': {
      need(text(n.name) && absolute(n.url), 'name and url')
      const posts = n.blogPost
      need(Array.isArray(posts) && posts.length > 0, 'blogPost list')
      if (Array.isArray(posts)) posts.forEach((p, i) => problems.push(...structuredDataProblems(p, `${where}.blogPost[${i}]`)))
      publisher()
      break
    }
    case 'FAQPage': {
      const main = n.mainEntity
      need(Array.isArray(main) && main.length > 0, 'mainEntity list of questions')
      if (Array.isArray(main)) {
        main.forEach((q: Json, i) => {
          const answer = q?.acceptedAnswer as Json | undefined
          if (q?.['@type'] !== 'Question' || !text(q.name) || answer?.['@type'] !== 'Answer' || !text(answer.text)) {
            problems.push(`${where}.mainEntity[${i}]: a Question with a name and an acceptedAnswer Answer with text`)
          }
        })
      }
      break
    }
    case 'WebPage':
    case 'AboutPage':
    case 'ContactPage': {
      need(text(n.name) && text(n.description) && absolute(n.url) && text(n.inLanguage), 'name, description, url and inLanguage')
      if (n.dateModified !== undefined) need(typeof n.dateModified === 'string' && isoDate.test(n.dateModified), 'dateModified in ISO 8601')
      publisher()
      break
    }
    case 'BreadcrumbList': {
      const items = n.itemListElement
      need(Array.isArray(items) && items.length > 0, 'itemListElement')
      if (Array.isArray(items)) items.forEach((it: Json, i) => need(it?.position === i + 1 && text(it.name) && absolute(it.item), `item ${i + 1} with position, name and absolute item`))
      break
    }
    default:
      break
  }
  if (n['@context'] !== undefined) need(n['@context'] === 'https://schema.org', '@context https://schema.org')
  return problems
}

/** Every JSON-LD block of an HTML document, flattened (a block may hold an array). */
export function jsonLdBlocks(html: string): Json[] {
  return [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].flatMap((m) => {
    const parsed = JSON.parse(m[1]!) as Json | Json[]
    return Array.isArray(parsed) ? parsed : [parsed]
  })
}
