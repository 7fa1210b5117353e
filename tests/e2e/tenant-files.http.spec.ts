// Tenant files are data: an edit shows up without a restart; a broken file is refused, the others serve on.
import { execFileSync } from 'node:child_process'
import { readFileSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { expect, test, type APIRequestContext } from '@playwright/test'
import { PORT } from './fixtures'
import { E2E_TENANTS_DIR } from './tenant-dir'

const file = path.join(E2E_TENANTS_DIR, 'scratch', 'tenant.yaml')
const original = readFileSync(file, 'utf8')
const home = (request: APIRequestContext, host: string) =>
  request.get(`http://127.0.0.1:${PORT}/`, { headers: { Host: host, Cookie: 'locale=en' }, maxRedirects: 0 })

test.describe.configure({ mode: 'serial' })
test.afterAll(() => writeFileSync(file, original))

test('an edited tenant file takes effect on the running server, without a restart', async ({ request }) => {
  expect(await (await home(request, 'scratch.localhost')).text()).toContain('Scratch Charters')
  writeFileSync(file, original.replace('name: Scratch Charters', 'name: Scratch Yachting Co'))
  await expect.poll(async () => (await home(request, 'scratch.localhost')).text(), { timeout: 5_000 }).toContain('Scratch Yachting Co')
})

test('a tenant file missing a required field is refused by the check, and the server keeps serving the others', async ({ request }) => {
  writeFileSync(file, original.replace(/^hostnames:.*\n/m, ''))
  let output = ''
  let status = 0
  try {
    execFileSync('npx', ['tsx', 'scripts/tenant.ts', 'check', E2E_TENANTS_DIR], { encoding: 'utf8', stdio: 'pipe' })
  } catch (error) {
    const e = error as { status: number; stdout: string; stderr: string }
    status = e.status
    output = e.stdout + e.stderr
  }
  expect(status).toBe(1)
  expect(output).toMatch(/scratch[/\\]tenant\.yaml: hostnames: is required/)
  await expect.poll(async () => (await home(request, 'scratch.localhost')).status(), { timeout: 5_000 }).toBe(404)
  for (const host of ['localhost', 'deira.localhost', 'get-that-boat.localhost']) {
    expect((await home(request, host)).status(), host).toBe(200)
  }
})

test('a content file written on the running server is published without a rebuild; a broken one is reported by the check', async ({ request }) => {
  const blog = path.join(E2E_TENANTS_DIR, 'scratch', 'content', 'en', 'blog')
  const article = path.join(blog, 'fresh-from-the-marina.md')
  const page = (p: string) => request.get(`http://127.0.0.1:${PORT}${p}`, { headers: { Host: 'scratch.localhost', Cookie: 'locale=en' }, maxRedirects: 0 })
  // The test before this one left the scratch tenant refused: bring it back first.
  writeFileSync(file, original)
  await expect.poll(async () => (await home(request, 'scratch.localhost')).status(), { timeout: 5_000 }).toBe(200)
  expect((await page('/blog/fresh-from-the-marina')).status()).toBe(404)
  writeFileSync(
    article,
    [
      '---',
      'title: Fresh from the marina',
      'description: A test article written while the server runs, to show that content needs no rebuild and no restart at all.',
      'author: Deniz Aksoy',
      'published: 2026-01-05',
      'cover: /media/experiences/bodrum-gulet-day-cruise.svg',
      'coverAlt: A gulet at anchor',
      'experiences: [bodrum-gulet-day-cruise]',
      '---',
      'Written just now. See [the gulet](/experiences/bodrum-gulet-day-cruise).',
      '',
    ].join('\n'),
  )
  try {
    // Within the page cache's few seconds, the article and its place on the list are live.
    await expect.poll(async () => (await page('/blog/fresh-from-the-marina')).status()).toBe(200)
    await expect.poll(async () => (await page('/blog')).text()).toContain('Fresh from the marina')
    writeFileSync(article, readFileSync(article, 'utf8').replace('author: Deniz Aksoy\n', ''))
    let output = ''
    try {
      execFileSync('npx', ['tsx', 'scripts/tenant.ts', 'check', E2E_TENANTS_DIR], { encoding: 'utf8', stdio: 'pipe' })
    } catch (error) {
      const e = error as { stdout: string; stderr: string }
      output = e.stdout + e.stderr
    }
    expect(output).toMatch(/fresh-from-the-marina\.md: author: /)
  } finally {
    rmSync(article, { force: true })
  }
})
