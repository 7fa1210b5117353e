// The supplier's answer to a custom offer request, from the signed link in the team's email: a price, a date
// (and time) and a note, or a decline. One guarded statement each (NEW → OFFERED / DECLINED) with the buyer's
// email in the same transaction; a second answer finds the status it left and changes nothing.
import { and, eq, lte } from 'drizzle-orm'
import { customOfferRequests } from '../../../drizzle/schema/index'
import type { RequestContext } from '../../utils/context'
import type { Db } from '../../utils/db.server'
import { todayIn } from '../../domain/zoned-time'
import { enqueueEmail } from '../../services/mail/enqueue.server'
import { buyerOfferUrl, offerPriceExpiry, type OfferRow } from './links.server'
import { offerMail } from './mail.server'

export type SupplierAnswer =
  | { decision: 'offer'; amount: number; date: string; time: string | null; note: string | null }
  | { decision: 'decline'; note: string | null }

type AnswerResult = { ok: true; offer: OfferRow } | { ok: false; reason: 'already_answered'; offer: OfferRow } | { ok: false; reason: 'date_past' }

export async function answerCustomOffer(ctx: RequestContext, offer: OfferRow, answer: SupplierAnswer, origin: string, now = new Date()): Promise<AnswerResult> {
  if (answer.decision === 'offer' && answer.date < todayIn(ctx.tenant.timeZone, now)) return { ok: false, reason: 'date_past' }
  const expiresAt = offerPriceExpiry(now)
  const values =
    answer.decision === 'offer'
      ? { status: 'OFFERED' as const, offerAmount: answer.amount, offerCurrency: ctx.tenant.currency, offerDate: answer.date, offerTime: answer.time, offerNote: answer.note, offerExpiresAt: expiresAt }
      : { status: 'DECLINED' as const, offerNote: answer.note }
  const updated = await ctx.db.transaction(async (tx) => {
    const t = tx as unknown as Db
    const [row] = await t
      .update(customOfferRequests)
      .set({ ...values, answeredAt: now, updatedAt: now })
      .where(and(eq(customOfferRequests.id, offer.id), eq(customOfferRequests.tenantId, ctx.tenant.id), eq(customOfferRequests.status, 'NEW')))
      .returning()
    if (!row) return null
    const url = buyerOfferUrl(origin, ctx.tenant.id, row, expiresAt)
    const kind = row.status === 'OFFERED' ? 'custom_offer_made' : 'custom_offer_declined'
    await enqueueEmail(t, { tenantId: ctx.tenant.id, kind, to: row.email, locale: row.locale, offer: await offerMail(t, row, row.locale, url) })
    return row
  })
  if (updated) return { ok: true, offer: updated }
  const [current] = await ctx.db.select().from(customOfferRequests).where(and(eq(customOfferRequests.id, offer.id), eq(customOfferRequests.tenantId, ctx.tenant.id)))
  return { ok: false, reason: 'already_answered', offer: current ?? offer }
}

/** OFFERED → EXPIRED for every offered price past its validity, each with its email (the mail worker's round). */
export async function expireCustomOffers(db: Db, now = new Date()): Promise<number> {
  return db.transaction(async (tx) => {
    const t = tx as unknown as Db
    const rows = await t
      .update(customOfferRequests)
      .set({ status: 'EXPIRED', updatedAt: now })
      .where(and(eq(customOfferRequests.status, 'OFFERED'), lte(customOfferRequests.offerExpiresAt, now)))
      .returning()
    for (const row of rows) await enqueueEmail(t, { tenantId: row.tenantId, kind: 'custom_offer_expired', to: row.email, locale: row.locale, offer: await offerMail(t, row, row.locale, null) })
    return rows.length
  })
}
