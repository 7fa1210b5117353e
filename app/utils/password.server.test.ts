import { describe, expect, it } from 'vitest'
import { hashPassword, verifyDecoy, verifyPassword } from './password.server'

// scrypt at 32 MiB per hash: seconds each on a loaded 2-core machine, so more than the default 5 s per test.
describe('password hashing', { timeout: 30_000 }, () => {
  it('verifies the right password and refuses a wrong one', async () => {
    const hash = await hashPassword('correct horse battery')
    expect(hash).toMatch(/^scrypt\$32768\$8\$3\$[\w-]{22}\$[\w-]{86}$/)
    expect(hash).not.toContain('correct horse')
    await expect(verifyPassword('correct horse battery', hash)).resolves.toBe(true)
    await expect(verifyPassword('correct horse batterY', hash)).resolves.toBe(false)
    await expect(verifyPassword('', hash)).resolves.toBe(false)
  })

  it('salts every hash, so two people with one password get different hashes', async () => {
    const [a, b] = await Promise.all([hashPassword('same password'), hashPassword('same password')])
    expect(a).not.toBe(b)
    await expect(verifyPassword('same password', b)).resolves.toBe(true)
  })

  it('treats visually identical Unicode spellings as the same password', async () => {
    const hash = await hashPassword('Cafe\u0301 au lait')
    await expect(verifyPassword('Caf\u00e9 au lait', hash)).resolves.toBe(true)
  })

  it('refuses malformed or hostile stored hashes instead of throwing', async () => {
    for (const stored of ['', 'plain', 'scrypt$1$1$1$a$b', 'scrypt$99999999$8$1$AAAA$AAAA', 'bcrypt$2$8$1$AAAA$AAAA', `scrypt$3$8$1$AAAA$${'A'.repeat(86)}`]) {
      await expect(verifyPassword('anything', stored)).resolves.toBe(false)
    }
  })

  it('spends a real verification on the decoy', async () => {
    await expect(verifyDecoy('whatever')).resolves.toBe(false)
  })
})
