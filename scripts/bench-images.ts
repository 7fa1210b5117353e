// `npx tsx scripts/bench-images.ts [-- --seconds 5 --burst 20 --port 3910]` (or `npm run bench:images`): does a burst
// of uncached image renders slow the pages down? Starts the production server (page cache off, a fresh image cache,
// a 4000×3000 photo-like source), measures the home page's p50 idle, then again while `burst` distinct uncached
// renders hit the proxy at once, and prints both p50s, their ratio, the image answers by status and content type,
// and the time of the largest AVIF the proxy renders. Decision 020 and docs/benchmarks.md hold the figures.
import { spawn, spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { mkdir, mkdtemp, rm } from 'node:fs/promises'
import { availableParallelism, loadavg, tmpdir } from 'node:os'
import path from 'node:path'
import postgres from 'postgres'
import sharp from 'sharp'
import { runLoad } from './bench/load'
import { productionServerEnv } from './bench/server-env'

const arg = (name: string, fallback: number) => {
  const at = process.argv.indexOf(`--${name}`)
  return at > 0 ? Number(process.argv[at + 1]) : fallback
}
const seconds = arg('seconds', 5)
const burst = arg('burst', 20)
const port = arg('port', 3910)
const url = process.env.BENCH_IMAGES_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/excursio_bench_images'

const admin = postgres(Object.assign(new URL(url), { pathname: '/postgres' }).toString(), { max: 1, onnotice: () => {} })
const name = new URL(url).pathname.slice(1)
if ((await admin`select 1 from pg_database where datname = ${name}`).length === 0) await admin.unsafe(`create database "${name}"`)
await admin.end()
const env = productionServerEnv(url, port, { PAGE_CACHE_SECONDS: '0' })
spawnSync('npx', ['tsx', 'scripts/seed.ts'], { env, stdio: 'ignore' })
if (!existsSync('build/server/index.js')) spawnSync('npm', ['run', 'build'], { stdio: 'inherit' })

// Photos, not the seed's SVG drawings: noise is the worst case for the encoders, as a busy photo is.
const dir = await mkdtemp(path.join(tmpdir(), 'excursio-bench-images-'))
await mkdir(path.join(dir, 'src'))
await sharp({ create: { width: 4000, height: 3000, channels: 3, background: '#000', noise: { type: 'gaussian', mean: 128, sigma: 60 } } })
  .blur(1.2)
  .jpeg({ quality: 90 })
  .toFile(path.join(dir, 'src/photo.jpg'))
env.IMAGE_SOURCE_DIR = path.join(dir, 'src')
env.IMAGE_CACHE_DIR = path.join(dir, 'cache')

const server = spawn('npx', ['tsx', 'server.ts'], { env, stdio: ['ignore', 'pipe', 'inherit'], detached: true })
const stop = () => {
  try {
    if (server.pid && server.exitCode === null) process.kill(-server.pid, 'SIGTERM')
  } catch {
    // already gone
  }
}
process.once('exit', stop)
await new Promise<void>((resolve) => server.stdout.on('data', (d: Buffer) => d.toString().includes('running') && resolve()))

const base = `http://127.0.0.1:${port}`
const page = () => runLoad({ url: `${base}/`, host: 'localhost', connections: 2, seconds })
await runLoad({ url: `${base}/`, host: 'localhost', connections: 2, seconds: 1 }) // warm-up
const idle = await page()

// Distinct snapped renders (a redirect would be no render): the big widths in each format, AVIF up to its 2048 cap.
const renders = [3072, 2560, 2048, 1536, 1280, 1024, 768]
  .flatMap((w) => ['webp', 'jpeg', 'avif'].filter((f) => f !== 'avif' || w <= 2048).map((f) => (f === 'webp' ? `w_${w}` : `w_${w},f_${f}`)))
  .flatMap((m) => [m, `${m},q_90`])
  .slice(0, burst)
const answers = Promise.all(
  renders.map(async (m) => {
    const started = performance.now()
    const res = await fetch(`${base}/_img/${m}/photo.jpg`, { headers: { Host: 'localhost' }, redirect: 'manual' })
    await res.arrayBuffer()
    return { m, status: res.status, type: res.headers.get('content-type') ?? '', ms: performance.now() - started }
  }),
)
const loaded = await page()
const results = await answers

const started = performance.now()
const avif = await fetch(`${base}/_img/w_2048,f_avif,q_65/photo.jpg`, { headers: { Host: 'localhost' } })
await avif.arrayBuffer()
const avifMs = performance.now() - started
stop()
await rm(dir, { recursive: true, force: true })

const f = (n: number) => n.toFixed(1)
const breakdown = new Map<string, number>()
for (const r of results) breakdown.set(`${r.status} ${r.type.split(';')[0]}`, (breakdown.get(`${r.status} ${r.type.split(';')[0]}`) ?? 0) + 1)
console.log(`cores ${availableParallelism()}, load avg ${loadavg()[0]!.toFixed(1)}, page: home (page cache off), ${seconds} s per measurement, 2 connections`)
console.log(`page p50 idle               ${f(idle.p50)} ms  (p99 ${f(idle.p99)}, ${idle.requests} requests)`)
console.log(`page p50 under ${burst} renders  ${f(loaded.p50)} ms  (p99 ${f(loaded.p99)}, ${loaded.requests} requests)`)
console.log(`ratio                       ${(loaded.p50 / idle.p50).toFixed(2)}×`)
console.log(`image answers               ${[...breakdown].map(([k, n]) => `${n}× ${k}`).join(', ')}`)
console.log(`slowest image answer        ${f(Math.max(...results.map((r) => r.ms)))} ms`)
console.log(`largest AVIF (w_2048, alone) ${f(avifMs)} ms, status ${avif.status}`)
process.exit(0)
