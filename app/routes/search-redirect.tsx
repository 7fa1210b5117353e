// /search?q=…&date=…: the search form's target. A city name goes to that city; anything else to /search/{q}.
import { redirect, type LoaderFunctionArgs } from '@remix-run/node'
import { z } from 'zod'
import { RouteErrorBoundary } from '~/components/error-screen'
import { findCityByName } from '~/models/experience.server'
import { localizePath } from '~/utils/locales'

const SearchQuerySchema = z.object({
  q: z.string().trim().max(100).catch(''),
  date: z.iso.date().optional().catch(undefined),
})

export async function loader({ context, request }: LoaderFunctionArgs) {
  const { q, date } = SearchQuerySchema.parse(Object.fromEntries(new URL(request.url).searchParams))
  if (!q) throw redirect(localizePath('/', context.locale))
  const suffix = date ? `?date=${date}` : ''
  const city = await findCityByName(context, q)
  if (city) {
    const path = context.tenant.siteType === 'marketplace' ? `/things-to-do-in-${city.slug}${suffix}` : `/experiences?city=${city.slug}${date ? `&date=${date}` : ''}`
    throw redirect(localizePath(path, context.locale))
  }
  throw redirect(localizePath(`/search/${encodeURIComponent(q)}${suffix}`, context.locale))
}

export const ErrorBoundary = RouteErrorBoundary
