// Relations for db.query across tenant-owned rows. They do not filter by tenant: callers still must.
import { relations } from 'drizzle-orm'
import { availabilitySlots } from './availability'
import { cartItems, carts } from './carts'
import { customOfferRequests } from './content'
import { experiences } from './experiences'
import { pickupPoints } from './extras'
import { options } from './options'
import { bookings, orders } from './orders'
import { invoices, payments } from './payments'
import { passwordResetTokens, sessions, users } from './users'

export const usersRelations = relations(users, ({ many }) => ({
  sessions: many(sessions),
  passwordResetTokens: many(passwordResetTokens),
  carts: many(carts),
  orders: many(orders),
}))

export const sessionsRelations = relations(sessions, ({ one }) => ({
  user: one(users, { fields: [sessions.userId], references: [users.id] }),
}))

export const passwordResetTokensRelations = relations(passwordResetTokens, ({ one }) => ({
  user: one(users, { fields: [passwordResetTokens.userId], references: [users.id] }),
}))

export const cartsRelations = relations(carts, ({ one, many }) => ({
  user: one(users, { fields: [carts.userId], references: [users.id] }),
  items: many(cartItems),
}))

export const cartItemsRelations = relations(cartItems, ({ one }) => ({
  cart: one(carts, { fields: [cartItems.cartId], references: [carts.id] }),
  experience: one(experiences, { fields: [cartItems.experienceId], references: [experiences.id] }),
  option: one(options, { fields: [cartItems.optionId], references: [options.id] }),
  slot: one(availabilitySlots, { fields: [cartItems.slotId], references: [availabilitySlots.id] }),
  pickupPoint: one(pickupPoints, { fields: [cartItems.pickupPointId], references: [pickupPoints.id] }),
}))

export const ordersRelations = relations(orders, ({ one, many }) => ({
  user: one(users, { fields: [orders.userId], references: [users.id] }),
  cart: one(carts, { fields: [orders.cartId], references: [carts.id] }),
  bookings: many(bookings),
  payments: many(payments),
  invoices: many(invoices),
}))

export const bookingsRelations = relations(bookings, ({ one }) => ({
  order: one(orders, { fields: [bookings.orderId], references: [orders.id] }),
  experience: one(experiences, { fields: [bookings.experienceId], references: [experiences.id] }),
  option: one(options, { fields: [bookings.optionId], references: [options.id] }),
  slot: one(availabilitySlots, { fields: [bookings.slotId], references: [availabilitySlots.id] }),
  pickupPoint: one(pickupPoints, { fields: [bookings.pickupPointId], references: [pickupPoints.id] }),
}))

export const paymentsRelations = relations(payments, ({ one }) => ({
  order: one(orders, { fields: [payments.orderId], references: [orders.id] }),
}))

export const invoicesRelations = relations(invoices, ({ one }) => ({
  order: one(orders, { fields: [invoices.orderId], references: [orders.id] }),
}))

export const customOfferRequestsRelations = relations(customOfferRequests, ({ one }) => ({
  experience: one(experiences, { fields: [customOfferRequests.experienceId], references: [experiences.id] }),
  option: one(options, { fields: [customOfferRequests.optionId], references: [options.id] }),
}))
