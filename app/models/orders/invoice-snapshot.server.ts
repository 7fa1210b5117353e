// Everything an invoice or credit note shows, read once at issue and frozen into its snapshot (ADR 032).
import { asc, eq, inArray } from 'drizzle-orm'
import { bookings, experienceTranslations } from '../../../drizzle/schema/index'
import { bookingReference } from '../../domain/booking-reference'
import type { DocumentLine, DocumentSnapshot, TravellerUnit } from '../../domain/invoice-document'
import { emailBrand } from '../../services/mail/brand.server'
import { zoneName } from '../../services/mail/format'
import { cancellationTerms, describeCancellation } from '../../domain/cancellation'
import type { Db } from '../../utils/db.server'
import { translator } from '../../i18n/i18n.server'
import { isLocale, type Locale } from '../../domain/locales'
import { wallClock } from '../../domain/zoned-time'
import { tenantById } from '../platform/tenant-directory.server'
import { pick } from '../catalogue/experience.server'
import type { OrderRow } from './orders.server'

type Base = Omit<DocumentSnapshot, 'kind' | 'number' | 'issuedAt' | 'subtotal' | 'discount' | 'total' | 'credit'>
type OrderLines = { base: Base; lines: Array<DocumentLine & { status: string }> }

/** The order's bookings as document lines (all of them, in order, so references keep their place). */
export async function snapshotOrder(tx: Db, order: OrderRow, now: Date): Promise<OrderLines> {
  const locale: Locale = isLocale(order.locale) ? order.locale : 'en'
  const tenant = tenantById(order.tenantId)
  if (!tenant) throw new Error(`snapshotOrder: unknown tenant ${order.tenantId}`)
  const [brand, t, rows] = await Promise.all([
    emailBrand(tenant),
    translator({ locale }),
    tx.query.bookings.findMany({
      where: eq(bookings.orderId, order.id),
      orderBy: [asc(bookings.createdAt), asc(bookings.id)],
      with: {
        slot: { columns: { startsAt: true, localDate: true } },
        option: { columns: { name: true }, with: { cancellationPolicy: true } },
        experience: {
          columns: { slug: true, timeZone: true },
          with: {
            city: { columns: { name: true } },
            translations: { columns: { locale: true, title: true }, where: inArray(experienceTranslations.locale, [locale, 'en']) },
          },
        },
      },
    }),
  ])
  const policies: Base['policies'] = []
  const lines = rows.map((b, position) => {
    const e = b.experience
    const startsAt = new Date(b.slot.startsAt)
    const zone = zoneName(e.timeZone, startsAt, locale, pick(e.city.name, locale))
    const policy = b.option.cancellationPolicy
    if (policy) {
      const terms = cancellationTerms(policy, startsAt, e.timeZone)
      policies.push({ bookingId: b.id, text: describeCancellation(terms, { t, locale, timeZone: e.timeZone, zone }, now).details })
    }
    return {
      bookingId: b.id,
      reference: bookingReference(order.number, position),
      title: e.translations.find((x) => x.locale === locale)?.title ?? e.translations.find((x) => x.locale === 'en')?.title ?? e.slug,
      option: pick(b.option.name, locale),
      date: b.slot.localDate,
      time: wallClock(startsAt, e.timeZone).time,
      timeZone: e.timeZone,
      zone,
      travellers: Object.entries(b.unitQuantities)
        .filter(([, n]) => (n ?? 0) > 0)
        .map(([unit, quantity]) => ({ unit: unit as TravellerUnit, quantity: quantity! })),
      amount: b.priceAmount,
      originalAmount: b.originalPriceAmount,
      status: b.status,
    }
  })
  const base: Base = {
    version: 1,
    locale,
    tenant: {
      id: tenant.id,
      name: tenant.name,
      timeZone: tenant.timeZone,
      logo: tenant.branding.logo,
      primary: brand.primary,
      primaryFg: brand.primaryFg,
      email: tenant.contact.email,
      phone: tenant.contact.phone,
      address: tenant.contact.address,
    },
    order: { number: order.number, purchaseId: order.purchaseId, createdAt: order.createdAt.toISOString() },
    buyer: { name: `${order.buyerFirstName} ${order.buyerLastName}`.trim(), email: order.email, phone: `${order.phoneCountryCode} ${order.phone}`.trim() },
    lines: [],
    currency: order.currency,
    policies,
  }
  return { base, lines }
}

/** A line without the booking state it was chosen by. */
export function frozenLine({ status: _status, ...line }: DocumentLine & { status: string }): DocumentLine {
  return line
}
