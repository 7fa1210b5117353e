// The schedule screen's forms (decision 046), checked in the browser and again on the server. Messages are keys of
// app/hub/locales/schedule.ts. Prices are typed in major units ("45.50") and turned into minor units on the server,
// where the option's currency is known.
import type { SubmissionResult } from '@conform-to/react'
import { z } from '../domain/zod'
import { isValidDate } from '../domain/zoned-time'
import type { ScheduleRefusal } from '../models/partners/catalogue/schedule-scope.server'

/** What a form gets back when its save is invalid or refused: its key (which form), conform's reply, the reason. */
export type ScheduleActionData = {
  form: string
  result?: SubmissionResult<string[]>
  refusal?: ScheduleRefusal
}

const uuid = z.uuid('schedule.errors.notFound')
const weekdays = z
  .array(z.coerce.number().int().min(0).max(6), {
    error: 'schedule.errors.weekdays',
  })
  .min(1, 'schedule.errors.weekdays')
const date = (message: string) => z.string({ error: message }).trim().refine(isValidDate, message)
const optionalDate = z
  .string()
  .trim()
  .optional()
  .refine((value) => !value || isValidDate(value), 'schedule.errors.date')
  .transform((value) => value || null)
/** A whole number of places typed in a text box (the field stays a string for conform). */
const places = (min: number) =>
  z
    .string({ error: 'schedule.errors.capacity' })
    .trim()
    .regex(/^\d{1,5}$/, 'schedule.errors.capacity')
    .transform(Number)
    .pipe(z.number().min(min, 'schedule.errors.capacity').max(10000, 'schedule.errors.capacity'))
const TIME = /^([01]?\d|2[0-3])[:.]([0-5]\d)$/

/** "9:00, 14.30 17:45" → ['09:00', '14:30', '17:45']. */
const startTimes = z
  .string({ error: 'schedule.errors.times' })
  .trim()
  .min(1, 'schedule.errors.times')
  .max(300, 'schedule.errors.times')
  .transform((text) => text.split(/[\s,;]+/).filter(Boolean))
  .refine((times) => times.length > 0 && times.length <= 24 && times.every((t) => TIME.test(t)), 'schedule.errors.times')
  .transform((times) => times.map((t) => t.replace(TIME, (_, h: string, m: string) => `${h.padStart(2, '0')}:${m}`)))

const season = <T extends { validFrom: string; validTo: string | null }>(value: T, ctx: z.RefinementCtx) => {
  if (value.validTo && value.validTo < value.validFrom)
    ctx.addIssue({
      code: 'custom',
      message: 'schedule.errors.season',
      path: ['validTo'],
    })
}

export const RuleSchema = z
  .object({
    intent: z.literal('save-rule'),
    optionId: uuid,
    ruleId: uuid.optional(),
    weekdays,
    startTimes,
    capacity: places(1),
    validFrom: date('schedule.errors.date'),
    validTo: optionalDate,
  })
  .superRefine(season)

const PRICE = /^\d{1,9}([.,]\d{1,3})?$/
const price = z
  .string()
  .trim()
  .optional()
  .refine((value) => !value || PRICE.test(value), 'schedule.errors.price')

export const PriceSchema = z
  .object({
    intent: z.literal('add-price'),
    optionId: uuid,
    validFrom: date('schedule.errors.date'),
    validTo: optionalDate,
    weekdays,
    prices: z.object({ adult: price, child: price, infant: price, item: price }).refine((p) => Object.values(p).some(Boolean), {
      message: 'schedule.errors.pricesRequired',
      path: ['adult'],
    }),
  })
  .superRefine(season)

export const CapacitySchema = z.object({
  intent: z.literal('departure-capacity'),
  slotId: uuid,
  capacity: places(1),
})

/** The one-click forms: close or reopen a date or a departure, remove a rule or an override. */
export const ClickSchema = z.discriminatedUnion('intent', [
  z.object({
    intent: z.enum(['close-date', 'reopen-date']),
    date: date('schedule.errors.date'),
    optionId: uuid.optional().or(z.literal('').transform(() => undefined)),
  }),
  z.object({
    intent: z.enum(['close-departure', 'reopen-departure']),
    slotId: uuid,
  }),
  z.object({ intent: z.literal('remove-rule'), ruleId: uuid }),
  z.object({ intent: z.literal('remove-price'), overrideId: uuid }),
])

/** "45,50" in a currency of `digits` decimals → 4550; null when it has more decimals than the currency. */
export function toMinorUnits(text: string, digits: number): number | null {
  const [whole = '0', fraction = ''] = text.replace(',', '.').split('.')
  if (fraction.length > digits) return null
  return Number(whole) * 10 ** digits + Number(fraction.padEnd(digits, '0') || 0)
}
