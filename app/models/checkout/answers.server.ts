// The booking questions' answers inside placeOrder's transaction: checked against the questions each line's
// experience asks at this moment (a question added while the buyer typed is asked, not skipped), then frozen on
// the bookings. A refusal is an Abort, so nothing of the order is written.
import { eq } from 'drizzle-orm'
import { bookings } from '../../../drizzle/schema/index'
import { answersSchema, inLocale, snapshotAnswers, type AnswerGroup, type BookingAnswer, type SubmittedAnswers } from '../../domain/booking-questions'
import type { Locale } from '../../domain/locales'
import type { Db } from '../../utils/db.server'
import { Abort } from '../orders/write.server'
import { activeQuestionsOf } from '../partners/catalogue/questions.server'

type Line = { id: string; experienceId: string }

/** The frozen answers per cart line id; throws Abort('answers_invalid') with a message per field. */
export async function freezeAnswers(tx: Db, lines: Line[], submitted: SubmittedAnswers | undefined, locale: Locale): Promise<Map<string, BookingAnswer[]>> {
  const questions = await activeQuestionsOf(tx, lines.map((l) => l.experienceId))
  const groups: AnswerGroup[] = lines
    .filter((l) => questions.has(l.experienceId))
    .map((l) => ({
      lineId: l.id,
      questions: questions.get(l.experienceId)!.map((q) => ({ id: q.id, kind: q.kind, required: q.required, label: inLocale(q.label, locale), help: null, choices: q.choices.map((c) => ({ key: c.key, label: c.label.en })) })),
    }))
  const out = new Map<string, BookingAnswer[]>()
  if (!groups.length) return out
  const parsed = answersSchema(groups).safeParse(submitted ?? {})
  if (!parsed.success) {
    const fieldErrors: Record<string, string[]> = {}
    for (const issue of parsed.error.issues) fieldErrors[['answers', ...issue.path].join('.')] = [issue.message]
    throw new Abort({ kind: 'answers_invalid', fieldErrors })
  }
  const values = parsed.data as SubmittedAnswers
  for (const l of lines) out.set(l.id, snapshotAnswers(questions.get(l.experienceId) ?? [], values[l.id], locale))
  return out
}

/**
 * The same order placed again (another tab, a retry after a declined card): the answers typed last are the ones
 * the supplier gets, like the buyer's details. A booking's cart line is the last part of its idempotency key.
 */
export async function rewriteAnswers(tx: Db, orderId: string, submitted: SubmittedAnswers | undefined, locale: Locale): Promise<void> {
  const rows = await tx.select({ id: bookings.id, key: bookings.idempotencyKey, experienceId: bookings.experienceId }).from(bookings).where(eq(bookings.orderId, orderId))
  const lines = rows.map((r) => ({ id: r.key.split(':').pop()!, experienceId: r.experienceId, bookingId: r.id }))
  const frozen = await freezeAnswers(tx, lines, submitted, locale)
  for (const l of lines) await tx.update(bookings).set({ answers: frozen.get(l.id) ?? [] }).where(eq(bookings.id, l.bookingId))
}
