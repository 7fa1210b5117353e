// Emails never vanish (issue 24, decision 053), on real PostgreSQL: an email the mail server refuses on every attempt
// ends as a dead letter, kept with its error; a platform admin sees it in the partner hub and resends it, and it is
// delivered once; /healthz reports the outbox from a snapshot, never a query per probe.
import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import type { EmailMessage } from '../../app/domain/booking-contract'
import { action, loader } from '../../app/hub/routes/admin-emails'
import { commitHubSession } from '../../app/hub/session.server'
import { listDeadLetters, resendDeadLetters } from '../../app/models/platform/dead-letters.server'
import { createOutboxHealthSnapshot, readOutboxHealth } from '../../app/models/platform/outbox-health.server'
import { createAppRuntime } from '../../app/runtime.server'
import { deliverOutbox, MAIL_BACKOFF_MS } from '../../app/services/mail/deliver.server'
import { enqueueEmail } from '../../app/services/mail/enqueue.server'
import type { MailTransport, OutgoingEmail } from '../../app/services/mail/transport'
import type { HubContext } from '../../app/utils/hub-context'
import * as s from '../../drizzle/schema/index'
import { createTestDatabase, type TestDatabase } from '../helpers/database'

let database: TestDatabase
const hub = (): HubContext => ({
  app: 'hub',
  db: database.db,
  payments: () => undefined as never,
  origin: 'http://partners.localhost:3000',
  getTenant: () => undefined,
  tenants: () => [],
  requestId: 'test',
  clientIp: '198.51.100.7',
})
const cookies: Record<'admin' | 'supplier', string> = { admin: '', supplier: '' }

beforeAll(async () => {
  database = await createTestDatabase('mail_dead_letters', { requirePostgres: true })
  const db = database.db
  const [supplier] = await db.insert(s.suppliers).values({ slug: 'alpha-tours', name: 'Alpha Tours', currency: 'EUR', contactEmail: 'team@alpha.example', timeZone: 'Europe/Berlin' }).returning()
  const [admin, staff] = await db
    .insert(s.staffAccounts)
    .values([
      { email: 'ada@platform.example', name: 'Ada', isPlatformAdmin: true },
      { email: 'olga@alpha.example', name: 'Olga' },
    ])
    .returning()
  await db.insert(s.staffMemberships).values({ staffId: staff!.id, supplierId: supplier!.id, role: 'owner' })
  for (const [who, account] of [
    ['admin', admin!],
    ['supplier', staff!],
  ] as const) {
    const [session] = await db
      .insert(s.staffSessions)
      .values({ staffId: account.id, verifiedAt: new Date(), expiresAt: new Date(Date.now() + 3_600_000) })
      .returning()
    cookies[who] = (await commitHubSession(new Request('http://partners.localhost:3000/'), session!.id)).split(';')[0]!
  }
}, 120_000)
afterAll(async () => {
  await database?.drop()
})

const offer = (n: number): EmailMessage => ({
  tenantId: 'deira',
  kind: 'custom_offer_received',
  to: `guest${n}@example.com`,
  locale: 'en',
  customOffer: { experienceTitle: `Trip ${n}`, name: 'Ada', email: `guest${n}@example.com`, phone: null, travellers: 2, preferredDate: null, message: 'Hello' },
})

const refusing: MailTransport = { id: 'smtp', send: async () => Promise.reject(new Error('554 relay access denied')) }
function recordingTransport(): MailTransport & { sent: OutgoingEmail[] } {
  const sent: OutgoingEmail[] = []
  return { id: 'smtp', sent, send: async (email) => void (await new Promise((r) => setTimeout(r, 5)), sent.push(email)) }
}

/** Every attempt the worker makes, each at the moment its backoff allows, all refused. */
async function failEveryAttempt(): Promise<Date> {
  let at = new Date(Date.now() + 1000)
  for (const pause of MAIL_BACKOFF_MS) {
    expect(await deliverOutbox(database.db, refusing, { now: at })).toEqual({ sent: 0, failed: 1 })
    at = new Date(at.getTime() + pause)
  }
  return at
}

const hubRequest = (who: 'admin' | 'supplier', init: RequestInit = {}) =>
  new Request('http://partners.localhost:3000/admin/emails', { ...init, headers: { Cookie: cookies[who], ...(init.body ? { 'Content-Type': 'application/x-www-form-urlencoded' } : {}) } })
const load = (who: 'admin' | 'supplier') => loader({ request: hubRequest(who), context: hub(), params: {} } as unknown as LoaderFunctionArgs)
const post = (who: 'admin' | 'supplier', form: Record<string, string>) =>
  action({ request: hubRequest(who, { method: 'POST', body: new URLSearchParams(form).toString() }), context: hub(), params: {} } as unknown as ActionFunctionArgs).then(
    () => {
      throw new Error('the action returned instead of redirecting')
    },
    (thrown: unknown) => thrown as Response
  )

describe('an email the mail server refuses on every attempt', () => {
  it('ends as a dead letter, kept with its error and attempts; resending it delivers it exactly once', async () => {
    const db = database.db
    await db.delete(s.outbox)
    const warnings = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const { id } = await enqueueEmail(db, offer(1))
    const after = await failEveryAttempt()
    expect(warnings.mock.calls.at(-1)?.[0]).toContain('dead letter')
    warnings.mockRestore()
    const [row] = await db.select().from(s.outbox).where(eq(s.outbox.id, id))
    expect(row).toMatchObject({ attempts: MAIL_BACKOFF_MS.length, lastError: '554 relay access denied', deliveredAt: null })
    expect(row!.deadAt).toBeInstanceOf(Date)
    // The worker leaves it alone, however late it looks.
    const transport = recordingTransport()
    expect(await deliverOutbox(db, transport, { now: new Date(after.getTime() + 365 * 86_400_000) })).toEqual({ sent: 0, failed: 0 })
    expect((await listDeadLetters(db)).rows).toEqual([
      expect.objectContaining({ id, tenantId: 'deira', to: 'guest1@example.com', kind: 'custom_offer_received', attempts: 8, lastError: '554 relay access denied' }),
    ])

    // Resent twice at once (two admins, a double click): one goes back in the queue; two workers send it once.
    expect((await Promise.all([resendDeadLetters(db, [id]), resendDeadLetters(db, [id])])).sort()).toEqual([0, 1])
    const drain = async () => {
      while ((await deliverOutbox(db, transport)).sent > 0);
    }
    await Promise.all([drain(), drain()])
    expect(transport.sent.map((e) => e.outboxId)).toEqual([id])
    expect(transport.sent[0]).toMatchObject({ to: 'guest1@example.com', subject: 'We have received your request: Trip 1' })
    const [delivered] = await db.select().from(s.outbox).where(eq(s.outbox.id, id))
    expect(delivered).toMatchObject({ deadAt: null, lastError: null, attempts: 1 })
    expect(delivered!.deliveredAt).toBeInstanceOf(Date)
    expect(await resendDeadLetters(db)).toBe(0)
    expect((await listDeadLetters(db)).total).toBe(0)
  })
})

describe('undelivered emails in the partner hub', () => {
  it('lists dead letters for a platform admin, and answers a supplier’s staff 404 as for any admin page', async () => {
    const db = database.db
    await db.delete(s.outbox)
    const warnings = vi.spyOn(console, 'warn').mockImplementation(() => {})
    expect(await load('admin')).toMatchObject({ rows: [], total: 0 })
    const { id } = await enqueueEmail(db, offer(2))
    await failEveryAttempt()
    warnings.mockRestore()
    const page = await load('admin')
    expect(page.rows).toEqual([expect.objectContaining({ id, tenantId: 'deira', to: 'guest2@example.com', kind: 'custom_offer_received', attempts: 8, lastError: '554 relay access denied' })])
    expect(page.rows[0]!.deadAt).toMatch(/^\d{4}-\d\d-\d\dT/)
    const refused = await load('supplier').then(
      () => null,
      (thrown: unknown) => thrown as Response
    )
    expect(refused?.status).toBe(404)
    expect((await post('supplier', { intent: 'resend-all' })).status).toBe(404)
    expect((await db.select().from(s.outbox).where(eq(s.outbox.id, id)))[0]!.deadAt).not.toBeNull()
  })

  it('puts one or every dead letter back in the queue, with a toast, and refuses a malformed form', async () => {
    const db = database.db
    await db.delete(s.outbox)
    const warnings = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const ids = [(await enqueueEmail(db, offer(3))).id, (await enqueueEmail(db, offer(4))).id, (await enqueueEmail(db, offer(5))).id]
    let at = new Date(Date.now() + 1000)
    for (const pause of MAIL_BACKOFF_MS) {
      expect(await deliverOutbox(db, refusing, { now: at })).toEqual({ sent: 0, failed: 3 })
      at = new Date(at.getTime() + pause)
    }
    warnings.mockRestore()
    expect((await post('admin', { intent: 'resend', id: 'not-a-uuid' })).status).toBe(400)
    expect((await post('admin', { intent: 'delete-everything' })).status).toBe(400)

    const one = await post('admin', { intent: 'resend', id: ids[0]! })
    expect([one.status, one.headers.get('Location')]).toEqual([302, '/admin/emails'])
    expect(one.headers.get('Set-Cookie')).toContain('hub_flash=')
    expect((await load('admin')).rows.map((r) => r.id).sort()).toEqual([ids[1], ids[2]].sort())
    expect((await post('admin', { intent: 'resend-all' })).status).toBe(302)
    expect(await load('admin')).toMatchObject({ rows: [], total: 0 })
    const transport = recordingTransport()
    while ((await deliverOutbox(db, transport)).sent > 0);
    expect(transport.sent.map((e) => e.outboxId).sort()).toEqual([...ids].sort())
    const [{ n }] = (await db.execute(sql`select count(*)::int as n from outbox where delivered_at is null`)) as unknown as [{ n: number }]
    expect(n).toBe(0)
  })
})

describe('/healthz and the outbox', () => {
  it('reports undelivered rows, the oldest one’s age and the dead letters', async () => {
    const db = database.db
    await db.delete(s.outbox)
    const { id: old } = await enqueueEmail(db, offer(6))
    await db
      .update(s.outbox)
      .set({ createdAt: sql`now() - interval '2 hours'` })
      .where(eq(s.outbox.id, old))
    await enqueueEmail(db, offer(7))
    const { id: dead } = await enqueueEmail(db, offer(8))
    // A dead letter is counted apart from the queue, whatever its age.
    await db
      .update(s.outbox)
      .set({ deadAt: sql`now()`, attempts: 8, createdAt: sql`now() - interval '3 days'` })
      .where(eq(s.outbox.id, dead))
    const health = await readOutboxHealth(db)
    expect(health).toMatchObject({ undelivered: 2, dead: 1 })
    expect(health.oldestUndeliveredSeconds).toBeGreaterThanOrEqual(7200)
    expect(health.oldestUndeliveredSeconds).toBeLessThan(7200 + 120)
  })

  it('answers from a snapshot: one query per interval however many probes, and says when it is stale', async () => {
    let clock = 1_000_000
    let reads = 0
    const read = async () => (reads++, { undelivered: 3, oldestUndeliveredSeconds: 40, dead: 1 })
    let fail = false
    const lines: string[] = []
    const snapshot = createOutboxHealthSnapshot(database.db, {
      maxAgeMs: 5000,
      now: () => clock,
      read: async () => (fail ? Promise.reject(new Error('connection refused')) : read()),
      log: (l) => void lines.push(l),
    })
    expect(snapshot.lines()).toEqual(['outbox_snapshot pending'])
    await vi.waitFor(() => expect(snapshot.lines()[0]).toBe('outbox_undelivered 3'))
    for (let i = 0; i < 1000; i++) snapshot.lines()
    expect(reads).toBe(1)
    clock += 2000
    expect(snapshot.lines()).toEqual(['outbox_undelivered 3', 'outbox_oldest_undelivered_seconds 42', 'outbox_dead 1', 'outbox_snapshot_age_seconds 2'])
    clock += 3000
    snapshot.lines()
    await vi.waitFor(() => expect(reads).toBe(2))
    // The database goes away: the last figures stay, with their age, then are called stale; one log line.
    fail = true
    for (let i = 0; i < 5; i++) {
      clock += 5000
      snapshot.lines()
      await snapshot.refresh()
    }
    expect(snapshot.lines()).toContain('outbox_snapshot stale')
    expect(lines).toEqual(['[health] outbox snapshot failed: connection refused'])
  })

  it('is what the server’s /healthz answers: ok first, then the outbox lines', async () => {
    const runtime = createAppRuntime({ db: database.db, getTenant: () => undefined, hubOrigin: 'http://partners.localhost:3000' })
    expect(runtime.healthText().split('\n')[0]).toBe('ok')
    await vi.waitFor(() => expect(runtime.healthText()).toMatch(/^ok\noutbox_undelivered 2\noutbox_oldest_undelivered_seconds \d+\noutbox_dead 1\noutbox_snapshot_age_seconds \d+\n$/))
    expect(Number(/outbox_oldest_undelivered_seconds (\d+)/.exec(runtime.healthText())![1])).toBeGreaterThanOrEqual(7200)
  })
})
