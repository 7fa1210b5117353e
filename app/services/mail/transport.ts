// What the delivery worker hands a transport: one rendered email, tied to its outbox row.
import type { Db } from '../../utils/db.server'
import type { RenderedEmail } from './render'

export type OutgoingEmail = RenderedEmail & {
  outboxId: string
  tenantId: string
  kind: string
  from: { name: string; address: string }
  replyTo: string
  to: string
}

export interface MailTransport {
  id: 'smtp' | 'dev-mailbox'
  /** Throws when the email was not accepted; the worker then tries again later. */
  send(email: OutgoingEmail, db: Db): Promise<void>
}

export function formatAddress(from: OutgoingEmail['from']): string {
  return `"${from.name.replace(/["\\\r\n]/g, '')}" <${from.address}>`
}
