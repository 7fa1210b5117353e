// The invoice, credit note and voucher routes' data (ADR 032). Every one first asks canSeeOrder, the one
// check of who may see an order; anyone else gets the same 404 as for an id that does not exist.
import { canSeeOrder } from '../models/orders/access.server'
import { getOrderDocument } from '../models/orders/documents.server'
import { getVoucher } from '../models/orders/vouchers.server'
import { renderDocumentPdf } from '../services/pdf/document.server'
import { qrSvg } from '../services/pdf/qr.server'
import { renderVoucherPdf } from '../services/pdf/voucher.server'
import type { RequestContext } from '../utils/context'
import { translator } from '../i18n/i18n.server'
import { isLocale } from '../domain/locales'
import { getCartOwner } from '../models/accounts/visitor-session.server'
import { notFound } from '../models/catalogue/route-rules.server'

type Params = Record<string, string | undefined>

async function visibleOrder(ctx: RequestContext, request: Request, params: Params): Promise<string> {
  const purchaseId = params.purchaseId ?? ''
  if (!/^[A-Za-z0-9_-]{4,80}$/.test(purchaseId) || !(await canSeeOrder(ctx, purchaseId, await getCartOwner(ctx, request)))) throw notFound()
  return purchaseId
}

function pdfResponse(pdf: Buffer, filename: string): Response {
  return new Response(new Uint8Array(pdf), {
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `attachment; filename="${filename.replace(/[^A-Za-z0-9._-]/g, '_')}"`,
      'Content-Length': String(pdf.length),
      'Cache-Control': 'private, no-store',
    },
  })
}

/** GET /invoices/{purchaseId}/documents/{documentId}/pdf: in the buyer's language of the snapshot, not the URL's. */
export async function documentPdf(ctx: RequestContext, request: Request, params: Params): Promise<Response> {
  const purchaseId = await visibleOrder(ctx, request, params)
  const snapshot = await getOrderDocument(ctx, purchaseId, params.documentId ?? '')
  if (!snapshot) throw notFound()
  const t = await translator({ ...ctx, locale: isLocale(snapshot.locale) ? snapshot.locale : 'en' })
  return pdfResponse(await renderDocumentPdf(snapshot, t), `${snapshot.number}.pdf`)
}

async function visibleVoucher(ctx: RequestContext, request: Request, params: Params) {
  const purchaseId = await visibleOrder(ctx, request, params)
  const voucher = await getVoucher(ctx, purchaseId, params.bookingId ?? '')
  if (!voucher) throw notFound()
  return voucher
}

/** GET /invoices/{purchaseId}/vouchers/{bookingId}: the page, with its QR code inline as SVG. */
export async function voucherPage(ctx: RequestContext, request: Request, params: Params) {
  const voucher = await visibleVoucher(ctx, request, params)
  const t = await translator(ctx)
  return {
    voucher,
    qr: await qrSvg(voucher.reference),
    title: t('documents.voucher.title', { reference: voucher.reference, name: ctx.tenant.name }),
    description: voucher.title,
  }
}

/** GET /invoices/{purchaseId}/vouchers/{bookingId}/pdf, in the language of the URL. */
export async function voucherPdf(ctx: RequestContext, request: Request, params: Params): Promise<Response> {
  const voucher = await visibleVoucher(ctx, request, params)
  return pdfResponse(await renderVoucherPdf(voucher, await translator(ctx)), `${voucher.reference}.pdf`)
}
