// `npm run tenant -- new`: a new tenant's folder, complete, commented and passing `tenant check`, or the reasons it
// cannot be written. The folder is built under a dot-name beside the others and renamed into place, so a running
// server sees either no tenant or the whole of it (app/tenancy/load.server.ts skips dot-folders).
import { randomBytes } from 'node:crypto'
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { parse as parseYaml } from 'yaml'
import { z } from 'zod'
import { EXCHANGE_RATES, SUPPLIERS } from '../../drizzle/seed/suppliers'
import { THEME_IDS, type ThemeId } from '../../themes/manifest'
import { themeOptionSchemas } from '../../themes/manifest.server'
import { renderStarterContent } from './scaffold-content'
import { renderTenantYaml, scalar } from './scaffold-yaml'

/** One DNS label: the id becomes the host name `<id>.localhost`. */
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/
// The seed's suppliers need no database (the embedded one belongs to the running server's process); suppliers
// created in the partner hub (decision 044) are read from the database by scripts/tenant.ts and passed in.
type KnownSupplier = { slug: string; currency: string; timeZone: string }

const newTenantSchema = (known: KnownSupplier[]) => {
  const slugs = known.map((s) => s.slug)
  return z.object({
  id: z
    .string()
    .regex(SLUG, { error: (issue) => `"${String(issue.input)}" is not a slug: lower-case letters and digits in words joined by single dashes, such as acme-tours` })
    .max(63, { error: (issue) => `"${String(issue.input)}" is longer than 63 characters, the most one part of a host name may have` }),
  layout: z.enum(THEME_IDS, { error: (issue) => `"${String(issue.input)}" is not a known layout. Known layouts: ${THEME_IDS.join(', ')}` }),
  supplier: z
    .enum(slugs as [string, ...string[]], {
      error: (issue) => `"${String(issue.input)}" is not a known supplier. Known suppliers (the seed and the partner hub): ${slugs.join(', ')}`,
    })
    .optional(),
  dir: z.string().min(1),
})
}
/** What an admin typed: any text, judged by NewTenantSchema. */
export type NewTenantInput = { id: string; layout: string; supplier?: string; dir: string; /** Suppliers made in the partner hub, besides the seed's. */ extraSuppliers?: KnownSupplier[] }

type NewTenantResult = { ok: true; folder: string; files: string[] } | { ok: false; problems: string[] }

export function createTenantFolder(input: NewTenantInput): NewTenantResult {
  const known = [...SUPPLIERS, ...(input.extraSuppliers ?? [])]
  const parsed = newTenantSchema(known).safeParse(input)
  if (!parsed.success) return { ok: false, problems: parsed.error.issues.map((i) => i.message) }
  const { id, layout, supplier: supplierSlug, dir } = parsed.data
  const problems = findClashes(dir, id)
  if (problems.length) return { ok: false, problems }

  const supplier = known.find((s) => s.slug === supplierSlug)
  const name = id
    .split('-')
    .map((w) => w[0]!.toUpperCase() + w.slice(1))
    .join(' ')
  // Reserved for examples (RFC 2606): mail to it reaches no one while it is still the placeholder.
  const email = `hello@${id}.example`
  const files: Record<string, string> = {
    'tenant.yaml': renderTenantYaml({
      id,
      name,
      layout,
      supplier,
      layoutOptions: renderLayoutOptions(layout),
      ratedCurrencies: ['USD', ...EXCHANGE_RATES.map((r) => r.quote)],
      email,
      command: `npm run tenant -- new ${id} --layout ${layout}${supplier ? ` --supplier ${supplier.slug}` : ''}`,
    }),
    ...renderStarterContent({ name, listing: supplier ? '/experiences' : '/things-to-do', supplierSite: !!supplier, email, today: new Date().toISOString().slice(0, 10) }),
  }

  const folder = path.join(dir, id)
  const staging = path.join(dir, `.new-${id}-${randomBytes(4).toString('hex')}`)
  try {
    for (const [file, text] of Object.entries(files)) {
      mkdirSync(path.dirname(path.join(staging, file)), { recursive: true })
      writeFileSync(path.join(staging, file), text)
    }
    // Checked again at the last moment: another command may have taken the id meanwhile.
    if (existsSync(folder)) return { ok: false, problems: [alreadyThere(folder)] }
    renameSync(staging, folder)
  } finally {
    rmSync(staging, { recursive: true, force: true })
  }
  return { ok: true, folder, files: Object.keys(files).map((f) => path.join(folder, f)) }
}

/** The folder, the id and the host name `<id>.localhost` must be nobody's yet; files that do not validate count too. */
function findClashes(dir: string, id: string): string[] {
  if (!statSync(dir, { throwIfNoEntry: false })?.isDirectory()) return [`${dir} is not a folder: --dir names the tenants folder, such as tenants`]
  const host = `${id}.localhost`
  const folder = path.join(dir, id)
  const problems = existsSync(folder) ? [alreadyThere(folder)] : []
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    // The folder of the same name is already reported above.
    if (!entry.isDirectory() || entry.name.startsWith('.') || entry.name === id) continue
    const file = path.join(dir, entry.name, 'tenant.yaml')
    const raw = readLoosely(file)
    if (!raw) continue
    if (raw.id === id) problems.push(`the id "${id}" is already used by ${shown(file)}`)
    if (raw.hostnames.includes(host)) problems.push(`the host name ${host} is already served by tenant ${raw.id ?? entry.name} (${shown(file)})`)
  }
  return problems
}

/** id and host names from a tenant file, even one the schema refuses: a broken neighbour still owns its names. */
function readLoosely(file: string): { id?: string; hostnames: string[] } | null {
  let data: unknown
  try {
    data = parseYaml(readFileSync(file, 'utf8'))
  } catch {
    return null
  }
  if (!data || typeof data !== 'object') return null
  const { id, hostnames } = data as { id?: unknown; hostnames?: unknown }
  return {
    id: typeof id === 'string' ? id : undefined,
    hostnames: Array.isArray(hostnames) ? hostnames.filter((h): h is string => typeof h === 'string').map((h) => h.trim().toLowerCase()) : [],
  }
}

const shown = (file: string) => path.relative(process.cwd(), file) || file
const alreadyThere = (folder: string) => `${shown(folder)} already exists; tenant new never overwrites a folder (remove it first, or choose another id)`

// ---------------------------------------------------------------------------------------------------------
// The layout's options, written out from its schema with its defaults, and the comment each has in options.ts.

type JsonProp = { type?: string; enum?: unknown[]; default?: unknown }

function renderLayoutOptions(layout: ThemeId): string[] {
  let props: Record<string, JsonProp> = {}
  let required: string[] = []
  try {
    const json = z.toJSONSchema(themeOptionSchemas[layout], { io: 'input', unrepresentable: 'any' }) as { properties?: Record<string, JsonProp>; required?: string[] }
    props = json.properties ?? {}
    required = json.required ?? []
  } catch {
    return ['options: {}']
  }
  const docs = optionComments(layout)
  const lines: string[] = []
  let active = 0
  for (const [key, prop] of Object.entries(props)) {
    const comment = [docs[key], valuesOf(prop), 'default' in prop || required.includes(key) ? '' : 'Optional.'].filter(Boolean).join(' ')
    if (comment) lines.push(`  # ${comment}`)
    if ('default' in prop) lines.push(`  ${key}: ${scalar(prop.default)}`)
    else if (required.includes(key)) lines.push(`  ${key}: null # required: no default`)
    else {
      lines.push(`  # ${key}: ${prop.type === 'boolean' ? 'true' : '…'}`)
      continue
    }
    active += 1
  }
  if (!lines.length) return ['options: {}']
  // With every option commented out the block would be null, which the schema refuses: write {} after them.
  return active ? ['options:', ...lines] : [...lines.map((l) => l.slice(2)), 'options: {}']
}

function valuesOf(prop: JsonProp): string {
  if (prop.enum) return `One of: ${prop.enum.map(String).join(', ')}.`
  if (prop.type === 'boolean') return 'true or false.'
  if (prop.type === 'number' || prop.type === 'integer') return 'A number.'
  if (prop.type === 'string') return 'Text.'
  return ''
}

/** The `/** … *\/` comment above each key in themes/<layout>/options.ts; none when the file is not there. */
function optionComments(layout: ThemeId): Record<string, string> {
  let source = ''
  try {
    source = readFileSync(path.resolve(import.meta.dirname, '../../themes', layout, 'options.ts'), 'utf8')
  } catch {
    return {}
  }
  const out: Record<string, string> = {}
  for (const m of source.matchAll(/\/\*\*([\s\S]*?)\*\/\s*([A-Za-z_$][\w$]*)\s*:/g)) {
    out[m[2]!] = m[1]!.replace(/^\s*\*\s?/gm, '').replace(/\s+/g, ' ').trim()
  }
  return out
}
