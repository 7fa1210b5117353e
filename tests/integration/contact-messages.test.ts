// /contact-us on PostgreSQL (decision 025): the route's action stores a message for the tenant, queues the email
// to the tenant's address in the same transaction, refuses a flood with 429 + Retry-After, and drops a bot's
// message (a filled honeypot) without a trace while answering as if it were sent.
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ActionFunctionArgs } from '@remix-run/node'
import { action } from '../../app/routes/contact-us'
import { deliverOutbox } from '../../app/services/mail/deliver.server'
import type { MailTransport, OutgoingEmail } from '../../app/services/mail/transport'
import type { Locale } from '../../app/domain/locales'
import { contactMessages, outbox } from '../../drizzle/schema/index'
import { testContext } from '../helpers/context'
import { createTestDatabase, type TestDatabase } from '../helpers/database'

let database: TestDatabase
beforeAll(async () => {
  database = await createTestDatabase('contact_messages', { requirePostgres: true })
})
afterAll(async () => {
  await database?.drop()
})

type Tenant = 'excursio' | 'deira' | 'get-that-boat'
const form = (fields: Record<string, string>) => ({ name: 'Amira Haddad', email: 'amira@example.com', subject: 'Private safari', message: 'Can we book a private safari for six people?', respond: 'data', ...fields })

async function post(fields: Record<string, string>, options: { tenant?: Tenant; ip?: string; locale?: Locale } = {}) {
  const context = { ...testContext(database.db, { tenant: options.tenant ?? 'deira', locale: options.locale ?? 'en' }), clientIp: options.ip ?? '192.0.2.1' }
  const request = new Request('http://deira.localhost/contact-us', { method: 'POST', body: new URLSearchParams(form(fields)) })
  const answer = (await action({ request, context, params: {} } as unknown as ActionFunctionArgs)) as unknown
  // A plain object is a 200; `data(...)` carries its own status and headers.
  if (answer && typeof answer === 'object' && 'init' in answer && 'data' in answer) {
    const { data, init } = answer as { data: { sent: boolean; alert: { key: string; minutes: number } | null }; init: { status?: number; headers?: Record<string, string> } | null }
    return { status: init?.status ?? 200, headers: init?.headers ?? {}, body: data }
  }
  return { status: 200, headers: {} as Record<string, string>, body: answer as { sent: boolean; alert: null } }
}

const stored = (email: string) => database.db.select().from(contactMessages).where(eq(contactMessages.email, email))
const queued = async (email: string) =>
  (await database.db.select().from(outbox).where(eq(outbox.kind, 'email'))).map((r) => r.payload as { kind: string; to: string; tenantId: string; contact?: { email: string } }).filter((p) => p.contact?.email === email)

describe('the contact form', () => {
  it('keeps the message for the tenant and emails it to the tenant’s address, in the visitor’s language noted', async () => {
    const answer = await post({ email: 'leila@example.com' }, { tenant: 'get-that-boat', locale: 'tr', ip: '192.0.2.10' })
    expect(answer).toMatchObject({ status: 200, body: { sent: true, alert: null } })
    const [row] = await stored('leila@example.com')
    expect(row).toMatchObject({ tenantId: 'get-that-boat', name: 'Amira Haddad', subject: 'Private safari', locale: 'tr' })
    const emails = await queued('leila@example.com')
    expect(emails).toEqual([expect.objectContaining({ kind: 'contact_received', to: 'ahoy@getthatboat.example', tenantId: 'get-that-boat', contact: expect.objectContaining({ locale: 'tr' }) })])
  })

  it('delivers the email to the tenant with the message in it, answered to the visitor by Reply', async () => {
    await post({ email: 'omar@example.com', subject: 'Sunset cruise for a proposal' }, { ip: '192.0.2.11' })
    const sent: OutgoingEmail[] = []
    const transport: MailTransport = { id: 'smtp', send: async (email) => void sent.push(email) }
    while ((await deliverOutbox(database.db, transport)).sent > 0);
    const mine = sent.find((e) => e.replyTo === 'omar@example.com')
    expect(mine).toMatchObject({ to: 'bookings@deira-safari.example', kind: 'contact_received', subject: 'Contact form: Sunset cruise for a proposal' })
    expect(mine!.text).toContain('Can we book a private safari for six people?')
  })

  it('shows “Required Field” codes and keeps nothing when the form is empty', async () => {
    const answer = await post({ name: '', email: '', subject: '', message: '' }, { ip: '192.0.2.12' })
    expect(answer.status).toBe(200) // respond=data: the refusal is in the data, not a 400 the browser would log
    expect(answer.body.sent).toBe(false)
    expect(await stored('')).toEqual([])
  })

  it('answers a filled honeypot as sent, and keeps and emails nothing', async () => {
    const answer = await post({ email: 'bot@example.com', website: 'https://spam.example' }, { ip: '192.0.2.13' })
    expect(answer).toMatchObject({ status: 200, body: { sent: true } })
    expect(await stored('bot@example.com')).toEqual([])
    expect(await queued('bot@example.com')).toEqual([])
  })

  it('refuses the 6th message from one address within the hour with 429, Retry-After and the wait in minutes', async () => {
    for (let i = 0; i < 5; i++) expect((await post({ email: `guest${i}@example.com` }, { ip: '198.51.100.7' })).status).toBe(200)
    const refused = await post({ email: 'guest9@example.com' }, { ip: '198.51.100.7' })
    expect(refused.status).toBe(429)
    expect(Number(refused.headers['Retry-After'])).toBeGreaterThan(3500)
    expect(refused.body.alert).toEqual({ key: 'contact.tooManyRequests', minutes: 60 })
    expect(await stored('guest9@example.com')).toEqual([])
    // Another site's form is another brand's inbox: its own count.
    expect((await post({ email: 'guest9@example.com' }, { ip: '198.51.100.7', tenant: 'excursio' })).status).toBe(200)
  })

  it('refuses the 4th message from one email within the hour, whatever the address', async () => {
    for (let i = 0; i < 3; i++) expect((await post({ email: 'Flood@Example.com' }, { ip: `203.0.113.${i}` })).status).toBe(200)
    const refused = await post({ email: 'flood@example.com' }, { ip: '203.0.113.99' })
    expect(refused.status).toBe(429)
    expect(await stored('flood@example.com')).toHaveLength(3)
  })
})
