import { describe, expect, it } from 'vitest'
import { bookingReference, documentNumber } from './booking-reference'

describe('references and document numbers', () => {
  it('names a booking by its order number and its place in the order, counted from 1', () => {
    expect(bookingReference('3DMXB0WT', 0)).toBe('3DMXB0WT-1')
    expect(bookingReference('3DMXB0WT', 2)).toBe('3DMXB0WT-3')
  })

  it('pads sequences so invoice and credit-note numbers sort as text', () => {
    expect(documentNumber('invoice', 42)).toBe('INV-000042')
    expect(documentNumber('credit_note', 7)).toBe('CN-000007')
    expect([documentNumber('invoice', 10), documentNumber('invoice', 9)].sort()).toEqual(['INV-000009', 'INV-000010'])
  })
})
