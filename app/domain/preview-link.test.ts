import { describe, expect, it } from 'vitest'
import { signPreviewToken, verifyPreviewToken } from './preview-link'

const id = '0b7c3f0e-1d2a-4c5b-9e8f-7a6b5c4d3e2f'
const now = new Date('2026-11-27T12:00:00Z')
const later = new Date('2026-11-28T12:00:00Z')

describe('preview tokens', () => {
  it('lets the signed experience be previewed until the expiry', () => {
    const token = signPreviewToken('secret', id, later)
    expect(verifyPreviewToken('secret', token, now)).toBe(id)
    expect(verifyPreviewToken('secret', token, new Date('2026-11-28T12:00:01Z'))).toBeNull()
  })

  it('refuses another key, a changed experience, and malformed values', () => {
    const token = signPreviewToken('secret', id, later)
    expect(verifyPreviewToken('other', token, now)).toBeNull()
    expect(verifyPreviewToken('secret', token.replace(id, '1b7c3f0e-1d2a-4c5b-9e8f-7a6b5c4d3e2f'), now)).toBeNull()
    for (const bad of ['', 'x', `${id}.zz`, `${id}.1.2.3`, 'a'.repeat(500)]) expect(verifyPreviewToken('secret', bad, now)).toBeNull()
  })
})
