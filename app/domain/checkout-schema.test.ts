import { parseWithZod } from '@conform-to/zod/v4'
import { describe, expect, it } from 'vitest'
import { CheckoutSchema } from './checkout-schema'

const valid = {
  firstName: 'Amira',
  lastName: "O'Neil-Şahin",
  email: 'amira@example.com',
  phoneCountry: 'AE:+971',
  phone: '50 123 4567',
  idempotencyKey: '0b7d6c0e-8a43-4a3e-9b61-1d1c2f3e4a5b',
  confirmedTotal: '37000',
}
const form = (entries: Record<string, string>) => {
  const data = new FormData()
  for (const [k, v] of Object.entries(entries)) data.append(k, v)
  return data
}

describe('checkout buyer form', () => {
  it('accepts a real buyer and keeps only the digits of the phone', () => {
    const result = parseWithZod(form(valid), { schema: CheckoutSchema })
    expect(result.status).toBe('success')
    if (result.status === 'success') expect(result.value).toMatchObject({ phone: '501234567', confirmedTotal: 37000, phoneCountry: 'AE:+971' })
  })

  it("says 'Required Field' for every empty field", () => {
    const result = parseWithZod(form({ ...valid, firstName: '', lastName: ' ', email: '', phone: '', phoneCountry: '' }), { schema: CheckoutSchema })
    expect(result.reply().error).toEqual({
      firstName: ['required'],
      lastName: ['required'],
      email: ['required'],
      phone: ['required'],
      phoneCountry: ['required'],
    })
  })

  it("says 'This format is not correct.' for a malformed email, phone, name or code", () => {
    const result = parseWithZod(
      form({ ...valid, email: 'amira@', phone: '12ab', firstName: '<script>', phoneCountry: 'XX:+999', promoCode: 'no spaces' }),
      { schema: CheckoutSchema },
    )
    expect(result.reply().error).toEqual({
      email: ['format'],
      phone: ['format'],
      firstName: ['format'],
      phoneCountry: ['format'],
      promoCode: ['format'],
    })
  })
})
