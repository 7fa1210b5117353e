// The sandbox gateway's side of a payment: sessions opened by the platform, completed by the buyer's card
// on the hosted page, each outcome queued as a signed webhook. Everything is scoped to the tenant.
import { randomBytes } from 'node:crypto'
import { and, eq } from 'drizzle-orm'
import { sandboxGatewaySessions, sandboxGatewayWebhooks } from '../../../drizzle/schema/sandbox-gateway'
import type { PaymentEvent, PaymentSessionRequest } from '../../domain/booking-contract'
import type { Db } from '../../utils/db.server'
import { cardOutcome, type CardInput } from './sandbox-cards'

export type SandboxSession = typeof sandboxGatewaySessions.$inferSelect
/** Like a hosted gateway's checkout page: long enough to type a card, short of the platform's hold plus margin. */
const SANDBOX_SESSION_TTL_MS = 30 * 60_000
export const SANDBOX_PAY_PATH = '/_sandbox/pay'

export async function openSandboxSession(db: Db, request: PaymentSessionRequest, now = new Date()): Promise<SandboxSession> {
  const [created] = await db
    .insert(sandboxGatewaySessions)
    .values({ ...request, expiresAt: new Date(now.getTime() + SANDBOX_SESSION_TTL_MS) })
    .onConflictDoNothing({ target: [sandboxGatewaySessions.tenantId, sandboxGatewaySessions.idempotencyKey] })
    .returning()
  if (created) return created
  // The same idempotency key again (a retried checkout): the session opened the first time.
  const [existing] = await db
    .select()
    .from(sandboxGatewaySessions)
    .where(and(eq(sandboxGatewaySessions.tenantId, request.tenantId), eq(sandboxGatewaySessions.idempotencyKey, request.idempotencyKey)))
  if (!existing) throw new Error('sandbox session vanished after an idempotent insert')
  return existing
}

export function sandboxPageUrl(session: Pick<SandboxSession, 'id' | 'returnUrl'>): string {
  return `${new URL(session.returnUrl).origin}${SANDBOX_PAY_PATH}/${session.id}`
}

export async function getSandboxSession(db: Db, tenantId: string, sessionId: string): Promise<SandboxSession | null> {
  if (!isUuid(sessionId)) return null
  const [session] = await db
    .select()
    .from(sandboxGatewaySessions)
    .where(and(eq(sandboxGatewaySessions.id, sessionId), eq(sandboxGatewaySessions.tenantId, tenantId)))
  return session ?? null
}

type CompleteResult = { kind: 'completed' | 'already_completed'; session: SandboxSession } | { kind: 'expired' | 'not_found' }

/** Records the card's outcome and queues its webhook in one transaction; a second submit changes nothing. */
export async function completeSandboxSession(db: Db, tenantId: string, sessionId: string, card: CardInput, now = new Date()): Promise<CompleteResult> {
  if (!isUuid(sessionId)) return { kind: 'not_found' }
  return db.transaction(async (tx) => {
    const [session] = await tx
      .select()
      .from(sandboxGatewaySessions)
      .where(and(eq(sandboxGatewaySessions.id, sessionId), eq(sandboxGatewaySessions.tenantId, tenantId)))
      .for('update')
    if (!session) return { kind: 'not_found' as const }
    // Like a hosted checkout page, a declined card can be followed by another card until the page expires.
    if (!isPayable(session)) return { kind: 'already_completed' as const, session }
    if (session.expiresAt <= now) return { kind: 'expired' as const }
    const outcome = cardOutcome(card.cardNumber, session.mode)
    const eventId = `evt_${randomBytes(12).toString('hex')}`
    const [updated] = await tx
      .update(sandboxGatewaySessions)
      .set({
        status: outcome.kind === 'paid' ? 'succeeded' : outcome.kind === 'authorised' ? 'authorised' : 'failed',
        failureReason: outcome.kind === 'declined' ? outcome.reason : null,
        capturedAmount: outcome.kind === 'paid' ? session.amount : 0,
        cardLast4: card.cardNumber.slice(-4),
        outcomeEventId: eventId,
        completedAt: now,
      })
      .where(eq(sandboxGatewaySessions.id, session.id))
      .returning()
    const event = sandboxOutcomeEvent(updated!)!
    await tx.insert(sandboxGatewayWebhooks).values({
      id: eventId,
      sessionId: session.id,
      tenantId,
      url: session.webhookUrl,
      body: JSON.stringify(toWireEvent(event, now)),
      availableAt: now,
    })
    return { kind: 'completed' as const, session: updated! }
  })
}

/** A page takes a card while it is open, or after a declined one. */
export function isPayable(session: Pick<SandboxSession, 'status'>): boolean {
  return session.status === 'open' || session.status === 'failed'
}

/** The outcome the gateway reports for a session; null while the buyer has not paid and the session is open. */
export function sandboxOutcomeEvent(session: SandboxSession, now = new Date()): PaymentEvent | null {
  const base = { provider: 'sandbox' as const, purchaseId: session.purchaseId, tenantId: session.tenantId, amount: session.amount, currency: session.currency, providerReference: session.id }
  if (session.status === 'open') {
    // An abandoned page is a failed payment once it can no longer be paid; the id is stable across asks.
    return session.expiresAt <= now ? { ...base, eventId: `evt_expired_${session.id}`, type: 'payment.failed', failureReason: 'other' } : null
  }
  const eventId = session.outcomeEventId ?? `evt_${session.status}_${session.id}`
  switch (session.status) {
    case 'failed':
      return { ...base, eventId, type: 'payment.failed', failureReason: session.failureReason ?? 'other' }
    case 'authorised':
      return { ...base, eventId, type: 'payment.authorised' }
    case 'succeeded':
      return { ...base, eventId, type: 'payment.succeeded' }
    // A settled hold is a new fact with its own id, so a platform that saw the authorisation still hears it.
    case 'captured':
      return { ...base, eventId: `evt_captured_${session.id}`, type: 'payment.succeeded', amount: session.capturedAmount }
    case 'released':
      return { ...base, eventId: `evt_released_${session.id}`, type: 'payment.failed', failureReason: 'other' }
  }
}

/** The webhook body: Stripe-like envelope around the contract's PaymentEvent. */
function toWireEvent(event: PaymentEvent, now: Date) {
  const { eventId, ...data } = event
  return { id: eventId, object: 'event', type: event.type, created: Math.floor(now.getTime() / 1000), data }
}

export function isUuid(value: string): boolean {
  return /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value)
}
