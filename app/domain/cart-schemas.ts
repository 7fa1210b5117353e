// The cart's inputs as zod schemas, one per intent, shared by the forms (conform, in the browser), the cart
// action and the cart model (on the server). Error messages are catalogue keys under `checkout.errors`,
// translated where shown. Each field is defined once: the model re-checks what the form already checked.
import { z } from '~/domain/zod'
import { addProblems, MAX_UNIT_QUANTITY, type AddLimits, type UnitType } from './cart-types'
import { isValidDate } from './zoned-time'

const id = z.guid('format')
const count = z.number('format').int('format').min(0, 'format').max(MAX_UNIT_QUANTITY, 'format')
const travellers = z.number('format').int('format').min(1, 'format').max(999, 'format').optional()
const payment = z.enum(['now', 'later'], 'format').default('now')

const FormUnitQuantitiesSchema = z
  .object({ adult: count.optional(), child: count.optional(), infant: count.optional(), item: count.optional() })
  .default({})
  .transform((q) => Object.fromEntries(Object.entries(q).filter(([, n]) => n !== undefined && n > 0)) as Partial<Record<UnitType, number>>)

const FormExtrasSchema = z
  .array(z.object({ extraId: id, quantity: count.optional() }))
  .default([])
  .transform((list) => list.flatMap((x) => (x.quantity ? [{ extraId: x.extraId, quantity: x.quantity }] : [])))

/** Intent `add`, from the experience page. The browser passes the option's limits; the server's model enforces them too. */
export function addToCartSchema(limits?: AddLimits) {
  return z
    .object({
      intent: z.literal('add'),
      experienceSlug: z.string('format').regex(/^[a-z0-9-]{1,120}$/, 'format'),
      optionId: id,
      date: z.string('required').refine(isValidDate, 'format'),
      startTime: z.string('required').regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'format'),
      unitQuantities: FormUnitQuantitiesSchema,
      travellers,
      extras: FormExtrasSchema,
      pickupPointId: id.optional(),
      payment,
    })
    .superRefine((value, ctx) => {
      for (const { field, code } of addProblems(value.unitQuantities, value.travellers, limits)) {
        ctx.addIssue({ code: 'custom', path: [field], message: code })
      }
    })
}
export const AddToCartSchema = addToCartSchema()

/**
 * Editing an item keeps its departure; quantities, extras, pickup and pay later may change. The cart model's
 * input; the form posts the same fields with the payment choice as `payment` (UpdateCartItemFormSchema).
 */
export const UpdateCartItemSchema = z.object({
  itemId: id,
  unitQuantities: FormUnitQuantitiesSchema,
  travellers,
  extras: FormExtrasSchema,
  pickupPointId: id.nullable().default(null),
  payLater: z.boolean().default(false),
})

/** Intent `update`: new quantities; the item's extras, pickup and payment choice are posted back unchanged. */
export const UpdateCartItemFormSchema = UpdateCartItemSchema.omit({ pickupPointId: true, payLater: true }).extend({
  intent: z.literal('update'),
  pickupPointId: id.optional(),
  payment,
})

export const RemoveCartItemSchema = z.object({ intent: z.literal('remove'), itemId: id })

/** A promo code as typed: the cart form and the cart model refuse the same strings, upper-cased. */
export const PromoCodeSchema = z
  .string('required')
  .trim()
  .regex(/^[A-Za-z0-9_-]{2,40}$/, 'format')
  .transform((code) => code.toUpperCase())

export const ApplyPromoSchema = z.object({ intent: z.literal('apply-promo'), code: PromoCodeSchema })
export const RemovePromoSchema = z.object({ intent: z.literal('remove-promo') })
/** The visitor accepts the re-checked total (spec §4: "a new total payable is shown" and confirmed). */
export const ConfirmTotalSchema = z.object({ intent: z.literal('confirm-total'), total: z.number('format').int('format').min(0, 'format') })

// What the cart model accepts from `addCartItem` callers other than the form (tests, scripts): strict, as stored.
const modelCount = z.number().int().min(0).max(MAX_UNIT_QUANTITY)
const uuid = z.uuid()

const UnitQuantitiesSchema = z
  .object({ adult: modelCount.optional(), child: modelCount.optional(), infant: modelCount.optional(), item: modelCount.optional() })
  .strict()

const ExtraSelectionSchema = z.object({ extraId: uuid, quantity: z.number().int().min(1).max(99) })

export const AddCartItemSchema = z.object({
  experienceSlug: z.string().min(1).max(200),
  optionId: uuid,
  date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  startTime: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/),
  unitQuantities: UnitQuantitiesSchema,
  travellers: z.number().int().min(1).max(999).optional(),
  extras: z.array(ExtraSelectionSchema).max(20).default([]),
  pickupPointId: uuid.nullable().default(null),
  payLater: z.boolean().default(false),
})
