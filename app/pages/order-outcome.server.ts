// The outcome screens' data: the order read by purchase id within the tenant, worded for the visitor, and
// the screen its outcome belongs on (a success link opened for a failed order goes to the error screen).
import { redirect } from '@remix-run/node'
import type { OrderOutcome, OrderView } from '../domain/booking-contract'
import { canSeeOrder } from '../models/orders/access.server'
import { paymentFailureReason, refreshOrderPayment } from '../models/checkout/payment-return.server'
import { getCartOwner } from '../models/accounts/visitor-session.server'
import type { Translate } from '../domain/cancellation'
import type { RequestContext } from '../utils/context'
import { participantsText, zoneName } from './cart-view.server'
import { translator } from '../i18n/i18n.server'
import { formatMoney } from '../domain/format'
import { LOCALE_INFO, localizePath } from '../domain/locales'
import { notFound, refuseDisabledLocale } from '../models/catalogue/route-rules.server'
import { formatCalendarDate } from '../domain/zoned-time'

type OutcomePage = 'success' | 'error' | 'on_hold'

/** Where each outcome is shown; in progress stays on whichever screen was opened, and polls. */
export const OUTCOME_PAGE: Record<OrderOutcome, OutcomePage | null> = {
  success: 'success',
  partial: 'success',
  pay_later: 'success',
  failed: 'error',
  on_hold: 'on_hold',
  in_progress: null,
}

const PURCHASE_ID = /^[A-Za-z0-9_-]{4,80}$/

export function readPurchaseId(url: URL): string | null {
  const id = url.searchParams.get('purchase') ?? ''
  return PURCHASE_ID.test(id) ? id : null
}

/** The purchase id of the URL when this visitor may see that order; null for anyone else, as for an unknown id. */
export async function visiblePurchaseId(ctx: RequestContext, request: Request): Promise<string | null> {
  const purchase = readPurchaseId(new URL(request.url))
  if (!purchase) return null
  return (await canSeeOrder(ctx, purchase, await getCartOwner(ctx, request))) ? purchase : null
}

export async function loadOutcomePage(ctx: RequestContext, request: Request, page: OutcomePage) {
  refuseDisabledLocale(ctx)
  const purchase = await visiblePurchaseId(ctx, request)
  // Back from the payment page: ask the provider now rather than wait for its webhook.
  const order = purchase ? await refreshOrderPayment(ctx, purchase) : null
  if (!order) throw notFound()
  const home = OUTCOME_PAGE[order.outcome]
  if (home && home !== page) throw redirect(`${localizePath(`/checkout/${home}`, ctx.locale)}?purchase=${encodeURIComponent(order.purchaseId)}`)
  const t = await translator(ctx)
  const titleKey = order.outcome === 'in_progress' ? 'outcome.metaConfirming' : page === 'success' ? 'outcome.metaSuccess' : page === 'error' ? 'outcome.metaError' : 'outcome.metaOnHold'
  const name = ctx.tenant.name
  // A failed payment says why, in the buyer's words for one of a fixed set of reasons (never the provider's text).
  const declined = page === 'error' && order.outcome === 'failed' ? await paymentFailureReason(ctx, order.purchaseId) : null
  return { title: t(titleKey, { name }), description: t('outcome.metaDescription', { name }), order: buildOrderView(ctx, order, t), declined }
}

function buildOrderView(ctx: RequestContext, order: OrderView, t: Translate) {
  const iso = LOCALE_INFO[ctx.locale].iso
  const money = (n: number) => formatMoney(n, order.currency, iso)
  return {
    number: order.number,
    purchaseId: order.purchaseId,
    outcome: order.outcome,
    email: order.email,
    buyerName: order.buyerName,
    moneyReceived: order.moneyReceived,
    total: money(order.totalAmount),
    refunded: order.refundedAmount ? money(order.refundedAmount) : null,
    // What stayed on the card after a refund (the partial outcome), not the gross total.
    charged: order.refundedAmount && order.moneyReceived ? money(Math.max(0, order.totalAmount - order.refundedAmount)) : null,
    bookings: order.bookings.map((b) => ({
      id: b.id,
      title: b.title,
      optionName: b.optionName,
      status: b.status,
      when: `${formatCalendarDate(b.date, ctx.locale, 'long')}, ${t('experience.zoneTime', { time: b.startTime, zone: b.zone ?? zoneName(b.timeZone, ctx.locale) })}`,
      participants: participantsText(b.unitQuantities, null, t, iso),
      amount: money(b.amount),
      path: b.experiencePath,
    })),
  }
}

export type OrderScreenView = ReturnType<typeof buildOrderView>

