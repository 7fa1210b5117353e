// The /contact-us form's model: a message is rate-limited (decision 019), stored for the tenant and, in the
// same transaction, queued as an email to the tenant's contact address (docs/decisions/025-contact-and-help-centre.md).
import { contactMessages } from '../../../drizzle/schema/content'
import { enqueueEmail } from '../../services/mail/enqueue.server'
import { addressKey } from '../../utils/client-address.server'
import type { ContactInput } from '../../domain/contact-schema'
import type { RequestContext } from '../../utils/context'
import type { Db } from '../../utils/db.server'
import { normalizeEmail } from '../accounts/account-limits.server'
import { consumeRateLimits, type RateLimit, type RateLimitOutcome } from '../platform/rate-limit.server'

const HOUR = 60 * 60

const CONTACT_LIMITS = {
  /** One address writing to one site: a person rarely sends more than a few messages an hour. */
  address: { name: 'contact:address', points: 5, durationSeconds: HOUR },
  /** One sender from many addresses, so the team's inbox cannot be flooded in someone's name. */
  email: { name: 'contact:email', points: 3, durationSeconds: HOUR },
} as const satisfies Record<string, RateLimit>

export async function sendContactMessage(ctx: RequestContext, input: ContactInput): Promise<{ id: string } | Extract<RateLimitOutcome, { limited: true }>> {
  const limited = await consumeRateLimits(ctx.db, [
    { limit: CONTACT_LIMITS.address, key: `${ctx.tenant.id}|${addressKey(ctx.clientIp)}` },
    { limit: CONTACT_LIMITS.email, key: `${ctx.tenant.id}|${normalizeEmail(input.email)}` },
  ])
  if (limited.limited) return limited
  return ctx.db.transaction(async (tx) => {
    const t = tx as unknown as Db
    const [row] = await t
      .insert(contactMessages)
      .values({ tenantId: ctx.tenant.id, ...input, email: normalizeEmail(input.email), locale: ctx.locale })
      .returning({ id: contactMessages.id })
    // The team reads English, the tenant's default language (as with custom offer requests).
    await enqueueEmail(t, { tenantId: ctx.tenant.id, kind: 'contact_received', to: ctx.tenant.contact.email, locale: 'en', contact: { ...input, locale: ctx.locale } })
    return { id: row!.id }
  })
}
