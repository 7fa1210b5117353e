// Reads tenants/<id>/tenant.yaml files. A broken file is reported and skipped; the others keep serving.
import { readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import { parse as parseYaml } from 'yaml'
import type { z } from 'zod'
import { THEME_IDS, isThemeId } from '../../themes/manifest'
import { themeOptionSchemas } from '../../themes/manifest.server'
import { TenantConfigSchema, type TenantConfig } from '../domain/tenant-config'
import { env } from '../utils/env.server'
import { indexTenants, originOnServerPort, type TenantIndex } from './resolve'

type TenantProblem = { file: string; field: string; reason: string }
type TenantLoad = { tenants: TenantConfig[]; problems: TenantProblem[]; index: TenantIndex }

export const TENANTS_DIR = path.resolve(import.meta.dirname ?? 'app/tenancy', '../../tenants')

export function loadTenants(dir = TENANTS_DIR): TenantLoad {
  const tenants: TenantConfig[] = []
  const problems: TenantProblem[] = []
  const hostOwner = new Map<string, string>()
  for (const folder of listTenantFolders(dir)) {
    const file = path.relative(process.cwd(), path.join(dir, folder, 'tenant.yaml'))
    const result = parseTenantFile(path.join(dir, folder, 'tenant.yaml'), folder)
    if ('problems' in result) {
      problems.push(...result.problems.map((p) => ({ ...p, file })))
      continue
    }
    const clash = result.tenant.hostnames.find((h) => hostOwner.has(h))
    if (clash) {
      problems.push({ file, field: 'hostnames', reason: `${clash} is already served by tenant ${hostOwner.get(clash)}` })
      continue
    }
    for (const h of result.tenant.hostnames) hostOwner.set(h, result.tenant.id)
    tenants.push(result.tenant)
  }
  return { tenants, problems, index: indexTenants(tenants) }
}

// A folder whose name starts with a dot is never a tenant (no id can start with one): `tenant new` builds its
// folder there and renames it into place, so the server never sees a tenant half written.
function listTenantFolders(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true })
    .filter((e) => e.isDirectory() && !e.name.startsWith('.') && safeStat(path.join(dir, e.name, 'tenant.yaml')))
    .map((e) => e.name)
    .sort()
}

function parseTenantFile(file: string, folder: string): { tenant: TenantConfig } | { problems: Omit<TenantProblem, 'file'>[] } {
  let raw: unknown
  try {
    raw = parseYaml(readFileSync(file, 'utf8'))
  } catch (error) {
    return { problems: [{ field: '(file)', reason: `is not valid YAML: ${(error as Error).message.split('\n')[0]}` }] }
  }
  const parsed = TenantConfigSchema.safeParse(raw)
  if (!parsed.success) return { problems: describeIssues(parsed.error.issues) }
  const tenant = parsed.data
  if (tenant.id !== folder) return { problems: [{ field: 'id', reason: `must match its folder name "${folder}"` }] }
  const theme = tenant.layout.theme
  if (!isThemeId(theme)) return { problems: [{ field: 'layout.theme', reason: `"${theme}" is not a known theme (${THEME_IDS.join(', ')})` }] }
  const options = themeOptionSchemas[theme].safeParse(tenant.layout.options)
  if (!options.success) return { problems: describeIssues(options.error.issues, 'layout.options') }
  const canonicalOrigin = originOnServerPort(tenant.canonicalOrigin, env.PORT)
  return { tenant: { ...tenant, canonicalOrigin, layout: { ...tenant.layout, options: options.data as Record<string, unknown> } } }
}

function describeIssues(issues: z.core.$ZodIssue[], prefix?: string): Omit<TenantProblem, 'file'>[] {
  return issues.map((issue) => {
    const field = [prefix, ...issue.path.map(String)].filter(Boolean).join('.') || '(root)'
    const missing = issue.code === 'invalid_type' && /received undefined/.test(issue.message)
    return { field, reason: missing ? 'is required' : issue.message }
  })
}

function safeStat(file: string) {
  try {
    return statSync(file)
  } catch {
    return null
  }
}

/**
 * Re-reads the folder when any tenant file changes, at most once per `intervalMs`: no restart, no rebuild.
 * A tenant folder added or removed changes the tenants folder's own modification time, which is looked at on
 * every call (one stat), so a new tenant serves on the next request rather than up to a second later.
 */
export function createTenantStore(options: { dir?: string; intervalMs?: number; onProblems?: (p: TenantProblem[]) => void } = {}) {
  const dir = options.dir ?? TENANTS_DIR
  const intervalMs = options.intervalMs ?? 1000
  let signature = ''
  let checkedAt = 0
  let dirMtime: number | undefined
  let current: TenantLoad = { tenants: [], problems: [], index: new Map() }
  const fingerprint = () =>
    listTenantFolders(dir)
      .map((f) => {
        const s = safeStat(path.join(dir, f, 'tenant.yaml'))
        return `${f}:${s?.mtimeMs}:${s?.size}`
      })
      .join('|')
  const refresh = () => {
    const next = fingerprint()
    if (next === signature) return
    signature = next
    current = loadTenants(dir)
    if (current.problems.length) options.onProblems?.(current.problems)
  }
  return {
    get(now = Date.now()): TenantLoad {
      const mtime = safeStat(dir)?.mtimeMs
      if (mtime !== dirMtime || now - checkedAt >= intervalMs) {
        dirMtime = mtime
        checkedAt = now
        refresh()
      }
      return current
    },
  }
}

export function formatProblem(p: TenantProblem): string {
  return `${p.file}: ${p.field}: ${p.reason}`
}
