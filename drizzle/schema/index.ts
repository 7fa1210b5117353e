// The whole data model. Catalogue tables are shared by every tenant; tables with tenant_id are not.
export * from './enums'
export type { LocalizedText } from './columns'

// Catalogue (platform-owned)
export * from './suppliers'
export * from './places'
export * from './experiences'
export * from './experience-content'
export * from './facets'
export * from './cancellation-policies'
export * from './options'
export * from './availability'
export * from './extras'
export * from './booking-questions'
export * from './reviews'
export * from './exchange-rates'
export * from './catalogue-relations'
// Timetables, exceptions and price overrides the horizon turns into departures (decision 046)
export * from './schedules'

// Tenant-owned
export * from './users'
export * from './carts'
export * from './orders'
export * from './payments'
export * from './document-counters'
export * from './promo-codes'
export * from './content'
export * from './outbox'
export * from './dev-mailbox'
export * from './rate-limits'
export * from './tenant-relations'

// The partner hub: supplier staff, their sessions, one-time links, the audit log and the day's operations
export * from './partner-hub'

// Uploaded photos' bytes (MEDIA_STORE=postgres, decision 047)
export * from './media'

// The embedded sandbox payment gateway (a stand-in for a hosted one, with its own tables)
export * from './sandbox-gateway'
