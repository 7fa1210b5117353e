// The secrets that sign the `session` cookie and every signed link: SESSION_SECRET when set, a comma-separated
// list whose first entry signs and every entry verifies (rotation: put the new key first, keep the old one after
// it until the last cookie and link signed with it has expired, then drop it). Unset, one is generated on first
// boot and kept in SESSION_SECRET_FILE, so a single demo server (`npm start`, the e2e run) needs no setup and
// its sessions survive a restart. `npm run serve` refuses to start without SESSION_SECRET: several servers must
// share it (decision 058).
import { randomBytes } from 'node:crypto'
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { env } from './env.server'

const MIN_LENGTH = 32

function readStored(file: string): string | null {
  try {
    const stored = readFileSync(file, 'utf8').trim()
    if (stored.length >= MIN_LENGTH) return stored
    throw new Error(`${file} holds a session secret shorter than ${MIN_LENGTH} characters: delete the file to have a new one generated, or set SESSION_SECRET`)
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null
    throw error
  }
}

/** The signing secret first, then the older ones that still verify. */
export function resolveSessionSecrets(options: { secrets?: readonly string[]; file: string }): string[] {
  if (options.secrets?.length) return [...options.secrets]
  const stored = readStored(options.file)
  if (stored) return [stored]
  const generated = randomBytes(48).toString('base64url')
  mkdirSync(path.dirname(options.file), { recursive: true })
  try {
    // 'wx': two processes starting at once must not overwrite each other's secret.
    writeFileSync(options.file, generated + '\n', { mode: 0o600, flag: 'wx' })
    return [generated]
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
    return [readStored(options.file)!]
  }
}

let resolved: string[] | null = null
/** This server's secrets (read once): `[0]` signs, all verify. Cookies take the whole list (Remix does the same). */
export const sessionSecrets = (): string[] => (resolved ??= resolveSessionSecrets({ secrets: env.SESSION_SECRET, file: env.SESSION_SECRET_FILE }))

/** The secret new cookies and links are signed with. */
export const signingSecret = (): string => sessionSecrets()[0]!

/**
 * Checks a signed value under each secret in turn: the first answer `accepted` takes (the signature matched) wins;
 * otherwise the answer under the signing secret (the one that says "invalid").
 */
export function verifyWithAnySecret<T>(verify: (secret: string) => T, accepted: (result: T) => boolean): T {
  const [signing, ...older] = sessionSecrets()
  const first = verify(signing!)
  if (accepted(first)) return first
  for (const secret of older) {
    const result = verify(secret)
    if (accepted(result)) return result
  }
  return first
}
