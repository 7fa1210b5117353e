import { describe, expect, it } from 'vitest'
import { blogPage } from './blog-view.server'

describe('blog list', () => {
  it('reads the page number: absent is 1, past the last or not a number is a 404', () => {
    expect(blogPage('', 1)).toBe(1)
    expect(blogPage('?page=2', 3)).toBe(2)
    expect(blogPage('?page=4', 3)).toBeNull()
    expect(blogPage('?page=0', 3)).toBeNull()
    expect(blogPage('?page=abc', 3)).toBeNull()
    expect(blogPage('?page=1', 0)).toBe(1)
  })
})
