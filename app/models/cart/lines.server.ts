// The facts a cart line is judged on (its departure, option, units, extras, pickup points, experience), loaded
// in one relational query. Adding an item, checking the cart and placing the order all read them through here
// and judge them with cart-rules.ts, so the three can never disagree.
import { and, asc, eq, inArray } from 'drizzle-orm'
import { availabilitySlots, experienceImages, experiences, experienceTranslations } from '../../../drizzle/schema/index'
import type { RequestContext } from '../../utils/context'
import type { Db } from '../../utils/db.server'
import type { Locale } from '../../domain/locales'
import { inScope } from '../catalogue/catalogue.server'
import { pick } from '../catalogue/experience.server'

function querySlots(db: Db, slotIds: string[], locale: Locale) {
  return db.query.availabilitySlots.findMany({
    where: inArray(availabilitySlots.id, slotIds),
    with: {
      option: {
        with: {
          units: true,
          cancellationPolicy: true,
          experience: {
            with: {
              city: { columns: { slug: true, name: true } },
              translations: { columns: { locale: true, title: true }, where: inArray(experienceTranslations.locale, [locale, 'en']) },
              images: { columns: { url: true }, orderBy: asc(experienceImages.position), limit: 1 },
              // Taken off sale in the hub (decision 051): a line that chose one becomes unavailable.
              extras: { where: (x) => eq(x.active, true) },
              pickupPoints: { where: (p) => eq(p.active, true) },
            },
          },
        },
      },
    },
  })
}

type SlotRow = Awaited<ReturnType<typeof querySlots>>[number]

function toFacts(row: SlotRow, locale: Locale) {
  const { option, ...slot } = row
  const { experience, units, cancellationPolicy, ...rest } = option
  const { translations, images, city, extras, ...ex } = experience
  const title = translations.find((t) => t.locale === locale)?.title ?? translations.find((t) => t.locale === 'en')?.title ?? ex.slug
  return {
    slot: { ...slot, startsAt: new Date(slot.startsAt), endsAt: new Date(slot.endsAt) },
    option: { ...rest, name: pick(rest.name, locale), policy: cancellationPolicy },
    units,
    experience: {
      ...ex,
      title,
      citySlug: city.slug,
      cityName: pick(city.name, locale),
      imageUrl: images[0]?.url ?? null,
      extras: extras.map((x) => ({ id: x.id, name: pick(x.name, locale), priceAmount: x.priceAmount, currency: x.currency, pricing: x.pricing })),
    },
  }
}

export type LineFacts = ReturnType<typeof toFacts>

/** Facts by slot id; a slot that no longer exists is simply missing from the map. */
export async function loadLineFacts(db: Db, slotIds: string[], locale: Locale): Promise<Map<string, LineFacts>> {
  if (!slotIds.length) return new Map()
  const rows = await querySlots(db, [...new Set(slotIds)], locale)
  return new Map(rows.map((row) => [row.id, toFacts(row, locale)]))
}

/** The ids among `experienceIds` this tenant sells right now (live, not expired, one of its suppliers). */
export async function experiencesInScope(ctx: RequestContext, experienceIds: string[]): Promise<Set<string>> {
  if (!experienceIds.length) return new Set()
  const rows = await ctx.db
    .select({ id: experiences.id })
    .from(experiences)
    .where(and(inArray(experiences.id, [...new Set(experienceIds)]), inScope(ctx)))
  return new Set(rows.map((r) => r.id))
}
