// Discount codes a tenant hands out; entered on the cart or the checkout form (spec §3).
import { sql } from 'drizzle-orm'
import { boolean, check, integer, pgTable, text, unique } from 'drizzle-orm/pg-core'
import { createdAt, currency, id, money, tenantId, timestamptz } from './columns'
import { promoKind } from './enums'

export const promoCodes = pgTable(
  'promo_codes',
  {
    id: id(),
    tenantId: tenantId(),
    /** Stored upper-cased; visitors type codes in any case. */
    code: text().notNull(),
    kind: promoKind().notNull(),
    /** Whole percent for kind percent; minor units of `currency` for kind fixed. */
    value: integer().notNull(),
    currency: currency(),
    validFrom: timestamptz(),
    validTo: timestamptz(),
    maxUses: integer(),
    usedCount: integer().notNull().default(0),
    /** Minimum order subtotal, in minor units of `currency`. */
    minAmount: money(),
    active: boolean().notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [
    unique('promo_codes_tenant_code_unique').on(t.tenantId, t.code),
    check('promo_codes_value_check', sql`${t.value} > 0 and (${t.kind} <> 'percent' or ${t.value} <= 100)`),
    check('promo_codes_fixed_currency_check', sql`${t.kind} <> 'fixed' or ${t.currency} is not null`),
    check('promo_codes_uses_check', sql`${t.maxUses} is null or ${t.usedCount} <= ${t.maxUses}`),
  ],
)
