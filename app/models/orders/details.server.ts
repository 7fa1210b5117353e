// Everything the order page shows about one order (spec §3), read within the tenant in one relational query:
// the order, its bookings with their slot, option, policy, extras and pickup, its payments and its invoices.
import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm'
import { bookingOperations, experienceTranslations, extras as extrasTable, orders } from '../../../drizzle/schema/index'
import type { LocalizedText } from '../../../drizzle/schema/columns'
import type { RequestContext } from '../../utils/context'

export type OrderDetails = NonNullable<Awaited<ReturnType<typeof queryOrder>>> & {
  extraNames: Map<string, { name: LocalizedText; priceAmount: number; pricing: 'per_person' | 'per_booking' }>
  /** Pay-later bookings the supplier has marked paid (partner hub), by booking id. */
  settled: Set<string>
}

function queryOrder(ctx: RequestContext, purchaseId: string) {
  const languages = [...new Set([ctx.locale, 'en'])]
  return ctx.db.query.orders.findFirst({
    where: and(eq(orders.tenantId, ctx.tenant.id), eq(orders.purchaseId, purchaseId)),
    with: {
      bookings: {
        orderBy: (b, { asc }) => [asc(b.createdAt), asc(b.id)],
        with: {
          slot: { columns: { startsAt: true, localDate: true } },
          option: { columns: { name: true }, with: { cancellationPolicy: true } },
          pickupPoint: { columns: { name: true, address: true } },
          experience: {
            columns: { slug: true, timeZone: true },
            with: {
              city: { columns: { slug: true, name: true } },
              translations: { columns: { locale: true, title: true }, where: inArray(experienceTranslations.locale, languages) },
            },
          },
        },
      },
      payments: { columns: { kind: true, status: true, amount: true, createdAt: true } },
      // Only documents with a frozen snapshot can be downloaded; invoices issued before migration 0011 have none.
      invoices: {
        columns: { id: true, kind: true, number: true, issuedAt: true, amount: true, currency: true, snapshot: true },
        where: (i) => sql`(${i.snapshot} ->> 'version') = '1'`,
        orderBy: (i, { asc }) => [asc(i.issuedAt)],
      },
    },
  })
}

/** The order with every detail, or null when this tenant has no such purchase id (access is canSeeOrder's). */
export async function getOrderDetails(ctx: RequestContext, purchaseId: string): Promise<OrderDetails | null> {
  const order = await queryOrder(ctx, purchaseId)
  if (!order) return null
  const ids = [...new Set(order.bookings.flatMap((b) => b.extras.map((e) => e.extraId)))]
  const later = order.bookings.filter((b) => b.payLater).map((b) => b.id)
  const settled = later.length
    ? await ctx.db
        .select({ id: bookingOperations.bookingId })
        .from(bookingOperations)
        .where(and(inArray(bookingOperations.bookingId, later), isNotNull(bookingOperations.settledAt)))
    : []
  const rows = ids.length
    ? await ctx.db
        .select({ id: extrasTable.id, name: extrasTable.name, priceAmount: extrasTable.priceAmount, pricing: extrasTable.pricing })
        .from(extrasTable)
        .where(inArray(extrasTable.id, ids))
    : []
  return { ...order, extraNames: new Map(rows.map((r) => [r.id, r])), settled: new Set(settled.map((r) => r.id)) }
}

export const titleOf = (translations: Array<{ locale: string; title: string }>, locale: string, fallback: string) =>
  translations.find((t) => t.locale === locale)?.title ?? translations.find((t) => t.locale === 'en')?.title ?? fallback
