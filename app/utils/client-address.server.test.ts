import { describe, expect, it } from 'vitest'
import { addressKey } from './client-address.server'

describe('the address a rate limit counts by', () => {
  it('is the IPv4 address, also when Node writes it as IPv4-mapped IPv6', () => {
    expect(addressKey('203.0.113.7')).toBe('203.0.113.7')
    expect(addressKey('::ffff:203.0.113.7')).toBe('203.0.113.7')
  })

  it('is the /64 for IPv6, so a client cannot reset its limit by picking another address in its own network', () => {
    expect(addressKey('2001:db8:1:2:aaaa::1')).toBe('2001:db8:1:2::/64')
    expect(addressKey('2001:db8:1:2:ffff:ffff:ffff:fffe')).toBe('2001:db8:1:2::/64')
    expect(addressKey('2001:0db8:0000:0002::9')).toBe('2001:db8:0:2::/64')
    expect(addressKey('::1')).toBe('0:0:0:0::/64')
    expect(addressKey('fe80::1%eth0')).toBe('fe80:0:0:0::/64')
  })

  it('keeps one shared key for requests whose address is unknown', () => {
    expect(addressKey(undefined)).toBe('unknown')
    expect(addressKey('')).toBe('unknown')
  })
})
