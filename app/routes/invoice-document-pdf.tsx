// GET /invoices/{purchaseId}/documents/{documentId}/pdf: an invoice or credit note as issued (ADR 032).
import type { LoaderFunctionArgs } from '@remix-run/node'
import { documentPdf } from '~/pages/order-documents.server'

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  return documentPdf(context, request, params)
}
