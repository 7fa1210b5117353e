// The benchmarks' PostgreSQL database (BENCH_DATABASE_URL, default a local "excursio_bench"): created when missing,
// migrated, demo-seeded, topped up to `experiences` synthetic ones (`db:seed --scale`, cloned in SQL: 10,000 take
// about a minute) and analysed, so the planner has statistics for the catalogue it is measured on.
import { spawnSync } from 'node:child_process'
import postgres from 'postgres'

export const benchDatabaseUrl = () => process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/excursio_bench'

export async function prepareBenchDatabase(url: string, experiences: number): Promise<void> {
  const adminUrl = new URL(url)
  adminUrl.pathname = '/postgres'
  const admin = postgres(adminUrl.toString(), { max: 1, onnotice: () => {} })
  const name = new URL(url).pathname.slice(1)
  if ((await admin`select 1 from pg_database where datname = ${name}`).length === 0) await admin.unsafe(`create database "${name}"`)
  await admin.end()
  const db = postgres(url, { max: 1, onnotice: () => {} })
  let synthetic = 0
  try {
    synthetic = (await db`select count(*)::int as n from experiences where slug like 'scale-%'`)[0]?.n ?? 0
  } catch {
    // not migrated yet
  }
  const missing = Math.max(0, experiences - synthetic)
  console.log(`Preparing ${name}: migrate, seed, ${missing} more synthetic experiences (target ${experiences})…`)
  const seeded = spawnSync('npx', ['tsx', 'scripts/seed.ts', ...(missing ? ['--scale', String(missing)] : [])], { env: { ...process.env, DATABASE_URL: url }, stdio: 'inherit' })
  if (seeded.status !== 0) throw new Error(`seeding ${name} failed`)
  await db.unsafe('analyze')
  await db.end()
}

/**
 * Per departure of the demo catalogue: held + booked less the seats of its live bookings. Bookings made by the soak
 * must leave this gap as it was on every departure: a seat taken or given back without its booking shows.
 */
export async function seatGaps(db: postgres.Sql): Promise<Map<string, number>> {
  const rows = await db`select a.id, a.held + a.booked - coalesce((select sum(b.quantity) from bookings b where b.slot_id = a.id and b.status in ('ON_HOLD', 'PENDING_SUPPLIER', 'CONFIRMED')), 0) as gap
    from availability_slots a join options o on o.id = a.option_id join experiences e on e.id = o.experience_id where e.slug not like 'scale-%'`
  return new Map(rows.map((r) => [r.id as string, Number(r.gap)]))
}
