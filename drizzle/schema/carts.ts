// A visitor's cart, before anything is held: items point at a slot and snapshot the price
// they were shown, so the checkout can report "Some prices have been updated."
import { sql } from 'drizzle-orm'
import { boolean, check, index, integer, jsonb, pgTable, text, unique, uuid } from 'drizzle-orm/pg-core'
import { availabilitySlots } from './availability'
import { createdAt, currency, id, money, tenantId, timestamptz } from './columns'
import { cartItemStatus } from './enums'
import { pickupPoints } from './extras'
import { options } from './options'
import { experiences } from './experiences'
import { users } from './users'

/** How many of each unit type: `{ adult: 2, child: 1 }`, or `{ item: 1 }` for a boat. */
import type { ExtraSelection, UnitQuantities } from '../../app/domain/booking-contract'

export type { ExtraSelection, UnitQuantities } from '../../app/domain/booking-contract'

export const carts = pgTable(
  'carts',
  {
    id: id(),
    tenantId: tenantId(),
    /** Random token in the guest's cookie; a signed-in user's cart has userId instead. */
    guestToken: text(),
    userId: uuid().references(() => users.id, { onDelete: 'set null' }),
    currency: currency().notNull(),
    promoCode: text(),
    createdAt: createdAt(),
    updatedAt: timestamptz().notNull().defaultNow(),
  },
  (t) => [
    unique('carts_tenant_guest_token_unique').on(t.tenantId, t.guestToken),
    index('carts_tenant_user_idx').on(t.tenantId, t.userId),
    check('carts_owner_check', sql`${t.guestToken} is not null or ${t.userId} is not null`),
  ],
)

export const cartItems = pgTable(
  'cart_items',
  {
    id: id(),
    tenantId: tenantId(),
    cartId: uuid()
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    experienceId: uuid()
      .notNull()
      .references(() => experiences.id),
    optionId: uuid()
      .notNull()
      .references(() => options.id),
    slotId: uuid()
      .notNull()
      .references(() => availabilitySlots.id),
    unitQuantities: jsonb().$type<UnitQuantities>().notNull(),
    /** People travelling; differs from unit counts when pricing is per item. */
    travellers: integer().notNull(),
    extras: jsonb().$type<ExtraSelection[]>().notNull().default([]),
    pickupPointId: uuid().references(() => pickupPoints.id),
    pickupTime: text(),
    pickupAddress: text(),
    payLater: boolean().notNull().default(false),
    priceAmount: money().notNull(),
    originalPriceAmount: money(),
    currency: currency().notNull(),
    status: cartItemStatus().notNull().default('PENDING'),
    createdAt: createdAt(),
  },
  (t) => [index('cart_items_cart_idx').on(t.cartId), index('cart_items_tenant_idx').on(t.tenantId)],
)
