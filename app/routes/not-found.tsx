// Anything no other route claims: first the spec §2 redirect rules, then the 404 screen.
import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { RouteErrorBoundary } from '~/components/error-screen'
import { errorMeta } from '~/i18n/meta'
import { enforceRouteRules, notFound } from '~/models/catalogue/route-rules.server'

export const meta: MetaFunction = (args) => errorMeta(args)

export async function loader({ context, request }: LoaderFunctionArgs) {
  await enforceRouteRules(context, request)
  throw notFound()
}

export default function NotFound() {
  return null
}

export const ErrorBoundary = RouteErrorBoundary
