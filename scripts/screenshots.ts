// `npm run screenshots [-- --no-build] [-- --no-run]`: the screenshots in docs/screenshots, made again from the
// code. Builds, runs tests/e2e/screenshots.flow.spec.ts against the e2e server (production build, a fresh seeded
// database, port E2E_PORT), then writes every image into docs/screenshots as a 256-colour PNG: about a third of
// the bytes of Playwright's, with no difference a reader would see at documentation size.
import { spawnSync } from 'node:child_process'
import { mkdirSync, readdirSync, statSync } from 'node:fs'
import path from 'node:path'
import sharp from 'sharp'

const SHOTS = 'test-results/screenshots/docs'
const DOCS = 'docs/screenshots'
/** Above this a screenshot is too heavy for a README page; the script fails so that someone looks at it. */
const MAX_BYTES = 400 * 1024

const args = new Set(process.argv.slice(2))

function run(command: string) {
  console.log(`\n$ ${command}`)
  const result = spawnSync(command, { shell: true, stdio: 'inherit' })
  if (result.status !== 0) throw new Error(`"${command}" failed`)
}

try {
  if (!args.has('--no-run')) {
    if (!args.has('--no-build')) run('npm run build')
    run('SCREENSHOTS=1 npx playwright test tests/e2e/screenshots.flow.spec.ts tests/e2e/hub.screenshots.flow.spec.ts --project=desktop')
  }
  const names = readdirSync(SHOTS).filter((name) => name.endsWith('.png')).sort()
  if (names.length === 0) throw new Error(`No screenshots in ${SHOTS}`)
  mkdirSync(DOCS, { recursive: true })
  const tooBig: string[] = []
  for (const name of names) {
    const source = path.join(SHOTS, name)
    const target = path.join(DOCS, name)
    const { width, height } = await sharp(source).metadata()
    await sharp(source).png({ palette: true, quality: 90, effort: 10, compressionLevel: 9 }).toFile(target)
    const bytes = statSync(target).size
    if (bytes > MAX_BYTES) tooBig.push(name)
    console.log(`${target.padEnd(52)} ${width}×${height}  ${(bytes / 1024).toFixed(0).padStart(4)} KB`)
  }
  if (tooBig.length > 0) throw new Error(`Over ${MAX_BYTES / 1024} KB: ${tooBig.join(', ')}`)
  console.log(`\n${names.length} screenshots in ${DOCS}`)
} catch (error) {
  console.error((error as Error).message)
  process.exitCode = 1
}
