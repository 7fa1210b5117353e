// Orders as the outcome screens, the emails and "Your Booking" read them: by purchase id, within the tenant.
import { and, desc, eq, inArray } from 'drizzle-orm'
import { bookings, experienceTranslations, orders, payments } from '../../../drizzle/schema/index'
import type { TenantConfig } from '../../domain/tenant-config'
import { cancellationTerms } from '../../domain/cancellation'
import type { RequestContext } from '../../utils/context'
import type { Db } from '../../utils/db.server'
import { experiencePath } from '../../utils/experience-path'
import { isLocale, type Locale } from '../../domain/locales'
import { wallClock } from '../../domain/zoned-time'
import { answerText } from '../../domain/booking-questions'
import type { OrderOutcome, OrderView } from '../../domain/booking-contract'
import { tenantById } from '../platform/tenant-directory.server'
import { pick } from '../catalogue/experience.server'

export type OrderRow = typeof orders.$inferSelect

export function getOrderView(ctx: RequestContext, purchaseId: string): Promise<OrderView | null> {
  return loadOrderView(ctx.db, ctx.tenant, purchaseId, ctx.locale)
}

/** Without a request (emails, workers): the tenant by id, the order's own language unless one is given. */
export async function loadOrderView(db: Db, tenant: TenantConfig | string, purchaseId: string, locale?: Locale): Promise<OrderView | null> {
  const config = typeof tenant === 'string' ? tenantById(tenant) : tenant
  if (!config) return null
  const [order] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.tenantId, config.id), eq(orders.purchaseId, purchaseId)))
  if (!order) return null
  const [view] = await buildOrderViews(db, config, [order], locale)
  return view ?? null
}

const languageOf = (order: OrderRow, locale?: Locale): Locale => locale ?? (isLocale(order.locale) ? order.locale : 'en')

/** The views of several orders of one tenant in two more queries (their bookings, their payments), in their order. */
async function buildOrderViews(db: Db, config: TenantConfig, list: OrderRow[], locale?: Locale): Promise<OrderView[]> {
  if (!list.length) return []
  const ids = list.map((o) => o.id)
  const languages = [...new Set([...list.map((o) => languageOf(o, locale)), 'en'])]
  const [rows, money] = await Promise.all([
    db.query.bookings.findMany({
      where: inArray(bookings.orderId, ids),
      orderBy: (b) => [b.createdAt, b.id],
      with: {
        slot: { columns: { startsAt: true, localDate: true } },
        option: { columns: { name: true }, with: { cancellationPolicy: true } },
        experience: {
          columns: { slug: true, timeZone: true },
          with: {
            city: { columns: { slug: true, name: true } },
            translations: { columns: { locale: true, title: true }, where: inArray(experienceTranslations.locale, languages) },
          },
        },
      },
    }),
    db.select().from(payments).where(inArray(payments.orderId, ids)),
  ])
  return list.map((order) => {
    const language = languageOf(order, locale)
    const paid = money.filter((p) => p.orderId === order.id)
    const view: OrderView = {
      number: order.number,
      purchaseId: order.purchaseId,
      outcome: 'in_progress',
      status: order.status,
      currency: order.currency,
      totalAmount: order.totalAmount,
      refundedAmount: paid.filter((p) => p.kind === 'refund' && p.status !== 'FAILED').reduce((sum, p) => sum + p.amount, 0),
      // An authorisation is not money received: a released hold needs no refund.
      moneyReceived: paid.some((p) => p.kind === 'capture' && p.status === 'SUCCEEDED'),
      email: order.email,
      buyerName: `${order.buyerFirstName} ${order.buyerLastName}`.trim(),
      createdAt: order.createdAt.toISOString(),
      bookings: rows
        .filter((b) => b.orderId === order.id)
        .map((b) => {
          const e = b.experience
          const title = e.translations.find((t) => t.locale === language)?.title ?? e.translations.find((t) => t.locale === 'en')?.title ?? e.slug
          const startsAt = new Date(b.slot.startsAt)
          // The policy frozen with the booking decides (issue 14); bookings made before it fall back to the option's.
          const frozen = b.cancellationPolicy
          const terms = frozen
            ? cancellationTerms(frozen, new Date(frozen.startsAt), frozen.timeZone)
            : b.option.cancellationPolicy
              ? cancellationTerms(b.option.cancellationPolicy, startsAt, e.timeZone)
              : null
          return {
            id: b.id,
            title,
            optionName: pick(b.option.name, language),
            date: b.slot.localDate,
            startTime: wallClock(startsAt, e.timeZone).time,
            timeZone: e.timeZone,
            zone: pick(e.city.name, language),
            unitQuantities: b.unitQuantities,
            amount: b.priceAmount,
            status: b.status,
            experiencePath: experiencePath({ tenant: config }, { slug: e.slug, city: e.city }),
            // A deadline already past is not offered as a benefit (the email then says there is no free cancellation).
            freeCancellationUntil: terms?.kind === 'tiered' && terms.freeUntil && terms.freeUntil > new Date() ? terms.freeUntil.toISOString() : null,
            answers: b.answers.map((a) => answerText(a, language)),
          }
        }),
    }
    view.outcome = outcomeOf(order.status, view.bookings)
    return view
  })
}

/** The screen an order's state maps to (spec §4); a payment still pending is 'in_progress' until its holds are gone. */
export function outcomeOf(status: OrderRow['status'], list: Array<{ status: OrderView['bookings'][number]['status'] }>): OrderOutcome {
  switch (status) {
    case 'CONFIRMED':
      return 'success'
    case 'PARTIALLY_CONFIRMED':
      return 'partial'
    case 'ON_HOLD':
      return 'on_hold'
    case 'PAY_LATER':
      return 'pay_later'
    case 'FAILED':
    case 'CANCELLED':
      return 'failed'
    default:
      return list.some((b) => b.status === 'ON_HOLD') ? 'in_progress' : 'failed'
  }
}

/** "Your Booking": the signed-in user's orders in this tenant, newest first. */
export async function listOrders(ctx: RequestContext, userId: string, limit = 50): Promise<OrderView[]> {
  const list = await ctx.db
    .select()
    .from(orders)
    .where(and(eq(orders.tenantId, ctx.tenant.id), eq(orders.userId, userId)))
    .orderBy(desc(orders.createdAt))
    .limit(limit)
  // Three queries however many orders: the orders, then all their bookings and all their payments at once.
  return buildOrderViews(ctx.db, ctx.tenant, list, ctx.locale)
}
