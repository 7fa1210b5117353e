// /search?q=…&date=…: the search form's target without JavaScript. A city name, even misspelt ("Istambul"),
// goes to that city; anything else to /search/{q}.
import { redirect, type LoaderFunctionArgs } from '@remix-run/node'
import { z } from '~/domain/zod'
import { RouteErrorBoundary } from '~/components/error-screen'
import { cityPath } from '~/components/search/suggest'
import { findCityNamed } from '~/models/listing/search-suggest.server'
import { localizePath } from '~/domain/locales'
import { refuseDisabledLocale } from '~/models/catalogue/route-rules.server'

const SearchQuerySchema = z.object({
  q: z.string().trim().max(100).catch(''),
  date: z.iso.date().optional().catch(undefined),
})

export async function loader({ context, request }: LoaderFunctionArgs) {
  refuseDisabledLocale(context)
  const { q, date } = SearchQuerySchema.parse(Object.fromEntries(new URL(request.url).searchParams))
  if (!q) throw redirect(localizePath('/', context.locale))
  const suffix = date ? `?date=${date}` : ''
  const city = await findCityNamed(context, q)
  if (city) {
    const path = cityPath(context.tenant.siteType, city.slug)
    throw redirect(localizePath(date ? `${path}${path.includes('?') ? '&' : '?'}date=${date}` : path, context.locale))
  }
  throw redirect(localizePath(`/search/${encodeURIComponent(q)}${suffix}`, context.locale))
}

export const ErrorBoundary = RouteErrorBoundary
