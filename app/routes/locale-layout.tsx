// The layout of a locale prefix (/ru, /tr, /de): a prefix the tenant does not enable is a 404.
import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { Outlet } from '@remix-run/react'
import { RouteErrorBoundary } from '~/components/error-screen'
import { errorMeta } from '~/i18n/meta'
import { notFound } from '~/models/catalogue/route-rules.server'

/** Only shown when this layout itself 404s; every page under it has its own meta. */
export const meta: MetaFunction = (args) => errorMeta(args)

export async function loader({ context }: LoaderFunctionArgs) {
  if (context.localeNotEnabled) throw notFound()
  return null
}

export default function LocaleLayout() {
  return <Outlet />
}

export const ErrorBoundary = RouteErrorBoundary
