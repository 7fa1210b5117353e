// The choices of the add-to-cart form: start time, participants (or items and travellers), extras, pickup
// point and when to pay. Field names follow the cart's `add` schema (app/utils/cart-schemas.ts).
import { MapPin } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import type { DateOptionsView, OptionView } from '~/utils/experience-page-options.server'
import { minusMinutes } from '~/utils/booking-total'
import type { BookingFormState } from './booking-form-state'
import { PriceTag } from './option-prices'
import { QuantityStepper } from './quantity-stepper'

const LEGEND = 'text-sm font-medium text-ink'

export function StartTimes({ option, state }: { option: OptionView; state: BookingFormState }) {
  const { t } = useTranslation()
  return (
    <fieldset>
      <legend className={LEGEND}>{t('experience.startTime')}</legend>
      <div className="mt-2 grid gap-2 sm:grid-cols-2">
        {option.departures.map((d) => {
          const open = d.remaining > 0
          const chosen = d.slotId === state.departure.slotId
          return (
            <label
              key={d.slotId}
              className={`flex cursor-pointer flex-col rounded-control border px-3 py-2 text-sm has-[:focus-visible]:outline has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-primary ${
                chosen ? 'border-primary bg-primary/5 ring-1 ring-primary' : 'border-line'
              } ${open ? '' : 'cursor-not-allowed opacity-60'}`}
            >
              <input
                type="radio"
                name="startTime"
                value={d.startTime}
                checked={chosen}
                disabled={!open}
                onChange={() => state.setSlotId(d.slotId)}
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
  )
}

type Errors = { units?: string[]; travellers?: string[] }

export function Participants({ option, state, errors }: { option: OptionView; state: BookingFormState; errors: Errors }) {
  const { t } = useTranslation()
  const units = state.departure.units
  return (
    <fieldset>
      <legend className={LEGEND}>{t('cart.participants')}</legend>
      <div className="mt-1 divide-y divide-line rounded-control border border-line px-3">
        {units.map((u) => (
          <div key={u.type} data-unit={u.type}>
            <QuantityStepper
              name={`unitQuantities.${u.type}`}
              label={u.type === 'item' ? t('cart.items') : u.label}
              hint={[u.ages, u.per].filter(Boolean).join(' · ')}
              aside={<PriceTag price={u.price} className="text-sm" />}
              value={state.quantities[u.type] ?? 0}
              min={0}
              max={state.limits.max[u.type] ?? 0}
              onChange={(n) => state.setQuantity(u.type, n)}
              invalid={Boolean(errors.units?.length)}
            />
          </div>
        ))}
        {state.perItem ? (
          <QuantityStepper
            name="travellers"
            label={t('cart.travellers')}
            hint={option.capacityPerItem ? t('cart.capacityPerItem', { capacity: option.capacityPerItem }) : undefined}
            value={state.travellersField}
            min={1}
            max={state.limits.maxTravellers}
            onChange={state.setTravellers}
            invalid={Boolean(errors.travellers?.length)}
          />
        ) : null}
      </div>
    </fieldset>
  )
}

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
                aside={<PriceTag price={x.price} className="text-sm" />}
                value={state.extras[x.id] ?? 0}
                min={0}
                max={state.travellers}
                onChange={(n) => state.setExtra(x.id, n)}
              />
            ) : (
              <label className="flex cursor-pointer items-center justify-between gap-3 py-3 text-sm">
                <span className="flex items-center gap-2">
                  <input
                    type="checkbox"
                    name={`extras[${i}].quantity`}
                    value="1"
                    checked={(state.extras[x.id] ?? 0) > 0}
                    onChange={(e) => state.setExtra(x.id, e.target.checked ? 1 : 0)}
                    className="size-4 accent-primary"
                  />
                  <span>
                    <span className="font-medium text-ink">{x.name}</span>
                    <span className="block text-xs text-muted">{x.per}</span>
                  </span>
                </span>
                <PriceTag price={x.price} className="text-sm" />
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
        <select
          name="pickupPointId"
          value={state.pickup?.id ?? ''}
          onChange={(e) => state.setPickupId(e.target.value)}
          className="mt-1 block w-full rounded-control border border-line bg-surface px-3 py-2.5 text-sm font-normal text-ink"
        >
          {view.pickupPoints.map((p) => (
            <option key={p.id} value={p.id}>
              {p.name} · {time(p.offsetMinutes)}
            </option>
          ))}
        </select>
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

