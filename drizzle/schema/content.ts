// Per-tenant editorial content (blog, FAQ) and what visitors send in (contact form, custom offers).
import { date, index, pgTable, smallint, text, unique, uuid } from 'drizzle-orm/pg-core'
import { createdAt, id, tenantId, timestamptz } from './columns'
import { customOfferStatus } from './enums'
import { experiences } from './experiences'
import { options } from './options'

export const blogPosts = pgTable(
  'blog_posts',
  {
    id: id(),
    tenantId: tenantId(),
    /** The same slug in each locale links the translations of one article. */
    slug: text().notNull(),
    locale: text().notNull(),
    title: text().notNull(),
    excerpt: text().notNull(),
    body: text().notNull(),
    coverImageUrl: text(),
    /** Null is a draft. */
    publishedAt: timestamptz(),
    createdAt: createdAt(),
    updatedAt: timestamptz().notNull().defaultNow(),
  },
  (t) => [
    unique('blog_posts_tenant_slug_locale_unique').on(t.tenantId, t.slug, t.locale),
    index('blog_posts_tenant_locale_published_idx').on(t.tenantId, t.locale, t.publishedAt.desc()),
  ],
)

export const faqEntries = pgTable(
  'faq_entries',
  {
    id: id(),
    tenantId: tenantId(),
    locale: text().notNull(),
    question: text().notNull(),
    answer: text().notNull(),
    position: smallint().notNull().default(0),
  },
  (t) => [index('faq_entries_tenant_locale_idx').on(t.tenantId, t.locale, t.position)],
)

export const contactMessages = pgTable(
  'contact_messages',
  {
    id: id(),
    tenantId: tenantId(),
    name: text().notNull(),
    email: text().notNull(),
    phone: text(),
    subject: text(),
    message: text().notNull(),
    locale: text().notNull(),
    createdAt: createdAt(),
    handledAt: timestamptz(),
  },
  (t) => [index('contact_messages_tenant_idx').on(t.tenantId, t.createdAt.desc())],
)

/** "Request a custom offer" on experiences without a fixed price (spec §1). */
export const customOfferRequests = pgTable(
  'custom_offer_requests',
  {
    id: id(),
    tenantId: tenantId(),
    experienceId: uuid()
      .notNull()
      .references(() => experiences.id),
    optionId: uuid().references(() => options.id),
    name: text().notNull(),
    email: text().notNull(),
    phone: text(),
    message: text().notNull(),
    travellers: smallint().notNull(),
    preferredDate: date({ mode: 'string' }),
    locale: text().notNull(),
    status: customOfferStatus().notNull().default('NEW'),
    createdAt: createdAt(),
  },
  (t) => [index('custom_offer_requests_tenant_idx').on(t.tenantId, t.status, t.createdAt.desc())],
)
