// The order page (/invoices/{purchaseId}): every §3 field of one order worded in the visitor's language on the
// server (dates, local times with the zone named, money, states, cancellation terms), with the links to its
// documents, vouchers and cancellation. Who may see it is decided before this runs (canSeeOrder).
import type { OrderDetails } from '../models/orders/details.server'
import { pick } from '../models/catalogue/experience.server'
import { titleOf } from '../models/orders/details.server'
import { cancellationTerms, describeCancellation, type Translate } from '../domain/cancellation'
import { participantsText, pickupText } from './cart-view.server'
import type { RequestContext } from '../utils/context'
import { experiencePath } from '../utils/experience-path'
import { currencyName, formatMoney, formatPercent } from '../domain/format'
import type { DocumentSnapshot } from '../domain/invoice-document'
import { answerText } from '../domain/booking-questions'
import { LOCALE_INFO } from '../domain/locales'
import { dateLocale, formatCalendarDate, wallClock } from '../domain/zoned-time'

type Booking = OrderDetails['bookings'][number]
export type Tone = 'ok' | 'wait' | 'bad'
type PaymentState = 'paid' | 'authorised' | 'pay_later' | 'pending' | 'failed' | 'refunded' | 'partially_refunded'

const FAILED = new Set(['FAILED', 'CANCELLED', 'EXPIRED'])
const CANCELLABLE = new Set(['CONFIRMED', 'PENDING_SUPPLIER'])
const ORDER_TONE: Record<string, Tone> = { CONFIRMED: 'ok', PAY_LATER: 'ok', FAILED: 'bad', CANCELLED: 'bad' }
const PAYMENT_TONE: Record<PaymentState, Tone> = { paid: 'ok', authorised: 'wait', pay_later: 'wait', pending: 'wait', failed: 'bad', refunded: 'bad', partially_refunded: 'wait' }

const sum = (list: Array<{ amount: number }>) => list.reduce((n, p) => n + p.amount, 0)

/** What happened to the money: a refund outweighs a capture, a capture an authorisation (held, not charged). */
function paymentStateOf(order: Pick<OrderDetails, 'status' | 'payLater' | 'payments' | 'bookings' | 'settled'>): { state: PaymentState; captured: number; refunded: number } {
  const ok = order.payments.filter((p) => p.status === 'SUCCEEDED')
  const captured = sum(ok.filter((p) => p.kind === 'capture'))
  const refunded = sum(ok.filter((p) => p.kind === 'refund'))
  const held = ok.some((p) => p.kind === 'authorise')
  // Pay later: paid once the supplier has marked every live pay-later booking paid (partner hub).
  const later = order.bookings.filter((b) => b.payLater && !FAILED.has(b.status))
  const settledLater = later.length > 0 && later.every((b) => order.settled.has(b.id))
  const state: PaymentState =
    refunded > 0
      ? refunded >= captured
        ? 'refunded'
        : 'partially_refunded'
      : captured > 0
        ? 'paid'
        : settledLater
          ? 'paid'
          : order.status === 'PAY_LATER' || order.payLater
          ? 'pay_later'
          : held && order.status !== 'FAILED'
            ? 'authorised'
            : order.status === 'FAILED' || order.status === 'CANCELLED'
              ? 'failed'
              : 'pending'
  return { state, captured, refunded }
}

function wasTaken(b: Booking, payment: ReturnType<typeof paymentStateOf>): boolean {
  return b.confirmedAt !== null || payment.captured > 0 || payment.state === 'authorised'
}

export function buildOrderPage(ctx: RequestContext, order: OrderDetails, t: Translate, now: Date = new Date()) {
  const locale = ctx.locale
  const iso = LOCALE_INFO[locale].iso
  const money = (n: number) => formatMoney(n, order.currency, iso)
  const longDate = new Intl.DateTimeFormat(dateLocale(locale), { day: 'numeric', month: 'long', year: 'numeric' })
  const base = `/invoices/${encodeURIComponent(order.purchaseId)}`
  const payment = paymentStateOf(order)
  const failedAmount = sum(order.bookings.filter((b) => FAILED.has(b.status)).map((b) => ({ amount: b.priceAmount })))
  // What is still owed once refunds (or bookings that fell through before any payment) are taken off.
  const newTotal = payment.refunded > 0 ? order.totalAmount - payment.refunded : failedAmount > 0 ? Math.max(0, order.totalAmount - failedAmount) : null
  const invoice = order.invoices.find((i) => i.kind === 'invoice') ?? null

  const booking = (b: Booking) => {
    const e = b.experience
    const zone = pick(e.city.name, ctx.locale)
    const startsAt = new Date(b.slot.startsAt)
    // The policy the booking was sold under (frozen with it, decision 034); older bookings fall back to the option's.
    const policy = b.cancellationPolicy ?? b.option.cancellationPolicy
    const terms = policy ? cancellationTerms(policy, startsAt, e.timeZone) : null
    const pickup =
      b.pickupPoint || b.pickupAddress || b.pickupTime
        ? pickupText({ pointId: b.pickupPointId ?? '', name: b.pickupPoint?.name ?? '', time: b.pickupTime ?? wallClock(startsAt, e.timeZone).time, address: b.pickupAddress ?? b.pickupPoint?.address ?? '' }, t)
        : null
    const title = titleOf(e.translations, locale, e.slug)
    const optionName = pick(b.option.name, locale)
    return {
      id: b.id,
      title,
      optionName: optionName && optionName !== title ? optionName : null,
      status: b.status,
      statusText: t(`auth.invoices.bookingStatus.${b.status}`, { defaultValue: b.status }),
      tone: (b.status === 'CONFIRMED' ? 'ok' : FAILED.has(b.status) ? 'bad' : 'wait') as Tone,
      date: formatCalendarDate(b.slot.localDate, locale, 'long'),
      time: t('experience.zoneTime', { time: wallClock(startsAt, e.timeZone).time, zone }),
      timeZone: e.timeZone,
      participants: participantsText(b.unitQuantities, b.travellers, t, iso),
      price: money(b.priceAmount),
      originalPrice: b.originalPriceAmount !== null && b.originalPriceAmount !== b.priceAmount ? money(b.originalPriceAmount) : null,
      extras: b.extras.map((x) => {
        const extra = order.extraNames.get(x.extraId)
        return { name: extra ? pick(extra.name, locale) : t('order.extra'), quantity: x.quantity }
      }),
      pickup,
      // What the buyer answered at checkout (frozen with the booking), to check it is right.
      answers: b.answers.map((a) => answerText(a, locale)),
      payLater: b.payLater,
      payLaterSettled: b.payLater && order.settled.has(b.id),
      policy: terms && !FAILED.has(b.status) ? describeCancellation(terms, { t, locale: iso, timeZone: e.timeZone, zone }, now) : null,
      experiencePath: experiencePath(ctx, e),
      voucherHref: b.status === 'CONFIRMED' ? `${base}/vouchers/${b.id}` : null,
      cancelHref: CANCELLABLE.has(b.status) && startsAt > now ? `${base}/cancel/${b.id}` : null,
    }
  }
  const bookings = order.bookings.map(booking)
  return {
    number: order.number,
    purchaseId: order.purchaseId,
    invoiceNumber: invoice?.number ?? null,
    purchaseDate: longDate.format(order.createdAt),
    status: t(`auth.invoices.orderStatus.${order.status}`, { defaultValue: order.status }),
    statusTone: ORDER_TONE[order.status] ?? 'wait',
    payment: { state: payment.state, text: t(`order.payment.${payment.state}`), tone: PAYMENT_TONE[payment.state] },
    buyer: { name: `${order.buyerFirstName} ${order.buyerLastName}`.trim(), email: order.email, phone: `${order.phoneCountryCode} ${order.phone}`.trim() },
    totals: {
      subtotal: money(order.subtotalAmount),
      discount: order.discountAmount ? `−${money(order.discountAmount)}` : null,
      promoCode: order.promoCode,
      total: money(order.totalAmount),
      refunded: payment.refunded ? money(payment.refunded) : null,
      newTotal: newTotal !== null && newTotal !== order.totalAmount ? money(newTotal) : null,
    },
    payLater: order.payLater || order.status === 'PAY_LATER',
    documents: order.invoices.map((i) => ({
      id: i.id,
      number: i.number,
      kind: i.kind,
      issuedAt: longDate.format(i.issuedAt),
      amount: formatMoney(i.amount, i.currency, iso),
      chargedIn: t('documents.chargedIn', { currency: currencyName(i.currency, iso) }),
      tax: documentTax(i.snapshot, i.currency, iso),
      href: `${base}/documents/${i.id}/pdf`,
    })),
    confirmed: bookings.filter((b) => !FAILED.has(b.status)),
    // Cancelled after it was confirmed or paid for: the buyer's own cancellation, not a booking that fell through.
    cancelled: bookings.filter((b, i) => b.status === 'CANCELLED' && wasTaken(order.bookings[i]!, payment)),
    failed: bookings.filter((b, i) => FAILED.has(b.status) && !(b.status === 'CANCELLED' && wasTaken(order.bookings[i]!, payment))),
  }
}

export type OrderPageView = ReturnType<typeof buildOrderPage>
export type OrderPageBooking = OrderPageView['confirmed'][number]

/** The tax a document froze (decision 061), worded for the page: the seller's number and one row per rate. */
function documentTax(snapshot: DocumentSnapshot | { version: 0 }, currency: string, iso: string) {
  const tax = snapshot.version === 1 ? snapshot.tax : undefined
  if (!tax) return null
  const money = (n: number) => formatMoney(n, currency, iso)
  return {
    number: tax.number,
    label: tax.label,
    lines: tax.lines.map((l) => ({ rate: formatPercent(l.rate, iso), net: money(l.net), tax: money(l.tax), gross: money(l.gross) })),
  }
}
