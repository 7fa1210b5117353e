// `npm run test:changed [-- --since REV]`: the inner loop. Lints the changed files, runs the unit and integration
// tests whose import graph reaches a changed file (vitest --changed), and the browser specs whose imports reach
// a changed file (playwright --only-changed), against a fresh build when app code changed. REV defaults to
// HEAD, i.e. what is not committed yet; `--since main~3` takes in the last three commits too.
import { spawnSync } from 'node:child_process'

const at = process.argv.indexOf('--since')
const since = at >= 0 ? process.argv[at + 1] : 'HEAD'
if (!since || since.startsWith('-')) throw new Error('--since needs a revision, e.g. --since main~1')

const git = (...args: string[]) => spawnSync('git', args, { encoding: 'utf8' }).stdout.split('\n').filter(Boolean)
const changed = [...new Set([...git('diff', '--name-only', since), ...git('ls-files', '--others', '--exclude-standard')])]
if (!changed.length) {
  console.log(`Nothing changed since ${since}.`)
  process.exit(0)
}
console.log(`Changed since ${since}: ${changed.length} files`)

let failed = false
const run = (command: string) => {
  console.log(`\n=== ${command}`)
  failed = spawnSync(command, { shell: true, stdio: 'inherit' }).status !== 0 || failed
}

const code = changed.filter((f) => /\.(ts|tsx|js)$/.test(f))
if (code.length) run(`npx eslint --max-warnings 0 ${code.join(' ')}`)
if (code.length) run('npm run --silent lint:floors')
run(`npx vitest run --changed ${since} --passWithNoTests`)
// Playwright follows each spec's imports (locales, the theme manifest, helpers) to the changed files.
if (changed.some((f) => /^(app|themes|server\.ts|vite\.config\.ts|remix\.config\.js)/.test(f))) run('npm run build')
run(`npx playwright test --only-changed=${since} --pass-with-no-tests`)
process.exit(failed ? 1 : 0)
