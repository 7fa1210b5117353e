// One demo promo code per demo tenant, so the cart's and checkout's promo field can be tried (and tested):
// WELCOME10 takes 10% off, with no dates and no usage limit.
import type * as schema from '../schema'
import { seedId } from './random'

const DEMO_TENANTS = ['excursio', 'deira', 'get-that-boat'] as const

export function buildPromoCodes(): Array<typeof schema.promoCodes.$inferInsert> {
  return DEMO_TENANTS.map((tenantId) => ({ id: seedId(`promo:${tenantId}:WELCOME10`), tenantId, code: 'WELCOME10', kind: 'percent' as const, value: 10 }))
}
