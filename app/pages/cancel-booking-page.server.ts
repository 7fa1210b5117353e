// The cancel screen (issue 14): what cancelling one booking gives back, worded in the visitor's language with
// the local cut-off and its zone named, and the confirm action that carries it out.
import { parseWithZod } from '@conform-to/zod/v4'
import { data, redirect } from '@remix-run/node'
import { cancelBooking } from '../models/orders/cancel-booking.server'
import { loadCancellation, type CancelPlan, type Refusal } from '../models/orders/cancellation.server'
import { getCartOwner } from '../models/accounts/visitor-session.server'
import { CancelBookingSchema } from '../domain/cancel-booking-schema'
import { formatZonedMoment, type Translate } from '../domain/cancellation'
import { participantsText, zoneName } from './cart-view.server'
import type { RequestContext } from '../utils/context'
import { setFlash } from '../utils/flash.server'
import { formatMoney } from '../domain/format'
import { getFixedT } from '../i18n/i18n.server'
import { LOCALE_INFO, localizePath } from '../domain/locales'
import { notFound } from '../models/catalogue/route-rules.server'
import { formatCalendarDate } from '../domain/zoned-time'

type Params = { purchaseId?: string; bookingId?: string }

export type CancelPageView = {
  title: string
  description: string
  orderNumber: string
  orderPath: string
  booking: { title: string; when: string; travellers: string }
  /** Null when it can be cancelled; otherwise the reason the page shows instead of the form. */
  refused: Refusal | null
  money: CancelPlan['money'] | null
  lines: { paid: string; fee: string | null; feeLabel: string | null; refund: string }
  refundAmount: number
  /** The sentence about when the amount changes, with the local cut-off and its zone. */
  deadline: string | null
  note: string | null
}

export async function loadCancelPage(ctx: RequestContext, request: Request, params: Params, now = new Date()): Promise<CancelPageView> {
  const owner = await getCartOwner(ctx, request)
  const view = await loadCancellation(ctx, params.purchaseId ?? '', params.bookingId ?? '', owner, now)
  if (!view) throw notFound()
  const t = await getFixedT(ctx.locale)
  const iso = LOCALE_INFO[ctx.locale].iso
  const money = (amount: number) => formatMoney(amount, view.order.currency, iso)
  const percent = (p: number) => new Intl.NumberFormat(iso, { style: 'percent', maximumFractionDigits: 2 }).format(p / 100)
  const b = view.booking
  const translate = t as Translate
  const wording = { t: translate, locale: ctx.locale, timeZone: view.timeZone, zone: zoneName(view.timeZone, ctx.locale) }
  const plan = typeof view.plan === 'string' ? null : view.plan
  const base = {
    title: t('cancelBooking.metaTitle', { name: ctx.tenant.name }),
    description: t('cancelBooking.title'),
    orderNumber: view.order.number,
    orderPath: localizePath(`/invoices/${encodeURIComponent(view.order.purchaseId)}`, ctx.locale),
    booking: {
      title: b.optionName && b.optionName !== b.title ? `${b.title} – ${b.optionName}` : b.title,
      when: `${formatCalendarDate(b.date, ctx.locale, 'long')}, ${t('experience.zoneTime', { time: b.startTime, zone: zoneName(b.timeZone, ctx.locale) })}`,
      travellers: participantsText(b.unitQuantities, null, translate, iso),
    },
  }
  if (!plan) return { ...base, refused: view.plan as Refusal, money: null, lines: { paid: '', fee: null, feeLabel: null, refund: '' }, refundAmount: 0, deadline: null, note: null }
  const q = plan.quote
  const deadline =
    plan.money !== 'refund' || q.penaltyPercent >= 100
      ? null
      : q.cutoff
        ? t(q.nextPenaltyPercent !== null && q.nextPenaltyPercent >= 100 ? 'cancelBooking.noRefundAfter' : 'cancelBooking.until', { when: formatZonedMoment(q.cutoff, wording), percent: percent(q.nextPenaltyPercent ?? 100) })
        : t('cancelBooking.noLaterTier')
  const note =
    plan.money === 'released'
      ? t('cancelBooking.released', { amount: money(q.paidAmount) })
      : plan.money === 'not_charged'
        ? t('cancelBooking.notCharged')
        : plan.refundAmount === 0
          ? t('cancelBooking.nonRefundable')
          : t('cancelBooking.refundNote')
  const fee = plan.money === 'refund' ? q.paidAmount - plan.refundAmount : 0
  return {
    ...base,
    refused: null,
    money: plan.money,
    lines: { paid: money(q.paidAmount), fee: fee > 0 ? money(fee) : null, feeLabel: fee > 0 ? t('cancelBooking.fee', { percent: percent(q.penaltyPercent) }) : null, refund: money(plan.refundAmount) },
    refundAmount: plan.refundAmount,
    deadline,
    note,
  }
}

/** POST: cancels, then back to the order page with a toast; a changed refund or a refusal re-shows the screen. */
export async function confirmCancelPage(ctx: RequestContext, request: Request, params: Params) {
  const submission = parseWithZod(await request.formData(), { schema: CancelBookingSchema })
  if (submission.status !== 'success') return data({ result: submission.reply(), error: null }, { status: 400 })
  const owner = await getCartOwner(ctx, request)
  const purchaseId = params.purchaseId ?? ''
  const result = await cancelBooking(ctx, { purchaseId, bookingId: params.bookingId ?? '', owner, expectedRefund: submission.value.expectedRefund })
  if (!result.ok && result.error === 'not_found') throw notFound()
  if (result.ok || result.error === 'already_cancelled') {
    const toast = result.ok ? ({ type: 'success', key: 'flash.bookingCancelled' } as const) : ({ type: 'info', key: 'flash.bookingAlreadyCancelled' } as const)
    return redirect(localizePath(`/invoices/${encodeURIComponent(purchaseId)}`, ctx.locale), { headers: { 'Set-Cookie': await setFlash(request, toast) } })
  }
  return data({ result: submission.reply(), error: result.error }, { status: 409 })
}
