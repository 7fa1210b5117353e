// "Your Booking" rows as the page shows them: every amount, date and status already worded in the visitor's
// language on the server, so the page component only lays them out.
import type { OrderView } from '../domain/booking-contract'
import { formatMoney } from '../domain/format'
import type { Locale } from '../domain/locales'

/** One order in the "Your bookings" list (components/invoice-list.tsx draws it). */
export type InvoiceRow = {
  number: string
  /** The order page, /invoices/{purchaseId}. */
  path: string
  purchaseDate: string
  total: string
  status: string
  statusTone: 'ok' | 'wait' | 'bad'
  bookings: Array<{ id: string; title: string; option: string | null; when: string; amount: string; status: string; path: string }>
}
import { dateLocale, formatCalendarDate } from '../domain/zoned-time'

type Translate = (key: string, vars?: Record<string, unknown>) => string


const TONE: Record<string, InvoiceRow['statusTone']> = { CONFIRMED: 'ok', PAY_LATER: 'ok', FAILED: 'bad', CANCELLED: 'bad' }

export function invoiceRows(orders: OrderView[], locale: Locale, t: Translate): InvoiceRow[] {
  const purchaseDate = new Intl.DateTimeFormat(dateLocale(locale), { day: 'numeric', month: 'long', year: 'numeric' })
  return orders.map((order) => ({
    number: order.number,
    path: `/invoices/${encodeURIComponent(order.purchaseId)}`,
    purchaseDate: purchaseDate.format(new Date(order.createdAt)),
    total: formatMoney(order.totalAmount, order.currency, locale),
    status: t(`auth.invoices.orderStatus.${order.status}`, { defaultValue: order.status }),
    statusTone: TONE[order.status] ?? 'wait',
    bookings: order.bookings.map((b) => ({
      id: b.id,
      title: b.title,
      option: b.optionName && b.optionName !== b.title ? b.optionName : null,
      when: t('auth.invoices.bookingDate', {
        date: formatCalendarDate(b.date, locale, 'long'),
        time: b.startTime,
        // The experience's own place, in the page's language, as everywhere after its page (issue 25): a Bodrum
        // cruise is in "Bodrum time", not the zone's "Istanbul".
        zone: b.zone,
      }),
      amount: formatMoney(b.amount, order.currency, locale),
      status: t(`auth.invoices.bookingStatus.${b.status}`, { defaultValue: b.status }),
      path: b.experiencePath,
    })),
  }))
}
