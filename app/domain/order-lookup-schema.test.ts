import { parseWithZod } from '@conform-to/zod/v4'
import { describe, expect, it } from 'vitest'
import { normalizeReference, OrderLookupSchema } from './order-lookup-schema'

const parse = (fields: Record<string, string>) => {
  const form = new FormData()
  for (const [k, v] of Object.entries(fields)) form.set(k, v)
  return parseWithZod(form, { schema: OrderLookupSchema })
}

describe('the guest look-up form', () => {
  it('reads a reference as printed, typed in lower case, with spaces or dashes, or with O for 0 and I or L for 1', () => {
    expect(normalizeReference('7kq2 m9xd')).toBe('7KQ2M9XD')
    expect(normalizeReference('7KQ2-M9XD')).toBe('7KQ2M9XD')
    expect(normalizeReference('OIL2ABCD')).toBe('0112ABCD')
  })

  it('says "Required Field" for an empty field and "This format is not correct." for a malformed one (spec §5)', () => {
    const empty = parse({ reference: '', email: '' })
    expect(empty.status).toBe('error')
    expect(empty.status === 'error' && empty.error).toMatchObject({ reference: ['auth.errors.required'], email: ['auth.errors.required'] })
    const bad = parse({ reference: '12', email: 'not-an-email' })
    expect(bad.status === 'error' && bad.error).toMatchObject({ reference: ['auth.errors.format'], email: ['auth.errors.format'] })
  })

  it('hands the action an upper-case reference and a lower-case email', () => {
    const ok = parse({ reference: ' 7kq2m9xd ', email: ' Ada@Example.COM ' })
    expect(ok.status).toBe('success')
    expect(ok.status === 'success' && ok.value).toEqual({ reference: '7KQ2M9XD', email: 'ada@example.com' })
  })
})
