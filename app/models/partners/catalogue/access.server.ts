// An experience as the catalogue editor reaches it: always within one supplier. Another supplier's experience,
// a deleted one and a malformed id get the same answer, 404, with nothing read beyond the check.
import { and, eq } from 'drizzle-orm'
import { experiences, experienceTranslations } from '../../../../drizzle/schema'
import type { Db } from '../../../utils/db.server'

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

export type SupplierExperience = {
  id: string
  slug: string
  supplierId: string
  status: (typeof experiences.$inferSelect)['status']
  timeZone: string
  pricingMode: (typeof experiences.$inferSelect)['pricingMode']
  title: string
}

/** The experience `experienceId` of supplier `supplierId`, or null (unknown, another supplier's, malformed id). */
export async function findSupplierExperience(db: Db, supplierId: string, experienceId: string | undefined): Promise<SupplierExperience | null> {
  if (!experienceId || !UUID.test(experienceId)) return null
  const [row] = await db
    .select({
      id: experiences.id,
      slug: experiences.slug,
      supplierId: experiences.supplierId,
      status: experiences.status,
      timeZone: experiences.timeZone,
      pricingMode: experiences.pricingMode,
      title: experienceTranslations.title,
    })
    .from(experiences)
    .leftJoin(experienceTranslations, and(eq(experienceTranslations.experienceId, experiences.id), eq(experienceTranslations.locale, 'en')))
    .where(and(eq(experiences.id, experienceId), eq(experiences.supplierId, supplierId)))
    .limit(1)
  return row ? { ...row, title: row.title ?? row.slug } : null
}

/** As findSupplierExperience, but a miss is the hub's 404 response (thrown from a loader or action). */
export async function requireSupplierExperience(db: Db, supplierId: string, experienceId: string | undefined): Promise<SupplierExperience> {
  const found = await findSupplierExperience(db, supplierId, experienceId)
  if (!found) throw new Response('Not found', { status: 404 })
  return found
}
