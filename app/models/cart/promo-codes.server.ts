// Promo codes: a tenant's percentage or fixed discounts with validity dates, a usage limit and a minimum
// subtotal. Judged on the available lines of the cart, in the cart's currency; fixed amounts are converted.
import { and, eq, isNull, lt, or, sql } from 'drizzle-orm'
import { promoCodes } from '../../../drizzle/schema/index'
import type { Db } from '../../utils/db.server'
import { convertMoney, type Rates } from '../../domain/money'
import type { PromoState } from '../../domain/booking-contract'

type PromoRow = typeof promoCodes.$inferSelect
type PromoJudgement = { state: PromoState; discount: number; promoId: string | null }

export async function findPromo(db: Db, tenantId: string, code: string): Promise<PromoRow | null> {
  const [row] = await db
    .select()
    .from(promoCodes)
    .where(and(eq(promoCodes.tenantId, tenantId), eq(promoCodes.code, code.trim().toUpperCase()), eq(promoCodes.active, true)))
  return row ?? null
}

/** What a code is worth on `subtotal` (minor units of `currency`) at `now`. A code that does not apply discounts 0. */
export function judgePromo(promo: PromoRow | null, code: string, subtotal: number, currency: string, rates: Rates, now: Date): PromoJudgement {
  const none = (state: PromoState): PromoJudgement => ({ state, discount: 0, promoId: null })
  code = code.trim().toUpperCase()
  if (!promo) return none({ code, status: 'invalid' })
  if (promo.validFrom && promo.validFrom > now) return none({ code, status: 'invalid' })
  if (promo.validTo && promo.validTo <= now) return none({ code, status: 'expired' })
  if (promo.maxUses !== null && promo.usedCount >= promo.maxUses) return none({ code, status: 'used_up' })
  if (promo.minAmount !== null) {
    // Without a currency of its own the minimum is in the cart's currency.
    const minimum = promo.currency ? convertMoney({ amount: promo.minAmount, currency: promo.currency.trim() }, currency, rates)?.amount : promo.minAmount
    if (minimum === undefined) return none({ code, status: 'invalid' })
    if (subtotal < minimum) return none({ code, status: 'below_minimum', minimum })
  }
  let discount: number
  if (promo.kind === 'percent') {
    discount = Math.round((subtotal * promo.value) / 100)
  } else {
    const fixed = convertMoney({ amount: promo.value, currency: promo.currency!.trim() }, currency, rates)
    if (!fixed) return none({ code, status: 'invalid' })
    discount = fixed.amount
  }
  return {
    state: { code, status: 'applied', kind: promo.kind, value: promo.value },
    discount: Math.max(0, Math.min(discount, subtotal)),
    promoId: promo.id,
  }
}

/**
 * Counts one use when an order is placed; false when the last use was taken meanwhile. The guard sits in the
 * statement, so two checkouts can never both take the last use.
 */
export async function takePromoUse(tx: Db, promoId: string): Promise<boolean> {
  const rows = await tx
    .update(promoCodes)
    .set({ usedCount: sql`${promoCodes.usedCount} + 1` })
    .where(and(eq(promoCodes.id, promoId), or(isNull(promoCodes.maxUses), lt(promoCodes.usedCount, promoCodes.maxUses))))
    .returning({ id: promoCodes.id })
  return rows.length === 1
}

/** Gives a use back when the order it was taken for failed. */
export async function returnPromoUse(tx: Db, tenantId: string, code: string): Promise<void> {
  await tx
    .update(promoCodes)
    .set({ usedCount: sql`greatest(${promoCodes.usedCount} - 1, 0)` })
    .where(and(eq(promoCodes.tenantId, tenantId), eq(promoCodes.code, code)))
}
