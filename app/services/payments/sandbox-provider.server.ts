// The PaymentProvider for the embedded sandbox gateway: the platform's side of the contract, talking to
// the gateway's tables as it would talk to a hosted gateway's API.
import { and, eq, gt, inArray } from 'drizzle-orm'
import { z } from '~/domain/zod'
import { sandboxGatewayMovements, sandboxGatewaySessions } from '../../../drizzle/schema/sandbox-gateway'
import { PAYMENT_FAILURE_REASONS, type MoneyMovement, type PaymentEvent, type PaymentProvider } from '../../domain/booking-contract'
import type { Db } from '../../utils/db.server'
import { getSandboxSession, isUuid, openSandboxSession, sandboxOutcomeEvent, sandboxPageUrl } from './sandbox-gateway.server'
import { SIGNATURE_HEADER, verifySignature } from './signature.server'
import { PaymentSessionRequestSchema } from './session-request'

const WireEventSchema = z.object({
  id: z.string().min(1).max(100),
  object: z.literal('event'),
  type: z.enum(['payment.succeeded', 'payment.authorised', 'payment.failed']),
  created: z.number().int(),
  data: z.object({
    provider: z.literal('sandbox'),
    purchaseId: z.string().min(1),
    tenantId: z.string().min(1),
    type: z.enum(['payment.succeeded', 'payment.authorised', 'payment.failed']),
    amount: z.number().int().nonnegative(),
    currency: z.string().regex(/^[A-Z]{3}$/),
    providerReference: z.string().min(1),
    failureReason: z.enum(PAYMENT_FAILURE_REASONS).optional(),
  }),
})

export function createSandboxProvider(options: { db: Db; tenantId: string; secret: string }): PaymentProvider {
  const { db, tenantId, secret } = options

  async function move(kind: 'capture' | 'release' | 'refund', movement: MoneyMovement): Promise<{ ok: boolean }> {
    if (!isUuid(movement.providerReference)) return { ok: false }
    return db.transaction(async (tx) => {
      const [session] = await tx
        .select()
        .from(sandboxGatewaySessions)
        .where(and(eq(sandboxGatewaySessions.id, movement.providerReference), eq(sandboxGatewaySessions.tenantId, tenantId)))
        .for('update')
      if (!session) return { ok: false }
      const [earlier] = await tx
        .select()
        .from(sandboxGatewayMovements)
        .where(and(eq(sandboxGatewayMovements.sessionId, session.id), eq(sandboxGatewayMovements.idempotencyKey, movement.idempotencyKey)))
      // A retried call with the same key gets the first answer and moves no money again.
      if (earlier) return { ok: earlier.ok && earlier.kind === kind }
      const ok = movement.currency === session.currency && movement.amount > 0 && allowed(kind, session, movement.amount)
      if (ok) {
        const changes =
          kind === 'capture'
            ? { status: 'captured' as const, capturedAmount: movement.amount }
            : kind === 'release'
              ? { status: 'released' as const }
              : { refundedAmount: session.refundedAmount + movement.amount }
        await tx.update(sandboxGatewaySessions).set(changes).where(eq(sandboxGatewaySessions.id, session.id))
      }
      await tx.insert(sandboxGatewayMovements).values({ sessionId: session.id, kind, amount: movement.amount, currency: movement.currency, idempotencyKey: movement.idempotencyKey, ok })
      return { ok }
    })
  }

  return {
    id: 'sandbox',
    async createSession(request) {
      const parsed = PaymentSessionRequestSchema.parse(request)
      if (parsed.tenantId !== tenantId) throw new Error(`sandbox provider of ${tenantId} asked to open a session for ${parsed.tenantId}`)
      const session = await openSandboxSession(db, parsed)
      return { url: sandboxPageUrl(session), providerReference: session.id }
    },
    capture: (movement) => move('capture', movement),
    release: (movement) => move('release', movement),
    refund: (movement) => move('refund', movement),
    async expireSession(reference) {
      if (!isUuid(reference)) return { ok: true }
      // Like a hosted gateway: a page still taking cards stops; a page already paid keeps its outcome.
      await db
        .update(sandboxGatewaySessions)
        .set({ expiresAt: new Date() })
        .where(and(eq(sandboxGatewaySessions.id, reference), eq(sandboxGatewaySessions.tenantId, tenantId), inArray(sandboxGatewaySessions.status, ['open', 'failed']), gt(sandboxGatewaySessions.expiresAt, new Date())))
      return { ok: true }
    },
    async parseWebhook(rawBody, headers, now = new Date()) {
      if (!verifySignature(secret, rawBody, headers.get(SIGNATURE_HEADER), now).ok) return null
      let json: unknown
      try {
        json = JSON.parse(rawBody)
      } catch {
        return null
      }
      const parsed = WireEventSchema.safeParse(json)
      if (!parsed.success || parsed.data.type !== parsed.data.data.type) return null
      return { eventId: parsed.data.id, ...parsed.data.data } satisfies PaymentEvent
    },
    async retrieveOutcome(providerReference) {
      const session = await getSandboxSession(db, tenantId, providerReference)
      return session ? sandboxOutcomeEvent(session) : null
    },
  }
}

function allowed(kind: 'capture' | 'release' | 'refund', session: typeof sandboxGatewaySessions.$inferSelect, amount: number): boolean {
  if (kind === 'capture') return session.status === 'authorised' && amount <= session.amount
  if (kind === 'release') return session.status === 'authorised'
  return (session.status === 'succeeded' || session.status === 'captured') && session.refundedAmount + amount <= session.capturedAmount
}
