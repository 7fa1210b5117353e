// The part of a client's address that rate limits count by (decision 019). The address itself is Express's
// `req.ip`, which TRUST_PROXY decides; this only stops one client from looking like many.
import { isIPv4, isIPv6 } from 'node:net'

/**
 * IPv4 as is (also when written as IPv4-mapped IPv6); IPv6 by its /64, because one home or server is usually
 * given a whole /64 and can send from any of its 2^64 addresses.
 */
export function addressKey(ip: string | undefined): string {
  if (!ip) return 'unknown'
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(ip)
  if (mapped) return mapped[1]!
  if (isIPv4(ip)) return ip
  const address = ip.split('%')[0]!
  if (!isIPv6(address)) return ip
  const [head = '', tail] = address.split('::')
  const left = head ? head.split(':') : []
  const right = tail ? tail.split(':') : []
  // An embedded IPv4 tail (64:ff9b::192.0.2.1) fills two groups.
  const rightGroups = right.reduce((n, group) => n + (group.includes('.') ? 2 : 1), 0)
  const groups = [...left, ...Array<string>(Math.max(0, 8 - left.length - rightGroups)).fill('0'), ...right]
  return `${groups
    .slice(0, 4)
    .map((group) => parseInt(group, 16).toString(16))
    .join(':')}::/64`
}
