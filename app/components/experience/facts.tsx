// Key details at a glance: duration, ages, times with the zone, validity, pickup, drop-off, guide.
import { Bus, CalendarCheck, Clock, Hourglass, Languages, LogOut, Users } from '~/components/icons'
import { useTranslation } from 'react-i18next'
import type { ExperiencePageData } from '~/pages/experience-page.server'
import { useThemePages } from '~/hooks/theme'

const ICONS = {
  duration: Hourglass,
  ages: Users,
  times: Clock,
  validity: CalendarCheck,
  pickup: Bus,
  dropOff: LogOut,
  guide: Languages,
} as const

// The brand picks the presentation (decision 063): a tinted box of pairs, a ruled list, or a row of chips.
const LIST = {
  box: 'grid gap-4 rounded-card bg-surface-alt p-4 sm:grid-cols-2 sm:p-5',
  list: 'divide-y divide-line border-y border-line',
  chips: 'flex flex-wrap gap-2',
} as const
const ITEM = {
  box: 'relative ps-8',
  list: 'relative grid gap-x-6 py-3 ps-9 sm:grid-cols-[12rem_minmax(0,1fr)]',
  chips: 'relative inline-flex max-w-full flex-wrap items-baseline gap-x-1.5 rounded-full border border-line bg-surface py-1.5 pe-4 ps-9',
} as const
const TERM = {
  box: 'text-xs font-semibold uppercase tracking-wide text-muted',
  list: 'text-sm font-semibold text-muted',
  chips: "text-sm text-muted after:content-[':']",
} as const
const ICON = {
  box: 'absolute start-0 top-0.5 size-5 text-primary',
  list: 'absolute start-0 top-3.5 size-5 text-primary',
  chips: 'absolute start-3 top-2 size-4 text-primary',
} as const

export function ExperienceFacts({ facts }: { facts: ExperiencePageData['facts'] }) {
  const { t } = useTranslation()
  const { facts: style } = useThemePages()
  return (
    <section aria-labelledby="key-details" data-facts={style}>
      <h2 id="key-details" className="sr-only">
        {t('experience.keyDetails')}
      </h2>
      <dl className={LIST[style]}>
        {facts.map((f) => {
          const Icon = ICONS[f.id as keyof typeof ICONS] ?? Clock
          return (
            // A dl's div may hold only its dt and dd, so the icon sits in the dt, beside both of them.
            <div key={f.id} className={ITEM[style]} data-fact={f.id}>
              <dt className={TERM[style]}>
                <Icon aria-hidden className={ICON[style]} />
                {f.label}
              </dt>
              <dd className={style === 'chips' ? 'text-sm font-semibold text-ink' : 'text-ink'}>{f.value}</dd>
            </div>
          )
        })}
      </dl>
    </section>
  )
}
