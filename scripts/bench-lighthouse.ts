// `npm run bench:lighthouse [-- --url http://localhost:3100] [-- --layouts default,deira,five] [-- --runs 3] [-- --http1]`:
// Lighthouse 12.8 (mobile, its default simulated throttling: slow 4G, 4× CPU) on the home page, the listing and an
// experience page of three layouts (issue 10). Prints each page's performance score, LCP, FCP, TBT and CLS, the
// median of `--runs` runs (default 3), since one run on a shared 2-core machine can land on a busy moment.
// Without --url it starts the e2e server (production build, fresh seeded database) on port 3691 and stops it after.
// The pages are read through an HTTPS and HTTP/2 front on port+1 (scripts/bench/h2-front.ts), as a deployment
// serves them (decision 041); `--http1` reads them from the app itself, plain HTTP/1.1, as the figures before
// decision 041 were taken.
import { readFileSync } from 'node:fs'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { parse } from 'yaml'
import { THEME_MANIFEST } from '../themes/manifest'
import { getPage, startE2eServer } from './bench/e2e-server'
import { startH2Front } from './bench/h2-front'

const option = (name: string) => (process.argv.includes(`--${name}`) ? process.argv[process.argv.indexOf(`--${name}`) + 1] : undefined)
const givenUrl = option('url')
const port = givenUrl ? Number(new URL(givenUrl).port) : 3691
const runs = Number(option('runs') ?? 3)
const layouts = (option('layouts') ?? 'default,deira,five').split(',')
const http1 = process.argv.includes('--http1')
const frontPort = port + 1

type Target = { layout: string; host: string; pages: Array<[string, string]> }

const get = (host: string, path: string) => getPage(port, host, path)

async function target(layout: string): Promise<Target> {
  const row = THEME_MANIFEST.find((r) => r.id === layout)
  if (!row) throw new Error(`unknown layout ${layout}`)
  const yaml = parse(readFileSync(`tenants/${row.screenshots.tenant}/tenant.yaml`, 'utf8')) as { hostnames: string[]; siteType: string }
  const host = yaml.hostnames[0]!
  const listing = yaml.siteType === 'supplier' ? '/experiences' : '/things-to-do'
  const experience = /<a [^>]*href="(\/[^"]+)"/.exec((await get(host, listing)).split('<article')[1] ?? '')?.[1]?.replace(/&amp;/g, '&')
  if (!experience) throw new Error(`${host}${listing}: no experience card`)
  return { layout, host, pages: [['home', '/'], ['listing', listing], ['experience', experience]] }
}

if (!givenUrl) await startE2eServer(port)
const stopFront = http1 ? null : await startH2Front(frontPort, port)

const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  // The front's certificate is a throwaway self-signed one.
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', ...(http1 ? [] : ['--ignore-certificate-errors'])],
})
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!
const rows: string[] = []
try {
  for (const layout of layouts) {
    const t = await target(layout)
    for (const [label, path] of t.pages) {
      const url = http1 ? `http://${t.host}:${port}${path}` : `https://${t.host}:${frontPort}${path}`
      // One run to fill the server's page and image caches, as a visitor after the first would find them.
      await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] })
      const results: Array<{ score: number; lcp: number; fcp: number; tbt: number; cls: number }> = []
      for (let i = 0; i < runs; i++) {
        const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] })
        const lhr = result!.lhr
        const audit = (id: string) => lhr.audits[id]?.numericValue ?? NaN
        results.push({
          score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
          lcp: audit('largest-contentful-paint'),
          fcp: audit('first-contentful-paint'),
          tbt: audit('total-blocking-time'),
          cls: audit('cumulative-layout-shift'),
        })
      }
      const m = (key: keyof (typeof results)[number]) => median(results.map((r) => r[key]))
      const row = `| ${layout} | ${label} | ${m('score')} | ${(m('lcp') / 1000).toFixed(2)} s | ${(m('fcp') / 1000).toFixed(2)} s | ${Math.round(m('tbt'))} ms | ${m('cls').toFixed(3)} | ${results.map((r) => r.score).join(', ')} |`
      rows.push(row)
      console.log(row, path)
    }
  }
} finally {
  await chrome.kill()
  await stopFront?.()
}
console.log(`\nLighthouse 12.8, mobile, simulated throttling; median of ${runs} runs after one warm-up; ${http1 ? 'plain HTTP/1.1 from the app' : 'HTTPS and HTTP/2 through a front, as deployed'}\n`)
console.log('| layout | page | performance | LCP | FCP | TBT | CLS | scores |')
console.log('| --- | --- | --- | --- | --- | --- | --- | --- |')
for (const row of rows) console.log(row)
process.exit(0)
