// What a supplier sells of one experience, as input: options with their units and prices, cancellation terms,
// extras, pickup points and the sales switches (decision 051). One set of schemas for the hub's forms (checked in
// the browser and on the server) and for the demo seed, so nonsense is refused the same way on both paths.
// Messages are hub translation keys (app/hub/locales/options.ts).
import type { CancellationRule } from './cancellation'
import { numberFormat } from './format'
import { currencyDigits } from './money'
import { z } from './zod'

export const MAX_TIERS = 5
const MAX_MAJOR_DIGITS = 7 // 9,999,999 per unit: more is a typo, and stays far inside an integer column

/**
 * "45", "45.5", "45,50" in major units → minor units, with no more decimals than the currency has (AED/EUR/TRY
 * two, JPY none); null when it is not such an amount. Read as text, never through a float.
 */
export function toMinorAmount(text: string | number, currency: string): number | null {
  const digits = currencyDigits(currency)
  const match = new RegExp(`^(\\d{1,${MAX_MAJOR_DIGITS}})(?:[.,](\\d{1,${Math.max(digits, 1)}}))?$`).exec(String(text).trim())
  if (!match || (digits === 0 && match[2] !== undefined)) return null
  return Number(match[1]) * 10 ** digits + Number((match[2] ?? '').padEnd(digits, '0') || 0)
}

/** Minor units → the text a form shows: 4550 → "45.50", 4500 → "45". */
export function fromMinorAmount(amount: number, currency: string): string {
  const digits = currencyDigits(currency)
  const major = amount / 10 ** digits
  return Number.isInteger(major) ? String(major) : major.toFixed(digits)
}

const amount = (currency: string, required: boolean) =>
  z
    .string({ error: required ? 'options.errors.priceRequired' : 'options.errors.priceFormat' })
    .trim()
    .refine((text) => !text.startsWith('-'), 'options.errors.priceNegative')
    .refine((text) => text.startsWith('-') || toMinorAmount(text, currency) !== null, 'options.errors.priceFormat')
    .transform((text) => toMinorAmount(text, currency)!)

const whole = (min: number, max: number, message: string) => z.number({ error: message }).int(message).min(min, message).max(max, message)

const localized = (max: number, required: boolean) => {
  const text = z.string().trim().max(max, 'options.errors.textLong')
  return z.object({
    en: required ? text.min(1, 'options.errors.nameRequired') : text.optional(),
    ru: text.optional(),
    tr: text.optional(),
    de: text.optional(),
  })
}

/** Drops empty languages; English is the fallback every reader uses. */
function cleanText(text: Partial<Record<'en' | 'ru' | 'tr' | 'de', string | undefined>> | undefined): { en: string; ru?: string; tr?: string; de?: string } | null {
  const entries = Object.entries(text ?? {}).filter(([, value]) => value && value.trim())
  if (!entries.length) return null
  return { en: '', ...Object.fromEntries(entries) } as { en: string }
}

// --- cancellation terms --------------------------------------------------------------------------------------

const ruleSchema = z.object({
  days: whole(0, 365, 'options.errors.tierTime').optional().default(0),
  hours: whole(0, 23, 'options.errors.tierHours').optional().default(0),
  minutes: whole(0, 59, 'options.errors.tierMinutes').optional().default(0),
  penaltyPercent: whole(0, 100, 'options.errors.tierPercent'),
})

/** Minutes before the start a rule begins at (a day counted as 24 hours: only to order tiers). */
export const ruleMinutes = (r: Pick<CancellationRule, 'days' | 'hours' | 'minutes'>) => r.days * 1440 + r.hours * 60 + r.minutes

export const PolicySchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('free'), freeCutoffHours: whole(1, 720, 'options.errors.cutoff') }),
  z.object({ kind: z.literal('non_refundable') }),
  z.object({
    kind: z.literal('percentage'),
    rules: z.array(ruleSchema, { error: 'options.errors.tiersRequired' }).min(1, 'options.errors.tiersRequired').max(MAX_TIERS, 'options.errors.tiersMany'),
  }),
], { error: 'options.errors.policyKind' }).superRefine((policy, ctx) => {
  if (policy.kind !== 'percentage') return
  policy.rules.forEach((rule, i) => {
    if (ruleMinutes(rule) === 0) ctx.addIssue({ code: 'custom', path: ['rules', i, 'days'], message: 'options.errors.tierTime' })
    const before = policy.rules[i - 1]
    if (!before) return
    // Listed from the farthest from the start to the nearest, each costing at least as much as the one before.
    if (ruleMinutes(rule) >= ruleMinutes(before)) ctx.addIssue({ code: 'custom', path: ['rules', i, 'days'], message: 'options.errors.tierOrder' })
    else if (rule.penaltyPercent < before.penaltyPercent) ctx.addIssue({ code: 'custom', path: ['rules', i, 'penaltyPercent'], message: 'options.errors.tierPercentOrder' })
  })
})
export type PolicyValues = z.output<typeof PolicySchema>

/** The stored shape of a policy (kind, rules, cut-off), the same for the same terms: rows are found by it. */
export type PolicyTerms = { kind: PolicyValues['kind']; rules: CancellationRule[]; freeCutoffHours: number | null }

export function policyTerms(policy: PolicyValues): PolicyTerms {
  if (policy.kind === 'non_refundable') return { kind: 'non_refundable', rules: [], freeCutoffHours: null }
  if (policy.kind === 'free') {
    const hours = policy.freeCutoffHours
    // Whole days are calendar days in the experience's zone (app/domain/cancellation.ts), as the seed's "24 hours".
    const rule = hours % 24 === 0 ? { days: hours / 24, hours: 0, minutes: 0, penaltyPercent: 100 } : { days: 0, hours, minutes: 0, penaltyPercent: 100 }
    return { kind: 'free', rules: [rule], freeCutoffHours: hours }
  }
  const rules = policy.rules.map((r) => ({ days: r.days, hours: r.hours, minutes: r.minutes, penaltyPercent: r.penaltyPercent }))
  return { kind: 'percentage', rules, freeCutoffHours: null }
}

/** A stored policy back into the form's values. */
export function policyValues(terms: PolicyTerms): PolicyValues {
  if (terms.kind === 'non_refundable') return { kind: 'non_refundable' }
  if (terms.kind === 'free') {
    const first = terms.rules[0]
    return { kind: 'free', freeCutoffHours: terms.freeCutoffHours ?? (first ? Math.round(ruleMinutes(first) / 60) : 24) }
  }
  return { kind: 'percentage', rules: terms.rules }
}

type Translate = (key: string, values?: Record<string, string | number>) => string

/** "7 days", "1 day 6 hours", "30 minutes", in the staff member's language (plurals from Intl). */
export function formatThreshold(rule: Pick<CancellationRule, 'days' | 'hours' | 'minutes'>, locale: string): string {
  const parts = (['day', 'hour', 'minute'] as const)
    .map((unit, i) => [unit, [rule.days, rule.hours, rule.minutes][i]!] as const)
    .filter(([, n]) => n > 0)
    .map(([unit, n]) => numberFormat(locale, { style: 'unit', unit, unitDisplay: 'long' }).format(n))
  return parts.join(' ')
}

/**
 * The terms in plain words, one part per period, farthest first:
 * "Cancel 7 days or more before: full refund · 2 days–7 days: 50% refund · later: no refund".
 */
export function policyPreview(terms: PolicyTerms, t: Translate, locale: string): string[] {
  if (terms.kind === 'non_refundable') return [t('options.preview.nonRefundable')]
  const tiers = terms.rules.filter((r) => r.penaltyPercent > 0).sort((a, b) => ruleMinutes(b) - ruleMinutes(a))
  if (!tiers.length) return [t('options.preview.freeAnytime')]
  const percent = numberFormat(locale, { style: 'percent' })
  const refund = (penalty: number) =>
    penalty >= 100 ? t('options.preview.noRefund') : penalty <= 0 ? t('options.preview.fullRefund') : t('options.preview.refund', { percent: percent.format((100 - penalty) / 100) })
  const parts = [t('options.preview.first', { when: formatThreshold(tiers[0]!, locale), refund: t('options.preview.fullRefund') })]
  tiers.forEach((tier, i) => {
    const next = tiers[i + 1]
    if (next) parts.push(t('options.preview.between', { from: formatThreshold(next, locale), to: formatThreshold(tier, locale), refund: refund(tier.penaltyPercent) }))
    else parts.push(t('options.preview.later', { refund: refund(tier.penaltyPercent) }))
  })
  return parts
}

// --- options and their units ---------------------------------------------------------------------------------

export type PricingMode = 'per_person' | 'per_item'
export type UnitType = 'adult' | 'child' | 'infant' | 'item'
export type OptionContext = { currency: string; pricingMode: PricingMode; hasFixedPrice: boolean }

const age = whole(0, 120, 'options.errors.age')

const unitSchema = (currency: string, required: boolean, ages: boolean) =>
  z.object({
    price: required ? amount(currency, true) : amount(currency, false).optional(),
    was: amount(currency, false).optional(),
    ...(ages ? { ageMin: age.optional(), ageMax: age.optional() } : {}),
  })

export type UnitValues = { type: UnitType; priceAmount: number; originalPriceAmount: number | null; ageMin: number | null; ageMax: number | null }

/**
 * One option with its prices. `c` is the experience as it is now: per-person options price adults (children and
 * infants when a price is given), per-item options price one item; a custom-offer experience may leave prices out.
 */
export function optionSchema(c: OptionContext) {
  const key = `${c.currency}|${c.pricingMode}|${c.hasFixedPrice}`
  let schema = optionSchemas.get(key)
  if (!schema) optionSchemas.set(key, (schema = buildOptionSchema(c)))
  return schema
}
// Building a zod schema costs tens of milliseconds; there are a handful of contexts, so each is built once.
const optionSchemas = new Map<string, ReturnType<typeof buildOptionSchema>>()

function buildOptionSchema(c: OptionContext) {
  const priced = c.hasFixedPrice
  return z
    .object({
      name: localized(120, true),
      description: localized(1000, false).optional(),
      durationMinutes: whole(5, 43_200, 'options.errors.duration'),
      minTravellers: whole(1, 500, 'options.errors.travellers').optional().default(1),
      maxTravellers: whole(1, 500, 'options.errors.travellers').optional(),
      maxCapacityPerItem: whole(1, 500, 'options.errors.perItem').optional(),
      payLaterAllowed: z.boolean().optional().default(false),
      adult: unitSchema(c.currency, priced && c.pricingMode === 'per_person', true).optional(),
      child: unitSchema(c.currency, false, true).optional(),
      infant: unitSchema(c.currency, false, true).optional(),
      item: unitSchema(c.currency, priced && c.pricingMode === 'per_item', false).optional(),
      policy: PolicySchema,
    })
    .superRefine((o, ctx) => {
      const issue = (path: Array<string | number>, message: string) => ctx.addIssue({ code: 'custom', path, message })
      if (o.maxTravellers !== undefined && o.maxTravellers < o.minTravellers) issue(['maxTravellers'], 'options.errors.maxBelowMin')
      if (c.pricingMode === 'per_item' && o.maxCapacityPerItem === undefined) issue(['maxCapacityPerItem'], 'options.errors.perItem')
      if (priced && c.pricingMode === 'per_person' && o.adult?.price === undefined) issue(['adult', 'price'], 'options.errors.priceRequired')
      if (priced && c.pricingMode === 'per_item' && o.item?.price === undefined) issue(['item', 'price'], 'options.errors.priceRequired')
      for (const type of ['adult', 'child', 'infant', 'item'] as const) {
        const unit = o[type] as { price?: number; was?: number; ageMin?: number; ageMax?: number } | undefined
        if (unit?.was !== undefined && (unit.price === undefined || unit.was <= unit.price)) issue([type, 'was'], 'options.errors.wasBelow')
        if (unit?.ageMin !== undefined && unit.ageMax !== undefined && unit.ageMin > unit.ageMax) issue([type, 'ageMax'], 'options.errors.ageOrder')
      }
      if (c.pricingMode === 'per_person') {
        // Bands must not overlap: an infant is younger than a child, a child younger than an adult.
        const bands = (['infant', 'child', 'adult'] as const).filter((type) => o[type]?.price !== undefined)
        bands.forEach((type, i) => {
          const younger = bands[i - 1]
          const youngerMax = younger ? (o[younger] as { ageMax?: number } | undefined)?.ageMax : undefined
          const min = (o[type] as { ageMin?: number } | undefined)?.ageMin
          if (youngerMax != null && min != null && min <= youngerMax) issue([type, 'ageMin'], 'options.errors.ageOverlap')
        })
      }
    })
    .transform((o) => {
      const types: UnitType[] = c.pricingMode === 'per_item' ? ['item'] : ['adult', 'child', 'infant']
      const units: UnitValues[] = types.flatMap((type) => {
        const unit = o[type] as { price?: number; was?: number; ageMin?: number; ageMax?: number } | undefined
        if (unit?.price === undefined) return []
        return [{ type, priceAmount: unit.price, originalPriceAmount: unit.was ?? null, ageMin: unit.ageMin ?? null, ageMax: unit.ageMax ?? null }]
      })
      return {
        name: cleanText(o.name)!,
        description: cleanText(o.description),
        durationMinutes: o.durationMinutes,
        minTravellers: o.minTravellers,
        maxTravellers: o.maxTravellers ?? null,
        maxCapacityPerItem: c.pricingMode === 'per_item' ? (o.maxCapacityPerItem ?? null) : null,
        payLaterAllowed: o.payLaterAllowed,
        units,
        policy: policyTerms(o.policy),
      }
    })
}
export type OptionValues = z.output<ReturnType<typeof buildOptionSchema>>

// --- extras, pickup points, sales switches ------------------------------------------------------------------

const extraSchemas = new Map<string, ReturnType<typeof buildExtraSchema>>()
export function extraSchema(currency: string) {
  let schema = extraSchemas.get(currency)
  if (!schema) extraSchemas.set(currency, (schema = buildExtraSchema(currency)))
  return schema
}

function buildExtraSchema(currency: string) {
  return z
    .object({
      name: localized(120, true),
      description: localized(500, false).optional(),
      price: amount(currency, true),
      pricing: z.enum(['per_person', 'per_booking'], { error: 'options.errors.extraPricing' }),
    })
    .transform((x) => ({ name: cleanText(x.name)!, description: cleanText(x.description), priceAmount: x.price, pricing: x.pricing }))
}
export type ExtraValues = z.output<ReturnType<typeof buildExtraSchema>>

export const PickupSchema = z
  .object({
    name: z.string({ error: 'options.errors.pickupName' }).trim().min(1, 'options.errors.pickupName').max(120, 'options.errors.textLong'),
    address: z.string({ error: 'options.errors.pickupAddress' }).trim().min(1, 'options.errors.pickupAddress').max(300, 'options.errors.textLong'),
    latitude: z.number({ error: 'options.errors.latitude' }).min(-90, 'options.errors.latitude').max(90, 'options.errors.latitude').optional(),
    longitude: z.number({ error: 'options.errors.longitude' }).min(-180, 'options.errors.longitude').max(180, 'options.errors.longitude').optional(),
    pickupOffsetMinutes: whole(0, 720, 'options.errors.pickupOffset'),
  })
  .superRefine((p, ctx) => {
    if ((p.latitude === undefined) !== (p.longitude === undefined)) ctx.addIssue({ code: 'custom', path: [p.latitude === undefined ? 'latitude' : 'longitude'], message: 'options.errors.pinHalf' })
  })
  .transform((p) => ({ ...p, latitude: p.latitude ?? null, longitude: p.longitude ?? null }))
export type PickupValues = z.output<typeof PickupSchema>

export const SalesSchema = z
  .object({
    pricingMode: z.enum(['per_person', 'per_item'], { error: 'options.errors.pricingMode' }),
    /** Needed when switching to per-item pricing: travellers one item takes, for every option. */
    capacityPerItem: whole(1, 500, 'options.errors.perItem').optional(),
    hasFixedPrice: z.boolean().optional().default(false),
    onRequest: z.boolean().optional().default(false),
    answerWindowHours: whole(1, 120, 'options.errors.answerWindow').optional().default(48),
  })
export type SalesValues = z.output<typeof SalesSchema>
