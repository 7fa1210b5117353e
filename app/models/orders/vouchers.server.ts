// A voucher for one CONFIRMED booking of an order, in the request's tenant and language; anything else
// (another tenant, another order, a booking not confirmed) is not found.
import { and, asc, eq, inArray } from 'drizzle-orm'
import { bookings, experienceTranslations, orders } from '../../../drizzle/schema/index'
import { bookingReference } from '../../domain/booking-reference'
import type { TravellerUnit } from '../../domain/invoice-document'
import type { VoucherView } from '../../domain/voucher'
import { emailBrand } from '../../services/mail/brand.server'
import { zoneName } from '../../services/mail/format'
import type { RequestContext } from '../../utils/context'
import { wallClock } from '../../domain/zoned-time'
import { pick } from '../catalogue/experience.server'

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

export async function getVoucher(ctx: RequestContext, purchaseId: string, bookingId: string): Promise<VoucherView | null> {
  if (!UUID.test(bookingId)) return null
  const [order] = await ctx.db
    .select()
    .from(orders)
    .where(and(eq(orders.tenantId, ctx.tenant.id), eq(orders.purchaseId, purchaseId)))
  if (!order) return null
  const locale = ctx.locale
  // All of the order's bookings, in order: the reference is the booking's place among them.
  const list = await ctx.db.query.bookings.findMany({
    where: and(eq(bookings.orderId, order.id), eq(bookings.tenantId, ctx.tenant.id)),
    orderBy: [asc(bookings.createdAt), asc(bookings.id)],
    with: {
      slot: { columns: { startsAt: true, localDate: true } },
      option: { columns: { name: true } },
      pickupPoint: { columns: { name: true, address: true, pickupOffsetMinutes: true } },
      experience: {
        columns: { slug: true, timeZone: true },
        with: { city: { columns: { name: true } }, translations: { where: inArray(experienceTranslations.locale, [locale, 'en']) } },
      },
    },
  })
  const position = list.findIndex((b) => b.id === bookingId)
  const b = list[position]
  if (!b || b.status !== 'CONFIRMED') return null
  const own = b.experience.translations.find((x) => x.locale === locale)
  const english = b.experience.translations.find((x) => x.locale === 'en')
  const startsAt = new Date(b.slot.startsAt)
  const { timeZone } = b.experience
  const brand = await emailBrand(ctx.tenant)
  const pickupAt = b.pickupPoint ? new Date(startsAt.getTime() - b.pickupPoint.pickupOffsetMinutes * 60_000) : null
  return {
    reference: bookingReference(order.number, position),
    purchaseId,
    bookingId: b.id,
    locale,
    tenant: { id: ctx.tenant.id, name: ctx.tenant.name, logo: ctx.tenant.branding.logo, primary: brand.primary, primaryFg: brand.primaryFg, email: ctx.tenant.contact.email, phone: ctx.tenant.contact.phone },
    title: own?.title ?? english?.title ?? b.experience.slug,
    option: pick(b.option.name, locale),
    date: b.slot.localDate,
    time: wallClock(startsAt, timeZone).time,
    zone: zoneName(timeZone, startsAt, locale, pick(b.experience.city.name, locale)),
    travellers: Object.entries(b.unitQuantities)
      .filter(([, n]) => (n ?? 0) > 0)
      .map(([unit, quantity]) => ({ unit: unit as TravellerUnit, quantity: quantity! })),
    leadTraveller: `${order.buyerFirstName} ${order.buyerLastName}`.trim(),
    // Untranslated fields fall back to English field by field, as on the experience page.
    meetingPoint: own?.meetingPoint ?? english?.meetingPoint ?? null,
    pickup: b.pickupPoint
      ? { name: b.pickupPoint.name, address: b.pickupAddress ?? b.pickupPoint.address, time: b.pickupTime ?? (pickupAt ? wallClock(pickupAt, timeZone).time : null) }
      : null,
    whatToBring: own?.whatToBring ?? english?.whatToBring ?? [],
  }
}
