// `npm run bench [-- --experiences 10000 --seconds 10 --connections 20]`: requests per second and p50/p99 latency
// for the home, a listing, a search and an experience page, each beside a bare route of the same server measured
// in the same run, on real PostgreSQL (BENCH_DATABASE_URL, default a local database "excursio_bench").
import { spawn, spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import postgres from 'postgres'
import { runLoad, type LoadResult } from './bench/load'

const arg = (name: string, fallback: number) => {
  const at = process.argv.indexOf(`--${name}`)
  return at > 0 ? Number(process.argv[at + 1]) : fallback
}
const experiences = arg('experiences', 10_000)
const seconds = arg('seconds', 10)
const connections = arg('connections', 20)
const port = arg('port', 3900)
const url = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/excursio_bench'

const adminUrl = new URL(url)
adminUrl.pathname = '/postgres'
const admin = postgres(adminUrl.toString(), { max: 1, onnotice: () => {} })
const name = new URL(url).pathname.slice(1)
if ((await admin`select 1 from pg_database where datname = ${name}`).length === 0) await admin.unsafe(`create database "${name}"`)
await admin.end()

const env: NodeJS.ProcessEnv = { ...process.env, DATABASE_URL: url, NODE_ENV: 'production', PORT: String(port) }
const db = postgres(url, { max: 1, onnotice: () => {} })
const synthetic = async () => {
  try {
    return (await db`select count(*)::int as n from experiences where slug like 'scale-%'`)[0]?.n ?? 0
  } catch {
    return 0
  }
}
const missing = Math.max(0, experiences - (await synthetic()))
console.log(`Preparing ${name}: migrate, seed, ${missing} more synthetic experiences (target ${experiences})…`)
spawnSync('npx', ['tsx', 'scripts/seed.ts', ...(missing ? ['--scale', String(missing)] : [])], { env, stdio: 'inherit' })
await db.unsafe('analyze')
const [sample] = await db`select e.slug, c.slug as city from experiences e join cities c on c.id = e.city_id where e.slug like 'scale-%' order by e.slug limit 1`
await db.end()
if (!existsSync('build/server/index.js')) spawnSync('npx', ['remix', 'vite:build'], { stdio: 'inherit' })

const server = spawn('npx', ['tsx', 'server.ts'], { env, stdio: ['ignore', 'pipe', 'inherit'], detached: true })
// Never leave the measured server behind, however this script ends.
const stopServer = () => server.pid && process.kill(-server.pid, 'SIGTERM')
process.once('exit', stopServer)
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => process.exit(1))
await new Promise<void>((resolve) => server.stdout.on('data', (d: Buffer) => d.toString().includes('running') && resolve()))

const base = `http://127.0.0.1:${port}`
const pages: Array<[string, string, string]> = [
  ['home', 'localhost', '/'],
  ['listing', 'localhost', '/things-to-do'],
  ['search', 'localhost', '/search/desert%20safari'],
  ['experience', 'localhost', `/things-to-do-in-${sample?.city}/${sample?.slug}`],
]
const rows: string[] = []
const measure = async (host: string, path: string): Promise<LoadResult> => {
  await runLoad({ url: base + path, host, connections, seconds: 2 }) // warm-up
  return runLoad({ url: base + path, host, connections, seconds })
}
const fmt = (n: number) => n.toFixed(1)
for (const [label, host, path] of pages) {
  const bare = await measure(host, '/healthz')
  const page = await measure(host, path)
  const ratio = page.rps / bare.rps
  rows.push(`| ${label} | \`${path}\` | ${fmt(page.rps)} | ${fmt(page.p50)} | ${fmt(page.p99)} | ${fmt(bare.rps)} | ${fmt(bare.p50)} | ${fmt(bare.p99)} | ${(ratio * 100).toFixed(0)}% | ${page.errors} |`)
  console.log(`${label.padEnd(10)} ${fmt(page.rps).padStart(8)} req/s  p50 ${fmt(page.p50)} ms  p99 ${fmt(page.p99)} ms   | bare ${fmt(bare.rps)} req/s  p50 ${fmt(bare.p50)}  p99 ${fmt(bare.p99)} | ${(ratio * 100).toFixed(0)}% of bare | errors ${page.errors}`)
}
console.log(`\n${experiences} synthetic experiences, ${connections} connections, ${seconds} s per measurement\n`)
console.log('| page | path | req/s | p50 ms | p99 ms | bare req/s | bare p50 | bare p99 | page/bare | errors |')
console.log('| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |')
for (const row of rows) console.log(row)
process.exit(0)
