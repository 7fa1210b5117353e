// "Your Booking" rows as the page shows them: every amount, date and status already worded in the visitor's
// language on the server, so the page component only lays them out.
import type { InvoiceRow } from '../components/invoice-list'
import type { OrderView } from '../domain/booking-contract'
import { formatMoney } from '../utils/format'
import type { Locale } from '../utils/locales'
import { dateLocale, formatCalendarDate } from '../utils/zoned-time'

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
        zone: b.timeZone.split('/').at(-1)?.replace(/_/g, ' ') ?? b.timeZone,
      }),
      amount: formatMoney(b.amount, order.currency, locale),
      status: t(`auth.invoices.bookingStatus.${b.status}`, { defaultValue: b.status }),
      path: b.experiencePath,
    })),
  }))
}
