// Booking questions (issue 23): what a supplier asks at checkout for one experience. Answers are frozen on each
// booking (bookings.answers), so a question is never deleted once asked: it is deactivated, and checkout stops
// asking it.
import { sql } from 'drizzle-orm'
import { boolean, check, index, integer, jsonb, pgEnum, pgTable, uuid } from 'drizzle-orm/pg-core'
import { QUESTION_KINDS, type QuestionChoice } from '../../app/domain/booking-questions'
import { createdAt, id, timestamptz, type LocalizedText } from './columns'
import { experiences } from './experiences'

export const questionKind = pgEnum('question_kind', QUESTION_KINDS)

export const bookingQuestions = pgTable(
  'booking_questions',
  {
    id: id(),
    experienceId: uuid()
      .notNull()
      .references(() => experiences.id, { onDelete: 'cascade' }),
    label: jsonb().$type<LocalizedText>().notNull(),
    /** A line under the field (e.g. "As printed on your ticket, e.g. EK 2"); null when none. */
    help: jsonb().$type<LocalizedText>(),
    kind: questionKind().notNull(),
    /** kind 'choice': the choices in their order, each with a stable key that answers store. */
    choices: jsonb().$type<QuestionChoice[]>().notNull().default([]),
    required: boolean().notNull().default(false),
    position: integer().notNull().default(0),
    active: boolean().notNull().default(true),
    createdAt: createdAt(),
    updatedAt: timestamptz().notNull().defaultNow(),
  },
  (t) => [
    index('booking_questions_experience_idx').on(t.experienceId, t.position),
    check('booking_questions_choices_check', sql`${t.kind} <> 'choice' or jsonb_array_length(${t.choices}) >= 2`),
  ],
)
