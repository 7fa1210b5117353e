// The add-to-cart form's main choices: the start time and the participants (or items and travellers). Field
// names follow the cart's `add` schema (app/domain/cart-schemas.ts); the optional parts are in booking-form-extras.
import { useTranslation } from 'react-i18next'
import type { OptionView } from '~/pages/experience-page-options.server'
import type { BookingFormState } from './form-state'
import { PriceTag } from '../option-prices'
import { QuantityStepper } from '../quantity-stepper'

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

export function Participants({ option, state, invalid }: { option: OptionView; state: BookingFormState; invalid: boolean }) {
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
              aside={<PriceTag price={u.price} inline />}
              value={state.quantities[u.type] ?? 0}
              min={0}
              max={state.limits.max[u.type] ?? 0}
              onChange={(n) => state.setQuantity(u.type, n)}
              invalid={invalid}
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
            invalid={invalid}
          />
        ) : null}
      </div>
    </fieldset>
  )
}
