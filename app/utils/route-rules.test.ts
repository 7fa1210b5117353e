import { describe, expect, it } from 'vitest'
import { matchRouteRule } from './route-rules'

describe('spec §2 redirect rules', () => {
  it('sends discover to experiences on supplier sites and to things-to-do elsewhere', () => {
    expect(matchRouteRule('/discover', 'supplier')).toEqual({ kind: 'redirect', to: '/experiences' })
    expect(matchRouteRule('/discover/x', 'supplier')).toEqual({ kind: 'redirect', to: '/experiences/x' })
    expect(matchRouteRule('/discover', 'marketplace')).toEqual({ kind: 'redirect', to: '/things-to-do' })
    // One segment on a marketplace: an experience (found by the caller) or a city.
    expect(matchRouteRule('/discover/dubai', 'marketplace', '?a=1')).toEqual({ kind: 'discover', slug: 'dubai' })
  })
  it('sends experiences to things-to-do on a marketplace, and things-to-do to experiences on a supplier site', () => {
    expect(matchRouteRule('/experiences', 'marketplace')).toEqual({ kind: 'redirect', to: '/things-to-do' })
    expect(matchRouteRule('/experiences/desert-safari', 'marketplace')).toEqual({ kind: 'experience', slug: 'desert-safari' })
    expect(matchRouteRule('/things-to-do', 'supplier')).toEqual({ kind: 'redirect', to: '/experiences' })
    expect(matchRouteRule('/things-to-do-in-dubai', 'supplier')).toEqual({ kind: 'redirect', to: '/experiences?city=dubai' })
    expect(matchRouteRule('/things-to-do-in-dubai/desert-safari', 'supplier')).toEqual({ kind: 'redirect', to: '/experiences/desert-safari' })
  })
  it('leaves each site type’s own sections alone', () => {
    expect(matchRouteRule('/experiences', 'supplier')).toBeNull()
    expect(matchRouteRule('/experiences/desert-safari', 'supplier')).toBeNull()
    expect(matchRouteRule('/things-to-do', 'marketplace')).toBeNull()
    expect(matchRouteRule('/things-to-do-in-dubai/desert-safari', 'marketplace')).toBeNull()
    expect(matchRouteRule('/blog/some-post', 'supplier')).toBeNull()
    expect(matchRouteRule('/checkout/success', 'marketplace')).toBeNull()
    expect(matchRouteRule('/', 'marketplace')).toBeNull()
  })
  it('treats a two-segment path under an unknown section as an experience', () => {
    expect(matchRouteRule('/tours/desert-safari', 'supplier')).toEqual({ kind: 'redirect', to: '/experiences/desert-safari' })
    expect(matchRouteRule('/tours/desert-safari', 'marketplace')).toEqual({ kind: 'experience', slug: 'desert-safari' })
    expect(matchRouteRule('/a/b/c', 'supplier')).toBeNull()
  })
  it('maps things-to-do/{city} on a marketplace to the city page', () => {
    expect(matchRouteRule('/things-to-do/dubai', 'marketplace')).toEqual({ kind: 'redirect', to: '/things-to-do-in-dubai' })
    expect(matchRouteRule('/things-to-do/dubai/x', 'marketplace')).toEqual({ kind: 'redirect', to: '/things-to-do-in-dubai/x' })
  })
})
