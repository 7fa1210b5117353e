// `npm test`: every check in order (tenant files, types, lint, unit + integration, build, browser flows),
// then one closing line "N passed, N failed" summed over all runners.
import { spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync } from 'node:fs'

let passed = 0
let failed = 0
const failures: string[] = []

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
  console.log(`=== ${name}: ${ok ? 'ok' : 'FAILED'} in ${((Date.now() - started) / 1000).toFixed(1)} s`)
  return ok
}

const readJson = (file: string) => (existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null)
mkdirSync('test-results', { recursive: true })

step('tenant files', 'npx tsx scripts/tenant.ts check')
step('typecheck', 'npx tsc --noEmit')
step('lint', 'npx eslint . --max-warnings 0')
step('unit and integration tests', 'npx vitest run --reporter=default --reporter=json --outputFile=test-results/vitest.json', () => {
  const r = readJson('test-results/vitest.json')
  return r ? { passed: r.numPassedTests, failed: r.numFailedTests + (r.success ? 0 : r.numFailedTestSuites) } : { passed: 0, failed: 1 }
})
const built = step('build', 'npx remix vite:build')
if (built) {
  step('browser flows', 'npx playwright test', () => {
    const r = readJson('test-results/e2e.json')
    return r ? { passed: r.stats.expected, failed: r.stats.unexpected + r.stats.flaky } : { passed: 0, failed: 1 }
  })
}

if (failures.length) console.log(`\nFailed: ${failures.join(', ')}`)
console.log(`\n${passed} passed, ${failed} failed`)
process.exit(failed || failures.length ? 1 : 0)
