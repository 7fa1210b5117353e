// The secret that signs the `session` cookie: SESSION_SECRET when set; otherwise one generated on first boot
// and kept in SESSION_SECRET_FILE, so a single server (the e2e run, `npm start`) needs no setup and its
// sessions survive a restart. Several servers behind one host name must share SESSION_SECRET (decision 015).
import { randomBytes } from 'node:crypto'
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'

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

export function resolveSessionSecret(options: { secret?: string; file: string }): string {
  if (options.secret) return options.secret
  const stored = readStored(options.file)
  if (stored) return stored
  const generated = randomBytes(48).toString('base64url')
  mkdirSync(path.dirname(options.file), { recursive: true })
  try {
    // 'wx': two processes starting at once must not overwrite each other's secret.
    writeFileSync(options.file, generated + '\n', { mode: 0o600, flag: 'wx' })
    return generated
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
    return readStored(options.file)!
  }
}
