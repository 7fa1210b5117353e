// The shape of tenants/<id>/tenant.yaml. An admin writes the file; this schema is the only judge of it.
import { z } from './zod'
import { LOCALES } from './locales'

const hostname = z
  .string()
  .min(1)
  .transform((h) => h.trim().toLowerCase())
  .refine((h) => /^[a-z0-9.-]+$/.test(h) && !h.includes(':'), 'must be a bare host name, without port or scheme')

const path = z.string().startsWith('/', 'must start with /')

const RedirectRuleSchema = z.object({
  from: path,
  /** A path on this site, or an absolute URL that leaves it. */
  to: z.union([path, z.url()]),
  status: z.union([z.literal(301), z.literal(302), z.literal(307), z.literal(308)]).default(301),
})

const envName = z.string().regex(/^[A-Z][A-Z0-9_]*$/, 'must be the NAME of an environment variable (such as STRIPE_SECRET_KEY_DEIRA), never the secret itself')

/** Which payment provider takes this tenant's cards; secrets stay in the environment (docs/decisions/012-payments.md). */
const TenantPaymentsSchema = z
  .object({
    provider: z.enum(['sandbox', 'stripe']).default('sandbox'),
    stripe: z.object({ secretKeyEnv: envName, webhookSecretEnv: envName, publishableKeyEnv: envName.optional() }).strict().optional(),
  })
  .strict()
  .refine((p) => p.provider !== 'stripe' || p.stripe, { message: 'provider stripe needs a stripe block naming its key variables', path: ['stripe'] })

/**
 * The platform's commission on what this tenant sells (issue 23, decision 049): a percentage of each booking's
 * takings, with at most two decimals (12.5, 18, 7.25). Optional: a file without it keeps serving, its bookings
 * are counted at 0 % on the suppliers' statements with "no rate set" beside them, and `tenant check` warns.
 */
export const CommissionSchema = z
  .object(
    {
      percent: z
        .number({ error: 'must be a number such as 18 or 12.5 (no % sign, no quotes)' })
        .min(0, 'must be between 0 and 100')
        .max(100, 'must be between 0 and 100')
        .refine((p) => Math.abs(p * 100 - Math.round(p * 100)) < 1e-6, 'must have at most two decimals, such as 12.5 or 7.25'),
    },
    { error: (issue) => (issue.code === 'invalid_type' ? 'must be a block such as { percent: 18 }' : undefined) },
  )
  .strict()

/**
 * The seller's tax as its invoices state it (decision 061): the tax number, the rate in percent (up to two
 * decimals) and the tax's name. Prices are tax-inclusive, so invoices take the tax out of the gross. Optional: a
 * tenant without it issues invoices with no tax table and no tax number.
 */
export const TaxSchema = z
  .object({
    number: z.string().trim().min(4, 'must be the seller\'s tax number, such as DE123456789'),
    rate: z
      .number({ error: 'must be a number such as 19 or 7.7 (no % sign, no quotes)' })
      .min(0, 'must be between 0 and 100')
      .max(100, 'must be between 0 and 100')
      .refine((r) => Math.abs(r * 100 - Math.round(r * 100)) < 1e-6, 'must have at most two decimals, such as 7.7'),
    /** The tax's name on the invoice: one string, or one per locale (English required), e.g. { en: VAT, de: MwSt. }. */
    label: z
      .union([z.string().trim().min(1).max(20), z.object({ en: z.string().trim().min(1).max(20) }).catchall(z.string().trim().min(1).max(20))])
      .default('VAT'),
    inclusive: z.literal(true, { error: 'only tax-inclusive prices are supported: inclusive: true' }).default(true),
  })
  .strict()

export const TenantConfigSchema = z
  .object({
    id: z.string().regex(/^[a-z0-9-]+$/, 'lower-case letters, digits and dashes only'),
    name: z.string().min(1),
    hostnames: z.array(hostname).min(1),
    canonicalOrigin: z.url().refine((u) => new URL(u).pathname === '/', 'must be an origin, with no path'),
    siteType: z.enum(['supplier', 'marketplace']),
    layout: z.object({
      /** A theme id; the loader (load.server.ts) checks it against the theme manifest, which this file must not import. */
      theme: z.string().min(1),
      options: z.record(z.string(), z.unknown()).default({}),
    }),
    locales: z
      .array(z.enum(LOCALES))
      .min(1)
      .refine((l) => l.includes('en'), 'must include en, the unprefixed default')
      .refine((l) => new Set(l).size === l.length, 'must not repeat a locale'),
    currency: z.string().regex(/^[A-Z]{3}$/, 'must be an ISO 4217 code such as USD'),
    currencies: z.array(z.string().regex(/^[A-Z]{3}$/)).optional(),
    timeZone: z.string().refine(isTimeZone, 'must be an IANA time zone such as Europe/Berlin'),
    branding: z
      .object({
        logo: z.string().nullable().default(null),
        favicon: z.string().nullable().default(null),
        /** One string, or one per locale (English required); shown in the visitor's language. */
        tagline: z
          .union([z.string(), z.object({ en: z.string() }).catchall(z.string())])
          .nullable()
          .default(null),
        colors: z.record(z.string().regex(/^--[a-z0-9-]+$/), z.string()).default({}),
      })
      .prefault({}),
    contact: z.object({
      phone: z.string().min(3),
      whatsapp: z.string().min(3),
      email: z.email(),
      address: z.string().min(1),
      /** The 24/7 support line, when it is not the main phone; the help centre shows `phone` for it otherwise. */
      supportLine: z.string().min(3).optional(),
    }),
    catalogue: z.object({
      suppliers: z.union([z.literal('all'), z.array(z.string().min(1)).min(1)]),
      categories: z.array(z.string()).optional(),
    }),
    features: z
      .object({
        payLater: z.boolean().default(false),
        customOffers: z.boolean().default(false),
        blog: z.boolean().default(true),
        /**
         * The spec's marketing figures (500+ experiences, 3000+ activities, 154 reviews, spec §1) in a strip under the
         * home hero. They are the marketplace's own claims, so only a tenant that can make them turns this on.
         */
        marketingFigures: z.boolean().default(false),
      })
      .prefault({}),
    payments: TenantPaymentsSchema.prefault({}),
    commission: CommissionSchema.optional(),
    tax: TaxSchema.optional(),
    redirects: z.array(RedirectRuleSchema).default([]),
    tagManagerId: z
      .string()
      .regex(/^GTM-[A-Z0-9]+$/, 'must look like GTM-XXXXXXX')
      .nullable()
      .default(null),
  })
  .strict()

export type TenantConfig = z.infer<typeof TenantConfigSchema>

function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone })
    return true
  } catch {
    return false
  }
}
