// Accounts are per tenant: the same email on two white-label sites is two unrelated people.
import { index, pgTable, text, unique, uuid } from 'drizzle-orm/pg-core'
import { createdAt, id, tenantId, timestamptz } from './columns'

export const users = pgTable(
  'users',
  {
    id: id(),
    tenantId: tenantId(),
    /** Stored lower-cased, so uniqueness is case-insensitive. */
    email: text().notNull(),
    passwordHash: text().notNull(),
    firstName: text().notNull(),
    lastName: text().notNull(),
    phoneCountryCode: text(),
    phone: text(),
    createdAt: createdAt(),
    updatedAt: timestamptz().notNull().defaultNow(),
  },
  (t) => [unique('users_tenant_email_unique').on(t.tenantId, t.email)],
)

export const sessions = pgTable(
  'sessions',
  {
    id: id(),
    tenantId: tenantId(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamptz().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('sessions_tenant_idx').on(t.tenantId),
    index('sessions_user_idx').on(t.userId),
    index('sessions_expires_idx').on(t.expiresAt),
  ],
)

export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: id(),
    tenantId: tenantId(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Only a hash is kept, so a database leak does not hand out working reset links. */
    tokenHash: text().notNull().unique('password_reset_tokens_token_hash_unique'),
    expiresAt: timestamptz().notNull(),
    usedAt: timestamptz(),
    createdAt: createdAt(),
  },
  (t) => [index('password_reset_tokens_tenant_idx').on(t.tenantId), index('password_reset_tokens_user_idx').on(t.userId)],
)
