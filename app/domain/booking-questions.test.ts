import { describe, expect, it } from 'vitest'
import { answerSchema, answersSchema, answerText, snapshotAnswers, type AskedQuestion, type BookingAnswer } from './booking-questions'

const ask = (kind: AskedQuestion['kind'], required = true): AskedQuestion => ({ id: 'q', kind, required, label: 'Q', help: null, choices: [{ key: 'a', label: 'A' }, { key: 'b', label: 'B' }] })
const error = (q: AskedQuestion, v: unknown) => {
  const r = answerSchema(q).safeParse(v)
  return r.success ? null : r.error.issues[0]!.message
}

describe('answer rules', () => {
  it('refuses a missing or blank answer to a required question, and lets an optional one stay empty', () => {
    expect(error(ask('short_text'), undefined)).toBe('answerRequired')
    expect(error(ask('short_text'), '   ')).toBe('answerRequired')
    expect(answerSchema(ask('short_text', false)).parse('  ')).toBeUndefined()
  })

  it('checks each kind: numbers, real dates, 24-hour times, yes/no, a listed choice, length', () => {
    expect(answerSchema(ask('number')).parse('2,5')).toBe('2.5')
    expect(error(ask('number'), 'two')).toBe('answerNumber')
    expect(error(ask('date'), '2026-02-30')).toBe('answerDate')
    expect(answerSchema(ask('date')).parse('2026-02-28')).toBe('2026-02-28')
    expect(error(ask('time'), '24:00')).toBe('answerTime')
    expect(answerSchema(ask('time')).parse('07:05')).toBe('07:05')
    expect(error(ask('yes_no'), 'maybe')).toBe('answerFormat')
    expect(error(ask('choice'), 'c')).toBe('answerChoice')
    expect(error(ask('short_text'), 'x'.repeat(121))).toBe('answerTooLong')
  })

  it('checks a line that sent no answers at all', () => {
    const r = answersSchema([{ lineId: 'line', questions: [ask('short_text')] }]).safeParse({})
    expect(r.success ? [] : r.error.issues.map((i) => [i.path.join('.'), i.message])).toEqual([['line.q', 'answerRequired']])
  })
})

describe('frozen answers', () => {
  const questions = [
    { id: 'f', kind: 'short_text' as const, label: { en: 'Flight number', de: 'Flugnummer' }, choices: [] },
    { id: 'c', kind: 'choice' as const, label: { en: 'Car' }, choices: [{ key: 'k1', label: { en: 'Sedan', de: 'Limousine' } }, { key: 'k2', label: { en: 'Van' } }] },
    { id: 'y', kind: 'yes_no' as const, label: { en: 'Child seat?', de: 'Kindersitz?' }, choices: [] },
  ]

  it('keeps the label and choice in English and the buyer\'s language, leaving out unanswered questions', () => {
    const frozen = snapshotAnswers(questions, { f: 'EK 2', c: 'k1' }, 'de')
    expect(frozen).toEqual([
      { questionId: 'f', kind: 'short_text', locale: 'de', label: { en: 'Flight number', local: 'Flugnummer' }, value: 'EK 2' },
      { questionId: 'c', kind: 'choice', locale: 'de', label: { en: 'Car', local: 'Car' }, value: 'k1', choice: { en: 'Sedan', local: 'Limousine' } },
    ])
  })

  it('reads an answer in the buyer\'s language for a reader of that language, in English for anyone else', () => {
    const [f, c] = snapshotAnswers(questions, { f: 'EK 2', c: 'k1' }, 'de') as [BookingAnswer, BookingAnswer]
    expect(answerText(f, 'de')).toEqual({ label: 'Flugnummer', value: 'EK 2' })
    expect(answerText(f, 'ru')).toEqual({ label: 'Flight number', value: 'EK 2' })
    expect(answerText(c, 'en')).toEqual({ label: 'Car', value: 'Sedan' })
    const [y] = snapshotAnswers(questions, { y: 'yes' }, 'de') as [BookingAnswer]
    expect(answerText(y, 'de')).toEqual({ label: 'Kindersitz?', value: 'Ja' })
  })
})
