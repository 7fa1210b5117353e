// "Request a custom offer" (start negotiation) for experiences without a fixed price: the request is stored
// and, in the same transaction, an email to the tenant's team and a copy to the requester go to the outbox.
import { and, eq } from 'drizzle-orm'
import { z } from '~/domain/zod'
import { customOfferRequests, experiences, experienceTranslations, options } from '../../../drizzle/schema/index'
import type { RequestContext } from '../../utils/context'
import type { Db } from '../../utils/db.server'
import { fail, ok, type Result } from '../../domain/cart-errors'
import { inScope } from '../catalogue/catalogue.server'
import { enqueueEmail } from '../../services/mail/enqueue.server'
import { supplierAnswerUrl } from './links.server'

const CustomOfferSchema = z.object({
  experienceSlug: z.string().min(1).max(200),
  optionId: z.uuid().nullable().default(null),
  name: z.string().trim().min(1).max(120),
  email: z.email().max(200),
  phone: z.string().trim().max(40).nullable().default(null),
  travellers: z.number().int().min(1).max(500),
  preferredDate: z.iso.date().nullable().default(null),
  message: z.string().trim().min(1).max(4000),
})

type CustomOfferError = { code: 'invalid_input' } | { code: 'experience_not_found' } | { code: 'option_not_found' }

/** `origin`: the site the visitor is on; the team's email links back to it to answer the request. */
export async function createCustomOfferRequest(ctx: RequestContext, input: unknown, origin: string): Promise<Result<{ id: string }, CustomOfferError>> {
  const parsed = CustomOfferSchema.safeParse(input)
  if (!parsed.success) return fail({ code: 'invalid_input' })
  const data = parsed.data
  const [experience] = await ctx.db
    .select({ id: experiences.id, hasFixedPrice: experiences.hasFixedPrice, slug: experiences.slug })
    .from(experiences)
    .where(and(eq(experiences.slug, data.experienceSlug), inScope(ctx)))
  // Only experiences without a price take requests, unless the tenant offers custom offers on everything.
  if (!experience || (experience.hasFixedPrice && !ctx.tenant.features.customOffers)) return fail({ code: 'experience_not_found' })
  if (data.optionId) {
    const [option] = await ctx.db
      .select({ id: options.id })
      .from(options)
      .where(and(eq(options.id, data.optionId), eq(options.experienceId, experience.id)))
    if (!option) return fail({ code: 'option_not_found' })
  }
  // The team reads English (the tenant's default language); the requester's copy is in their language.
  const title = await titleOf(ctx, experience.id, 'en')
  const id = await ctx.db.transaction(async (tx) => {
    const t = tx as unknown as Db
    const [row] = await t
      .insert(customOfferRequests)
      .values({ tenantId: ctx.tenant.id, experienceId: experience.id, ...data, email: data.email.toLowerCase(), locale: ctx.locale })
      .returning({ id: customOfferRequests.id, createdAt: customOfferRequests.createdAt })
    const customOffer = { experienceTitle: title ?? experience.slug, name: data.name, email: data.email, phone: data.phone, travellers: data.travellers, preferredDate: data.preferredDate, message: data.message }
    const replyUrl = supplierAnswerUrl(origin, ctx.tenant.id, row!.id, row!.createdAt)
    await enqueueEmail(t, { tenantId: ctx.tenant.id, kind: 'custom_offer_received', to: ctx.tenant.contact.email, locale: 'en', customOffer: { ...customOffer, replyUrl } })
    await enqueueEmail(t, { tenantId: ctx.tenant.id, kind: 'custom_offer_received', to: data.email, locale: ctx.locale, customOffer })
    return row!.id
  })
  return ok({ id })
}

export async function titleOf(ctx: RequestContext, experienceId: string, locale: string): Promise<string | null> {
  const rows = await ctx.db
    .select({ locale: experienceTranslations.locale, title: experienceTranslations.title })
    .from(experienceTranslations)
    .where(eq(experienceTranslations.experienceId, experienceId))
  return rows.find((r) => r.locale === locale)?.title ?? rows.find((r) => r.locale === 'en')?.title ?? null
}
