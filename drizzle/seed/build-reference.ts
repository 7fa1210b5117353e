// Rows for the small reference tables: suppliers, places, facets, exchange rates (policies: policies.ts).
import type * as schema from '../schema'
import { FACETS } from './facets'
import { ids } from './ids'
import { CATEGORIES, CITIES } from './places'
import { EXCHANGE_RATES, SUPPLIERS } from './suppliers'

const SEEDED_AT = new Date('2025-01-01T00:00:00Z')

export function buildReferenceRows() {
  return {
    suppliers: SUPPLIERS.map(
      (s): typeof schema.suppliers.$inferInsert => ({ id: ids.supplier(s.slug), ...s, createdAt: SEEDED_AT }),
    ),
    cities: CITIES.map(
      (c, position): typeof schema.cities.$inferInsert => ({
        id: ids.city(c.slug),
        slug: c.slug,
        name: c.name,
        countryCode: c.countryCode,
        timeZone: c.timeZone,
        latitude: c.latitude,
        longitude: c.longitude,
        position,
      }),
    ),
    categories: CATEGORIES.map(
      (c, position): typeof schema.categories.$inferInsert => ({ id: ids.category(c.slug), ...c, position }),
    ),
    facets: FACETS.map(
      (f, position): typeof schema.facets.$inferInsert => ({ id: ids.facet(f.kind, f.slug), ...f, position }),
    ),
    exchangeRates: EXCHANGE_RATES.map(
      (r): typeof schema.exchangeRates.$inferInsert => ({ ...r, updatedAt: SEEDED_AT }),
    ),
  }
}
