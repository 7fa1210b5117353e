// The add-to-cart form's optional parts: extras (a checkbox per booking, a stepper per person), the pickup
// point with its time and address, and pay now or later where the option allows it.
import { MapPin } from '../icons'
import { useTranslation } from 'react-i18next'
import { minusMinutes } from '~/domain/booking-total'
import type { DateOptionsView, OptionView } from '~/pages/experience-page-options.server'
import type { BookingFormState } from './form-state'
import { PriceTag } from '../option-prices'
import { QuantityStepper } from '../quantity-stepper'

const LEGEND = 'text-sm font-medium text-ink'

export function Extras({ view, state }: { view: Pick<DateOptionsView, 'extras'>; state: BookingFormState }) {
  const { t } = useTranslation()
  if (!view.extras.length) return null
  return (
    <fieldset>
      <legend className={LEGEND}>{t('experience.extras')}</legend>
      <div className="mt-1 divide-y divide-line rounded-control border border-line px-3">
        {view.extras.map((x, i) => (
          <div key={x.id} data-extra={x.id}>
            <input type="hidden" name={`extras[${i}].extraId`} value={x.id} />
            {x.pricing === 'per_person' ? (
              <QuantityStepper
                name={`extras[${i}].quantity`}
                label={x.name}
                hint={x.per}
                aside={<PriceTag price={x.price} inline />}
                value={state.extras[x.id] ?? 0}
                min={0}
                max={state.travellers}
                onChange={(n) => state.setExtra(x.id, n)}
              />
            ) : (
              <label className="flex cursor-pointer items-start gap-3 py-2.5 text-sm">
                <input
                  type="checkbox"
                  name={`extras[${i}].quantity`}
                  value="1"
                  checked={(state.extras[x.id] ?? 0) > 0}
                  onChange={(e) => state.setExtra(x.id, e.target.checked ? 1 : 0)}
                  className="mt-0.5 size-4 shrink-0 accent-primary"
                />
                <span className="min-w-0">
                  <span className="font-medium text-ink">{x.name}</span>
                  <span className="block text-xs text-muted">{x.per}</span>
                  <PriceTag price={x.price} inline className="mt-0.5" />
                </span>
              </label>
            )}
          </div>
        ))}
      </div>
    </fieldset>
  )
}

export function Pickup({ view, state }: { view: Pick<DateOptionsView, 'pickupPoints'>; state: BookingFormState }) {
  const { t } = useTranslation()
  if (!view.pickupPoints.length) return null
  const time = (offset: number) => state.departure.startTime && t('cart.pickupAt', { time: minusMinutes(state.departure.startTime, offset) })
  return (
    <div>
      <label className={LEGEND}>
        {t('cart.pickupPoint')}
        <span className="select-control ic-ChevronDown mt-1">
          <select
            name="pickupPointId"
            value={state.pickup?.id ?? ''}
            onChange={(e) => state.setPickupId(e.target.value)}
            className="rounded-control border border-line bg-surface px-3 py-2.5 text-sm font-normal text-ink"
          >
            {view.pickupPoints.map((p) => (
              <option key={p.id} value={p.id}>
                {p.name} · {time(p.offsetMinutes)}
              </option>
            ))}
          </select>
        </span>
      </label>
      {state.pickup ? (
        <p className="mt-1.5 flex gap-1.5 text-xs text-muted" data-pickup-address>
          <MapPin aria-hidden className="mt-px size-3.5 shrink-0" />
          <span>
            {t('cart.pickupAt', { time: state.pickupTime })} · {state.pickup.address}
          </span>
        </p>
      ) : null}
    </div>
  )
}

export function Payment({ option, state }: { option: OptionView; state: BookingFormState }) {
  const { t } = useTranslation()
  if (!option.payLater) return null
  const choice = (value: 'now' | 'later', label: string, hint: string) => (
    <label
      className={`flex cursor-pointer gap-2 rounded-control border px-3 py-2 text-sm has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-primary ${
        state.payment === value ? 'border-primary bg-primary/5' : 'border-line'
      }`}
    >
      <input type="radio" name="payment" value={value} checked={state.payment === value} onChange={() => state.setPayment(value)} className="mt-0.5 accent-primary" />
      <span>
        <span className="font-medium text-ink">{label}</span>
        <span className="block text-xs text-muted">{hint}</span>
      </span>
    </label>
  )
  return (
    <fieldset>
      <legend className={LEGEND}>{t('cart.whenToPay')}</legend>
      <div className="mt-1 grid gap-2">
        {choice('now', t('cart.payNow'), t('cart.payNowHint'))}
        {choice('later', t('experience.payLater'), t('cart.payLaterHint'))}
      </div>
    </fieldset>
  )
}

