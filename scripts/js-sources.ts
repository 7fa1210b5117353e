// `SOURCEMAP=1 npm run build`, a server on it, then `npx tsx scripts/js-sources.ts --url http://localhost:3500
// [--host transparent.localhost] [--path /things-to-do-in-x/y]`: the gzipped bytes of the scripts a first visit
// to an experience page loads (phone, Save-Data, as tests/e2e/js-budget.flow.spec.ts measures), attributed to
// their sources through the build's source maps. A file's gzipped size is shared among its sources in proportion
// to the minified bytes each one produced; the map comment's bytes are counted apart.
import { readFileSync, existsSync } from 'node:fs'
import { gzipSync } from 'node:zlib'
import { chromium } from '@playwright/test'
import { SourceMapConsumer } from 'source-map-js'

const arg = (name: string) => (process.argv.includes(name) ? process.argv[process.argv.indexOf(name) + 1] : undefined)
const base = new URL(arg('--url') ?? 'http://localhost:3500')
const host = arg('--host') ?? 'localhost'
const origin = `http://${host}:${base.port}`

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] })
const context = await browser.newContext({ viewport: { width: 412, height: 915 }, isMobile: true, hasTouch: true })
await context.addCookies([{ name: 'locale', value: 'en', url: origin }])
const page = await context.newPage()
let path = arg('--path')
if (!path) {
  for (const listing of ['/things-to-do', '/experiences']) {
    await page.goto(origin + listing)
    const href = await page.locator('main article a').first().getAttribute('href').catch(() => null)
    if (href) { path = href; break }
  }
}
const visit = await (await browser.newContext({ viewport: { width: 412, height: 915 }, isMobile: true, hasTouch: true })).newPage()
await visit.context().addCookies([{ name: 'locale', value: 'en', url: origin }])
await visit.addInitScript(() => Object.defineProperty(navigator, 'connection', { value: { effectiveType: '4g', saveData: true }, configurable: true }))
const urls: Promise<{ url: string; bytes: number }>[] = []
visit.on('requestfinished', (r) => void (r.resourceType() === 'script' && urls.push(r.sizes().then((s) => ({ url: r.url(), bytes: s.responseBodySize })))))
await visit.goto(origin + path, { waitUntil: 'networkidle' })
const loaded = await Promise.all(urls)
await browser.close()

const bySource = new Map<string, number>()
const add = (k: string, n: number) => bySource.set(k, (bySource.get(k) ?? 0) + n)
const byFile: [string, number][] = []
const perFile = new Map<string, number>()
let total = 0
for (const { url, bytes } of loaded) {
  total += bytes
  const file = `build/client${new URL(url).pathname}`
  byFile.push([new URL(url).pathname, bytes])
  if (!existsSync(`${file}.map`)) { add(`(no map) ${new URL(url).pathname}`, bytes); continue }
  const code = readFileSync(file, 'utf8')
  const comment = code.lastIndexOf('\n//# sourceMappingURL=')
  const body = comment >= 0 ? code.slice(0, comment) : code
  const gz = gzipSync(code, { level: 9 }).length
  const gzBody = gzipSync(body, { level: 9 }).length
  add('(map comment)', (gz - gzBody) * (bytes / gz))
  const scale = (bytes / gz) * (gzBody / Buffer.byteLength(body))
  const map = new SourceMapConsumer(JSON.parse(readFileSync(`${file}.map`, 'utf8')))
  const lines = body.split('\n')
  const mappings: { line: number; col: number; source: string | null }[] = []
  map.eachMapping((m) => mappings.push({ line: m.generatedLine, col: m.generatedColumn, source: m.source }))
  mappings.sort((a, b) => a.line - b.line || a.col - b.col)
  for (let i = 0; i < mappings.length; i++) {
    const m = mappings[i]!
    const next = mappings[i + 1]
    const lineText = lines[m.line - 1] ?? ''
    const end = next && next.line === m.line ? next.col : lineText.length
    const n = Buffer.byteLength(lineText.slice(m.col, end))
    add(m.source ?? '(unmapped)', n * scale)
    const key = `${new URL(url).pathname} ${m.source ?? '(unmapped)'}`
    perFile.set(key, (perFile.get(key) ?? 0) + n * scale)
  }
}
const clean = (s: string) => s.replace(/^.*node_modules\//, 'npm:').replace(/^(\.\.\/)+/, '')
const grouped = new Map<string, number>()
for (const [k, v] of bySource) grouped.set(clean(k), (grouped.get(clean(k)) ?? 0) + v)
console.log(`${host}${path}: ${loaded.length} scripts, ${(total / 1024).toFixed(2)} KB gzipped`)
if (process.argv.includes('--files')) for (const [f, b] of byFile.sort((a, b) => b[1] - a[1])) console.log(`${(b / 1024).toFixed(2).padStart(7)}  ${f}`)
const pkg = (s: string) => (s.startsWith('npm:') ? s.split('/').slice(0, s.startsWith('npm:@') ? 2 : 1).join('/') : s)
if (process.argv.includes('--packages')) {
  const p = new Map<string, number>()
  for (const [k, v] of grouped) p.set(pkg(k), (p.get(pkg(k)) ?? 0) + v)
  for (const [k, v] of [...p].sort((a, b) => b[1] - a[1])) if (k.startsWith('npm:')) console.log(`${(v / 1024).toFixed(2).padStart(7)}  ${k}`)
}
for (const [k, v] of [...grouped].sort((a, b) => b[1] - a[1])) if (v >= Number(arg('--min') ?? 100)) console.log(`${(v / 1024).toFixed(2).padStart(7)}  ${k}`)
if (process.argv.includes('--chunks')) {
  for (const [f] of byFile) {
    console.log(f)
    for (const [k, v] of [...perFile].filter(([k]) => k.startsWith(`${f} `)).sort((a, b) => b[1] - a[1])) if (v >= 40) console.log(`   ${(v / 1024).toFixed(2).padStart(7)}  ${clean(k.slice(f.length + 1))}`)
  }
}
