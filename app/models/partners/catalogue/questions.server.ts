// Booking questions of one experience, as its supplier edits them (and the demo seed, through the same functions).
// Every function is scoped by the supplier: another supplier's experience or question is 'not_found' with
// nothing written. Each change is one transaction that locks the experience row (so two edits of the order
// cannot interleave), writes the audit line, and then says the catalogue changed. Questions are never
// deleted: bookings keep their own copy of what was asked, and a question no longer wanted is deactivated.
import { randomBytes } from 'node:crypto'
import { and, asc, eq, inArray } from 'drizzle-orm'
import { bookingQuestions, experiences } from '../../../../drizzle/schema/index'
import { QUESTION_KINDS, type QuestionChoice, type QuestionKind, type QuestionText } from '../../../domain/booking-questions'
import { LOCALES } from '../../../domain/locales'
import { z } from '../../../domain/zod'
import type { Db } from '../../../utils/db.server'
import { catalogueChanged } from '../../catalogue/catalogue-events.server'
import { audit } from '../audit.server'

export type QuestionRow = typeof bookingQuestions.$inferSelect
/** Who makes the change: a staff member, or null for the platform itself (the demo seed). */
export type Actor = { staffId: string | null }
type Scope = { supplierId: string; experienceId: string }
type Outcome<T = { id: string }> = ({ ok: true } & T) | { ok: false; reason: 'not_found' }

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i
const text = (max: number) => z.string().trim().min(1).max(max)
const Localized = (max: number) =>
  z.object({ en: text(max), ru: text(max).optional(), tr: text(max).optional(), de: text(max).optional() }).strict()

/** What a question is made of. The hub's form has its own schema with messages; this one guards every caller. */
export const QuestionInputSchema = z
  .object({
    label: Localized(120),
    help: Localized(240).nullable(),
    kind: z.enum(QUESTION_KINDS),
    /** kind 'choice': 2 to 20 labels in order (a key is kept for a label that stays, made for a new one). */
    choices: z.array(Localized(80)).max(20),
    required: z.boolean(),
  })
  .refine((q) => (q.kind === 'choice' ? q.choices.length >= 2 : q.choices.length === 0), { path: ['choices'] })
export type QuestionInput = z.input<typeof QuestionInputSchema>

/** Every question of a supplier's experience in its order, active or not; null when the experience is not theirs. */
export async function listQuestions(db: Db, scope: Scope): Promise<QuestionRow[] | null> {
  if (!UUID.test(scope.experienceId)) return null
  const [owned] = await db.select({ id: experiences.id }).from(experiences).where(and(eq(experiences.id, scope.experienceId), eq(experiences.supplierId, scope.supplierId)))
  if (!owned) return null
  return db.select().from(bookingQuestions).where(eq(bookingQuestions.experienceId, scope.experienceId)).orderBy(asc(bookingQuestions.position), asc(bookingQuestions.createdAt))
}

/** The active questions checkout asks, by experience, in their order (the buyer side: the catalogue is public). */
export async function activeQuestionsOf(db: Db, experienceIds: string[]): Promise<Map<string, QuestionRow[]>> {
  const out = new Map<string, QuestionRow[]>()
  if (!experienceIds.length) return out
  const rows = await db
    .select()
    .from(bookingQuestions)
    .where(and(inArray(bookingQuestions.experienceId, [...new Set(experienceIds)]), eq(bookingQuestions.active, true)))
    .orderBy(asc(bookingQuestions.position), asc(bookingQuestions.createdAt))
  for (const r of rows) out.set(r.experienceId, [...(out.get(r.experienceId) ?? []), r])
  return out
}

export async function addQuestion(db: Db, actor: Actor, scope: Scope, input: QuestionInput): Promise<Outcome> {
  const q = QuestionInputSchema.parse(input)
  return change(db, actor, scope, 'question.add', async (t, list) => {
    const [row] = await t
      .insert(bookingQuestions)
      .values({ experienceId: scope.experienceId, label: clean(q.label), help: q.help ? clean(q.help) : null, kind: q.kind, choices: withKeys(q.choices, []), required: q.required, position: list.length })
      .returning()
    return { id: row!.id, before: null, after: row! }
  })
}

export async function editQuestion(db: Db, actor: Actor, scope: Scope & { questionId: string }, input: QuestionInput): Promise<Outcome> {
  const q = QuestionInputSchema.parse(input)
  return change(db, actor, scope, 'question.edit', async (t, list) => {
    const before = list.find((x) => x.id === scope.questionId)
    if (!before) return null
    const [row] = await t
      .update(bookingQuestions)
      .set({ label: clean(q.label), help: q.help ? clean(q.help) : null, kind: q.kind, choices: withKeys(q.choices, before.choices), required: q.required, updatedAt: new Date() })
      .where(eq(bookingQuestions.id, before.id))
      .returning()
    return { id: before.id, before, after: row! }
  })
}

/** Moves a question one place up or down (active and inactive ones share one order); at an end it stays. */
export async function moveQuestion(db: Db, actor: Actor, scope: Scope & { questionId: string }, direction: 'up' | 'down'): Promise<Outcome> {
  return change(db, actor, scope, 'question.move', async (t, list) => {
    const from = list.findIndex((x) => x.id === scope.questionId)
    if (from < 0) return null
    const to = Math.min(list.length - 1, Math.max(0, from + (direction === 'up' ? -1 : 1)))
    const order = list.map((x) => x.id)
    order.splice(to, 0, ...order.splice(from, 1))
    // Positions are renumbered 0..n-1 every time, so gaps or ties left by older data heal on the first move.
    for (const [position, id] of order.entries()) {
      if (list.find((x) => x.id === id)!.position !== position) await t.update(bookingQuestions).set({ position }).where(eq(bookingQuestions.id, id))
    }
    return { id: scope.questionId, before: { position: from }, after: { position: to } }
  })
}

/** Deactivates (checkout stops asking; bookings keep their answers) or reactivates a question. */
export async function setQuestionActive(db: Db, actor: Actor, scope: Scope & { questionId: string }, active: boolean): Promise<Outcome> {
  return change(db, actor, scope, active ? 'question.reactivate' : 'question.deactivate', async (t, list) => {
    const before = list.find((x) => x.id === scope.questionId)
    if (!before) return null
    await t.update(bookingQuestions).set({ active, updatedAt: new Date() }).where(eq(bookingQuestions.id, before.id))
    return { id: before.id, before: { active: before.active }, after: { active } }
  })
}

type Step = (tx: Db, list: QuestionRow[]) => Promise<{ id: string; before: unknown; after: unknown } | null>

/** The frame of every change: scope check and lock, the change, its audit line; then the catalogue signal. */
async function change(db: Db, actor: Actor, scope: Scope & { questionId?: string }, action: string, step: Step): Promise<Outcome> {
  if (!UUID.test(scope.experienceId) || (scope.questionId !== undefined && !UUID.test(scope.questionId))) return { ok: false, reason: 'not_found' }
  const done = await db.transaction(async (tx) => {
    const t = tx as unknown as Db
    const [owned] = await t
      .select({ id: experiences.id })
      .from(experiences)
      .where(and(eq(experiences.id, scope.experienceId), eq(experiences.supplierId, scope.supplierId)))
      .for('update')
    if (!owned) return null
    const list = await t.select().from(bookingQuestions).where(eq(bookingQuestions.experienceId, scope.experienceId)).orderBy(asc(bookingQuestions.position), asc(bookingQuestions.createdAt))
    const result = await step(t, list)
    if (!result) return null
    await audit(t, { staffId: actor.staffId, supplierId: scope.supplierId, action, entity: 'booking_question', entityId: result.id, before: result.before, after: result.after })
    return result.id
  })
  if (!done) return { ok: false, reason: 'not_found' }
  catalogueChanged({ supplierId: scope.supplierId, experienceId: scope.experienceId, what: 'questions' })
  return { ok: true, id: done }
}

/** Only the languages the catalogue has, without empty strings. */
function clean(text: z.output<ReturnType<typeof Localized>>): QuestionText {
  const out: QuestionText = { en: text.en }
  for (const l of LOCALES) if (l !== 'en' && text[l]) out[l] = text[l]
  return out
}

/** Choices with keys: a choice whose English label was there before keeps its key, a new one gets a new key. */
function withKeys(labels: Array<z.output<ReturnType<typeof Localized>>>, previous: QuestionChoice[]): QuestionChoice[] {
  const used = new Set<string>()
  return labels.map((label) => {
    const kept = previous.find((p) => p.label.en === label.en && !used.has(p.key))
    const key = kept?.key ?? randomBytes(4).toString('hex')
    used.add(key)
    return { key, label: clean(label) }
  })
}

export type { QuestionKind }
