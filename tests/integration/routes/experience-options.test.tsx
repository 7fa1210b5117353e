// @vitest-environment happy-dom
// The hub's options screen rendered behind createRemixStub, in German: options as cards with their prices as money
// and the cancellation terms in words; the option form refuses tiers out of order and a price with three
// decimals next to their fields, in the staff member's language, before anything is sent.
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { createRemixStub } from '@remix-run/testing'
import { afterEach, describe, expect, it } from 'vitest'
import ExperienceOptions from '../../../app/hub/routes/experience-options'
import { HubI18n } from '../../../app/hub/i18n'
import { hubMessages } from '../../../app/hub/locales'
import type { Offers } from '../../../app/models/partners/catalogue/options-offers.server'

afterEach(() => cleanup())

const de = hubMessages('de')
const OPTION_ID = '11111111-1111-4111-8111-111111111111'
const offers = {
  experience: { id: '22222222-2222-4222-8222-222222222222', pricingMode: 'per_person', hasFixedPrice: true, onRequest: false, answerWindowHours: 48 },
  options: [
    {
      id: OPTION_ID,
      experienceId: '22222222-2222-4222-8222-222222222222',
      slug: 'standard',
      name: { en: 'Standard', de: 'Standard-Tour' },
      description: null,
      startTimes: ['09:00'],
      durationMinutes: 150,
      payLaterAllowed: false,
      cancellationPolicyId: null,
      maxCapacityPerItem: null,
      minTravellers: 1,
      maxTravellers: 15,
      position: 0,
      active: true,
      units: [{ id: 'u1', optionId: OPTION_ID, type: 'adult', ageMin: 12, ageMax: 99, priceAmount: 14950, currency: 'EUR', originalPriceAmount: null }],
      policy: { kind: 'percentage', rules: [{ days: 7, hours: 0, minutes: 0, penaltyPercent: 50 }, { days: 2, hours: 0, minutes: 0, penaltyPercent: 100 }], freeCutoffHours: null },
      upcomingBookings: 0,
    },
  ],
  extras: [],
  pickupPoints: [],
} as unknown as Offers

function renderAt(path: string) {
  const Stub = createRemixStub([
    {
      path: '/s/:supplier/experiences/:experience/options',
      Component: () => (
        <HubI18n locale="de" messages={de}>
          <ExperienceOptions />
        </HubI18n>
      ),
      loader: () => ({ offers, currency: 'EUR' }),
      action: () => ({}),
    },
  ])
  return render(<Stub initialEntries={[path]} />)
}

describe('the options screen', () => {
  it('shows each option with its prices as money and its cancellation terms in words', async () => {
    renderAt(`/s/demo/experiences/${offers.experience.id}/options`)
    expect(await screen.findByText('Standard-Tour', {}, { timeout: 10_000 })).toBeTruthy()
    expect(screen.getByText(/149,50\s€/)).toBeTruthy()
    expect(screen.getByText(/Stornierung 7 Tage oder mehr vorher: volle Erstattung · 2 Tage–7 Tage vorher: 50\s%\sErstattung · später: keine Erstattung/)).toBeTruthy()
  })

  it('refuses tiers out of order and a price with three decimals next to their fields, in German', async () => {
    const { container } = renderAt(`/s/demo/experiences/${offers.experience.id}/options?option=${OPTION_ID}`)
    const price = (await screen.findAllByLabelText(de.options.form.price))[0] as HTMLInputElement
    expect(price.value).toBe('149.50')
    fireEvent.change(price, { target: { value: '12.345' } })
    const days = container.querySelector<HTMLInputElement>('input[name="policy.rules[1].days"]')!
    fireEvent.change(days, { target: { value: '9' } })
    fireEvent.submit(container.querySelector('form')!)
    await waitFor(() => expect(screen.getByText(de.options.errors.tierOrder)).toBeTruthy())
    expect(screen.getByText(de.options.errors.priceFormat)).toBeTruthy()
  })
})
