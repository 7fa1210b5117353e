// `npm run tenant -- check [dir]`: validate every tenant file; non-zero exit on any problem.
import path from 'node:path'
import { checkContent } from '../app/models/content-check.server'
import { choosePaymentProvider } from '../app/services/payments/index.server'
import { formatProblem, loadTenants, TENANTS_DIR } from '../tenants/load.server'

const [command = 'check', dir = TENANTS_DIR] = process.argv.slice(2)

if (command !== 'check') {
  console.error(`Unknown command "${command}". Usage: npm run tenant -- check [tenants-dir]`)
  process.exit(2)
}
const { tenants, problems } = loadTenants(dir)
for (const t of tenants) console.log(`ok     ${t.id} (${t.siteType}, theme ${t.layout.theme}, ${t.hostnames.join(', ')})`)
for (const p of problems) console.error(`error  ${formatProblem(p)}`)
// Each tenant's content folder: a file that does not parse would 404 (or go missing from the blog) on the site.
let contentProblems = 0
for (const t of tenants) {
  for (const p of await checkContent(path.join(dir, t.id, 'content'), t.locales)) {
    contentProblems += 1
    console.error(`error  ${path.relative(process.cwd(), p.file)}: ${p.reason}`)
  }
}
// Keys live in the environment, which may differ where the site runs: a warning here, not a problem.
for (const t of tenants.filter((t) => t.payments.provider === 'stripe')) {
  const choice = choosePaymentProvider(t, { ...process.env, NODE_ENV: 'production' })
  if (choice.id === 'unavailable') console.warn(`warn   ${t.id}: payments.provider is stripe but ${choice.missing.join(' and ')} not set here (development uses the sandbox; production refuses checkout)`)
}
const total = problems.length + contentProblems
console.log(`${tenants.length} valid, ${total} problem${total === 1 ? '' : 's'}`)
process.exit(total ? 1 : 0)
