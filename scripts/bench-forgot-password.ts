// `npx tsx scripts/bench-forgot-password.ts [--samples 30] [--url http://localhost:3000]`: does "Forgot password?"
// answer as fast for an email that has an account as for one that has none? If not, the timing tells an attacker
// which emails are customers (issue 9; decision 019). Prints p50/p95 of each and the difference.
//
// Without --url it starts its own production server (run `npx remix vite:build` first) on a fresh database
// (PostgreSQL at TEST_DATABASE_URL when reachable, else in-memory PGlite), with its mail worker running as on a
// real server, and creates the accounts itself. With --url it measures that server; the accounts
// bench-known-NNN@example.com must exist on its `localhost` tenant (the script signs them up, so give the
// server TRUST_PROXY=1: each request comes from its own X-Forwarded-For address, or the limits stop the run).
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { users } from '../drizzle/schema/users'

const arg = (name: string) => {
  const at = process.argv.indexOf(`--${name}`)
  return at > 0 ? process.argv[at + 1] : undefined
}
const SAMPLES = Number(arg('samples') ?? 30)
const WARMUP = 10
/** Both lists have addresses of the same length, so the only difference is whether the account exists. */
const known = (i: number) => `bench-known-${String(i).padStart(3, '0')}@example.com`
const ghost = (i: number) => `bench-ghost-${String(i).padStart(3, '0')}@example.com`

let requestNumber = 0
function post(origin: URL, path: string, form: Record<string, string>): Promise<{ status: number; ms: number }> {
  const body = new URLSearchParams(form).toString()
  const n = ++requestNumber
  const headers = {
    host: origin.host,
    origin: origin.origin,
    'content-type': 'application/x-www-form-urlencoded',
    'content-length': String(Buffer.byteLength(body)),
    // Only honoured by a server that trusts one proxy hop: one address per request, so no limit is shared.
    'x-forwarded-for': `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`,
  }
  return new Promise((resolve, reject) => {
    const started = process.hrtime.bigint()
    const req = http.request({ host: origin.hostname, port: origin.port, path, method: 'POST', headers }, (res) => {
      res.resume()
      res.on('end', () => resolve({ status: res.statusCode ?? 0, ms: Number(process.hrtime.bigint() - started) / 1e6 }))
    })
    req.on('error', reject)
    req.end(body)
  })
}

async function startOwnServer(): Promise<{ origin: URL; stop: () => Promise<void> }> {
  process.env.NODE_ENV = 'production'
  const { createTestDatabase } = await import('../tests/helpers/database')
  const { createServer } = await import('../server')
  const { startMailWorker } = await import('../app/services/mail/deliver.server')
  const database = await createTestDatabase('bench_forgot')
  // The hash is never checked here: a placeholder saves 40 scrypt runs.
  const rows = Array.from({ length: SAMPLES + WARMUP }, (_, i) => ({ tenantId: 'excursio', email: known(i), passwordHash: 'bench', firstName: 'Bench', lastName: 'User' }))
  await database.db.insert(users).values(rows)
  const app = await createServer({ database, quiet: true, pageCacheSeconds: 0, trustProxy: 1 })
  const stopMail = startMailWorker(database.db)
  const server = app.listen(0, '127.0.0.1')
  await new Promise((resolve) => server.once('listening', resolve))
  const origin = new URL(`http://localhost:${(server.address() as AddressInfo).port}`)
  console.log(`own server on ${origin.origin} (${database.kind})`)
  const stop = async () => {
    stopMail()
    // A tick already running finishes its batch before the database goes.
    await new Promise((resolve) => setTimeout(resolve, 2_000))
    await new Promise((resolve) => server.close(resolve))
    await database.drop()
  }
  return { origin, stop }
}

async function signUpAccounts(origin: URL) {
  for (let i = 0; i < SAMPLES + WARMUP; i++) {
    const password = 'bench password 1'
    const { status } = await post(origin, '/auth/signup', { firstName: 'Bench', lastName: 'User', email: known(i), password, confirmPassword: password })
    if (status !== 302 && status !== 409) throw new Error(`signing up ${known(i)} answered ${status}`)
  }
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!
}

const url = arg('url')
const target = url ? { origin: new URL(url), stop: async () => {} } : await startOwnServer()
if (url) await signUpAccounts(target.origin)
const times = { known: [] as number[], ghost: [] as number[] }
const ask = async (email: string) => {
  const { status, ms } = await post(target.origin, '/auth/forgot-password', { email })
  if (status !== 200) throw new Error(`forgot password for ${email} answered ${status}`)
  return ms
}
for (let i = 0; i < WARMUP; i++) await ask(i % 2 ? known(SAMPLES + i) : ghost(SAMPLES + i))
// Interleaved, so a slow moment of the machine falls on both lists alike.
for (let i = 0; i < SAMPLES; i++) {
  times.known.push(await ask(known(i)))
  times.ghost.push(await ask(ghost(i)))
}
const row = (name: string, values: number[]) => `${name.padEnd(18)} p50 ${percentile(values, 50).toFixed(2)} ms   p95 ${percentile(values, 95).toFixed(2)} ms`
console.log(`forgot password, ${SAMPLES} samples each`)
console.log(row('existing account', times.known))
console.log(row('unknown email', times.ghost))
console.log(`difference of p50: ${(percentile(times.known, 50) - percentile(times.ghost, 50)).toFixed(2)} ms (existing − unknown)`)
// Each pair ran back to back, so the median of their differences is less swayed by a busy machine.
const pairs = times.known.map((ms, i) => ms - times.ghost[i]!)
console.log(`median of paired differences: ${percentile(pairs, 50).toFixed(2)} ms`)
await target.stop()
process.exit(0)
