// Faults as tests (issue 24, decision 056): the outbox's emails through real SMTP (nodemailer to a small SMTP
// server) behind a fault proxy. While the mail server is unreachable every send fails at once and waits for its
// backoff; once it is back, two workers draining at the same time deliver every email exactly once, counted by
// the Message-ID each outbox row gives its email.
import { isNull, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import type { EmailMessage } from '../../app/domain/booking-contract'
import { deliverOutbox, MAIL_BACKOFF_MS } from '../../app/services/mail/deliver.server'
import { enqueueEmail } from '../../app/services/mail/enqueue.server'
import { createSmtpTransport } from '../../app/services/mail/smtp.server'
import * as s from '../../drizzle/schema/index'
import { createTestDatabase, isPostgresReachable, type TestDatabase } from '../helpers/database'
import { startFaultProxy, type FaultProxy } from '../helpers/fault-proxy'
import { startSmtpSink, type SmtpSink } from '../helpers/smtp-sink'

const postgres = await isPostgresReachable()
const FROM = 'bookings@excursio.localhost'
let database: TestDatabase
let sink: SmtpSink
let proxy: FaultProxy

beforeAll(async () => {
  database = await createTestDatabase('faults_mail')
  sink = await startSmtpSink()
  proxy = await startFaultProxy({ port: sink.port })
})
afterAll(async () => {
  await proxy?.close()
  await sink?.close()
  await database?.drop()
})

const offer = (n: number): EmailMessage => ({
  tenantId: 'deira',
  kind: 'custom_offer_received',
  to: `guest${n}@example.com`,
  locale: 'en',
  customOffer: { experienceTitle: `Trip ${n}`, name: 'Ada', email: `guest${n}@example.com`, phone: null, travellers: 2, preferredDate: null, message: 'Hello' },
})

describe.skipIf(!postgres)('emails while the mail server is unreachable (fault proxy)', () => {
  it('fails every send at once while it is down, then delivers each email exactly once when it is back', async () => {
    const db = database.db
    const ids = (await Promise.all(Array.from({ length: 12 }, (_, i) => enqueueEmail(db, offer(i))))).map((r) => r.id)
    const transport = createSmtpTransport(proxy.wrap('smtp://127.0.0.1:25'), FROM)
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})

    proxy.cut()
    const t0 = new Date()
    const started = Date.now()
    expect(await deliverOutbox(db, transport, { now: t0 })).toEqual({ sent: 0, failed: 12 })
    const downMs = Date.now() - started
    console.info(`[faults] SMTP cut: 12 sends failed in ${downMs} ms`)
    expect(downMs).toBeLessThan(5000)
    expect(sink.received).toHaveLength(0)
    expect(warn).toHaveBeenCalledTimes(12)
    const rows = await db.select().from(s.outbox)
    expect(rows.every((r) => r.attempts === 1 && r.deliveredAt === null && r.lastError && r.availableAt.getTime() === t0.getTime() + MAIL_BACKOFF_MS[0]!)).toBe(true)

    proxy.restore()
    // Before the backoff has passed, nothing is due; after it, two workers drain the outbox at the same time.
    expect(await deliverOutbox(db, transport, { now: new Date(t0.getTime() + 1000) })).toEqual({ sent: 0, failed: 0 })
    const later = new Date(t0.getTime() + MAIL_BACKOFF_MS[0]!)
    const drain = async () => {
      let sent = 0
      for (let round; (round = await deliverOutbox(db, transport, { now: later, batchSize: 5 })).sent > 0; ) sent += round.sent
      return sent
    }
    const [a, b] = await Promise.all([drain(), drain()])
    expect(a + b).toBe(12)
    warn.mockRestore()

    const domain = FROM.split('@')[1]
    const messageIds = sink.received.map((m) => m.messageId)
    expect(messageIds.toSorted()).toEqual(ids.map((id) => `<${id}@${domain}>`).toSorted())
    expect(new Set(messageIds).size).toBe(12)
    const [pending] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(s.outbox)
      .where(isNull(s.outbox.deliveredAt))
    expect(pending!.n).toBe(0)
  })
})
