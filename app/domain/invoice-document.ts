// What an invoice or credit note shows, frozen at issue (ADR 032): later changes to prices, titles, the
// tenant's branding or the cancellation policy never reach a document already issued.
import type { Locale } from './locales'
import type { TaxSummary } from './tax'

export type DocumentKind = 'invoice' | 'credit_note'
export type TravellerUnit = 'adult' | 'child' | 'infant' | 'item'

export type DocumentLine = {
  bookingId: string
  /** The booking's reference, as on its voucher. */
  reference: string
  title: string
  option: string
  /** Local calendar date 'YYYY-MM-DD' and wall-clock 'HH:MM' in `timeZone`. */
  date: string
  time: string
  timeZone: string
  /** 'Dubai, GMT+4', named at issue so the offset of that day is kept. */
  zone: string
  travellers: Array<{ unit: TravellerUnit; quantity: number }>
  /** Minor units; on a credit note, the amount credited for this booking. */
  amount: number
  originalAmount: number | null
}

export type DocumentSnapshot = {
  version: 1
  kind: DocumentKind
  number: string
  issuedAt: string
  locale: Locale
  tenant: {
    id: string
    name: string
    /** The tenant's IANA zone, in which the issue date is printed (absent on snapshots made before it was kept). */
    timeZone?: string
    /** A path under the tenant folder or a URL; drawn when it is a local PNG or JPEG. */
    logo: string | null
    primary: string
    primaryFg: string
    email: string
    phone: string
    address: string
  }
  order: { number: string; purchaseId: string; createdAt: string }
  buyer: { name: string; email: string; phone: string }
  lines: DocumentLine[]
  currency: string
  subtotal: number
  discount: number
  total: number
  /** The cancellation policy of each line, as sentences in the buyer's language at issue. */
  policies: Array<{ bookingId: string; text: string[] }>
  /**
   * The seller's tax number and the tax in the total, per rate (decision 061); absent when the tenant states no
   * tax, and on documents issued before it was kept.
   */
  tax?: TaxSummary
  /** Credit notes: the invoice they correct and why. */
  credit?: { invoiceNumber: string | null; reason: string | null }
}
