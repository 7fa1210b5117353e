// The booking questions checkout asks: one group per cart line whose experience asks any (a line that can no
// longer be booked asks nothing), in the buyer's language, under the experience's title and departure.
import type { CartLine } from '../domain/booking-contract'
import { inLocale, type AnswerGroup } from '../domain/booking-questions'
import { formatCalendarDate } from '../domain/zoned-time'
import { activeQuestionsOf } from '../models/partners/catalogue/questions.server'
import type { RequestContext } from '../utils/context'

export type QuestionGroup = AnswerGroup & { title: string; when: string }

export async function checkoutQuestions(ctx: RequestContext, lines: CartLine[]): Promise<QuestionGroup[]> {
  const live = lines.filter((l) => l.status !== 'UNAVAILABLE')
  const questions = await activeQuestionsOf(ctx.db, live.map((l) => l.experienceId))
  return live
    .filter((l) => questions.has(l.experienceId))
    .map((l) => ({
      lineId: l.id,
      title: l.optionName && l.optionName !== l.title ? `${l.title} – ${l.optionName}` : l.title,
      when: `${formatCalendarDate(l.date, ctx.locale)}, ${l.startTime}`,
      questions: questions.get(l.experienceId)!.map((q) => ({
        id: q.id,
        kind: q.kind,
        required: q.required,
        label: inLocale(q.label, ctx.locale),
        help: q.help ? inLocale(q.help, ctx.locale) : null,
        choices: q.choices.map((c) => ({ key: c.key, label: inLocale(c.label, ctx.locale) })),
      })),
    }))
}
