import { describe, expect, it } from 'vitest'
import { currentYear } from './copyright'

describe('the copyright range', () => {
  it('ends in the current year, as the tenant counts it', () => {
    expect(currentYear('UTC', new Date('2026-11-27T12:00:00Z'))).toBe(2026)
    // New Year's Eve in London is already New Year's Day in Dubai.
    expect(currentYear('Asia/Dubai', new Date('2026-12-31T22:00:00Z'))).toBe(2027)
    expect(currentYear('Europe/London', new Date('2026-12-31T22:00:00Z'))).toBe(2026)
  })
})
