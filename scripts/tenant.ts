// `npm run tenant -- check [dir]`: validate every tenant file; non-zero exit on any problem.
// `npm run tenant -- new <id> --layout <layout> [--supplier <slug>] [--dir <tenants-dir>]`: write a new tenant's folder.
import path from 'node:path'
import { parseArgs } from 'node:util'
import { z } from 'zod'
import { checkTenants } from './tenant/check.server'
import { TENANTS_DIR } from '../app/tenancy/load.server'
import { createTenantFolder } from './tenant/scaffold.server'

const USAGE = `Usage:
  npm run tenant -- check [tenants-dir]
  npm run tenant -- new <id> --layout <layout> [--supplier <supplier-slug>] [--dir <tenants-dir>]

  new writes tenants/<id>/ (tenant.yaml and content/en/): a supplier site at /experiences with --supplier,
  a marketplace of every supplier without it. It never overwrites a folder.`

const CheckArgsSchema = z.array(z.string()).max(1, 'check takes at most one folder')
const NewArgsSchema = z.object({
  positionals: z.array(z.string()).length(1, 'name exactly one tenant id'),
  values: z.object({ layout: z.string({ error: '--layout is required' }), supplier: z.string().optional(), dir: z.string().optional() }),
})

const [command = 'check', ...rest] = process.argv.slice(2)
if (command === 'check') process.exit(await check(rest))
if (command === 'new') process.exit(await create(rest))
usage(`Unknown command "${command}".`)

async function check(args: string[]): Promise<number> {
  const parsed = CheckArgsSchema.safeParse(args)
  if (!parsed.success) return usage(parsed.error.issues[0]!.message)
  const { tenants, errors, warnings } = await checkTenants(parsed.data[0] ?? TENANTS_DIR)
  for (const t of tenants) console.log(`ok     ${t.id} (${t.siteType}, theme ${t.layout.theme}, ${t.hostnames.join(', ')})`)
  for (const e of errors) console.error(`error  ${e}`)
  for (const w of warnings) console.warn(`warn   ${w}`)
  console.log(`${tenants.length} valid, ${errors.length} problem${errors.length === 1 ? '' : 's'}`)
  return errors.length ? 1 : 0
}

async function create(args: string[]): Promise<number> {
  let tokens: ReturnType<typeof parseNewArgs>
  try {
    tokens = parseNewArgs(args)
  } catch (error) {
    return usage((error as Error).message)
  }
  const parsed = NewArgsSchema.safeParse(tokens)
  if (!parsed.success) return usage(parsed.error.issues.map((i) => i.message).join('; '))
  const { positionals: [id = ''], values } = parsed.data
  const extraSuppliers = values.supplier ? await hubSupplier(values.supplier) : []
  const result = createTenantFolder({ id, layout: values.layout, supplier: values.supplier, dir: path.resolve(values.dir ?? TENANTS_DIR), extraSuppliers })
  if (!result.ok) {
    for (const p of result.problems) console.error(`error  ${p}`)
    console.error(`No tenant written.`)
    return 1
  }
  for (const f of result.files) console.log(`wrote  ${path.relative(process.cwd(), f)}`)
  const yaml = path.relative(process.cwd(), path.join(result.folder, 'tenant.yaml'))
  console.log(`\nTenant ${id} is ready: http://${id}.localhost:${process.env.PORT ?? 3000} on a running server, within a second.`)
  console.log(`Next: replace the placeholders in ${yaml} (contact, hostnames, canonicalOrigin), then npm run tenant -- check. See docs/onboarding.md.`)
  return 0
}

function parseNewArgs(args: string[]) {
  return parseArgs({ args, allowPositionals: true, strict: true, options: { layout: { type: 'string' }, supplier: { type: 'string' }, dir: { type: 'string' } } })
}

function usage(message: string): never {
  console.error(`${message}\n\n${USAGE}`)
  process.exit(2)
}

/**
 * A supplier created in the partner hub (decision 044) is a row of the database, not of the seed: read it there
 * (DATABASE_URL, else the embedded database, which a running `npm start` holds open — stop it first).
 */
async function hubSupplier(slug: string): Promise<Array<{ slug: string; currency: string; timeZone: string }>> {
  const { SUPPLIERS } = await import('../drizzle/seed/suppliers')
  if (SUPPLIERS.some((s) => s.slug === slug)) return []
  try {
    const { openDatabase } = await import('../app/utils/db.server')
    const { suppliers } = await import('../drizzle/schema/index')
    const { eq } = await import('drizzle-orm')
    const database = await openDatabase()
    try {
      const rows = await database.db.select({ slug: suppliers.slug, currency: suppliers.currency, timeZone: suppliers.timeZone }).from(suppliers).where(eq(suppliers.slug, slug))
      return rows
    } finally {
      await database.close()
    }
  } catch (error) {
    console.error(`note   the database could not be read for supplier "${slug}": ${(error as Error).message}`)
    return []
  }
}
