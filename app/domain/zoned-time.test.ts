import { describe, expect, it } from 'vitest'
import {
  zonePlace,
  addDays,
  addMonths,
  daysInMonth,
  formatCalendarDate,
  formatLocalTime,
  formatMonth,
  isoWeekdayIndex,
  isValidDate,
  shiftLocalDays,
  todayIn,
  wallClock,
  zonedTimeToUtc,
} from './zoned-time'

describe('zoned time', () => {
  it('reads a departure at 09:00 in Dubai as 05:00 UTC', () => {
    expect(zonedTimeToUtc('2025-03-14', '09:00', 'Asia/Dubai').toISOString()).toBe('2025-03-14T05:00:00.000Z')
  })

  it('follows Berlin across the spring DST change: 10:00 is UTC+1 on Saturday and UTC+2 on Sunday', () => {
    expect(zonedTimeToUtc('2025-03-29', '10:00', 'Europe/Berlin').toISOString()).toBe('2025-03-29T09:00:00.000Z')
    expect(zonedTimeToUtc('2025-03-30', '10:00', 'Europe/Berlin').toISOString()).toBe('2025-03-30T08:00:00.000Z')
  })

  it('follows Berlin across the autumn DST change', () => {
    expect(zonedTimeToUtc('2025-10-26', '10:00', 'Europe/Berlin').toISOString()).toBe('2025-10-26T09:00:00.000Z')
    expect(wallClock(new Date('2025-10-26T09:00:00Z'), 'Europe/Berlin')).toEqual({ date: '2025-10-26', time: '10:00' })
  })

  it('shows the start time of a slot in the experience zone, whatever zone the server runs in', () => {
    const startsAt = new Date('2025-03-14T05:00:00Z')
    expect(formatLocalTime(startsAt, 'Asia/Dubai', 'en')).toBe('09:00')
    expect(formatLocalTime(startsAt, 'Europe/Istanbul', 'de')).toBe('08:00')
  })

  it('keeps the wall-clock time when moving a Berlin start back one calendar day over the DST change', () => {
    const start = zonedTimeToUtc('2025-03-30', '10:00', 'Europe/Berlin')
    const dayBefore = shiftLocalDays(start, -1, 'Europe/Berlin')
    expect(wallClock(dayBefore, 'Europe/Berlin')).toEqual({ date: '2025-03-29', time: '10:00' })
    // 23 hours of real time, not 24: the night lost an hour.
    expect(start.getTime() - dayBefore.getTime()).toBe(23 * 3_600_000)
  })

  it('knows that it is already tomorrow in Dubai late in the UTC evening', () => {
    expect(todayIn('Asia/Dubai', new Date('2025-03-14T21:30:00Z'))).toBe('2025-03-15')
    expect(todayIn('Europe/Berlin', new Date('2025-03-14T21:30:00Z'))).toBe('2025-03-14')
  })

  it('writes dates in each visitor language, day first in English', () => {
    expect(formatCalendarDate('2025-03-14', 'en')).toBe('14 March')
    expect(formatCalendarDate('2025-03-14', 'de')).toBe('14. März')
    expect(formatCalendarDate('2025-03-14', 'ru')).toBe('14 марта')
    expect(formatCalendarDate('2025-03-14', 'tr')).toBe('14 Mart')
    expect(formatCalendarDate('2025-03-14', 'en', 'long')).toBe('Friday, 14 March 2025')
    expect(formatMonth('2025-03', 'de')).toBe('März 2025')
  })

  it('does calendar arithmetic on dates without time zones', () => {
    expect(addDays('2025-02-28', 1)).toBe('2025-03-01')
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29')
    expect(addMonths('2025-12', 1)).toBe('2026-01')
    expect(addMonths('2025-01', -1)).toBe('2024-12')
    expect(daysInMonth('2024-02')).toBe(29)
    expect(isoWeekdayIndex('2025-03-17')).toBe(0)
    expect(isoWeekdayIndex('2025-03-16')).toBe(6)
  })

  it('accepts only real calendar dates', () => {
    expect(isValidDate('2025-02-29')).toBe(false)
    expect(isValidDate('2024-02-29')).toBe(true)
    expect(isValidDate('2025-3-1')).toBe(false)
  })
})

describe('zonePlace', () => {
  it('names a zone by its city in a Latin-script language and in Russian by a name written in Russian', () => {
    expect(zonePlace('Asia/Dubai', 'en')).toBe('Dubai')
    expect(zonePlace('America/New_York', 'de')).toBe('New York')
    expect(zonePlace('Asia/Dubai', 'ru')).toBe('ОАЭ')
    expect(zonePlace('Europe/Istanbul', 'ru')).toBe('Турция')
    expect(zonePlace('Asia/Dubai', 'ru')).toMatch(/^[\p{Script=Cyrillic}\s-]+$/u)
  })
})
