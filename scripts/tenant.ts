// `npm run tenant -- check [dir]`: validate every tenant file; non-zero exit on any problem.
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
// Keys live in the environment, which may differ where the site runs: a warning here, not a problem.
for (const t of tenants.filter((t) => t.payments.provider === 'stripe')) {
  const choice = choosePaymentProvider(t, { ...process.env, NODE_ENV: 'production' })
  if (choice.id === 'unavailable') console.warn(`warn   ${t.id}: payments.provider is stripe but ${choice.missing.join(' and ')} not set here (development uses the sandbox; production refuses checkout)`)
}
console.log(`${tenants.length} valid, ${problems.length} problem${problems.length === 1 ? '' : 's'}`)
process.exit(problems.length ? 1 : 0)
