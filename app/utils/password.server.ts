// Password hashing with scrypt (node:crypto, no native add-on): a random salt per password, the cost
// parameters stored in the hash so they can be raised later, and a constant-time comparison.
import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto'

const KEY_LENGTH = 64
/** One of OWASP's equivalent scrypt minimums (N 2^15, r 8, p 3): 32 MiB of memory per hash (decision 015). */
const COST = { N: 2 ** 15, r: 8, p: 3 } as const

function derive(password: string, salt: Buffer, cost: { N: number; r: number; p: number }): Promise<Buffer> {
  const options: ScryptOptions = { ...cost, maxmem: 256 * cost.N * cost.r }
  return new Promise((resolve, reject) =>
    scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, options, (error, key) => (error ? reject(error) : resolve(key))),
  )
}

/** `scrypt$N$r$p$salt$hash`, salt and hash in base64url. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16)
  const key = await derive(password, salt, COST)
  return ['scrypt', COST.N, COST.r, COST.p, salt.toString('base64url'), key.toString('base64url')].join('$')
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parts = stored.split('$')
  if (parts.length !== 6 || parts[0] !== 'scrypt') return false
  const [N, r, p] = parts.slice(1, 4).map(Number) as [number, number, number]
  if (![N, r, p].every((n) => Number.isSafeInteger(n) && n > 0) || N > 2 ** 20 || r > 32 || p > 16) return false
  const expected = Buffer.from(parts[5]!, 'base64url')
  if (expected.length !== KEY_LENGTH) return false
  // A corrupt row (N not a power of two…) makes scrypt throw: that is a failed sign-in, not a 500.
  const actual = await derive(password, Buffer.from(parts[4]!, 'base64url'), { N, r, p }).catch(() => null)
  return actual !== null && timingSafeEqual(actual, expected)
}

// A real hash of a random password: signing in with an unknown email costs the same time as a wrong password,
// so response times do not tell which emails have accounts.
let decoy: Promise<string> | undefined
export async function verifyDecoy(password: string): Promise<false> {
  decoy ??= hashPassword(randomBytes(16).toString('hex'))
  await verifyPassword(password, await decoy)
  return false
}
