// The cart's inputs as zod schemas, shared by the forms (conform, client side) and the models (server side).
import { z } from 'zod'

const count = z.number().int().min(0).max(99)
const uuid = z.uuid()

export const UnitQuantitiesSchema = z
  .object({ adult: count.optional(), child: count.optional(), infant: count.optional(), item: count.optional() })
  .strict()

export const ExtraSelectionSchema = z.object({ extraId: uuid, quantity: z.number().int().min(1).max(99) })

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

/** Editing an item keeps its departure; quantities, extras, pickup and pay later may change. */
export const UpdateCartItemSchema = z.object({
  itemId: uuid,
  unitQuantities: UnitQuantitiesSchema,
  travellers: z.number().int().min(1).max(999).optional(),
  extras: z.array(ExtraSelectionSchema).max(20).default([]),
  pickupPointId: uuid.nullable().default(null),
  payLater: z.boolean().default(false),
})

export const PromoCodeSchema = z
  .string()
  .trim()
  .min(1)
  .max(40)
  .regex(/^[A-Za-z0-9_-]+$/)
  .transform((code) => code.toUpperCase())

export type UpdateCartItemInput = z.infer<typeof UpdateCartItemSchema>
