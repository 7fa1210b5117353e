// A checked cart worded and priced for the visitor: what the cart page, the checkout summary and the header's
// cart link show. The raw line stays beside its text, so the edit form can post the current choices back.
import type { CartLine, CartTotals, CheckedCart, PromoState, UnitQuantities } from '../domain/booking-contract'
import type { Translate } from '../domain/cancellation'
import { cancellationNowText } from '../domain/cancellation'
import type { RequestContext } from '../utils/context'
import { pluralForm } from '../utils/experience-text'
import { currencyName, formatMoney } from '../domain/format'
import { LOCALE_INFO, localizePath } from '../domain/locales'
import { formatCalendarDate, zonePlace } from '../domain/zoned-time'

const UNIT_ORDER = ['adult', 'child', 'infant', 'item'] as const

/**
 * "Asia/Dubai" → "Dubai" ("ОАЭ" in Russian): the place whose clock a start time is given in, when the experience's
 * own place (its city, as its page names it: `zone` on a line or booking) is not known.
 */
export function zoneName(timeZone: string, locale: string): string {
  return zonePlace(timeZone, locale)
}

export function buildCartView(ctx: RequestContext, cart: CheckedCart, t: Translate) {
  const iso = LOCALE_INFO[ctx.locale].iso
  const money = (amount: number, currency = cart.totals.currency) => formatMoney(amount, currency, iso)
  return {
    outcome: cart.outcome,
    lines: cart.lines.map((line) => lineView(ctx, line, t, money)),
    totals: { ...totalsView(cart.totals, money), paymentCurrency: t('experience.paymentCurrency', { currency: currencyName(cart.totals.currency, iso) }) },
    promo: promoView(cart.promo, money),
    count: cart.lines.length,
  }
}

export type CartView = ReturnType<typeof buildCartView>
export type CartLineView = CartView['lines'][number]
export type TotalsView = CartView['totals']

function lineView(ctx: RequestContext, line: CartLine, t: Translate, money: (n: number, c?: string) => string) {
  const iso = LOCALE_INFO[ctx.locale].iso
  const zone = line.zone ?? zoneName(line.timeZone, ctx.locale)
  const changed = line.status === 'PRICE_CHANGED' && line.currentAmount !== null && line.currentAmount !== line.shownAmount
  return {
    line,
    href: localizePath(line.experiencePath, ctx.locale),
    dateLabel: formatCalendarDate(line.date, ctx.locale, 'long'),
    timeLabel: t('experience.zoneTime', { time: line.startTime, zone }),
    participants: participantsText(line.unitQuantities, line.travellers, t, iso),
    extras: line.extras.map((x) => `${x.name}${x.quantity > 1 ? ` × ${x.quantity}` : ''}`),
    pickup: line.pickup ? pickupText(line.pickup, t) : null,
    price: line.status === 'UNAVAILABLE' ? null : money(line.currentAmount ?? line.shownAmount, line.currency),
    was: changed ? money(line.shownAmount, line.currency) : null,
    cancellation: line.cancellation ? cancellationNowText(line.cancellation, { t, locale: ctx.locale, timeZone: line.timeZone, zone }) : null,
  }
}

/** "Pickup at 14:30: Hotel lobby, Sheikh Zayed Rd"; without a known point, never an empty name and a stray comma. */
export function pickupText(pickup: NonNullable<CartLine['pickup']>, t: Translate): string {
  if (pickup.name) return t('cart.pickupLine', { name: pickup.name, time: pickup.time, address: pickup.address })
  const at = t('cart.pickupAt', { time: pickup.time })
  return pickup.address ? `${at}: ${pickup.address}` : at
}

/** "2 × Adult, 1 × Child"; per item: "1 item · 6 travellers". */
export function participantsText(units: UnitQuantities, travellers: number | null, t: Translate, iso: string): string {
  const parts = UNIT_ORDER.flatMap((type) => {
    const n = units[type]
    if (!n) return []
    if (type === 'item') return [t(`cart.itemCount.${pluralForm(iso, n)}`, { count: n })]
    return [t('cart.unitCount', { count: n, unit: t(`experience.units.${type}`) })]
  })
  const people = units.item && travellers ? [t(`experience.travellers.${pluralForm(iso, travellers)}`, { count: travellers })] : []
  return [parts.join(', '), ...people].join(' · ')
}

function totalsView(totals: CartTotals, money: (n: number) => string) {
  return {
    raw: totals,
    subtotal: money(totals.subtotal),
    discount: totals.discount ? `−${money(totals.discount)}` : null,
    total: money(totals.total),
    payNow: money(totals.payNowAmount),
    payLater: totals.payLaterAmount ? money(totals.payLaterAmount) : null,
  }
}

function promoView(promo: PromoState | null, money: (n: number) => string) {
  if (!promo) return null
  if (promo.status === 'applied') return { code: promo.code, applied: true as const, error: null }
  const code = `promo_${promo.status}`
  return { code: promo.code, applied: false as const, error: { code, minimum: promo.minimum !== undefined ? money(promo.minimum) : '' } }
}
