// Queues an email in the outbox inside the caller's transaction: it is sent only if the state change that
// caused it commits, and the delivery worker (deliver.server.ts) sends it once.
import { outbox } from '../../../drizzle/schema/outbox'
import type { EmailMessage } from '../../domain/booking-contract'
import type { Db } from '../../utils/db.server'
import { EmailMessageSchema } from './message-schema'

export const EMAIL_OUTBOX_KIND = 'email'

/** `tx` is the transaction of the state change (or the db, when there is none). */
export async function enqueueEmail(tx: Pick<Db, 'insert'>, message: EmailMessage): Promise<{ id: string }> {
  const payload = EmailMessageSchema.parse(message)
  const [row] = await tx.insert(outbox).values({ tenantId: payload.tenantId, kind: EMAIL_OUTBOX_KIND, payload }).returning({ id: outbox.id })
  return row!
}
