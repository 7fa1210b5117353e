// The email payload of a custom offer's answer, read inside the transaction of the change that sends it.
import { eq } from 'drizzle-orm'
import { experiences } from '../../../drizzle/schema/index'
import type { Db } from '../../utils/db.server'
import type { CustomOfferMail } from '../../domain/booking-contract'
import type { OfferRow } from './links.server'
import { titleOf } from './custom-offers.server'

export async function offerMail(db: Db, offer: OfferRow, locale: string, url: string | null, orderNumber: string | null = null): Promise<CustomOfferMail> {
  const [experience] = await db.select({ slug: experiences.slug, timeZone: experiences.timeZone }).from(experiences).where(eq(experiences.id, offer.experienceId))
  const title = await titleOf({ db } as Parameters<typeof titleOf>[0], offer.experienceId, locale)
  return {
    experienceTitle: title ?? experience?.slug ?? '',
    name: offer.name,
    travellers: offer.travellers,
    amount: offer.offerAmount,
    currency: offer.offerCurrency,
    date: offer.offerDate,
    time: offer.offerTime,
    timeZone: experience?.timeZone ?? 'UTC',
    note: offer.offerNote,
    expiresAt: offer.offerExpiresAt?.toISOString() ?? null,
    orderNumber,
    url,
  }
}
