// `npm test`: every check in order (tenant files, types, lint, unit + integration, build, browser flows),
// then one closing line "N passed, N failed" summed over all runners.
import { spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs'
import path from 'node:path'

let passed = 0
let failed = 0
const failures: string[] = []
const stages: Array<{ name: string; seconds: number; ok: boolean }> = []

function step(name: string, command: string, count?: () => { passed: number; failed: number }) {
  console.log(`\n=== ${name}: ${command}`)
  const started = Date.now()
  const result = spawnSync(command, { shell: true, stdio: 'inherit', env: { ...process.env, FORCE_COLOR: '0' } })
  const ok = result.status === 0
  const counted = count?.()
  if (counted) {
    passed += counted.passed
    failed += counted.failed
  } else if (ok) passed += 1
  else failed += 1
  if (!ok) failures.push(name)
  const seconds = (Date.now() - started) / 1000
  stages.push({ name, seconds, ok })
  console.log(`=== ${name}: ${ok ? 'ok' : 'FAILED'} in ${seconds.toFixed(1)} s`)
  return ok
}

const readJson = (file: string) => (existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null)
mkdirSync('test-results', { recursive: true })
// A report left by an earlier run must not be counted or timed as this one's.
for (const report of ['test-results/vitest.json', 'test-results/e2e.json']) rmSync(report, { force: true })

step('tenant files', 'npx tsx scripts/tenant.ts check')
step('typecheck', 'npx tsc --noEmit')
step('lint', 'npx eslint . --max-warnings 0')
step('floors', 'npm run --silent lint:floors')
step('unit and integration tests', 'npx vitest run --reporter=default --reporter=json --outputFile=test-results/vitest.json', () => {
  const r = readJson('test-results/vitest.json')
  return r ? { passed: r.numPassedTests, failed: r.numFailedTests + (r.success ? 0 : r.numFailedTestSuites) } : { passed: 0, failed: 1 }
})
const built = step('build', 'npm run build')
if (built) {
  step('browser flows', 'npx playwright test', () => {
    const r = readJson('test-results/e2e.json')
    return r ? { passed: r.stats.expected, failed: r.stats.unexpected + r.stats.flaky } : { passed: 0, failed: 1 }
  })
}

printStages()
printSlowest()
if (failures.length) console.log(`\nFailed: ${failures.join(', ')}`)
console.log(`\n${passed} passed, ${failed} failed`)
process.exit(failed || failures.length ? 1 : 0)

function printStages() {
  console.log('\nStage times:')
  for (const s of stages) console.log(`  ${s.seconds.toFixed(1).padStart(7)} s  ${s.name}${s.ok ? '' : ' (FAILED)'}`)
  console.log(`  ${stages.reduce((sum, s) => sum + s.seconds, 0).toFixed(1).padStart(7)} s  in all`)
}

type Timed = { seconds: number; name: string }
/** The ten slowest tests of both runners, from their JSON reports (a vitest file's hooks count with it). */
function printSlowest() {
  const timed: Timed[] = []
  const vitest = readJson('test-results/vitest.json') as { testResults?: Array<{ name: string; startTime: number; endTime: number }> } | null
  for (const file of vitest?.testResults ?? []) timed.push({ seconds: (file.endTime - file.startTime) / 1000, name: `vitest ${path.relative(process.cwd(), file.name)} (whole file)` })
  type Suite = { file?: string; specs?: Array<{ title: string; tests: Array<{ projectName: string; results: Array<{ duration: number }> }> }>; suites?: Suite[] }
  const walk = (suite: Suite, file: string) => {
    for (const spec of suite.specs ?? [])
      for (const t of spec.tests) for (const r of t.results) timed.push({ seconds: r.duration / 1000, name: `[${t.projectName}] ${file} › ${spec.title}` })
    for (const child of suite.suites ?? []) walk(child, file)
  }
  const e2e = readJson('test-results/e2e.json') as { suites?: Suite[] } | null
  for (const suite of e2e?.suites ?? []) walk(suite, suite.file ?? '')
  if (!timed.length) return
  console.log('\nThe ten slowest tests:')
  for (const t of timed.sort((a, b) => b.seconds - a.seconds).slice(0, 10)) console.log(`  ${t.seconds.toFixed(1).padStart(7)} s  ${t.name}`)
}
