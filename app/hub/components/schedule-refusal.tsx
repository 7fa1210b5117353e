// A refused schedule change, said in the staff member's language with its figures: the places taken and when, the
// timetable or price period it collides with.
import { useActionData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import type { ScheduleRefusal } from '../../models/partners/catalogue/schedule-scope.server'
import type { ScheduleActionData } from '../schedule-schemas'
import { departure } from './format'
import { FormError } from './ui'

/** Weekday names in `locale`, 0 = Sunday. */
export function weekdayNames(locale: string, width: 'short' | 'long' = 'short'): string[] {
  const format = new Intl.DateTimeFormat(locale, {
    timeZone: 'UTC',
    weekday: width,
  })
  // 2023-01-01 was a Sunday.
  return Array.from({ length: 7 }, (_, d) => format.format(new Date(Date.UTC(2023, 0, 1 + d))))
}

export function shortDate(date: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, {
    timeZone: 'UTC',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
  }).format(new Date(`${date}T00:00:00Z`))
}

export function useSeason() {
  const { t, i18n } = useTranslation()
  return (from: string, to: string | null) => `${shortDate(from, i18n.language)} – ${to ? shortDate(to, i18n.language) : t('schedule.rules.openEnded')}`
}

export function useRefusalText() {
  const { t, i18n } = useTranslation()
  const season = useSeason()
  return (refusal: ScheduleRefusal): string => {
    switch (refusal.kind) {
      case 'capacity_below_taken': {
        const when = departure(refusal.startsAt, refusal.timeZone, i18n.language)
        return t('schedule.errors.capacityBelowTaken', {
          taken: refusal.taken,
          date: when.date,
          time: when.time,
        })
      }
      case 'rule_overlap':
        return t('schedule.errors.ruleOverlap', {
          season: season(refusal.validFrom, refusal.validTo),
          time: refusal.time,
          weekday: weekdayNames(i18n.language, 'long')[refusal.weekday],
        })
      case 'price_overlap':
        return t('schedule.errors.priceOverlap', {
          season: season(refusal.validFrom, refusal.validTo),
        })
      case 'unknown_unit':
        return t('schedule.errors.unknownUnit')
      case 'date_in_past':
        return t('schedule.errors.dateInPast')
      case 'date_closed':
        return t('schedule.errors.dateClosed')
      default:
        return t('schedule.errors.notFound')
    }
  }
}

/** The action's answer when it belongs to form `key`, else nothing. */
export function useScheduleAnswer(key: string) {
  const answer = useActionData<ScheduleActionData>()
  return answer?.form === key ? answer : undefined
}

export function RefusalAlert({ formKey }: { formKey: string }) {
  const answer = useScheduleAnswer(formKey)
  const text = useRefusalText()
  return answer?.refusal ? <FormError>{text(answer.refusal)}</FormError> : null
}
