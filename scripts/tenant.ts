// `npm run tenant -- check [dir]`: validate every tenant file; non-zero exit on any problem.
import { checkTenants } from '../tenants/check.server'
import { TENANTS_DIR } from '../tenants/load.server'

const [command = 'check', dir = TENANTS_DIR] = process.argv.slice(2)

if (command !== 'check') {
  console.error(`Unknown command "${command}". Usage: npm run tenant -- check [tenants-dir]`)
  process.exit(2)
}
const { tenants, errors, warnings } = await checkTenants(dir)
for (const t of tenants) console.log(`ok     ${t.id} (${t.siteType}, theme ${t.layout.theme}, ${t.hostnames.join(', ')})`)
for (const e of errors) console.error(`error  ${e}`)
for (const w of warnings) console.warn(`warn   ${w}`)
console.log(`${tenants.length} valid, ${errors.length} problem${errors.length === 1 ? '' : 's'}`)
process.exit(errors.length ? 1 : 0)
