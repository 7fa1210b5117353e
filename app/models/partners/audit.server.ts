// The hub's audit log: every change made in the hub, written in the transaction of the change itself, so a
// rolled-back change leaves no line and a committed one always has its line.
import { and, desc, eq, lt } from 'drizzle-orm'
import { auditLog, staffAccounts } from '../../../drizzle/schema/index'
import type { Db } from '../../utils/db.server'

export type AuditEntry = {
  staffId: string | null
  supplierId?: string | null
  tenantId?: string | null
  action: string
  entity: string
  entityId?: string | null
  before?: unknown
  after?: unknown
}

export async function audit(tx: Pick<Db, 'insert'>, entry: AuditEntry): Promise<void> {
  await tx.insert(auditLog).values({
    staffId: entry.staffId,
    supplierId: entry.supplierId ?? null,
    tenantId: entry.tenantId ?? null,
    action: entry.action,
    entity: entry.entity,
    entityId: entry.entityId ?? null,
    before: entry.before ?? null,
    after: entry.after ?? null,
  })
}

export type AuditRow = { id: string; at: Date; action: string; entity: string; entityId: string | null; before: unknown; after: unknown; by: string | null; byEmail: string | null }

/** A supplier's log, newest first, 50 a page (`before`: the time of the last line of the previous page). */
export async function listAudit(db: Db, supplierId: string | null, options: { before?: Date; limit?: number; entityId?: string } = {}): Promise<AuditRow[]> {
  const where = and(
    supplierId ? eq(auditLog.supplierId, supplierId) : undefined,
    options.before ? lt(auditLog.at, options.before) : undefined,
    options.entityId ? eq(auditLog.entityId, options.entityId) : undefined,
  )
  return db
    .select({ id: auditLog.id, at: auditLog.at, action: auditLog.action, entity: auditLog.entity, entityId: auditLog.entityId, before: auditLog.before, after: auditLog.after, by: staffAccounts.name, byEmail: staffAccounts.email })
    .from(auditLog)
    .leftJoin(staffAccounts, eq(staffAccounts.id, auditLog.staffId))
    .where(where)
    .orderBy(desc(auditLog.at))
    .limit(options.limit ?? 50)
}
