// `npm run bench [-- --experiences 10000 --seconds 10 --connections 20 --only buyer]`: requests per second and p50/p99 latency
// for the home, a listing, a search and an experience page, each beside a bare route of the same server measured
// in the same run, with the page cache on and off, on real PostgreSQL (BENCH_DATABASE_URL, default a local database "excursio_bench").
// Three modes: an anonymous visitor with the page cache on, a buyer (a cart cookie, so the cache is bypassed, as it
// is for everyone who pays: issue 10), and the cache off. `--only buyer` runs one of them.
import { spawn, spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { loadavg } from 'node:os'
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

const base = `http://127.0.0.1:${port}`
const pages: Array<[string, string, string]> = [
  ['home', 'localhost', '/'],
  ['listing', 'localhost', '/things-to-do'],
  ['search', 'localhost', '/search/desert%20safari'],
  ['experience', 'localhost', `/things-to-do-in-${sample?.city}/${sample?.slug}`],
]
const fmt = (n: number) => n.toFixed(1)
const measure = async (host: string, path: string, cookie?: string): Promise<LoadResult> => {
  await runLoad({ url: base + path, host, connections, seconds: 2, cookie }) // warm-up
  return runLoad({ url: base + path, host, connections, seconds, cookie })
}
/**
 * A buyer (issue 10): a guest with a cart cookie, which the page cache never serves (decision 014), so every page
 * is rendered for them with their cart count. The token has the cart cookie's form (32 base64url characters), so the
 * server looks the cart up as it does for a real one; this one is empty, so the header's count reads 0.
 */
const BUYER_COOKIE = `locale=en; cart=${'b'.repeat(32)}`
type Mode = 'cached' | 'buyer' | 'uncached'

/**
 * One server per mode: the page cache on (the production default, 10 s) for an anonymous visitor and for a buyer
 * (a cart cookie: every page rendered, as for the people who pay), and off (every request rendered).
 */
async function runMode(mode: Mode): Promise<string[]> {
  const modeEnv = { ...env, PAGE_CACHE_SECONDS: mode === 'uncached' ? '0' : (process.env.PAGE_CACHE_SECONDS ?? '10') }
  const cookie = mode === 'buyer' ? BUYER_COOKIE : undefined
  const server = spawn('npx', ['tsx', 'server.ts'], { env: modeEnv, stdio: ['ignore', 'pipe', 'inherit'], detached: true })
  // Never leave the measured server behind, however this script ends.
  const stopServer = () => {
    try {
      if (server.pid && server.exitCode === null) process.kill(-server.pid, 'SIGTERM')
    } catch {
      // already gone
    }
  }
  process.once('exit', stopServer)
  await new Promise<void>((resolve) => server.stdout.on('data', (d: Buffer) => d.toString().includes('running') && resolve()))
  const rows: string[] = []
  for (const [label, host, path] of pages) {
    const bare = await measure(host, '/healthz', cookie)
    const page = await measure(host, path, cookie)
    const ratio = page.rps / bare.rps
    const load = loadavg()[0]!.toFixed(1)
    rows.push(`| ${label} | ${mode} | ${fmt(page.rps)} | ${fmt(page.p50)} | ${fmt(page.p99)} | ${fmt(bare.rps)} | ${fmt(bare.p50)} | ${fmt(bare.p99)} | ${(ratio * 100).toFixed(0)}% | ${page.errors} | ${load} |`)
    console.log(`${label.padEnd(10)} ${mode.padEnd(8)} ${fmt(page.rps).padStart(8)} req/s  p50 ${fmt(page.p50)} ms  p99 ${fmt(page.p99)} ms   | bare ${fmt(bare.rps)} req/s  p50 ${fmt(bare.p50)}  p99 ${fmt(bare.p99)} | ${(ratio * 100).toFixed(0)}% of bare | errors ${page.errors} | load ${load}`)
  }
  stopServer()
  await new Promise((resolve) => server.once('exit', resolve))
  return rows
}

// `--only buyer` (or cached, uncached) runs one mode; all three by default.
const only = process.argv.includes('--only') ? process.argv[process.argv.indexOf('--only') + 1] : undefined
const legacy = process.argv.includes('--uncached-only') ? 'uncached' : process.argv.includes('--cached-only') ? 'cached' : undefined
const modes: Mode[] = only || legacy ? [(only ?? legacy) as Mode] : ['cached', 'buyer', 'uncached']
const rows: string[] = []
for (const mode of modes) rows.push(...(await runMode(mode)))
console.log(`\n${experiences} synthetic experiences, ${connections} connections, ${seconds} s per measurement\n`)
for (const [label, , path] of pages) console.log(`- ${label}: \`${path}\``)
console.log('\n| page | page cache | req/s | p50 ms | p99 ms | bare req/s | bare p50 | bare p99 | page/bare | errors | load avg |')
console.log('| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |')
for (const row of rows) console.log(row)
process.exit(0)
