// The invoice, credit-note and voucher routes on real PostgreSQL: what the PDFs say (in Russian too), the QR
// a scanner reads, and 404 for another tenant's or another buyer's ids.
import { eq } from 'drizzle-orm'
import type { LoaderFunctionArgs } from '@remix-run/node'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { issueCreditNote } from '../../app/models/orders/invoices.server'
import { renderDocumentPdf } from '../../app/services/pdf/document.server'
import { loader as documentLoader } from '../../app/routes/invoice-document-pdf'
import { loader as voucherLoader } from '../../app/routes/voucher'
import { loader as voucherPdfLoader } from '../../app/routes/voucher-pdf'
import type { RequestContext } from '../../app/utils/context'
import type { Db } from '../../app/utils/db.server'
import { translator } from '../../app/i18n/i18n.server'
import { formatMoney, formatPercent } from '../../app/domain/format'
import { buildOrderPage } from '../../app/pages/order-page.server'
import { getOrderDetails } from '../../app/models/orders/details.server'
import * as s from '../../drizzle/schema/index'
import { findDepartures, guest, setFreeSeats, useFakeProvider } from '../helpers/booking'
import { testContext } from '../helpers/context'
import { createSeededTestDatabase, type TestDatabase } from '../helpers/database'
import { pay, placeUnpaid } from '../helpers/paid-orders'
import { pdfQr, pdfText, spaces } from '../helpers/pdf-read'

let database: TestDatabase
let db: Db
const fake = useFakeProvider()

beforeAll(async () => {
  database = await createSeededTestDatabase('order_documents', { requirePostgres: true })
  db = database.db
})
afterAll(() => database?.drop())

type Loader = (args: LoaderFunctionArgs) => Promise<unknown>
/** A loader called as Remix would, by the browser holding `token` as its cart cookie; a thrown Response is returned. */
async function call(loader: Loader, ctx: RequestContext, path: string, params: Record<string, string>, token: string | null) {
  const request = new Request(`http://${ctx.tenant.hostnames[0]}${path}`, { headers: token ? { cookie: `cart=${token}` } : {} })
  try {
    return await loader({ request, params, context: ctx } as unknown as LoaderFunctionArgs)
  } catch (thrown) {
    if (thrown instanceof Response) return thrown
    throw thrown
  }
}

async function paidOrder(ctx: RequestContext, buyer?: { firstName: string; lastName: string }) {
  const [d] = await findDepartures(db, 1)
  await setFreeSeats(db, d!.slotId, 10)
  const placed = await placeUnpaid(ctx, d!, 2, buyer)
  await pay(ctx, fake, placed.purchaseId)
  const [order] = await db.select().from(s.orders).where(eq(s.orders.purchaseId, placed.purchaseId))
  const [invoice] = await db.select().from(s.invoices).where(eq(s.invoices.orderId, order!.id))
  const [booking] = await db.select().from(s.bookings).where(eq(s.bookings.orderId, order!.id))
  return { ...placed, order: order!, invoice: invoice!, booking: booking! }
}

describe('invoice PDF', () => {
  it('holds the invoice number, the total and the buyer’s name, in Russian for a Russian order', async () => {
    const ru = testContext(db, { locale: 'ru' })
    const { owner, purchaseId, order, invoice } = await paidOrder(ru, { firstName: 'Фёдор', lastName: 'Достоевский' })
    expect(invoice.locale).toBe('ru')
    // Asked for from the English URL: the document keeps the buyer's language.
    const response = (await call(documentLoader, testContext(db), `/invoices/${purchaseId}/documents/${invoice.id}/pdf`, { purchaseId, documentId: invoice.id }, owner.guestToken)) as Response
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('application/pdf')
    expect(response.headers.get('content-disposition')).toBe(`attachment; filename="${invoice.number}.pdf"`)
    const text = await pdfText(new Uint8Array(await response.arrayBuffer()))
    expect(text).toContain(invoice.number)
    expect(text).toContain('Фёдор Достоевский')
    expect(text).toContain(spaces(formatMoney(order.totalAmount, order.currency, 'ru')))
    expect(text).toContain('Счёт')
    expect(text).toContain('Итого')
  })

  it('draws every glyph of Turkish and German', async () => {
    const [row] = await db.select().from(s.invoices).limit(1)
    const sample = 'Straße Ärger Öl Übung ğ Ğ ş Ş ı İ ç ö ü'
    const snapshot = { ...row!.snapshot, locale: 'de' as const, buyer: { ...row!.snapshot.buyer, name: sample } }
    const text = await pdfText(await renderDocumentPdf(snapshot, await translator(testContext(db, { locale: 'de' }))))
    expect(text).toContain(sample)
    expect(text).toContain('RECHNUNGSEMPFÄNGER')
    expect(text).toContain('Vielen Dank für Ihre Buchung')
    const tr = await pdfText(await renderDocumentPdf({ ...snapshot, locale: 'tr' }, await translator(testContext(db, { locale: 'tr' }))))
    expect(tr).toContain('DÜZENLENME TARİHİ')
    expect(tr).toContain('İptal koşulları')
  })

  it('serves a credit note under its own number', async () => {
    const ctx = testContext(db)
    const { owner, purchaseId, order, booking } = await paidOrder(ctx)
    const note = await db.transaction((tx) => issueCreditNote(tx as unknown as Db, { tenantId: 'excursio', orderId: order.id, lines: [{ bookingId: booking.id, amount: 1234 }], reason: 'Cancelled by the buyer' }))
    const response = (await call(documentLoader, ctx, '/', { purchaseId, documentId: note.id }, owner.guestToken)) as Response
    expect(response.headers.get('content-disposition')).toBe(`attachment; filename="${note.number}.pdf"`)
    const text = await pdfText(new Uint8Array(await response.arrayBuffer()))
    expect(text).toContain('Credit note')
    expect(text).toContain(spaces(formatMoney(1234, order.currency, 'en')))
    expect(text).toContain('Cancelled by the buyer')
  })
})

describe('tax on invoices and credit notes (decision 061)', () => {
  it('states the seller’s tax number and the tax in the total, net + tax = gross, in the buyer’s language', async () => {
    const de = testContext(db, { locale: 'de' })
    const { owner, purchaseId, order, invoice } = await paidOrder(de)
    const tax = invoice.snapshot.tax!
    // Excursio (tenants/excursio/tenant.yaml): 5 % VAT, prices include it.
    expect(tax).toMatchObject({ number: '100234567800003', label: 'MwSt.' })
    expect(tax.lines).toHaveLength(1)
    const [line] = tax.lines
    expect(line).toMatchObject({ rate: 5, gross: order.totalAmount })
    expect(line!.net + line!.tax).toBe(order.totalAmount)
    expect(line!.tax).toBe(Math.round((order.totalAmount * 5) / 105))

    const response = (await call(documentLoader, de, `/de/invoices/${purchaseId}/documents/${invoice.id}/pdf`, { purchaseId, documentId: invoice.id }, owner.guestToken)) as Response
    const text = await pdfText(new Uint8Array(await response.arrayBuffer()))
    const money = (n: number) => spaces(formatMoney(n, order.currency, 'de'))
    expect(text).toContain('STEUERNUMMER DES VERKÄUFERS')
    expect(text).toContain('100234567800003')
    expect(text).toContain('Im Gesamtbetrag enthaltene Steuer')
    expect(text).toContain(spaces('5 %'))
    expect(text).toContain(money(line!.net))
    expect(text).toContain(money(line!.tax))
    expect(text).toContain('Alle Beträge in US-Dollar (USD)')

    // The order page's documents section says the same.
    const page = buildOrderPage(de, (await getOrderDetails(de, purchaseId))!, await translator(de))
    const shown = page.documents.find((d) => d.kind === 'invoice')!
    expect(shown.tax).toEqual({
      number: '100234567800003',
      label: 'MwSt.',
      lines: [{ rate: formatPercent(5, 'de-DE'), net: formatMoney(line!.net, order.currency, 'de-DE'), tax: formatMoney(line!.tax, order.currency, 'de-DE'), gross: formatMoney(order.totalAmount, order.currency, 'de-DE') }],
    })
    expect(shown.chargedIn).toBe('Alle Beträge in US-Dollar (USD)')
  })

  it('puts the tax of the amount credited on a credit note', async () => {
    const ctx = testContext(db)
    const { owner, purchaseId, order, booking } = await paidOrder(ctx)
    const note = await db.transaction((tx) => issueCreditNote(tx as unknown as Db, { tenantId: 'excursio', orderId: order.id, lines: [{ bookingId: booking.id, amount: 10075 }] }))
    expect(note.snapshot.tax?.lines).toEqual([{ rate: 5, net: 9595, tax: 480, gross: 10075 }])
    const response = (await call(documentLoader, ctx, '/', { purchaseId, documentId: note.id }, owner.guestToken)) as Response
    const text = await pdfText(new Uint8Array(await response.arrayBuffer()))
    expect(text).toContain('SELLER TAX NUMBER')
    expect(text).toContain('$95.95')
    expect(text).toContain('$4.80')
  })

  it('shows no tax table for a tenant that states no tax (the fallback), but still the currency', async () => {
    const [row] = await db.select().from(s.invoices).limit(1)
    const { tax: _tax, ...snapshot } = row!.snapshot
    const text = await pdfText(await renderDocumentPdf({ ...snapshot, locale: 'en' }, await translator(testContext(db))))
    expect(text).not.toContain('SELLER TAX NUMBER')
    expect(text).not.toContain('Tax included in the total')
    expect(text).toContain('All amounts in US Dollar (USD)')
  })
})

describe('voucher', () => {
  it('shows the reference, and its PDF’s QR code decodes to it', async () => {
    const ctx = testContext(db)
    const { owner, purchaseId, order, booking } = await paidOrder(ctx)
    const params = { purchaseId, bookingId: booking.id }
    const page = (await call(voucherLoader, ctx, '/', params, owner.guestToken)) as Awaited<ReturnType<typeof voucherLoader>>
    expect(page.voucher.reference).toBe(`${order.number}-1`)
    expect(page.voucher).toMatchObject({ leadTraveller: 'Ada Lovelace', travellers: [{ unit: 'adult', quantity: 2 }] })
    expect(page.voucher.zone).toMatch(/GMT|UTC/)
    const response = (await call(voucherPdfLoader, ctx, '/', params, owner.guestToken)) as Response
    expect(response.headers.get('content-disposition')).toBe(`attachment; filename="${order.number}-1.pdf"`)
    const pdf = new Uint8Array(await response.arrayBuffer())
    expect(await pdfQr(pdf)).toBe(page.voucher.reference)
    const text = await pdfText(pdf)
    expect(text).toContain(page.voucher.title)
    expect(text).toContain(page.voucher.zone)
  })
})

describe('who may see them', () => {
  it('answers 404 to another tenant, another buyer, and a document of another order', async () => {
    const ctx = testContext(db)
    const mine = await paidOrder(ctx)
    const theirs = await paidOrder(ctx)
    const doc = { purchaseId: mine.purchaseId, documentId: mine.invoice.id }
    const status = async (loader: Loader, c: RequestContext, params: Record<string, string>, token: string | null) => ((await call(loader, c, '/', params, token)) as Response).status
    expect(await status(documentLoader, ctx, doc, mine.owner.guestToken)).toBe(200)
    expect(await status(documentLoader, testContext(db, { tenant: 'deira' }), doc, mine.owner.guestToken)).toBe(404)
    expect(await status(documentLoader, ctx, doc, guest().guestToken)).toBe(404)
    expect(await status(documentLoader, ctx, doc, null)).toBe(404)
    expect(await status(documentLoader, ctx, { ...doc, documentId: theirs.invoice.id }, mine.owner.guestToken)).toBe(404)
    expect(await status(documentLoader, ctx, { ...doc, documentId: 'not-a-uuid' }, mine.owner.guestToken)).toBe(404)
    const voucher = { purchaseId: mine.purchaseId, bookingId: mine.booking.id }
    expect(await status(voucherPdfLoader, testContext(db, { tenant: 'deira' }), voucher, mine.owner.guestToken)).toBe(404)
    expect(await status(voucherPdfLoader, ctx, voucher, theirs.owner.guestToken)).toBe(404)
    expect(await status(voucherPdfLoader, ctx, { ...voucher, bookingId: theirs.booking.id }, mine.owner.guestToken)).toBe(404)
  })
})
