import { describe, expect, it } from 'vitest'
import { dateFieldPattern, dateFieldPlaceholder, formatDateField, parseDateField, readTypedDates, TYPED_DATE_FIELDS } from './date-field'

describe('date fields in the page language', () => {
  it('follow each locale: German, Russian and Turkish day first with dots, English month first with slashes', () => {
    expect(dateFieldPattern('de-DE')).toEqual({ order: ['day', 'month', 'year'], separator: '.' })
    expect(dateFieldPattern('ru-RU')).toEqual({ order: ['day', 'month', 'year'], separator: '.' })
    expect(dateFieldPattern('tr-TR')).toEqual({ order: ['day', 'month', 'year'], separator: '.' })
    expect(dateFieldPattern('en-US')).toEqual({ order: ['month', 'day', 'year'], separator: '/' })
    expect(dateFieldPlaceholder('de-DE', { day: 'TT', month: 'MM', year: 'JJJJ' })).toBe('TT.MM.JJJJ')
  })

  it('write an ISO date in the locale and read it back', () => {
    expect(formatDateField('2026-12-24', 'de-DE')).toBe('24.12.2026')
    expect(formatDateField('2026-12-24', 'en-US')).toBe('12/24/2026')
    expect(formatDateField('not a date', 'de-DE')).toBe('')
    for (const locale of ['de-DE', 'en-US', 'ru-RU', 'tr-TR']) expect(parseDateField(formatDateField('2027-03-05', locale), locale)).toBe('2027-03-05')
  })

  it('read what people type: other separators, no separators, short years, single digits, ISO', () => {
    expect(parseDateField('24.12.2026', 'de-DE')).toBe('2026-12-24')
    expect(parseDateField(' 24/12/26 ', 'de-DE')).toBe('2026-12-24')
    expect(parseDateField('5.3.2027', 'de-DE')).toBe('2027-03-05')
    expect(parseDateField('24122026', 'de-DE')).toBe('2026-12-24')
    expect(parseDateField('12242026', 'en-US')).toBe('2026-12-24')
    expect(parseDateField('2026-12-24', 'de-DE')).toBe('2026-12-24')
  })

  it('refuse what is not a date', () => {
    expect(parseDateField('', 'de-DE')).toBeNull()
    expect(parseDateField('31.02.2026', 'de-DE')).toBeNull()
    expect(parseDateField('12/24/2026', 'de-DE')).toBeNull()
    expect(parseDateField('24.12', 'de-DE')).toBeNull()
    expect(parseDateField('morgen', 'de-DE')).toBeNull()
    expect(parseDateField('24.12.202', 'de-DE')).toBeNull()
  })

  it('read the typed dates a form declared before hydration, and only those', () => {
    const form = new FormData()
    form.append('preferredDate', '24.12.2026')
    form.append('answers.a.b', '5.3.2027')
    form.append('answers.a.c', '24.12.2026') // a text answer that looks like a date
    form.append('answers.a.d', 'morgen') // not a date: left for the schema to refuse
    form.append(TYPED_DATE_FIELDS, 'preferredDate')
    form.append(TYPED_DATE_FIELDS, 'answers.a.b')
    form.append(TYPED_DATE_FIELDS, 'answers.a.d')
    const read = readTypedDates(form, 'de-DE')
    expect(Object.fromEntries(read)).toEqual({ preferredDate: '2026-12-24', 'answers.a.b': '2027-03-05', 'answers.a.c': '24.12.2026', 'answers.a.d': 'morgen' })
    const hydrated = new FormData()
    hydrated.append('preferredDate', '2026-12-24')
    expect(readTypedDates(hydrated, 'de-DE')).toBe(hydrated)
  })
})
