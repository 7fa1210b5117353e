// /{section}/{slug}: an experience within a city (things-to-do-in-{city}/{slug}); other two-segment paths
// follow the spec §2 redirect rules or 404.
import { redirect, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { RouteErrorBoundary } from '~/components/error-screen'
import { ExperienceDetail, experienceHandle, experienceMeta, shouldRevalidateExperience } from '~/components/experience/detail'
import { customOfferAction } from '~/routes/custom-offer-action.server'
import { loadExperiencePage } from '~/pages/experience-page.server'
import { localizePath } from '~/domain/locales'
import { errorMeta } from '~/i18n/meta'
import { enforceRouteRules, notFound } from '~/models/catalogue/route-rules.server'

export const meta: MetaFunction<typeof loader> = ({ data, ...args }) => (!data ? errorMeta(args) : experienceMeta(data))
export const handle = experienceHandle

export async function loader({ context, request, params }: LoaderFunctionArgs) {
  await enforceRouteRules(context, request)
  const citySlug = /^things-to-do-in-(.+)$/.exec(params.section ?? '')?.[1]
  if (!citySlug) throw notFound()
  const url = new URL(request.url)
  const page = await loadExperiencePage(context, params.slug ?? '', url)
  if (!page) throw notFound()
  if (page.city.slug !== citySlug) {
    throw redirect(localizePath(`/things-to-do-in-${page.city.slug}/${params.slug}`, context.locale) + url.search, 301)
  }
  return page
}

export const action = customOfferAction

export const shouldRevalidate = shouldRevalidateExperience

export default function CityExperiencePage() {
  return <ExperienceDetail e={useLoaderData<typeof loader>()} />
}

export const ErrorBoundary = RouteErrorBoundary
