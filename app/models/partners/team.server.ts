// A supplier's team: its members and the owner's changes to it. A team always keeps one owner: the member row
// is locked, so two owners demoting each other at once leave one owner, not none.
import { and, asc, count, eq } from 'drizzle-orm'
import { staffAccounts, staffMemberships } from '../../../drizzle/schema/index'
import type { Db } from '../../utils/db.server'
import { audit } from './audit.server'

export async function teamMembers(db: Db, supplierId: string) {
  const rows = await db
    .select({ id: staffAccounts.id, name: staffAccounts.name, email: staffAccounts.email, role: staffMemberships.role, totp: staffAccounts.totpEnabledAt })
    .from(staffMemberships)
    .innerJoin(staffAccounts, eq(staffAccounts.id, staffMemberships.staffId))
    .where(eq(staffMemberships.supplierId, supplierId))
    .orderBy(asc(staffAccounts.name))
  return rows.map((m) => ({ ...m, totp: !!m.totp }))
}

export type MemberChange = 'remove' | 'make-owner' | 'make-staff'

export async function changeMember(db: Db, actorId: string, supplierId: string, staffId: string, intent: MemberChange): Promise<'not_found' | 'last_owner' | { name: string }> {
  return db.transaction(async (tx) => {
    const t = tx as unknown as Db
    // Every owner row of the team is locked first, so concurrent changes count the same owners.
    await t.select({ staffId: staffMemberships.staffId }).from(staffMemberships).where(and(eq(staffMemberships.supplierId, supplierId), eq(staffMemberships.role, 'owner'))).for('update')
    const [member] = await t
      .select({ role: staffMemberships.role, name: staffAccounts.name })
      .from(staffMemberships)
      .innerJoin(staffAccounts, eq(staffAccounts.id, staffMemberships.staffId))
      .where(and(eq(staffMemberships.supplierId, supplierId), eq(staffMemberships.staffId, staffId)))
      .for('update')
    if (!member) return 'not_found' as const
    if (member.role === 'owner' && intent !== 'make-owner') {
      const [owners] = await t.select({ n: count() }).from(staffMemberships).where(and(eq(staffMemberships.supplierId, supplierId), eq(staffMemberships.role, 'owner')))
      if ((owners?.n ?? 0) <= 1) return 'last_owner' as const
    }
    const where = and(eq(staffMemberships.supplierId, supplierId), eq(staffMemberships.staffId, staffId))
    if (intent === 'remove') await t.delete(staffMemberships).where(where)
    else await t.update(staffMemberships).set({ role: intent === 'make-owner' ? 'owner' : 'staff' }).where(where)
    await audit(t, { staffId: actorId, supplierId, action: `staff.${intent}`, entity: 'staff', entityId: staffId, before: { role: member.role }, after: intent === 'remove' ? null : { role: intent === 'make-owner' ? 'owner' : 'staff' } })
    return { name: member.name }
  })
}
