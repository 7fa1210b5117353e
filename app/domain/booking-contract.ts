// The types shared by the cart, checkout, payment and mail modules, so each can be built and tested
// on its own. Types only: no runtime code, no db import (safe to import from client components).
import type { TenantConfig } from './tenant-config'
import type { HubMail } from './hub-mail'
import type { CancellationNow } from './cancellation'

/** How many of each unit a line books (spec §3: adult, child, infant, or per item). */
export type UnitQuantities = Partial<Record<'adult' | 'child' | 'infant' | 'item', number>>
export type ExtraSelection = { extraId: string; quantity: number }

/**
 * Whose cart: the guest token from the HttpOnly `cart` cookie, or the signed-in user. `grantedPurchaseIds`: the
 * orders this browser found with the guest look-up (signed `order_grants` cookie); only canSeeOrder reads it.
 */
export type CartOwner = { guestToken: string | null; userId: string | null; grantedPurchaseIds?: readonly string[] }

/** One cart line as the cart page and checkout show it, priced now in the cart's currency. */
export type CartLine = {
  id: string
  experienceId: string
  experienceSlug: string
  /** The path of the experience page on this tenant (supplier or marketplace shape), unprefixed. */
  experiencePath: string
  title: string
  imageUrl: string | null
  optionId: string
  optionName: string
  date: string
  startTime: string
  timeZone: string
  /** The place whose clock the start time is given in, as the experience page names it (its city, in the view's language). */
  zone?: string
  unitQuantities: UnitQuantities
  travellers: number
  /** Per-item options: how many travellers one item holds (spec §5 "up to {capacity} per item"). */
  capacityPerItem: number | null
  extras: Array<ExtraSelection & { name: string; amount: number }>
  pickup: { pointId: string; name: string; address: string; time: string } | null
  payLater: boolean
  /** On-request experiences: the card is only authorised until the supplier confirms. */
  onRequest: boolean
  /** Minor units in `currency`: what the visitor was shown when adding, and what it costs now. */
  shownAmount: number
  currentAmount: number | null
  currency: string
  status: 'APPROVED' | 'UNAVAILABLE' | 'PRICE_CHANGED'
  /** What cancelling means at the time of the check (a passed free deadline is not offered); null without a policy. */
  cancellation: CancellationNow | null
}

/** Spec §4 cart check outcomes. */
export type CartCheckOutcome = 'ok' | 'some_unavailable' | 'prices_updated' | 'unavailable_and_prices_updated' | 'none_available'

export type CartTotals = {
  currency: string
  /** Sum of the available lines' current amounts. */
  subtotal: number
  discount: number
  total: number
  /** Part of `total` that is paid later (pay-later lines), not charged now. */
  payLaterAmount: number
  /** What the card is charged (or authorised) now. */
  payNowAmount: number
}

export type PromoState =
  | { code: string; status: 'applied'; kind: 'percent' | 'fixed'; value: number }
  | { code: string; status: 'invalid' | 'expired' | 'used_up' | 'below_minimum'; minimum?: number }

export type CheckedCart = {
  cartId: string
  lines: CartLine[]
  outcome: CartCheckOutcome
  promo: PromoState | null
  totals: CartTotals
}

/** The buyer form of spec §3, parsed. */
type Buyer = {
  firstName: string
  lastName: string
  email: string
  phoneCountryCode: string
  phone: string
}

export type PlaceOrderInput = {
  owner: CartOwner
  buyer: Buyer
  promoCode: string | null
  /** From a hidden field of the checkout form: a double submit or a retried request places one order. */
  idempotencyKey: string
  /** The total the visitor confirmed; when the re-priced total differs the order is not placed. */
  confirmedTotal: number
  /** Absolute origin of this tenant's site, for the payment provider's return URLs. */
  origin: string
  /** Answers to the booking questions, by cart line id then question id (app/domain/booking-questions.ts). */
  answers?: Record<string, Record<string, string | undefined>>
}

export type PlaceOrderResult =
  | { kind: 'placed'; orderNumber: string; purchaseId: string; next: { type: 'redirect'; url: string } }
  | { kind: 'cart_changed'; cart: CheckedCart }
  | { kind: 'sold_out'; cart: CheckedCart }
  | { kind: 'empty' }
  /** A booking question is unanswered or its answer is malformed: messages by form field (`answers.{line}.{question}`). */
  | { kind: 'answers_invalid'; fieldErrors: Record<string, string[]> }
  /** The order is placed but the provider refused to open a session: 'Oops! Something Went Wrong'; the hold expires. */
  | { kind: 'payment_unavailable'; orderNumber: string; purchaseId: string }

export type OrderOutcome = 'in_progress' | 'success' | 'partial' | 'failed' | 'on_hold' | 'pay_later'

/** What the outcome screens render; read by purchase id, scoped to the tenant. */
export type OrderView = {
  number: string
  purchaseId: string
  outcome: OrderOutcome
  status: string
  currency: string
  totalAmount: number
  /** Money charged and then returned, e.g. for unavailable items of a partial order. */
  refundedAmount: number
  /** Whether any money was received: the failure screen then states the 24-hour refund. */
  moneyReceived: boolean
  email: string
  buyerName: string
  createdAt: string
  bookings: Array<{
    id: string
    title: string
    optionName: string
    date: string
    startTime: string
    timeZone: string
    /** The experience's own place name for its clock (its city), as its page says it. */
    zone?: string
    unitQuantities: UnitQuantities
    amount: number
    status: 'ON_HOLD' | 'PENDING_SUPPLIER' | 'CONFIRMED' | 'EXPIRED' | 'CANCELLED' | 'FAILED'
    experiencePath: string
    freeCancellationUntil: string | null
    /** The booking questions as answered at checkout, in the view's language when the buyer wrote in it (older emails: none). */
    answers?: Array<{ label: string; value: string }>
  }>
}

/** The payment outcome a provider reports, by webhook or by the return redirect; both end here. */
export type PaymentEvent = {
  provider: 'sandbox' | 'stripe'
  /** Unique per delivery source event: redeliveries of the same event are no-ops. */
  eventId: string
  purchaseId: string
  tenantId: string
  type: 'payment.succeeded' | 'payment.authorised' | 'payment.failed'
  amount: number
  currency: string
  providerReference: string
  failureReason?: PaymentFailureReason
}

/** Why a card payment failed, from a fixed set (a provider's own words never reach the buyer); 'other' says nothing more. */
export const PAYMENT_FAILURE_REASONS = ['card_declined', 'insufficient_funds', 'expired_card', 'other'] as const
export type PaymentFailureReason = (typeof PAYMENT_FAILURE_REASONS)[number]

/** A payment session the platform asks a provider for; the buyer is redirected to `url`. */
export type PaymentSessionRequest = {
  tenantId: string
  purchaseId: string
  orderNumber: string
  amount: number
  currency: string
  /** 'authorise' for on-request experiences: the money is held and captured when the supplier confirms. */
  mode: 'capture' | 'authorise'
  description: string
  customerEmail: string
  locale: string
  /** Where the provider sends the buyer back (it carries `purchase={purchaseId}`), and where it posts webhooks. */
  returnUrl: string
  cancelUrl: string
  webhookUrl: string
  idempotencyKey: string
}

export type MoneyMovement = { providerReference: string; amount: number; currency: string; idempotencyKey: string }

/** Every payment provider behind one interface (app/services/payments), chosen per tenant. */
export interface PaymentProvider {
  id: 'sandbox' | 'stripe'
  createSession(request: PaymentSessionRequest): Promise<{ url: string; providerReference: string }>
  /** Charges an authorisation (on-hold orders, once the supplier confirms). */
  capture(movement: MoneyMovement): Promise<{ ok: boolean }>
  /** Releases an authorisation without charging (the supplier declined). */
  release(movement: MoneyMovement): Promise<{ ok: boolean }>
  refund(movement: MoneyMovement): Promise<{ ok: boolean }>
  /**
   * Closes a payment page that must not be paid any more (its order was replaced). ok also when the page was
   * already paid or closed: a payment that went through is then refunded by fulfilment.
   */
  expireSession(providerReference: string): Promise<{ ok: boolean }>
  /** Verifies signature and timestamp over the raw body; null means reject with 400 and change nothing. */
  parseWebhook(rawBody: string, headers: Headers, now?: Date): Promise<PaymentEvent | null>
  /** Asks the provider what happened to a session (return redirect and reconciliation); null while undecided. */
  retrieveOutcome(providerReference: string): Promise<PaymentEvent | null>
}

/** A tenant's payment provider (its current one, or the one a payment row names); on the request context as `payments`. */
export type ProviderLookup = (tenantId: string, providerId?: PaymentProvider['id']) => PaymentProvider
/** A tenant's config by id, for work without a request (emails, workers). */
export type TenantLookup = (tenantId: string) => TenantConfig | undefined

export type EmailKind =
  | 'order_confirmed'
  | 'order_partial'
  | 'payment_failed'
  | 'order_on_hold'
  | 'order_pay_later'
  | 'booking_cancelled'
  | 'supplier_declined'
  | 'custom_offer_received'
  | 'custom_offer_made'
  | 'custom_offer_declined'
  | 'custom_offer_expired'
  | 'custom_offer_accepted'
  | 'password_reset'
  | 'contact_received'
  | 'guest_orders_link'
  | 'pay_later_settled'
  | 'hub'

/** What is written to the outbox, in the same transaction as the state change that causes the email. */
export type CustomOfferMail = {
  experienceTitle: string
  name: string
  travellers: number
  amount: number | null
  currency: string | null
  date: string | null
  time: string | null
  timeZone: string
  note: string | null
  expiresAt: string | null
  orderNumber: string | null
  /** The buyer's signed offer page (accept / see what happened); none in the expiry email. */
  url: string | null
}

/** `by`: 'supplier' when the supplier cancelled from the partner hub (the email then says so, not "as you asked"). */
export type BookingCancellationNote = { bookingId: string; refundAmount: number; penaltyAmount: number; penaltyPercent: number; money: 'refund' | 'released' | 'not_charged'; by?: 'supplier' }

/** kind 'pay_later_settled': the supplier recorded the payment of a pay-later booking (partner hub). */
export type PayLaterSettlement = { bookingId: string; amount: number; currency: string; method: 'cash' | 'card' | 'transfer' | 'other'; at: string }

export type EmailMessage = {
  tenantId: string
  kind: EmailKind
  to: string
  locale: string
  /** Snapshot of the order at the time of the change, for every order email. */
  order?: OrderView
  /** kind 'booking_cancelled': which booking, and what happens to its money (`money`: refunded, released, or not charged). */
  cancellation?: BookingCancellationNote
  /** kind 'pay_later_settled': which booking was paid to the supplier, how much and how (with `order`). */
  settlement?: PayLaterSettlement
  /** kind 'custom_offer_received'; the team's copy carries `replyUrl`, the signed link to answer it. */
  customOffer?: { experienceTitle: string; name: string; email: string; phone: string | null; travellers: number; preferredDate: string | null; message: string; replyUrl?: string }
  /** kinds 'custom_offer_made' / '_declined' / '_expired' / '_accepted': the supplier's answer and where to see it. */
  offer?: CustomOfferMail
  /** kind 'password_reset': the one-time link (absolute, in the account's language) and how long it works. */
  passwordReset?: { url: string; firstName: string; expiresInMinutes: number }
  /** kind 'contact_received': a /contact-us message for the tenant's team, with the language it was written in. */
  contact?: { name: string; email: string; subject: string; message: string; locale: string }
  /** kind 'guest_orders_link': the signed link that adds the guest orders with this email to the account (issue 14). */
  guestOrders?: { url: string; firstName: string; count: number; expiresInHours: number }
  /** kind 'hub': an email of the partner hub to a supplier's staff member (app/domain/hub-mail.ts). */
  hub?: HubMail
}
