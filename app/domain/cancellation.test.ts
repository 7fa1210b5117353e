import { describe, expect, it } from 'vitest'
import { catalogues } from '../locales/index'
import type { Locale } from './locales'
import { cancellationNow, cancellationNowText, cancellationTerms, describeCancellation, type PolicyInput, type Translate, type Wording } from './cancellation'
import { zonedTimeToUtc } from './zoned-time'

function translator(locale: Locale): Translate {
  return (key, vars = {}) => {
    const template = key.split('.').reduce<unknown>((o, k) => (o as Record<string, unknown>)[k], catalogues[locale])
    if (typeof template !== 'string') throw new Error(`no string ${key}`)
    return template.replace(/{{\s*(\w+)\s*}}/g, (_, name: string) => String(vars[name]))
  }
}
const wording = (locale: Locale, timeZone: string, zone: string): Wording => ({ t: translator(locale), locale, timeZone, zone })

const FREE_24H: PolicyInput = { kind: 'free', rules: [{ days: 1, hours: 0, minutes: 0, penaltyPercent: 100 }], freeCutoffHours: 24 }
const CHARTER: PolicyInput = {
  kind: 'percentage',
  rules: [
    { days: 14, hours: 0, minutes: 0, penaltyPercent: 50 },
    { days: 7, hours: 0, minutes: 0, penaltyPercent: 100 },
  ],
  freeCutoffHours: null,
}
const FLIGHT: PolicyInput = {
  kind: 'percentage',
  rules: [
    { days: 2, hours: 0, minutes: 0, penaltyPercent: 25 },
    { days: 0, hours: 12, minutes: 0, penaltyPercent: 100 },
  ],
  freeCutoffHours: null,
}
const early = new Date('2025-01-01T00:00:00Z')

describe('cancellation policy wording', () => {
  it('names the exact local cut-off and the zone for free cancellation', () => {
    const start = zonedTimeToUtc('2025-03-15', '09:00', 'Asia/Dubai')
    const text = describeCancellation(cancellationTerms(FREE_24H, start, 'Asia/Dubai'), wording('en', 'Asia/Dubai', 'Dubai'), early)
    expect(text.summary).toBe('Free cancellation until 09:00 on 14 March (Dubai time)')
    expect(text.details).toEqual([
      'Free cancellation until 09:00 on 14 March (Dubai time)',
      'No refund if you cancel after 09:00 on 14 March (Dubai time)',
    ])
    expect(text.freeNow).toBe(true)
  })

  it('keeps the 10:00 wall-clock cut-off the day before a start just after the spring DST change in Berlin', () => {
    const start = zonedTimeToUtc('2025-03-30', '10:00', 'Europe/Berlin')
    const terms = cancellationTerms(FREE_24H, start, 'Europe/Berlin')
    expect(terms.kind === 'tiered' && terms.freeUntil?.toISOString()).toBe('2025-03-29T09:00:00.000Z')
    expect(describeCancellation(terms, wording('en', 'Europe/Berlin', 'Berlin'), early).summary).toBe(
      'Free cancellation until 10:00 on 29 March (Berlin time)',
    )
  })

  it('counts hour thresholds in elapsed time, so 12 hours before a 10:00 start after the DST change is 21:00', () => {
    const start = zonedTimeToUtc('2025-03-30', '10:00', 'Europe/Berlin')
    const text = describeCancellation(cancellationTerms(FLIGHT, start, 'Europe/Berlin'), wording('en', 'Europe/Berlin', 'Berlin'), early)
    expect(text.details).toEqual([
      'Free cancellation until 10:00 on 28 March (Berlin time)',
      '25% fee if you cancel after 10:00 on 28 March (Berlin time)',
      'No refund if you cancel after 21:00 on 29 March (Berlin time)',
    ])
  })

  it('spells out percentage tiers in the visitor language', () => {
    const start = zonedTimeToUtc('2025-07-20', '10:00', 'Europe/Istanbul')
    const de = describeCancellation(cancellationTerms(CHARTER, start, 'Europe/Istanbul'), wording('de', 'Europe/Istanbul', 'Bodrum'), early)
    expect(de.details).toEqual([
      'Kostenlose Stornierung bis 6. Juli, 10:00 Uhr (Ortszeit Bodrum)',
      '50\u00a0% Gebühr bei Stornierung nach 6. Juli, 10:00 Uhr (Ortszeit Bodrum)',
      'Keine Erstattung bei Stornierung nach 13. Juli, 10:00 Uhr (Ortszeit Bodrum)',
    ])
    const ru = describeCancellation(cancellationTerms(CHARTER, start, 'Europe/Istanbul'), wording('ru', 'Europe/Istanbul', 'Бодрум'), early)
    expect(ru.summary).toBe('Бесплатная отмена до 6 июля, 10:00 (местное время, Бодрум)')
    const tr = describeCancellation(cancellationTerms(CHARTER, start, 'Europe/Istanbul'), wording('tr', 'Europe/Istanbul', 'Bodrum'), early)
    expect(tr.details[1]).toBe('6 Temmuz saat 10:00 (Bodrum saati) sonrasındaki iptallerde %50 ücret alınır')
  })

  it('says so when the free period is over', () => {
    const start = zonedTimeToUtc('2025-03-15', '09:00', 'Asia/Dubai')
    const text = describeCancellation(
      cancellationTerms(FREE_24H, start, 'Asia/Dubai'),
      wording('en', 'Asia/Dubai', 'Dubai'),
      new Date('2025-03-14T06:00:00Z'),
    )
    expect(text.freeNow).toBe(false)
    expect(text.summary).toBe('Non-refundable')
    expect(text.details[0]).toBe('The free cancellation period for this start time has passed')
  })

  it('names the fee that applies now when a charter is between its tiers', () => {
    const start = zonedTimeToUtc('2025-07-20', '10:00', 'Europe/Istanbul')
    const tenDaysBefore = new Date(start.getTime() - 10 * 86_400_000)
    const text = describeCancellation(
      cancellationTerms(CHARTER, start, 'Europe/Istanbul'),
      wording('en', 'Europe/Istanbul', 'Bodrum'),
      tenDaysBefore,
    )
    expect(text.summary).toBe('Cancelling now costs 50% of the price')
    expect(text.details).toEqual([
      'The free cancellation period for this start time has passed',
      '50% fee if you cancel after 10:00 on 6 July (Bodrum time)',
      'No refund if you cancel after 10:00 on 13 July (Bodrum time)',
    ])
  })

  it('calls a non-refundable option non-refundable', () => {
    const text = describeCancellation(
      cancellationTerms({ kind: 'non_refundable', rules: [], freeCutoffHours: null }, new Date(), 'Asia/Dubai'),
      wording('en', 'Asia/Dubai', 'Dubai'),
    )
    expect(text).toMatchObject({ summary: 'Non-refundable', freeNow: false })
  })

  it('reads a free policy given only in hours as a whole-day cut-off', () => {
    const start = zonedTimeToUtc('2025-03-30', '10:00', 'Europe/Berlin')
    const terms = cancellationTerms({ kind: 'free', rules: [], freeCutoffHours: 72 }, start, 'Europe/Berlin')
    expect(terms.kind === 'tiered' && terms.freeUntil?.toISOString()).toBe('2025-03-27T09:00:00.000Z')
  })
})

describe('what cancelling means now, for the cart and checkout', () => {
  const start = zonedTimeToUtc('2025-11-25', '10:00', 'Europe/Istanbul')
  const charter = cancellationTerms(CHARTER, start, 'Europe/Istanbul')
  const w = wording('de', 'Europe/Istanbul', 'Istanbul')

  it('offers free cancellation as a benefit only while its deadline is ahead', () => {
    const before = cancellationNow(charter, new Date('2025-11-01T00:00:00Z'))
    expect(before).toEqual({ kind: 'free_until', until: '2025-11-11T07:00:00.000Z' })
    expect(cancellationNowText(before, w)).toEqual({ text: 'Kostenlose Stornierung bis 11. November, 10:00 Uhr (Ortszeit Istanbul)', free: true })
  })

  it('shows the fee that applies on 23 November, two days after the free deadline of 11 November passed', () => {
    const now = cancellationNow(charter, new Date('2025-11-23T08:00:00Z'))
    expect(now).toEqual({ kind: 'non_refundable' })
    expect(cancellationNowText(now, w)).toEqual({ text: 'Nicht erstattungsfähig', free: false })
    const between = cancellationNow(charter, new Date('2025-11-15T08:00:00Z'))
    expect(cancellationNowText(between, w)).toEqual({ text: 'Eine Stornierung kostet jetzt 50\u00a0% des Preises', free: false })
  })
})
