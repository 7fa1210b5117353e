// Email delivery from the outbox on real PostgreSQL: two workers at once send every email exactly once,
// a failed send waits for its backoff, and the development mailbox shows what was "sent", per tenant.
import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import type { EmailMessage } from '../../app/domain/booking-contract'
import { createDevMailboxTransport } from '../../app/services/mail/dev-mailbox.server'
import { deliverOutbox, MAIL_BACKOFF_MS } from '../../app/services/mail/deliver.server'
import { enqueueEmail } from '../../app/services/mail/enqueue.server'
import type { MailTransport, OutgoingEmail } from '../../app/services/mail/transport'
import type { Db } from '../../app/utils/db.server'
import * as s from '../../drizzle/schema/index'
import { createTestDatabase, isPostgresReachable, type TestDatabase } from '../helpers/database'
import { request, startRouteServer, type RouteServer } from '../helpers/route-server'

const postgres = await isPostgresReachable()
let database: TestDatabase
let db: Db
let server: RouteServer

beforeAll(async () => {
  database = await createTestDatabase('mail_outbox')
  db = database.db
  server = await startRouteServer(db)
})
afterAll(async () => {
  await server?.close()
  await database?.drop()
})

const offer = (n: number, tenantId = 'deira', to = `guest${n}@example.com`): EmailMessage => ({
  tenantId,
  kind: 'custom_offer_received',
  to,
  locale: 'en',
  customOffer: { experienceTitle: `Trip ${n}`, name: 'Ada', email: to, phone: null, travellers: 2, preferredDate: null, message: 'Hello' },
})

/** Records every send; slow enough that two workers overlap. */
function recordingTransport(delayMs = 5): MailTransport & { sent: OutgoingEmail[] } {
  const sent: OutgoingEmail[] = []
  return { id: 'smtp', sent, send: async (email) => void (await new Promise((r) => setTimeout(r, delayMs)), sent.push(email)) }
}

describe.skipIf(!postgres)('outbox delivery on PostgreSQL (skipped without one: PGlite runs one transaction at a time and would hide a race)', () => {
  it('sends each of 60 emails exactly once while two workers run at the same time (repeated 5 times)', async () => {
    for (let round = 0; round < 5; round++) {
      await db.delete(s.outbox)
      const ids = await db.transaction(async (tx) => Promise.all(Array.from({ length: 60 }, (_, i) => enqueueEmail(tx, offer(i)))))
      const transport = recordingTransport()
      const drain = async () => {
        while ((await deliverOutbox(db, transport, { batchSize: 7 })).sent > 0);
      }
      await Promise.all([drain(), drain()])
      const sentIds = transport.sent.map((e) => e.outboxId).sort()
      expect(sentIds).toEqual(ids.map((r) => r.id).sort())
      const [pending] = await db.select({ n: sql<number>`count(*)::int` }).from(s.outbox).where(sql`delivered_at is null`)
      expect(pending!.n).toBe(0)
    }
  })
})

describe('outbox delivery', () => {
  it('queues nothing when the transaction that caused the email rolls back', async () => {
    await db.delete(s.outbox)
    await expect(
      db.transaction(async (tx) => {
        await enqueueEmail(tx, offer(1))
        throw new Error('the order failed')
      }),
    ).rejects.toThrow('the order failed')
    expect(await db.select().from(s.outbox)).toHaveLength(0)
    await expect(enqueueEmail(db, { ...offer(1), to: 'not an address' })).rejects.toThrow()
  })

  it('retries a failed send after its backoff, not before, and keeps the error', async () => {
    await db.delete(s.outbox)
    const { id } = await enqueueEmail(db, offer(7))
    const t0 = new Date(Date.now() + 1000)
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    const failing: MailTransport = { id: 'smtp', send: async () => Promise.reject(new Error('421 try again later')) }
    expect(await deliverOutbox(db, failing, { now: t0 })).toEqual({ sent: 0, failed: 1 })
    const [row] = await db.select().from(s.outbox).where(eq(s.outbox.id, id))
    expect(row).toMatchObject({ attempts: 1, lastError: '421 try again later', deliveredAt: null })
    expect(row!.availableAt.getTime()).toBe(t0.getTime() + MAIL_BACKOFF_MS[0]!)
    const transport = recordingTransport(0)
    expect(await deliverOutbox(db, transport, { now: new Date(t0.getTime() + MAIL_BACKOFF_MS[0]! - 1) })).toEqual({ sent: 0, failed: 0 })
    expect(await deliverOutbox(db, transport, { now: new Date(t0.getTime() + MAIL_BACKOFF_MS[0]!) })).toEqual({ sent: 1, failed: 0 })
    expect(transport.sent[0]).toMatchObject({ to: 'guest7@example.com', replyTo: 'bookings@deira-safari.example', from: { name: 'Deira Desert Safari' }, subject: 'We have received your request: Trip 7' })
    vi.restoreAllMocks()
  })

  it('keeps emails in the development mailbox once, and shows each tenant only its own', async () => {
    await db.delete(s.outbox)
    await enqueueEmail(db, offer(1, 'deira', 'ada@example.com'))
    await enqueueEmail(db, offer(2, 'get-that-boat', 'bob@example.com'))
    const transport = createDevMailboxTransport()
    expect(await deliverOutbox(db, transport)).toEqual({ sent: 2, failed: 0 })
    // A repeated delivery of the same row (a crash before it was marked) is not a second email.
    const [first] = await db.select().from(s.outbox).limit(1)
    await db.update(s.outbox).set({ deliveredAt: null, availableAt: new Date(0) }).where(eq(s.outbox.id, first!.id))
    expect(await deliverOutbox(db, transport)).toEqual({ sent: 1, failed: 0 })
    expect(await db.select().from(s.devMailbox)).toHaveLength(2)

    const list = await request(server.port, 'deira.localhost', '/_dev/mailbox')
    expect(list.status).toBe(200)
    expect(list.body).toContain('We have received your request: Trip 1')
    expect(list.body).not.toContain('Trip 2')
    const id = /href="\/_dev\/mailbox\/([0-9a-f-]{36})"/.exec(list.body)![1]!
    const view = await request(server.port, 'deira.localhost', `/_dev/mailbox/${id}`)
    expect(view.body).toContain('<iframe title="HTML part of the email" sandbox=""')
    expect((await request(server.port, 'get-that-boat.localhost', `/_dev/mailbox/${id}`)).status).toBe(404)
    expect((await request(server.port, 'deira.localhost', '/_dev/mailbox?to=nobody@example.com')).body).toContain('No emails to nobody@example.com yet')
  })

  it('hides the mailbox in production unless DEV_MAILBOX=on, and wherever SMTP is configured', async () => {
    vi.stubEnv('NODE_ENV', 'production')
    expect((await request(server.port, 'deira.localhost', '/_dev/mailbox')).status).toBe(404)
    vi.stubEnv('DEV_MAILBOX', 'on')
    expect((await request(server.port, 'deira.localhost', '/_dev/mailbox')).status).toBe(200)
    vi.stubEnv('SMTP_URL', 'smtp://mail.example.com:587')
    expect((await request(server.port, 'deira.localhost', '/_dev/mailbox')).status).toBe(404)
    vi.unstubAllEnvs()
  })
})
