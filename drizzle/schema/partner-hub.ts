// The partner hub (issue 22): supplier staff and platform admins, their sessions and one-time links, the
// audit log of every change they make. Staff are not travellers: their own table, their own cookie.
import { sql } from 'drizzle-orm'
import { boolean, index, integer, jsonb, pgEnum, pgTable, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core'
import { createdAt, id, timestamptz } from './columns'
import { bookings } from './orders'
import { suppliers } from './suppliers'

export const staffRole = pgEnum('staff_role', ['owner', 'staff'])
export const staffTokenKind = pgEnum('staff_token_kind', ['setup', 'invitation', 'password_reset'])

/** The alerts a staff member can turn on or off (each is an email, in the member's language). */
export const STAFF_ALERTS = ['new_booking', 'on_request', 'pay_later', 'cancellation'] as const
export type StaffAlert = (typeof STAFF_ALERTS)[number]

export const staffAccounts = pgTable(
  'staff_accounts',
  {
    id: id(),
    /** Stored lower-cased: one account per address on the whole platform. */
    email: text().notNull(),
    name: text().notNull(),
    /** Null until the invitation is accepted and a password chosen. */
    passwordHash: text(),
    /** The hub's language for this person, and the language of their emails. */
    locale: text().notNull().default('en'),
    isPlatformAdmin: boolean().notNull().default(false),
    /** Base32 TOTP secret; set while two-factor is being turned on, used once `totpEnabledAt` is set. */
    totpSecret: text(),
    totpEnabledAt: timestamptz(),
    /** The last TOTP time step accepted: a code is good once (RFC 6238 §5.2). */
    totpLastStep: integer(),
    alerts: jsonb().$type<StaffAlert[]>().notNull().default([...STAFF_ALERTS]),
    disabledAt: timestamptz(),
    createdAt: createdAt(),
    updatedAt: timestamptz().notNull().defaultNow(),
  },
  (t) => [uniqueIndex('staff_accounts_email_unique').on(t.email)],
)

export const staffMemberships = pgTable(
  'staff_memberships',
  {
    staffId: uuid()
      .notNull()
      .references(() => staffAccounts.id, { onDelete: 'cascade' }),
    supplierId: uuid()
      .notNull()
      .references(() => suppliers.id, { onDelete: 'cascade' }),
    role: staffRole().notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.staffId, t.supplierId] }), index('staff_memberships_supplier_idx').on(t.supplierId)],
)

/** A signed-in browser. "Sign out everywhere" deletes every row of the person. */
export const staffSessions = pgTable(
  'staff_sessions',
  {
    id: id(),
    staffId: uuid()
      .notNull()
      .references(() => staffAccounts.id, { onDelete: 'cascade' }),
    /** Null while the second factor is still to be entered. */
    verifiedAt: timestamptz(),
    expiresAt: timestamptz().notNull(),
    userAgent: text(),
    createdAt: createdAt(),
  },
  (t) => [index('staff_sessions_staff_idx').on(t.staffId), index('staff_sessions_expires_idx').on(t.expiresAt)],
)

/** One-time links: the first admin's setup, invitations and password resets. Only the hash is kept. */
export const staffTokens = pgTable(
  'staff_tokens',
  {
    id: id(),
    kind: staffTokenKind().notNull(),
    tokenHash: text().notNull(),
    email: text(),
    staffId: uuid().references(() => staffAccounts.id, { onDelete: 'cascade' }),
    supplierId: uuid().references(() => suppliers.id, { onDelete: 'cascade' }),
    role: staffRole(),
    /** An invitation to a platform admin (no supplier). */
    platformAdmin: boolean().notNull().default(false),
    invitedBy: uuid().references(() => staffAccounts.id, { onDelete: 'set null' }),
    expiresAt: timestamptz().notNull(),
    usedAt: timestamptz(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('staff_tokens_hash_unique').on(t.tokenHash), index('staff_tokens_supplier_idx').on(t.supplierId)],
)

/** Every change made in the hub: who, when, what, before and after. Never updated or deleted. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: id(),
    at: createdAt(),
    /** Null for the platform itself (an automatic decline, the setup link). */
    staffId: uuid().references(() => staffAccounts.id, { onDelete: 'set null' }),
    supplierId: uuid().references(() => suppliers.id, { onDelete: 'cascade' }),
    tenantId: text(),
    action: text().notNull(),
    entity: text().notNull(),
    entityId: text(),
    before: jsonb(),
    after: jsonb(),
  },
  (t) => [index('audit_log_supplier_idx').on(t.supplierId, t.at.desc()), index('audit_log_entity_idx').on(t.entity, t.entityId)],
)

/** A booking's day at the meeting point and its money paid to the supplier directly (pay later). */
export const bookingOperations = pgTable(
  'booking_operations',
  {
    bookingId: uuid()
      .primaryKey()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    tenantId: text().notNull(),
    checkedInAt: timestamptz(),
    checkedInBy: uuid().references(() => staffAccounts.id, { onDelete: 'set null' }),
    noShowAt: timestamptz(),
    noShowBy: uuid().references(() => staffAccounts.id, { onDelete: 'set null' }),
    /** Pay later: settled with the supplier, in minor units of the booking's currency. */
    settledAt: timestamptz(),
    settledAmount: integer(),
    settledMethod: text(),
    settledNote: text(),
    settledBy: uuid().references(() => staffAccounts.id, { onDelete: 'set null' }),
    updatedAt: timestamptz().notNull().defaultNow(),
  },
  (t) => [index('booking_operations_checked_in_idx').on(t.checkedInAt).where(sql`checked_in_at is not null`)],
)
