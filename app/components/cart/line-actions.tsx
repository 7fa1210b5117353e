// Changing a cart item's travellers and removing it: small forms to the cart action (intents `update` and
// `remove`), sent by a fetcher once the script runs and as plain POSTs before.
import { useFetcher } from '@remix-run/react'
import { Pencil, Trash2 } from '~/components/icons'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { CartLine } from '~/domain/booking-contract'
import { UNIT_TYPES, type CartActionData } from '~/domain/cart-types'
import { useHydrated } from '~/hooks/use-hydrated'
import { FormErrors } from '../form-errors'
import { useLocalePath } from '../locale-link'
import { QuantityStepper } from '../quantity-stepper'

const LINK_BUTTON = 'inline-flex items-center gap-1.5 rounded-control px-2 py-1.5 text-sm font-medium hover:bg-surface-alt'

export function RemoveLineButton({ line }: { line: CartLine }) {
  const { t } = useTranslation()
  const fetcher = useFetcher<CartActionData>()
  const hydrated = useHydrated()
  return (
    <fetcher.Form method="post" action={useLocalePath()('/cart')}>
      <input type="hidden" name="intent" value="remove" />
      <input type="hidden" name="itemId" value={line.id} />
      <input type="hidden" name="respond" value={hydrated ? 'data' : 'redirect'} />
      <button type="submit" className={`${LINK_BUTTON} text-danger`} disabled={fetcher.state !== 'idle'} aria-label={t('cart.removeItem', { title: line.title })}>
        <Trash2 aria-hidden className="size-4" /> {t('cart.remove')}
      </button>
    </fetcher.Form>
  )
}

export function CartLineActions({ line }: { line: CartLine }) {
  const { t } = useTranslation()
  const fetcher = useFetcher<CartActionData>()
  const hydrated = useHydrated()
  const action = useLocalePath()('/cart')
  const [open, setOpen] = useState(false)
  const [quantities, setQuantities] = useState(line.unitQuantities)
  const [travellers, setTravellers] = useState(line.travellers)
  const types = UNIT_TYPES.filter((type) => line.unitQuantities[type] !== undefined)
  const result = fetcher.state === 'idle' && fetcher.data?.intent === 'update' ? fetcher.data.result : undefined
  const errors = result?.status === 'error' ? Object.values(result.error ?? {}).flat().filter((e): e is string => typeof e === 'string') : []
  const itemCount = quantities.item ?? 0
  const maxTravellers = line.capacityPerItem ? Math.max(1, itemCount * line.capacityPerItem) : 99

  return (
    <div className="mt-2">
      <div className="flex flex-wrap items-center gap-1">
        <button type="button" className={`${LINK_BUTTON} text-primary`} aria-expanded={open} onClick={() => setOpen((o) => !o)} hidden={!hydrated}>
          <Pencil aria-hidden className="size-4" /> {t('cart.edit')}
        </button>
        <RemoveLineButton line={line} />
      </div>
      {open || !hydrated ? (
        <fetcher.Form method="post" action={action} className="mt-2 rounded-control border border-line px-3 pb-3" hidden={!open && hydrated}>
          <input type="hidden" name="intent" value="update" />
          <input type="hidden" name="itemId" value={line.id} />
          <input type="hidden" name="respond" value={hydrated ? 'data' : 'redirect'} />
          <input type="hidden" name="payment" value={line.payLater ? 'later' : 'now'} />
          {line.pickup ? <input type="hidden" name="pickupPointId" value={line.pickup.pointId} /> : null}
          {line.extras.map((x, i) => (
            <span key={x.extraId}>
              <input type="hidden" name={`extras[${i}].extraId`} value={x.extraId} />
              <input type="hidden" name={`extras[${i}].quantity`} value={x.quantity} />
            </span>
          ))}
          <div className="divide-y divide-line">
            {types.map((type) => (
              <QuantityStepper
                key={type}
                name={`unitQuantities.${type}`}
                label={type === 'item' ? t('cart.items') : t(`experience.units.${type}`)}
                value={quantities[type] ?? 0}
                min={0}
                max={99}
                onChange={(n) => setQuantities((q) => ({ ...q, [type]: n }))}
              />
            ))}
            {line.unitQuantities.item ? (
              <QuantityStepper
                name="travellers"
                label={t('cart.travellers')}
                hint={line.capacityPerItem ? t('cart.capacityPerItem', { capacity: line.capacityPerItem }) : undefined}
                value={Math.min(travellers, maxTravellers)}
                min={1}
                max={maxTravellers}
                onChange={setTravellers}
              />
            ) : null}
          </div>
          <FormErrors errors={errors} vars={{ capacity: line.capacityPerItem ?? 0 }} />
          <button type="submit" disabled={fetcher.state !== 'idle'} className="mt-2 rounded-control bg-primary px-4 py-2 text-sm font-semibold text-primary-fg disabled:opacity-60">
            {t('cart.save')}
          </button>
        </fetcher.Form>
      ) : null}
    </div>
  )
}
