// Booking questions (issue 23): what a supplier asks a traveller at checkout for one experience (a flight number
// for a transfer), the zod rules an answer of each kind obeys, and the answer as it is frozen on the booking.
// Shared by the hub's editor, the checkout form (browser and server), the order writer and every place that
// shows an answer. No I/O here.
import type { Locale } from './locales'
import { formatCalendarDate } from './zoned-time'
import { z } from './zod'

export const QUESTION_KINDS = ['short_text', 'long_text', 'number', 'date', 'time', 'yes_no', 'choice'] as const
export type QuestionKind = (typeof QUESTION_KINDS)[number]

/** Text in the catalogue languages; English is the one required (as LocalizedText in drizzle/schema/columns.ts). */
export type QuestionText = { en: string } & Partial<Record<Exclude<Locale, 'en'>, string>>
export type QuestionChoice = { key: string; label: QuestionText }

/** A question as checkout asks it: already in the buyer's language. */
export type AskedQuestion = {
  id: string
  kind: QuestionKind
  required: boolean
  label: string
  help: string | null
  choices: Array<{ key: string; label: string }>
}

/** What a booking keeps of one answer: never changed by a later edit of the question. */
export type BookingAnswer = {
  questionId: string
  kind: QuestionKind
  /** The buyer's language at booking time. */
  locale: Locale
  /** The question's label in English and in the buyer's language, as they stood at booking time. */
  label: { en: string; local: string }
  /** The answer: text as typed; a number, YYYY-MM-DD, HH:MM, 'yes' / 'no', or the chosen choice's key. */
  value: string
  /** choice: the chosen label in English and in the buyer's language at booking time. */
  choice?: { en: string; local: string }
}

export const SHORT_TEXT_MAX = 120
export const LONG_TEXT_MAX = 1000

/** Messages are keys of the buyer catalogue's `checkout.errors` (app/locales/en-booking.ts). */
const required = (issue: { input?: unknown }) => (issue.input === undefined || issue.input === '' ? 'answerRequired' : 'answerFormat')
const blankToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v)

const isRealDate = (v: string) => {
  const d = new Date(`${v}T00:00:00Z`)
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v
}

/** The zod rule of one answer: '' and whitespace count as no answer; an optional question may stay unanswered. */
export function answerSchema(q: Pick<AskedQuestion, 'kind' | 'required' | 'choices'>) {
  let rule: z.ZodType<string>
  switch (q.kind) {
    case 'short_text':
      rule = z.string({ error: required }).trim().max(SHORT_TEXT_MAX, 'answerTooLong')
      break
    case 'long_text':
      rule = z.string({ error: required }).trim().max(LONG_TEXT_MAX, 'answerTooLong')
      break
    case 'number':
      rule = z
        .string({ error: required })
        .trim()
        .regex(/^-?\d{1,9}([.,]\d{1,4})?$/, 'answerNumber')
        .transform((v) => v.replace(',', '.'))
      break
    case 'date':
      rule = z.string({ error: required }).trim().regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'answerDate', abort: true }).refine(isRealDate, 'answerDate')
      break
    case 'time':
      rule = z.string({ error: required }).trim().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'answerTime')
      break
    case 'yes_no':
      rule = z.enum(['yes', 'no'], { error: required })
      break
    case 'choice': {
      const keys = q.choices.map((c) => c.key)
      rule = z.string({ error: required }).refine((v) => keys.includes(v), 'answerChoice')
      break
    }
  }
  const inner = q.required ? rule : rule.optional()
  return z.preprocess(blankToUndefined, inner)
}

/** The checkout's answers: one group per cart line that asks questions, keyed by line id then question id. */
export type AnswerGroup = { lineId: string; questions: AskedQuestion[] }

export function answersSchema(groups: AnswerGroup[]) {
  const shape: Record<string, z.ZodType> = {}
  for (const g of groups) {
    const inner: Record<string, z.ZodType> = {}
    for (const q of g.questions) inner[q.id] = answerSchema(q)
    // A line with no answers at all is still checked (zod's default() would skip its required questions).
    shape[g.lineId] = z.preprocess((v) => v ?? {}, z.object(inner))
  }
  return z.object(shape)
}

export type SubmittedAnswers = Record<string, Record<string, string | undefined>>

const YES_NO: Record<Locale, { yes: string; no: string }> = {
  en: { yes: 'Yes', no: 'No' },
  ru: { yes: 'Да', no: 'Нет' },
  tr: { yes: 'Evet', no: 'Hayır' },
  de: { yes: 'Ja', no: 'Nein' },
}

/**
 * One answer as a reader sees it: the label and answer in `locale` when the buyer wrote in it, else English
 * (a supplier reading a German buyer's answer in Russian sees the English label, never a language the booking
 * did not keep). Dates are written out, yes/no translated; text is shown as typed.
 */
export function answerText(a: BookingAnswer, locale: string): { label: string; value: string } {
  const own = a.locale === locale
  const label = own ? a.label.local : a.label.en
  const lang = (Object.hasOwn(YES_NO, locale) ? locale : 'en') as Locale
  switch (a.kind) {
    case 'yes_no':
      return { label, value: a.value === 'yes' ? YES_NO[lang].yes : YES_NO[lang].no }
    case 'date':
      return { label, value: formatCalendarDate(a.value, lang, 'long') }
    case 'choice':
      return { label, value: (own ? a.choice?.local : a.choice?.en) ?? a.value }
    default:
      return { label, value: a.value }
  }
}

/** A localized text in `locale`, or English when that language is missing. */
export const inLocale = (text: QuestionText, locale: Locale): string => text[locale]?.trim() || text.en

/** Freezes the submitted answers of one booking against the questions as they stand now (inside the order write). */
export function snapshotAnswers(
  questions: Array<{ id: string; kind: QuestionKind; label: QuestionText; choices: QuestionChoice[] }>,
  submitted: Record<string, string | undefined> | undefined,
  locale: Locale,
): BookingAnswer[] {
  const out: BookingAnswer[] = []
  for (const q of questions) {
    const value = submitted?.[q.id]
    if (value === undefined || value === '') continue
    const answer: BookingAnswer = { questionId: q.id, kind: q.kind, locale, label: { en: q.label.en, local: inLocale(q.label, locale) }, value }
    if (q.kind === 'choice') {
      const c = q.choices.find((x) => x.key === value)
      if (c) answer.choice = { en: c.label.en, local: inLocale(c.label, locale) }
    }
    out.push(answer)
  }
  return out
}
