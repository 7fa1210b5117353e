// `npm run bench:manifest`: the partner hub's manifest of a day with 500 travellers (250 bookings of two on one
// departure), in a temporary seeded PostgreSQL database: the model (getManifest, two queries) and the whole
// rendered route (GET /s/:supplier/manifest on the built hub, signed in), each warmed up then timed 30 times.
// The bound is 300 ms for the rendered page. Then the bookings CSV export of 10,000 bookings, streamed:
// its time, first byte and the server's heap while it is read. Needs `npm run build` first.
import http from 'node:http'
import { performance } from 'node:perf_hooks'
import { getManifest } from '../app/models/partners/manifest.server'
import { createServer } from '../server'
import { createSeededTestDatabase } from '../tests/helpers/database'
import { createOwner, stageDeparture } from '../tests/helpers/hub-day'

const RUNS = 30
const SUPPLIER = 'deira-desert-safari'
const password = 'bench-manifest-password'

const stats = (ms: number[]) => {
  const sorted = [...ms].sort((a, b) => a - b)
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!
  return `median ${at(0.5).toFixed(1)} ms, p95 ${at(0.95).toFixed(1)} ms, max ${sorted.at(-1)!.toFixed(1)} ms`
}
/** fetch may not set Host, and the hub is chosen by it: a plain request to 127.0.0.1 with the hub's host name. */
function request(port: number, path: string, headers: Record<string, string>, body?: string): Promise<{ status: number; headers: http.IncomingHttpHeaders; text: string }> {
  return new Promise((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port, path, method: body ? 'POST' : 'GET', headers: { ...headers, ...(body ? { 'Content-Length': String(Buffer.byteLength(body)) } : {}) } }, (res) => {
      let text = ''
      res.setEncoding('utf8')
      res.on('data', (chunk: string) => (text += chunk))
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, text }))
    })
    req.on('error', reject)
    req.end(body)
  })
}

async function time(fn: () => Promise<unknown>): Promise<number[]> {
  for (let i = 0; i < 3; i++) await fn()
  const out: number[] = []
  for (let i = 0; i < RUNS; i++) {
    const start = performance.now()
    await fn()
    out.push(performance.now() - start)
  }
  return out
}

process.env.NODE_ENV = 'production'
const database = await createSeededTestDatabase('bench_manifest', { requirePostgres: true })
try {
  const owner = await createOwner(database.db, SUPPLIER, password)
  const day = await stageDeparture(database.db, { supplierSlug: SUPPLIER, tenantId: 'deira', count: 250, adults: 2 })
  await database.db.execute('analyze' as never).catch(() => undefined)
  const manifest = await getManifest(database.db, owner.supplier.id, day.date, { locale: 'en', tenantName: (id) => id })
  const travellers = manifest.reduce((n, d) => n + d.totals.travellers, 0)
  console.log(`${day.date}: ${manifest.length} departure(s), ${travellers} travellers`)
  console.log(`model   getManifest: ${stats(await time(() => getManifest(database.db, owner.supplier.id, day.date, { locale: 'en', tenantName: (id) => id })))}`)

  const port = 3990
  const app = await createServer({ database, tenantsDir: 'tenants', quiet: true, hubOrigin: `http://partners.localhost:${port}` })
  const server = app.listen(port)
  const host = `partners.localhost:${port}`
  const signIn = await request(port, '/sign-in', { Host: host, Origin: `http://${host}`, 'Content-Type': 'application/x-www-form-urlencoded' }, new URLSearchParams({ email: owner.email, password }).toString())
  const cookie = ([] as string[]).concat(signIn.headers['set-cookie'] ?? []).map((c) => c.split(';')[0]).join('; ')
  if (!cookie.includes('hub_session')) throw new Error(`sign-in failed: ${signIn.status}`)
  let bytes = 0
  const page = await time(async () => {
    const res = await request(port, `/s/${SUPPLIER}/manifest?date=${day.date}`, { Host: host, Cookie: cookie })
    if (res.status !== 200) throw new Error(`manifest answered ${res.status}`)
    bytes = res.text.length
  })
  console.log(`route   GET manifest (${(bytes / 1024).toFixed(0)} KiB HTML): ${stats(page)}`)
  const csv = await time(() => request(port, `/s/${SUPPLIER}/manifest.csv?date=${day.date}`, { Host: host, Cookie: cookie }))
  console.log(`route   GET manifest.csv: ${stats(csv)}`)

  // The bookings export, streamed page by page (streamBookings): the server's heap while it is read should not
  // grow with the number of bookings. Measured for the 250 bookings above, then with 10,000 more; sampled every
  // 5 ms after a full GC (`--expose-gc`, as `npm run bench:manifest` runs it).
  const mb = (n: number) => `${(n / 1024 / 1024).toFixed(1)} MB`
  async function exportOnce() {
    global.gc?.()
    const baseline = process.memoryUsage().heapUsed
    let peak = baseline
    const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().heapUsed)), 5)
    const started = performance.now()
    const streamed = await new Promise<{ firstByte: number; bytes: number; lines: number }>((resolve, reject) => {
      const req = http.request({ host: '127.0.0.1', port, path: `/s/${SUPPLIER}/bookings.csv`, headers: { Host: host, Cookie: cookie } }, (res) => {
        let firstByte = 0
        let bytes = 0
        let lines = 0
        res.on('data', (chunk: Buffer) => {
          if (!firstByte) firstByte = performance.now() - started
          bytes += chunk.length
          for (const b of chunk) if (b === 10) lines++
        })
        res.on('end', () => resolve({ firstByte, bytes, lines }))
        res.on('error', reject)
      })
      req.on('error', reject)
      req.end()
    })
    clearInterval(sampler)
    const total = performance.now() - started
    console.log(`route   GET bookings.csv: ${streamed.lines - 1} bookings, ${mb(streamed.bytes)} in ${total.toFixed(0)} ms (first byte after ${streamed.firstByte.toFixed(0)} ms); heap peak +${mb(peak - baseline)} over ${mb(baseline)}`)
  }
  await exportOnce()
  await stageDeparture(database.db, { supplierSlug: SUPPLIER, tenantId: 'deira', count: 10_000, adults: 1 })
  await exportOnce()
  await new Promise((resolve) => server.close(resolve))
} finally {
  await database.drop()
}
process.exit(0)
