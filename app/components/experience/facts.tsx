// Key details at a glance: duration, ages, times with the zone, validity, pickup, drop-off, guide.
import { Bus, CalendarCheck, Clock, Hourglass, Languages, LogOut, Users } from '~/components/icons'
import { useTranslation } from 'react-i18next'
import type { ExperiencePageData } from '~/pages/experience-page.server'

const ICONS = {
  duration: Hourglass,
  ages: Users,
  times: Clock,
  validity: CalendarCheck,
  pickup: Bus,
  dropOff: LogOut,
  guide: Languages,
} as const

export function ExperienceFacts({ facts }: { facts: ExperiencePageData['facts'] }) {
  const { t } = useTranslation()
  return (
    <section aria-labelledby="key-details">
      <h2 id="key-details" className="sr-only">
        {t('experience.keyDetails')}
      </h2>
      <dl className="grid gap-4 rounded-card bg-surface-alt p-4 sm:grid-cols-2 sm:p-5">
        {facts.map((f) => {
          const Icon = ICONS[f.id as keyof typeof ICONS] ?? Clock
          return (
            // A dl's div may hold only its dt and dd, so the icon sits in the dt, beside both of them.
            <div key={f.id} className="relative ps-8" data-fact={f.id}>
              <dt className="text-xs font-semibold uppercase tracking-wide text-muted">
                <Icon aria-hidden className="absolute start-0 top-0.5 size-5 text-primary" />
                {f.label}
              </dt>
              <dd className="text-ink">{f.value}</dd>
            </div>
          )
        })}
      </dl>
    </section>
  )
}
