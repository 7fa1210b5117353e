// The emails of a custom offer after the request (docs/decisions/035): the supplier's price to the buyer, a
// decline, an expiry, and the acceptance to the tenant's team. Each links to the buyer's signed offer page.
import type { CustomOfferMail, EmailKind } from '../../domain/booking-contract'
import type { Block } from './blocks'
import type { EmailBrand } from './brand.server'
import { fill, formatDeparture, formatZonedInstant, money } from './format'
import type { EmailMessages } from './messages/index'

export function offerBlocks(kind: EmailKind, offer: CustomOfferMail, locale: string, m: EmailMessages, brand: EmailBrand): { subject: string; blocks: Block[] } {
  const o = m.offer
  const v = { experience: offer.experienceTitle, tenant: brand.name, number: offer.orderNumber ?? '' }
  const head: Block = { kind: 'p', text: fill(m.greeting, { name: offer.name }) }
  const rows: Array<[string, string]> = [[m.customOffer.travellers, String(offer.travellers)]]
  if (offer.date) {
    const when = formatDeparture(offer.date, offer.time ?? '00:00', offer.timeZone, locale, m)
    rows.push([m.bookingDate, when.date])
    if (offer.time) rows.push([m.startTime, when.time])
  }
  if (offer.amount !== null && offer.currency) rows.push([m.price, money(offer.amount, offer.currency, locale)])
  const button: Block[] = offer.url ? [{ kind: 'button', label: m.offer.viewOffer, href: offer.url }] : []
  const note: Block[] = offer.note ? [{ kind: 'h', text: fill(o.note, v) }, { kind: 'p', text: offer.note }] : []
  switch (kind) {
    case 'custom_offer_made':
      return {
        subject: fill(o.madeSubject, v),
        blocks: [
          head,
          { kind: 'p', text: fill(o.madeIntro, v) },
          { kind: 'rows', rows },
          ...note,
          ...button,
          ...(offer.expiresAt ? [{ kind: 'p', text: fill(o.validUntil, { when: formatZonedInstant(offer.expiresAt, offer.timeZone, locale, m) }) } as Block] : []),
        ],
      }
    case 'custom_offer_declined':
      return { subject: fill(o.declinedSubject, v), blocks: [head, { kind: 'p', text: fill(o.declinedIntro, v) }, ...note, ...button] }
    case 'custom_offer_expired':
      return { subject: fill(o.expiredSubject, v), blocks: [head, { kind: 'p', text: fill(o.expiredIntro, v) }, { kind: 'rows', rows }] }
    default:
      return { subject: fill(o.acceptedSubject, v), blocks: [{ kind: 'p', text: fill(o.acceptedIntro, v) }, { kind: 'rows', rows: [[m.order, v.number], ...rows] }] }
  }
}
