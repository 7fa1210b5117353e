// The catalogue editor's forms as zod schemas, shared by the server (parseWithZod) and the browser (conform).
// Messages are translation keys under `catalogue.errors`. A list field is a textarea with one entry per line.
import { LOCALES } from '../domain/locales'
import { z } from '../domain/zod'

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/
const DATE = /^\d{4}-\d{2}-\d{2}$/

const optionalText = (max: number, message: string) =>
  z
    .string()
    .trim()
    .max(max, message)
    .optional()
    .transform((v) => (v ? v : null))

/** One entry per line; blank lines dropped; each line and the count bounded. */
const lines = (message: string) =>
  z
    .string()
    .optional()
    .transform((v) =>
      (v ?? '')
        .split(/\r?\n/)
        .map((line) => line.replace(/^\s*[-•*]\s*/, '').trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.string().max(300, message)).max(30, message))

const intIn = (min: number, max: number, message: string) => z.coerce.number({ error: message }).int(message).min(min, message).max(max, message)
const optionalInt = (min: number, max: number, message: string) =>
  z.preprocess((v) => (v === '' || v === undefined || v === null ? undefined : v), intIn(min, max, message).optional()).transform((v) => v ?? null)
const optionalNumber = (min: number, max: number, message: string) =>
  z
    .preprocess((v) => (v === '' || v === undefined || v === null ? undefined : String(v).replace(',', '.')), z.coerce.number({ error: message }).min(min, message).max(max, message).optional())
    .transform((v) => v ?? null)
const checkbox = z.preprocess((v) => v === 'on' || v === 'true' || v === true, z.boolean())
const time = z
  .string()
  .trim()
  .optional()
  .transform((v) => (v ? v : null))
  .refine((v) => v === null || TIME.test(v), 'catalogue.errors.time')

export const FactsSchema = z
  .object({
    intent: z.literal('facts'),
    cityId: z.uuid('catalogue.errors.city'),
    categoryId: z.uuid('catalogue.errors.category'),
    durationHours: intIn(0, 720, 'catalogue.errors.duration'),
    durationMins: intIn(0, 59, 'catalogue.errors.duration'),
    ageMin: optionalInt(0, 99, 'catalogue.errors.age'),
    ageMax: optionalInt(0, 99, 'catalogue.errors.age'),
    startTime: time,
    endTime: time,
    validity: z.enum(['never', 'until'], { error: 'catalogue.errors.validity' }),
    expiresOn: z
      .string()
      .trim()
      .optional()
      .transform((v) => (v ? v : null))
      .refine((v) => v === null || (DATE.test(v) && !Number.isNaN(Date.parse(`${v}T00:00:00Z`))), 'catalogue.errors.date'),
    pickupIncluded: checkbox,
    dropOffIncluded: checkbox,
    showOnMap: checkbox,
    guideLanguages: z.array(z.string().regex(/^[a-z]{2}$/), { error: 'catalogue.errors.languages' }).min(1, 'catalogue.errors.languages').max(20),
    latitude: optionalNumber(-90, 90, 'catalogue.errors.latitude'),
    longitude: optionalNumber(-180, 180, 'catalogue.errors.longitude'),
  })
  .superRefine((v, ctx) => {
    if (v.durationHours * 60 + v.durationMins < 5) ctx.addIssue({ code: 'custom', path: ['durationMins'], message: 'catalogue.errors.durationShort' })
    if (v.ageMin !== null && v.ageMax !== null && v.ageMin > v.ageMax) ctx.addIssue({ code: 'custom', path: ['ageMax'], message: 'catalogue.errors.ageOrder' })
    if (v.validity === 'until' && !v.expiresOn) ctx.addIssue({ code: 'custom', path: ['expiresOn'], message: 'catalogue.errors.date' })
    if ((v.latitude === null) !== (v.longitude === null)) ctx.addIssue({ code: 'custom', path: [v.latitude === null ? 'latitude' : 'longitude'], message: 'catalogue.errors.pinBoth' })
  })

const step = z.object({
  title: z.string().trim().max(120, 'catalogue.errors.tooLong').optional().default(''),
  description: z.string().trim().max(1000, 'catalogue.errors.tooLong').optional().default(''),
})

export const TextSchema = z
  .object({
    intent: z.literal('text'),
    locale: z.enum(LOCALES),
    title: z.string().trim().max(120, 'catalogue.errors.titleLong').optional().default(''),
    overview: z.string().trim().max(4000, 'catalogue.errors.tooLong').optional().default(''),
    highlights: lines('catalogue.errors.lines'),
    includes: lines('catalogue.errors.lines'),
    excludes: lines('catalogue.errors.lines'),
    knowBeforeYouGo: lines('catalogue.errors.lines'),
    whatToBring: lines('catalogue.errors.lines'),
    itinerary: z.array(step).max(30, 'catalogue.errors.lines').optional().default([]),
    locationDescription: optionalText(1000, 'catalogue.errors.tooLong'),
    meetingPoint: optionalText(500, 'catalogue.errors.tooLong'),
  })
  .superRefine((v, ctx) => {
    if (v.locale === 'en' && v.title.length < 3) ctx.addIssue({ code: 'custom', path: ['title'], message: 'catalogue.errors.titleRequired' })
    v.itinerary.forEach((s, i) => {
      if (!s.title && s.description) ctx.addIssue({ code: 'custom', path: ['itinerary', i, 'title'], message: 'catalogue.errors.stepTitle' })
    })
  })

export const NewExperienceSchema = z.object({
  title: z.string({ error: 'catalogue.errors.titleRequired' }).trim().min(3, 'catalogue.errors.titleRequired').max(120, 'catalogue.errors.titleLong'),
  cityId: z.uuid('catalogue.errors.city'),
  categoryId: z.uuid('catalogue.errors.category'),
  durationHours: intIn(0, 720, 'catalogue.errors.duration'),
  durationMins: intIn(0, 59, 'catalogue.errors.duration'),
})

export const StatusSchema = z.object({ intent: z.literal('status'), status: z.enum(['draft', 'active', 'unavailable']) })
