// The add-to-cart form's choices for one option on one date: start time, quantities per unit type (or items
// and travellers), extras, pickup point and when to pay, with the limits and the live total they imply.
import { useState } from 'react'
import { liveTotal, minusMinutes, stepperLimits } from '~/domain/booking-total'
import { MAX_UNIT_QUANTITY, travellersOf, type UnitType } from '~/domain/cart-types'
import type { DateOptionsView, OptionView } from '~/pages/experience-page-options.server'

export function useBookingForm(option: OptionView, view: Pick<DateOptionsView, 'extras' | 'pickupPoints' | 'charge'>) {
  const firstOpen = option.departures.find((d) => d.remaining > 0) ?? option.departures[0]!
  const [slotId, setSlotId] = useState(firstOpen.slotId)
  const departure = option.departures.find((d) => d.slotId === slotId) ?? firstOpen
  const perItem = option.capacityPerItem !== null || departure.units.some((u) => u.type === 'item')
  const [quantities, setQuantities] = useState<Partial<Record<UnitType, number>>>(() => {
    const first = departure.units[0]?.type
    return first ? { [first]: 1 } : {}
  })
  const [travellersField, setTravellers] = useState(1)
  const [extraQuantities, setExtraQuantities] = useState<Record<string, number>>({})
  const [pickupId, setPickupId] = useState(view.pickupPoints[0]?.id ?? '')
  const [payment, setPayment] = useState<'now' | 'later'>('now')

  const limits = stepperLimits({
    remaining: departure.remaining,
    quantities,
    capacityPerItem: option.capacityPerItem,
    maxTravellers: option.maxTravellers,
    cap: MAX_UNIT_QUANTITY,
  })
  // Steppers never go past their limit; a quantity above it (another start time has fewer seats) is clamped.
  const shown = Object.fromEntries(
    departure.units.map((u) => [u.type, Math.min(quantities[u.type] ?? 0, limits.max[u.type] ?? MAX_UNIT_QUANTITY)]),
  ) as Partial<Record<UnitType, number>>
  const travellers = travellersOf(shown, perItem ? Math.min(travellersField, limits.maxTravellers) : undefined)
  const extras = Object.fromEntries(
    view.extras.map((x) => [x.id, Math.min(extraQuantities[x.id] ?? 0, x.pricing === 'per_person' ? travellers : 1)]),
  )
  const total = liveTotal({ units: departure.units, quantities: shown, travellers, extras: view.extras, extraQuantities: extras, charge: view.charge })
  const pickup = view.pickupPoints.find((p) => p.id === pickupId) ?? null

  return {
    departure,
    setSlotId,
    perItem,
    quantities: shown,
    setQuantity: (type: UnitType, n: number) => setQuantities((q) => ({ ...q, [type]: n })),
    travellers,
    travellersField: Math.min(travellersField, limits.maxTravellers),
    setTravellers,
    limits,
    extras,
    setExtra: (id: string, n: number) => setExtraQuantities((q) => ({ ...q, [id]: n })),
    pickup,
    pickupTime: pickup ? minusMinutes(departure.startTime, pickup.offsetMinutes) : null,
    setPickupId,
    payment: option.payLater ? payment : ('now' as const),
    setPayment,
    total,
  }
}

export type BookingFormState = ReturnType<typeof useBookingForm>
