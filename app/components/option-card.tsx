// One option on the picked date: what it is, then the form that books it (start time, participants, extras,
// pickup, when to pay, the cancellation terms of that departure and the live total).
import { Clock, Users, Wallet } from './icons'
import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import type { DateOptionsView, OptionView } from '~/pages/experience-page-options.server'
import { BookingForm } from './booking/form'

export function OptionCard({ slug, option, view }: { slug: string; option: OptionView; view: DateOptionsView }) {
  const { t } = useTranslation()
  const name = useId()
  return (
    <article className="rounded-card border border-line bg-surface p-4" data-option={option.id} aria-labelledby={`${name}-title`}>
      <h4 id={`${name}-title`} className="font-heading text-lg font-semibold text-ink">
        {option.name}
      </h4>
      {option.description ? <p className="mt-1 text-sm text-muted">{option.description}</p> : null}
      <p className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted">
        <span className="inline-flex items-center gap-1">
          <Clock aria-hidden className="size-4" /> {option.duration}
        </span>
        {option.capacityNote ? (
          <span className="inline-flex items-center gap-1">
            <Users aria-hidden className="size-4" /> {option.capacityNote}
          </span>
        ) : null}
        {option.payLater ? (
          <span className="inline-flex items-center gap-1 text-success">
            <Wallet aria-hidden className="size-4" /> {t('experience.payLater')}
          </span>
        ) : null}
      </p>
      <BookingForm slug={slug} option={option} view={view} />
    </article>
  )
}
