// One option on the picked date: its start times with spots left, its prices for the chosen time, and the
// cancellation terms of that departure.
import { Clock, Users, Wallet } from 'lucide-react'
import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { OptionView } from '~/utils/experience-page-options.server'
import { CancellationPolicy } from './cancellation-policy'
import { OptionPrices } from './option-prices'

export function OptionCard({ option }: { option: OptionView }) {
  const { t } = useTranslation()
  const firstOpen = option.departures.find((d) => d.remaining > 0) ?? option.departures[0]!
  const [slotId, setSlotId] = useState(firstOpen.slotId)
  const chosen = option.departures.find((d) => d.slotId === slotId) ?? firstOpen
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
      <fieldset className="mt-3">
        <legend className="text-sm font-medium text-ink">{t('experience.startTime')}</legend>
        <div className="mt-2 grid gap-2 sm:grid-cols-2">
          {option.departures.map((d) => {
            const open = d.remaining > 0
            return (
              <label
                key={d.slotId}
                className={`flex cursor-pointer flex-col rounded-control border px-3 py-2 text-sm has-[:focus-visible]:outline has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-primary ${
                  d.slotId === chosen.slotId ? 'border-primary bg-primary/5 ring-1 ring-primary' : 'border-line'
                } ${open ? '' : 'cursor-not-allowed opacity-60'}`}
              >
                <input
                  type="radio"
                  name={name}
                  value={d.slotId}
                  checked={d.slotId === chosen.slotId}
                  disabled={!open}
                  onChange={() => setSlotId(d.slotId)}
                  className="sr-only"
                />
                <span className="font-semibold text-ink">{d.label}</span>
                <span
                  className={d.status === 'LIMITED' ? 'font-medium text-amber-800' : open ? 'text-success' : 'text-muted'}
                  data-remaining={d.remaining}
                >
                  {d.spotsLeft}
                </span>
              </label>
            )
          })}
        </div>
      </fieldset>
      {chosen.units.length ? (
        <div className="mt-3">
          <OptionPrices units={chosen.units} />
        </div>
      ) : null}
      {chosen.policy ? (
        <div className="mt-3">
          <CancellationPolicy policy={chosen.policy} />
        </div>
      ) : null}
    </article>
  )
}
