// Each email kind as blocks, in the message's language and the tenant's branding.
import type { EmailMessage, OrderView } from '../../domain/booking-contract'
import { renderHtml, renderText, type Block, type Footer } from './blocks'
import type { EmailBrand } from './brand.server'
import { fill, formatDeparture, formatZonedInstant, money } from './format'
import { emailMessages, type EmailMessages } from './messages/index'
import { offerBlocks } from './render-offer'

export type RenderedEmail = { subject: string; html: string; text: string }
type Booking = OrderView['bookings'][number]

function bookingBlock(b: Booking, order: OrderView, locale: string, m: EmailMessages, brand: EmailBrand, link?: string): Block {
  const when = formatDeparture(b.date, b.startTime, b.timeZone, locale, m, b.zone)
  const travellers = (Object.entries(b.unitQuantities) as Array<[keyof EmailMessages['units'], number]>)
    .filter(([, n]) => n > 0)
    .map(([unit, n]): [string, string] => [m.units[unit], String(n)])
  const note = b.freeCancellationUntil ? fill(m.freeCancellation, { when: formatZonedInstant(b.freeCancellationUntil, b.timeZone, locale, m) }) : m.noFreeCancellation
  return {
    kind: 'booking',
    title: b.optionName && b.optionName !== b.title ? `${b.title} – ${b.optionName}` : b.title,
    rows: [
      [m.bookingDate, when.date],
      [m.startTime, when.time],
      ...travellers,
      [m.price, money(b.amount, order.currency, locale)],
      // What the buyer answered at checkout (a flight number), so they can check it.
      ...(b.answers ?? []).map((a): [string, string] => [a.label, a.value]),
    ],
    note,
    link: { label: link ?? m.viewExperience, href: brand.link(b.experiencePath, locale) },
  }
}

function orderBlocks(message: EmailMessage, order: OrderView, m: EmailMessages, brand: EmailBrand): { subject: string; blocks: Block[] } {
  const locale = message.locale
  const v = { number: order.number, tenant: brand.name, amount: money(order.totalAmount, order.currency, locale) }
  const head: Block[] = [{ kind: 'p', text: fill(m.greeting, { name: order.buyerName }) }]
  const total: Block = { kind: 'rows', rows: [[m.order, order.number], [m.total, v.amount]] }
  // The look-up with the reference filled in: it works in any browser, where the order page alone would 404.
  const view: Block = { kind: 'button', label: m.viewOrder, href: brand.link(`/invoices/find?ref=${encodeURIComponent(order.number)}`, locale) }
  const all = order.bookings.map((b) => bookingBlock(b, order, locale, m, brand))
  switch (message.kind) {
    case 'order_confirmed':
      return { subject: fill(m.confirmed.subject, v), blocks: [...head, { kind: 'p', text: fill(m.confirmed.intro, v) }, total, view, ...all] }
    case 'order_pay_later':
      return { subject: fill(m.payLater.subject, v), blocks: [...head, { kind: 'p', text: fill(m.payLater.intro, v) }, total, view, ...all] }
    case 'order_on_hold':
      return {
        subject: fill(m.onHold.subject, v),
        blocks: [...head, { kind: 'p', text: fill(m.onHold.intro, v) }, { kind: 'p', text: m.onHold.updates }, { kind: 'button', label: m.onHold.whatsappCta, href: brand.contact.whatsappHref }, total, view, ...all],
      }
    case 'booking_cancelled':
      return cancelledBlocks(message.cancellation!, order, m, brand, locale, head, total)
    case 'pay_later_settled':
      return settledBlocks(message.settlement!, order, m, brand, locale, head, view)
    case 'supplier_declined':
      return {
        subject: fill(m.declined.subject, v),
        blocks: [
          ...head,
          { kind: 'p', text: fill(m.declined.intro, v), strong: true },
          { kind: 'p', text: m.declined.released },
          { kind: 'button', label: m.declined.tryAgain, href: brand.link(order.bookings[0]?.experiencePath ?? '/', locale) },
          total,
          ...all,
        ],
      }
    case 'payment_failed':
      return {
        subject: fill(m.failed.subject, v),
        blocks: [
          ...head,
          { kind: 'p', text: m.failed.intro, strong: true },
          ...(order.moneyReceived ? [{ kind: 'p', text: m.failed.refund } as Block] : []),
          { kind: 'button', label: m.failed.tryAgain, href: brand.link('/cart', locale) },
          total,
        ],
      }
    default: {
      const confirmed = order.bookings.filter((b) => b.status === 'CONFIRMED')
      const refused = order.bookings.filter((b) => b.status !== 'CONFIRMED')
      const refunded = money(order.refundedAmount, order.currency, locale)
      return {
        subject: fill(m.partial.subject, v),
        blocks: [
          ...head,
          { kind: 'p', text: m.partial.intro },
          { kind: 'h', text: m.partial.confirmedHeading },
          ...confirmed.map((b) => bookingBlock(b, order, locale, m, brand)),
          { kind: 'h', text: m.partial.refundedHeading },
          ...(order.refundedAmount > 0 ? [{ kind: 'p', text: fill(m.partial.refunded, { amount: refunded }) } as Block] : []),
          ...refused.map((b) => bookingBlock(b, order, locale, m, brand, m.partial.retry)),
          total,
        ],
      }
    }
  }
}

function settledBlocks(paid: NonNullable<EmailMessage['settlement']>, order: OrderView, m: EmailMessages, brand: EmailBrand, locale: string, head: Block[], view: Block) {
  const booking = order.bookings.find((b) => b.id === paid.bookingId)
  const amount = money(paid.amount, paid.currency, locale)
  return {
    subject: fill(m.settled.subject, { number: order.number }),
    blocks: [
      ...head,
      { kind: 'p', text: fill(m.settled.intro, { tenant: brand.name, amount, method: m.settled.methods[paid.method] }), strong: true } as Block,
      view,
      ...(booking ? [{ ...bookingBlock(booking, order, locale, m, brand), note: m.settled.paidNote }] : []),
    ],
  }
}

function cancelledBlocks(note: NonNullable<EmailMessage['cancellation']>, order: OrderView, m: EmailMessages, brand: EmailBrand, locale: string, head: Block[], total: Block) {
  const c = m.cancelled
  const booking = order.bookings.find((b) => b.id === note.bookingId)
  const bySupplier = note.by === 'supplier'
  const percent = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 2 }).format(note.penaltyPercent / 100)
  const lines: Block[] =
    note.money === 'released'
      ? [{ kind: 'p', text: c.released }]
      : note.money === 'not_charged'
        ? [{ kind: 'p', text: c.payLater }]
        : [
            ...(note.refundAmount > 0 ? [{ kind: 'p', text: fill(c.refund, { amount: money(note.refundAmount, order.currency, locale) }), strong: true } as Block] : []),
            ...(note.penaltyAmount > 0 ? [{ kind: 'p', text: note.refundAmount > 0 ? fill(c.penalty, { percent, penalty: money(note.penaltyAmount, order.currency, locale) }) : c.noRefund } as Block] : []),
          ]
  return {
    subject: fill(c.subject, { number: order.number }),
    blocks: [
      ...head,
      { kind: 'p', text: fill(bySupplier ? c.supplierIntro : c.intro, { number: order.number, tenant: brand.name }) } as Block,
      ...lines,
      total,
      ...(booking ? [{ ...bookingBlock(booking, order, locale, m, brand), note: bySupplier ? c.supplierNote : c.cancelledNote }] : []),
    ],
  }
}

function customOfferBlocks(offer: NonNullable<EmailMessage['customOffer']>, to: string, m: EmailMessages, brand: EmailBrand): { subject: string; blocks: Block[] } {
  const c = m.customOffer
  const v = { experience: offer.experienceTitle, tenant: brand.name }
  const rows: Array<[string, string]> = [
    [c.name, offer.name],
    [c.email, offer.email],
    [c.phone, offer.phone ?? c.notGiven],
    [c.travellers, String(offer.travellers)],
    [c.preferredDate, offer.preferredDate ?? c.notGiven],
  ]
  // The same event tells the tenant's team about the request and gives the visitor a copy of it.
  const forTeam = to.toLowerCase() === brand.contact.email.toLowerCase()
  return {
    subject: fill(forTeam ? c.subject : c.customerSubject, v),
    blocks: [
      { kind: 'p', text: fill(forTeam ? c.intro : c.customerIntro, v) },
      { kind: 'rows', rows },
      { kind: 'h', text: c.message },
      { kind: 'p', text: offer.message },
      // Only the team's copy can answer: the signed link opens the answer page without a login.
      ...(forTeam && offer.replyUrl ? [{ kind: 'button', label: c.replyButton, href: offer.replyUrl } as Block, { kind: 'p', text: c.replyExpiry } as Block] : []),
    ],
  }
}

function passwordResetBlocks(reset: NonNullable<EmailMessage['passwordReset']>, m: EmailMessages, brand: EmailBrand): { subject: string; blocks: Block[] } {
  const r = m.passwordReset
  return {
    subject: fill(r.subject, { tenant: brand.name }),
    blocks: [
      { kind: 'p', text: fill(m.greeting, { name: reset.firstName }) },
      { kind: 'p', text: fill(r.intro, { tenant: brand.name }) },
      { kind: 'button', label: r.button, href: reset.url },
      { kind: 'p', text: fill(r.expiry, { minutes: String(reset.expiresInMinutes) }) },
      { kind: 'p', text: r.ignore },
    ],
  }
}

function contactBlocks(contact: NonNullable<EmailMessage['contact']>, m: EmailMessages, brand: EmailBrand): { subject: string; blocks: Block[] } {
  const c = m.contact
  const rows: Array<[string, string]> = [
    [c.name, contact.name],
    [c.email, contact.email],
    [c.language, contact.locale],
  ]
  return {
    subject: fill(c.subject, { subject: contact.subject, tenant: brand.name }),
    blocks: [{ kind: 'p', text: fill(c.intro, { tenant: brand.name }) }, { kind: 'rows', rows }, { kind: 'h', text: contact.subject }, { kind: 'p', text: contact.message }, { kind: 'p', text: c.reply }],
  }
}

function guestOrdersBlocks(link: NonNullable<EmailMessage['guestOrders']>, m: EmailMessages, brand: EmailBrand): { subject: string; blocks: Block[] } {
  const g = m.guestOrders
  return {
    subject: fill(g.subject, { tenant: brand.name }),
    blocks: [
      { kind: 'p', text: fill(m.greeting, { name: link.firstName }) },
      { kind: 'p', text: fill(g.intro, { tenant: brand.name, count: String(link.count) }) },
      { kind: 'button', label: g.button, href: link.url },
      { kind: 'p', text: fill(g.expiry, { hours: String(link.expiresInHours) }) },
      { kind: 'p', text: g.ignore },
    ],
  }
}

// An offer's emails follow a request, not a booking: the team's copy goes to the tenant's contact address, the
// others to the visitor who asked.
function offerFooter(to: string, m: EmailMessages, brand: EmailBrand): string {
  return to.toLowerCase() === brand.contact.email.toLowerCase() ? m.customOffer.teamFooter : m.customOffer.visitorFooter
}

export function renderEmail(message: EmailMessage, brand: EmailBrand): RenderedEmail {
  const m = emailMessages(message.locale)
  const { subject, blocks } =
    message.kind === 'custom_offer_received'
      ? customOfferBlocks(message.customOffer!, message.to, m, brand)
      : message.offer
        ? offerBlocks(message.kind, message.offer, message.locale, m, brand)
        : message.kind === 'password_reset'
        ? passwordResetBlocks(message.passwordReset!, m, brand)
        : message.kind === 'contact_received'
          ? contactBlocks(message.contact!, m, brand)
          : message.kind === 'guest_orders_link'
            ? guestOrdersBlocks(message.guestOrders!, m, brand)
            : orderBlocks(message, message.order!, m, brand)
  const footerText = message.kind === 'password_reset' ? m.passwordReset.footer : message.kind === 'guest_orders_link' ? m.guestOrders.footer : message.kind.startsWith('custom_offer_') ? offerFooter(message.to, m, brand) : m.footer
  const reason = fill(footerText, { tenant: brand.name })
  const footer: Footer = { contactUs: m.contactUs, phone: m.phone, whatsapp: m.whatsapp, email: m.email, reason }
  return { subject, html: renderHtml(subject, blocks, brand, footer, message.locale), text: renderText(blocks, brand, footer) }
}
