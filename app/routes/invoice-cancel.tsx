// /invoices/{purchaseId}/cancel/{bookingId}: the exact refund, the fee and the local cut-off of one booking,
// then the buyer's confirmation (issue 14). Only who may see the order reaches it; anyone else gets the 404.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { useActionData, useLoaderData } from '@remix-run/react'
import { CancelBooking } from '~/components/cancel-booking'
import { RouteErrorBoundary } from '~/components/error-screen'
import { confirmCancelPage, loadCancelPage } from '~/pages/cancel-booking-page.server'
import { errorMeta } from '~/i18n/meta'
import { privateHeaders, privateMeta } from '~/http/private-page'

export const meta: MetaFunction<typeof loader> = ({ data, ...args }) => (data ? privateMeta(data) : errorMeta(args))
export const headers = privateHeaders

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  return loadCancelPage(context, request, params)
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  return confirmCancelPage(context, request, params)
}

export default function InvoiceCancel() {
  const view = useLoaderData<typeof loader>()
  const answer = useActionData<typeof action>()
  return <CancelBooking view={view} result={answer?.result} error={answer?.error ?? null} />
}

export const ErrorBoundary = RouteErrorBoundary
