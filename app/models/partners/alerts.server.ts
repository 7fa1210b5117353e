// Emails to a supplier about its bookings (issue 22): each staff member who keeps that alert on gets one in
// their own language; a supplier with nobody on that alert gets it at its contact address, in English. Queued
// in the transaction of the change, so a rolled-back change alerts nobody.
import { and, eq, inArray, isNull } from 'drizzle-orm'
import { bookings, experiences, orders, staffAccounts, staffMemberships, suppliers, type StaffAlert } from '../../../drizzle/schema/index'
import type { Db } from '../../utils/db.server'
import type { HubBookingEvent, HubBookingMail } from '../../domain/hub-mail'
import type { Locale } from '../../domain/locales'
import { bookingReference } from '../../domain/booking-reference'
import { enqueueEmail } from '../../services/mail/enqueue.server'
import { loadOrderView } from '../orders/orders.server'
import { hubOriginForLinks, tenantById } from '../platform/tenant-directory.server'
import { decisionUrl } from './decision-links.server'

/** Which switch of a staff member's alerts an event belongs to: the answer window's emails go with requests. */
const ALERT_OF: Record<HubBookingEvent, StaffAlert> = {
  new_booking: 'new_booking',
  on_request: 'on_request',
  reminder: 'on_request',
  auto_declined: 'on_request',
  pay_later: 'pay_later',
  cancellation: 'cancellation',
}

type Recipient = { email: string; locale: string }

export async function alertSupplier(tx: Db, bookingIds: string[], event: HubBookingEvent, extra: { cancelledBy?: 'buyer' | 'supplier' } = {}): Promise<number> {
  if (!bookingIds.length) return 0
  const rows = await tx
    .select({
      id: bookings.id,
      tenantId: bookings.tenantId,
      answerDueAt: bookings.answerDueAt,
      purchaseId: orders.purchaseId,
      phone: orders.phone,
      phoneCode: orders.phoneCountryCode,
      supplierId: suppliers.id,
      supplierSlug: suppliers.slug,
      supplierName: suppliers.name,
      contactEmail: suppliers.contactEmail,
    })
    .from(bookings)
    .innerJoin(orders, eq(orders.id, bookings.orderId))
    .innerJoin(experiences, eq(experiences.id, bookings.experienceId))
    .innerJoin(suppliers, eq(suppliers.id, experiences.supplierId))
    .where(inArray(bookings.id, bookingIds))
  if (!rows.length) return 0
  const staff = await tx
    .select({ supplierId: staffMemberships.supplierId, email: staffAccounts.email, locale: staffAccounts.locale, alerts: staffAccounts.alerts })
    .from(staffMemberships)
    .innerJoin(staffAccounts, eq(staffAccounts.id, staffMemberships.staffId))
    .where(and(inArray(staffMemberships.supplierId, [...new Set(rows.map((r) => r.supplierId))]), isNull(staffAccounts.disabledAt)))
  const views = new Map<string, Awaited<ReturnType<typeof loadOrderView>>>()
  const viewOf = async (tenantId: string, purchaseId: string, locale: string) => {
    const key = `${tenantId}:${purchaseId}:${locale}`
    if (!views.has(key)) views.set(key, await loadOrderView(tx, tenantId, purchaseId, locale as Locale))
    return views.get(key)
  }
  let sent = 0
  for (const row of rows) {
    const tenant = tenantById(row.tenantId)
    if (!tenant) continue
    const team: Recipient[] = staff.filter((s) => s.supplierId === row.supplierId && s.alerts.includes(ALERT_OF[event]))
    const recipients = team.length ? team : [{ email: row.contactEmail, locale: 'en' }]
    for (const to of recipients) {
      const locale = tenant.locales.includes(to.locale as Locale) ? to.locale : 'en'
      const view = await viewOf(row.tenantId, row.purchaseId, locale)
      const position = view?.bookings.findIndex((b) => b.id === row.id) ?? -1
      const b = view?.bookings[position]
      if (!view || !b) continue
      const answer =
        (event === 'on_request' || event === 'reminder') && row.answerDueAt
          ? { confirmUrl: decisionUrl(row.id, 'confirm', row.answerDueAt), declineUrl: decisionUrl(row.id, 'decline', row.answerDueAt), answerDueAt: row.answerDueAt.toISOString() }
          : {}
      const hub: HubBookingMail = {
        type: 'booking',
        event,
        supplier: row.supplierName,
        tenant: tenant.name,
        reference: bookingReference(view.number, position),
        experience: b.title,
        option: b.optionName,
        date: b.date,
        time: b.startTime,
        timeZone: b.timeZone,
        units: b.unitQuantities,
        leadName: view.buyerName,
        email: view.email,
        phone: `${row.phoneCode} ${row.phone}`.trim(),
        amount: b.amount,
        currency: view.currency,
        ...(b.answers?.length ? { answers: b.answers } : {}),
        url: `${hubOriginForLinks()}/s/${row.supplierSlug}/bookings/${row.id}`,
        ...answer,
        ...(event === 'cancellation' ? { cancelledBy: extra.cancelledBy ?? 'buyer' } : {}),
      }
      await enqueueEmail(tx, { tenantId: row.tenantId, kind: 'hub', to: to.email, locale: to.locale, hub })
      sent++
    }
  }
  return sent
}

/**
 * The supplier's side of an order email (effects.server.ts emailOrder): a held order tells each supplier of its
 * requests and of its bookings already confirmed; a confirmed, partial or pay-later order tells them of its
 * bookings, unless the order was held first (then the hold's email told them, or they answered themselves).
 */
export async function alertForOrderEmail(tx: Db, orderId: string, kind: string): Promise<void> {
  if (kind !== 'order_on_hold' && kind !== 'order_confirmed' && kind !== 'order_partial' && kind !== 'order_pay_later') return
  const list = await tx.select({ id: bookings.id, status: bookings.status, payLater: bookings.payLater, answerDueAt: bookings.answerDueAt }).from(bookings).where(eq(bookings.orderId, orderId))
  if (kind !== 'order_on_hold' && list.some((b) => b.answerDueAt)) return
  const confirmed = list.filter((b) => b.status === 'CONFIRMED')
  if (kind === 'order_on_hold') await alertSupplier(tx, list.filter((b) => b.status === 'PENDING_SUPPLIER').map((b) => b.id), 'on_request')
  await alertSupplier(tx, confirmed.filter((b) => !b.payLater).map((b) => b.id), 'new_booking')
  await alertSupplier(tx, confirmed.filter((b) => b.payLater).map((b) => b.id), 'pay_later')
}
