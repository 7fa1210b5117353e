// `npm run tenant -- check [dir]`: validate every tenant file; non-zero exit on any problem.
import { formatProblem, loadTenants, TENANTS_DIR } from '../tenants/load.server'

const [command = 'check', dir = TENANTS_DIR] = process.argv.slice(2)

if (command !== 'check') {
  console.error(`Unknown command "${command}". Usage: npm run tenant -- check [tenants-dir]`)
  process.exit(2)
}
const { tenants, problems } = loadTenants(dir)
for (const t of tenants) console.log(`ok     ${t.id} (${t.siteType}, theme ${t.layout.theme}, ${t.hostnames.join(', ')})`)
for (const p of problems) console.error(`error  ${formatProblem(p)}`)
console.log(`${tenants.length} valid, ${problems.length} problem${problems.length === 1 ? '' : 's'}`)
process.exit(problems.length ? 1 : 0)
