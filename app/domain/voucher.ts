// What a voucher shows for one confirmed booking (ADR 032); read live, unlike invoices, so a corrected
// meeting point reaches the traveller.
import type { TravellerUnit } from './invoice-document'

export type VoucherView = {
  reference: string
  purchaseId: string
  bookingId: string
  locale: string
  tenant: { id: string; name: string; logo: string | null; primary: string; primaryFg: string; email: string; phone: string }
  title: string
  option: string
  /** Local 'YYYY-MM-DD' and 'HH:MM' in the experience's zone, and the zone named ('Dubai, GMT+4'). */
  date: string
  time: string
  zone: string
  travellers: Array<{ unit: TravellerUnit; quantity: number }>
  leadTraveller: string
  meetingPoint: string | null
  pickup: { name: string; address: string; time: string | null } | null
  whatToBring: string[]
}
