// The cart action's inputs, one zod schema per intent, shared by the forms (conform, in the browser) and the
// action (on the server). Error messages are catalogue keys under `checkout.errors`, translated where shown.
import type { SubmissionResult } from '@conform-to/react'
import { z } from 'zod'
import { isValidDate } from './zoned-time'

export const UNIT_TYPES = ['adult', 'child', 'infant', 'item'] as const
export type UnitType = (typeof UNIT_TYPES)[number]
/** Far above any real group, low enough that a typed 1e9 is refused as a format error rather than priced. */
export const MAX_UNIT_QUANTITY = 99

const id = z.guid('format')
const count = z.number('format').int('format').min(0, 'format').max(MAX_UNIT_QUANTITY, 'format')

const UnitQuantitiesSchema = z
  .object({ adult: count.optional(), child: count.optional(), infant: count.optional(), item: count.optional() })
  .default({})
  .transform((q) => Object.fromEntries(Object.entries(q).filter(([, n]) => n !== undefined && n > 0)) as Partial<Record<UnitType, number>>)

const ExtrasSchema = z
  .array(z.object({ extraId: id, quantity: count.optional() }))
  .default([])
  .transform((list) => list.flatMap((x) => (x.quantity ? [{ extraId: x.extraId, quantity: x.quantity }] : [])))

/** How many people the quantities stand for: per-person units, or the travellers field of per-item options. */
export function travellersOf(units: Partial<Record<UnitType, number>>, travellers: number | undefined): number {
  if (units.item) return travellers ?? 0
  return (units.adult ?? 0) + (units.child ?? 0) + (units.infant ?? 0)
}

export type AddLimits = { capacityPerItem: number | null; maxTravellers: number | null }

/** Intent `add`, from the experience page. The browser passes the option's limits; the server's model enforces them too. */
export function addToCartSchema(limits?: AddLimits) {
  return z
    .object({
      intent: z.literal('add'),
      experienceSlug: z.string('format').regex(/^[a-z0-9-]{1,120}$/, 'format'),
      optionId: id,
      date: z.string('required').refine(isValidDate, 'format'),
      startTime: z.string('required').regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'format'),
      unitQuantities: UnitQuantitiesSchema,
      travellers: z.number('format').int('format').min(1, 'format').max(999, 'format').optional(),
      extras: ExtrasSchema,
      pickupPointId: id.optional(),
      payment: z.enum(['now', 'later'], 'format').default('now'),
    })
    .superRefine((value, ctx) => {
      const people = travellersOf(value.unitQuantities, value.travellers)
      const items = value.unitQuantities.item ?? 0
      if (people < 1) ctx.addIssue({ code: 'custom', path: ['unitQuantities'], message: 'noTravellers' })
      if (items && !value.travellers) ctx.addIssue({ code: 'custom', path: ['travellers'], message: 'required' })
      if (limits?.capacityPerItem && items && people > items * limits.capacityPerItem) {
        ctx.addIssue({ code: 'custom', path: ['travellers'], message: 'capacity' })
      }
      if (limits?.maxTravellers && !items && people > limits.maxTravellers) {
        ctx.addIssue({ code: 'custom', path: ['unitQuantities'], message: 'tooMany' })
      }
    })
}
export const AddToCartSchema = addToCartSchema()

/** Intent `update`: new quantities; the item's extras, pickup and payment choice are posted back unchanged. */
export const UpdateCartItemSchema = z.object({
  intent: z.literal('update'),
  itemId: id,
  unitQuantities: UnitQuantitiesSchema,
  travellers: z.number('format').int('format').min(1, 'format').max(999, 'format').optional(),
  extras: ExtrasSchema,
  pickupPointId: id.optional(),
  payment: z.enum(['now', 'later'], 'format').default('now'),
})

export const RemoveCartItemSchema = z.object({ intent: z.literal('remove'), itemId: id })

export const PromoCodeSchema = z
  .string('required')
  .trim()
  .regex(/^[A-Za-z0-9_-]{2,40}$/, 'format')
  .transform((code) => code.toUpperCase())

export const ApplyPromoSchema = z.object({ intent: z.literal('apply-promo'), code: PromoCodeSchema })
export const RemovePromoSchema = z.object({ intent: z.literal('remove-promo') })
/** The visitor accepts the re-checked total (spec §4: "a new total payable is shown" and confirmed). */
export const ConfirmTotalSchema = z.object({ intent: z.literal('confirm-total'), total: z.number('format').int('format').min(0, 'format') })

export const CART_INTENTS = ['add', 'update', 'remove', 'apply-promo', 'remove-promo', 'confirm-total'] as const
export type CartIntent = (typeof CART_INTENTS)[number]

/** What the cart action answers a fetcher with: the conform result, and for `add` the item that was added. */
export type CartActionData = {
  intent: CartIntent | null
  result: SubmissionResult<string[]>
  added?: { itemId: string } | null
}
