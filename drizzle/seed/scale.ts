// `npm run db:seed -- --scale N`: N synthetic experiences (with options, units, texts, facets and two weeks of
// availability) cloned in SQL from the demo ones, for benchmarks. Slugs start with "scale-"; ids derive from them.
import { sql } from 'drizzle-orm'
import type { Db } from '../../app/utils/db.server'

type Clone = { table: string; fresh?: string[] }
// Child tables cloned with their experience; `fresh` columns get new values instead of copies.
const CHILDREN: Clone[] = [
  { table: 'experience_translations', fresh: ['id'] },
  { table: 'experience_images', fresh: ['id'] },
  { table: 'experience_facets' },
  { table: 'experience_categories' },
  { table: 'options', fresh: ['id'] },
]

/** postgres.js returns rows as an array, PGlite as `{ rows }`. */
function rowsOf<T>(result: unknown): T[] {
  return (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[]
}

async function columns(db: Db, table: string): Promise<string[]> {
  const rows = await db.execute(sql`select column_name from information_schema.columns where table_schema = 'public' and table_name = ${table} and is_generated = 'NEVER' order by ordinal_position`)
  return rowsOf<{ column_name: string }>(rows).map((r) => r.column_name)
}

// Synthetic copy g of demo experience s: its slug, and ids derived from it so children can point at it.
const SLUG = `'scale-' || s.g || '-' || s.slug`
const EXPERIENCE_ID = `md5(${SLUG})::uuid`
const OPTION_ID = `md5(${SLUG} || '/' || x.slug)::uuid`

export async function scaleCatalogue(db: Db, count: number, options: { batch?: number; slotDays?: number } = {}) {
  const batch = options.batch ?? 1000
  const slotDays = options.slotDays ?? 14
  const [existing] = rowsOf<{ n: number }>(await db.execute(sql`select count(*)::int as n from experiences where slug like 'scale-%'`))
  let next = (existing?.n ?? 0) + 1
  const experienceCols = await columns(db, 'experiences')
  const pick = (col: string, fresh: Record<string, string>) => fresh[col] ?? `x.${col}`
  const base = `with b as (select e.*, row_number() over (order by e.slug) - 1 as rn, count(*) over () as n from experiences e where e.slug not like 'scale-%'),
    s as (select g, b.* from generate_series($FROM, $TO) g join b on b.rn = g % b.n)`
  const end = next + count - 1
  while (next <= end) {
    const to = Math.min(next + batch - 1, end)
    const range = (text: string) => text.replaceAll('$FROM', String(next)).replaceAll('$TO', String(to))
    await db.transaction(async (tx) => {
      const t = tx as unknown as Db
      const fresh: Record<string, string> = { id: EXPERIENCE_ID, slug: SLUG, recommended_score: '(s.recommended_score + (s.g * 37) % 50)' }
      const cols = experienceCols
      await t.execute(sql.raw(range(`${base} insert into experiences (${cols.join(', ')}) select ${cols.map((c) => fresh[c] ?? `s.${c}`).join(', ')} from s`)))
      for (const child of CHILDREN) {
        const childCols = await columns(t, child.table)
        const f: Record<string, string> = { experience_id: EXPERIENCE_ID }
        for (const col of child.fresh ?? []) f[col] = child.table === 'options' ? OPTION_ID : 'gen_random_uuid()'
        await t.execute(sql.raw(range(`${base} insert into ${child.table} (${childCols.join(', ')}) select ${childCols.map((c) => pick(c, f)).join(', ')} from s join ${child.table} x on x.experience_id = s.id`)))
      }
      const optionScope = `${base}, o as (select s.g, s.slug as e_slug, x.* from s join options x on x.experience_id = s.id)`
      const optionId = `md5('scale-' || o.g || '-' || o.e_slug || '/' || o.slug)::uuid`
      const unitCols = await columns(t, 'option_units')
      await t.execute(sql.raw(range(`${optionScope} insert into option_units (${unitCols.join(', ')}) select ${unitCols.map((c) => (c === 'id' ? 'gen_random_uuid()' : c === 'option_id' ? optionId : `u.${c}`)).join(', ')} from o join option_units u on u.option_id = o.id`)))
      const slotCols = await columns(t, 'availability_slots')
      await t.execute(sql.raw(range(`${optionScope} insert into availability_slots (${slotCols.join(', ')}) select ${slotCols.map((c) => (c === 'id' ? 'gen_random_uuid()' : c === 'option_id' ? optionId : `a.${c}`)).join(', ')} from o join availability_slots a on a.option_id = o.id and a.starts_at < now() + interval '${slotDays} days'`)))
    })
    next = to + 1
  }
}
