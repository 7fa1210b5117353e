// The environment, parsed once by zod when the server build loads: a bad value stops the boot with the
// variable's name and the reason, instead of surfacing later as a strange request failure.
import path from 'node:path'
import { z } from '~/domain/zod'

const hostList = z
  .string()
  .default('')
  .transform((raw) =>
    raw
      .split(',')
      .map((h) => h.trim().toLowerCase())
      .filter(Boolean),
  )
  .pipe(z.array(z.string().regex(/^[a-z0-9.-]+$/, 'each entry must be a bare host name such as images.example.com')))

const UNITS = { B: 1, KB: 1024, MB: 1024 ** 2, GB: 1024 ** 3 } as const

/** A size such as `500MB`, `2 GB`, `800KB` or a plain number of bytes. */
const byteSize = z
  .string()
  .trim()
  .regex(/^\d+(\.\d+)?\s*(B|KB|MB|GB)?$/i, 'a size such as 500MB, 2GB or 800KB')
  .transform((raw) => {
    const [, amount, unit = 'B'] = /^([\d.]+)\s*([a-z]*)$/i.exec(raw)!
    return Math.floor(Number(amount) * UNITS[(unit || 'B').toUpperCase() as keyof typeof UNITS])
  })
  .pipe(z.number().int().min(1024, 'at least 1KB'))

/** An unset or empty variable is absent (a blank line in a .env file is not a value). */
const optionalText = z.preprocess((value) => (value === '' ? undefined : value), z.string().trim().min(1).optional())

export const DEV_SANDBOX_SECRET = 'sandbox-development-webhook-secret'

const EnvSchema = z.object({
  /** Remote hosts the image proxy may fetch from, comma-separated. Empty: only files under public/. */
  IMAGE_ALLOWED_HOSTS: hostList,
  /** The directory local image sources are read from (tests point it at fixtures). */
  IMAGE_SOURCE_DIR: z.string().min(1).default('public').transform((dir) => path.resolve(dir)),
  /** Where rendered images are kept between requests and restarts. */
  IMAGE_CACHE_DIR: z.string().min(1).default('.cache/images').transform((dir) => path.resolve(dir)),
  /** The cache's cap; past it the least recently used renderings are deleted (app/services/image-cache.server.ts). */
  IMAGE_CACHE_MAX_SIZE: z.string().default('500MB').pipe(byteSize),
  /** Seconds a rendered public page is shared between visitors (docs/decisions/014); 0 turns it off. */
  PAGE_CACHE_SECONDS: z.coerce.number().int().min(0).max(3600).default(10),
  /** The page cache's cap in bytes per server process (pages kept plain and gzipped); past it the least recently used go. */
  PAGE_CACHE_MAX_SIZE: z.string().default('64MB').pipe(byteSize),
  /**
   * Signs the `session` cookie and every signed link; every app server behind the tenants' hosts needs the same.
   * A comma-separated list rotates it: the first signs, all verify (decision 058). Unset: a random secret kept in
   * SESSION_SECRET_FILE (one demo server only; `npm run serve` refuses to start without it).
   */
  SESSION_SECRET: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z
      .string()
      .transform((raw) => raw.split(',').map((s) => s.trim()))
      .pipe(z.array(z.string().min(32, 'each secret must be at least 32 characters (e.g. `openssl rand -base64 48`)')).min(1))
      .optional(),
  ),
  /** Where the generated secret is kept when SESSION_SECRET is unset, so sessions survive a restart. */
  SESSION_SECRET_FILE: z.string().min(1).default('.data/session-secret').transform((file) => path.resolve(file)),
  /**
   * Signs the sandbox gateway's webhooks. The default only protects test money (anyone may pay with 4242…
   * on the sandbox anyway); set your own wherever the sandbox faces the internet. Never sent to a browser.
   */
  SANDBOX_WEBHOOK_SECRET: z.string().min(16, 'must be at least 16 characters').default(DEV_SANDBOX_SECRET),
  /** smtp:// or smtps:// URL of the mail server; without it emails stay in the development mailbox. */
  SMTP_URL: z
    .url()
    .refine((u) => /^smtps?:\/\//.test(u), 'must start with smtp:// or smtps://')
    .optional(),
  /** The sender address for every tenant's email (the tenant's own address is the Reply-To). */
  MAIL_FROM: z.email().default('no-reply@excursio.localhost'),
  /**
   * The partner hub's public origin (issue 22, decision 044): its host name is served the hub, and its emails
   * link here. Unset: http://partners.localhost:<PORT>.
   */
  HUB_ORIGIN: z.url().refine((u) => /^https?:\/\/[^/]+$/.test(u.replace(/\/$/, '')), 'an origin such as https://partners.example.com').optional(),
  /** More host names that serve the hub (comma-separated), e.g. an old name kept during a move. */
  HUB_HOSTS: hostList,
  /** 'on' shows /_dev/mailbox even when NODE_ENV is production (e2e); 'off' hides it everywhere. */
  DEV_MAILBOX: z.enum(['on', 'off']).optional(),
  /**
   * How many reverse proxies (load balancer, nginx, CDN) stand between the internet and this server. 0: the
   * client address is the socket's; N: Express takes it from X-Forwarded-For, N hops in from the right. A
   * number, never "trust everything": a header the client writes must not choose the address rate limits count
   * by (docs/decisions/019-rate-limits.md).
   */
  TRUST_PROXY: z.coerce
    .number({ error: 'must be a number of proxy hops (0 when nothing stands in front of this server)' })
    .int()
    .min(0)
    .max(10)
    .default(0),
  NODE_ENV: z.string().default('development'),
  /**
   * The port this server listens on (`npm start`, `npm run serve`). A tenant whose `canonicalOrigin` is a development
   * host (localhost, *.localhost, 127.0.0.1) links to itself on this port, so `PORT=3340 npm start` sends emails and
   * absolute links to :3340, not the :3000 its file says; production origins are never changed.
   */
  PORT: z.coerce.number({ error: 'must be a port number' }).int().min(1).max(65535).default(3000),
  /**
   * Where uploaded photos' bytes live (decision 047): `postgres` (the default, a table every app server sharing the
   * database reads) or `s3` (a bucket on any S3-compatible server; then S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY_ID and
   * S3_SECRET_ACCESS_KEY are required). The keys stay on the server.
   */
  MEDIA_STORE: z.enum(['postgres', 's3'], { error: 'must be postgres or s3' }).default('postgres'),
  S3_ENDPOINT: optionalText.pipe(z.url({ error: 'must be a URL such as https://s3.eu-central-1.amazonaws.com or http://127.0.0.1:9000' }).optional()),
  S3_BUCKET: optionalText.pipe(z.string().regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'must be a bucket name (3–63 lower-case letters, digits, dots, hyphens)').optional()),
  S3_REGION: optionalText.pipe(z.string().regex(/^[a-z0-9-]+$/, 'must be a region such as eu-central-1').default('us-east-1')),
  S3_ACCESS_KEY_ID: optionalText,
  S3_SECRET_ACCESS_KEY: optionalText,
  /** Prepended to every object key, e.g. `excursio/photos/`. */
  S3_PREFIX: optionalText.pipe(z.string().regex(/^[A-Za-z0-9!_.*'()/-]*$/, 'letters, digits and / - _ . only').default('')),
}).superRefine((env, ctx) => {
  if (env.MEDIA_STORE !== 's3') return
  for (const name of ['S3_ENDPOINT', 'S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const) {
    if (!env[name]) ctx.addIssue({ code: 'custom', path: [name], message: 'is required when MEDIA_STORE=s3' })
  }
})

type Env = z.infer<typeof EnvSchema>

export function parseEnv(source: Record<string, string | undefined>): Env {
  const result = EnvSchema.safeParse(source)
  if (!result.success) {
    const problems = result.error.issues.map((i) => `${String(i.path[0] ?? '')}: ${i.message}`).join('; ')
    throw new Error(`Invalid environment: ${problems}`)
  }
  return result.data
}

export const env: Env = parseEnv(process.env)
