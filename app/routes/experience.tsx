// /experiences/{slug}: an experience on a supplier site (marketplaces redirect to the city path).
import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { RouteErrorBoundary } from '~/components/error-screen'
import { ExperienceDetail, experienceHandle, experienceMeta, shouldRevalidateExperience } from '~/components/experience/detail'
import { customOfferAction } from '~/routes/custom-offer-action.server'
import { loadExperiencePage } from '~/pages/experience-page.server'
import { errorMeta } from '~/i18n/meta'
import { enforceRouteRules, notFound } from '~/models/catalogue/route-rules.server'

export const meta: MetaFunction<typeof loader> = ({ data, ...args }) => (!data ? errorMeta(args) : experienceMeta(data))
export const handle = experienceHandle

export async function loader({ context, request, params }: LoaderFunctionArgs) {
  await enforceRouteRules(context, request)
  const page = await loadExperiencePage(context, params.slug ?? '', new URL(request.url))
  if (!page) throw notFound()
  return page
}

export const action = customOfferAction

export const shouldRevalidate = shouldRevalidateExperience

export default function ExperiencePage() {
  return <ExperienceDetail e={useLoaderData<typeof loader>()} />
}

export const ErrorBoundary = RouteErrorBoundary
