// Suppliers run the experiences; tenants pick which ones they sell by slug in tenant.yaml.
import { pgTable, text } from 'drizzle-orm/pg-core'
import { createdAt, currency, id } from './columns'

export const suppliers = pgTable('suppliers', {
  id: id(),
  slug: text().notNull().unique('suppliers_slug_unique'),
  name: text().notNull(),
  /** The currency the supplier prices and settles in. */
  currency: currency().notNull(),
  contactEmail: text().notNull(),
  contactPhone: text(),
  timeZone: text().notNull(),
  createdAt: createdAt(),
})
