// GET /api/suggest?q=…&lang=…: cities and experiences of this tenant for the search box while the visitor types.
// Unprefixed like every API route, so the language comes from `lang`, checked against the tenant's locales.
import type { LoaderFunctionArgs } from '@remix-run/node'
import { cityPath, EMPTY_SUGGESTIONS, SUGGEST_MIN_LENGTH, SuggestQuerySchema, SuggestResponseSchema, type SuggestResponse } from '~/components/search/suggest'
import { suggestCities, suggestExperiences } from '~/models/listing/search-suggest.server'
import { experienceHref } from '~/pages/listing.server'
import { DEFAULT_LOCALE, localizePath } from '~/domain/locales'

// Short: the catalogue changes rarely, and a visitor retyping the same letters should not wait twice.
const HEADERS = { 'Cache-Control': 'public, max-age=60', Vary: 'Host' }

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { q, lang } = SuggestQuerySchema.parse(Object.fromEntries(new URL(request.url).searchParams))
  const locale = lang && context.tenant.locales.includes(lang) ? lang : DEFAULT_LOCALE
  if (q.length < SUGGEST_MIN_LENGTH) return Response.json(EMPTY_SUGGESTIONS, { headers: HEADERS })
  const ctx = { ...context, locale }
  const [cities, experiences] = await Promise.all([suggestCities(ctx, q), suggestExperiences(ctx, q)])
  const body: SuggestResponse = {
    cities: cities.map((c) => ({ ...c, href: localizePath(cityPath(ctx.tenant.siteType, c.slug), locale) })),
    experiences: experiences.map((e) => ({ slug: e.slug, title: e.title, city: e.city.name, href: experienceHref(ctx, e) })),
  }
  return Response.json(SuggestResponseSchema.parse(body), { headers: HEADERS })
}
