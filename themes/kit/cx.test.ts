import { describe, expect, it } from 'vitest'
import { cx } from './cx'

describe('cx', () => {
  it('joins class names, skipping empty ones and classes already given (no-dup-class)', () => {
    expect(cx('flex flex-wrap items-center gap-3', 'mt-6 flex flex-wrap gap-4', false, null, undefined, '')).toBe('flex flex-wrap items-center gap-3 mt-6 gap-4')
    expect(cx('  a   b ', 'b')).toBe('a b')
  })
})
