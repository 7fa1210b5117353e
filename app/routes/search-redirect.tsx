// /search?q=…&date=…: the search form's target without JavaScript. A city name, even misspelt ("Istambul"),
// goes to that city; anything else to /search/{q}.
import { redirect, type LoaderFunctionArgs } from '@remix-run/node'
import { z } from '~/domain/zod'
import { RouteErrorBoundary } from '~/components/error-screen'
import { cityPath } from '~/components/search/suggest'
import { findCityNamed } from '~/models/listing/search-suggest.server'
import { LOCALE_INFO, localizePath } from '~/domain/locales'
import { parseDateField } from '~/domain/date-field'
import { refuseDisabledLocale } from '~/models/catalogue/route-rules.server'

const SearchQuerySchema = z.object({
  q: z.string().trim().max(100).catch(''),
  date: z.string().optional().catch(undefined),
})

export async function loader({ context, request }: LoaderFunctionArgs) {
  refuseDisabledLocale(context)
  const query = SearchQuerySchema.parse(Object.fromEntries(new URL(request.url).searchParams))
  const q = query.q
  // The ISO date the hydrated field sends, or (before hydration, without JavaScript) the text typed in the page's
  // language, 24.12.2026 on /de (decision 062); anything else is dropped.
  const date = query.date ? parseDateField(query.date, LOCALE_INFO[context.locale].iso) : null
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
