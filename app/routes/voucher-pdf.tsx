// GET /invoices/{purchaseId}/vouchers/{bookingId}/pdf: the voucher of one confirmed booking (ADR 032).
import type { LoaderFunctionArgs } from '@remix-run/node'
import { voucherPdf } from '~/pages/order-documents.server'

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  return voucherPdf(context, request, params)
}
