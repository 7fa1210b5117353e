// The sandbox gateway's card rules: form validation (Luhn, expiry, CVC) and the test cards' outcomes.
// Pure, so every card and every message is unit-tested without a database.
import { z } from '~/domain/zod'

type CardOutcome =
  | { kind: 'paid' }
  | { kind: 'authorised' }
  | { kind: 'declined'; reason: 'card_declined' | 'insufficient_funds' | 'expired_card' }

/** Error keys, translated by sandbox-messages.ts. */
export type CardErrorKey = 'required' | 'cardNumber' | 'expiryFormat' | 'expiryPast' | 'cvc' | 'name'
export type CardField = 'cardNumber' | 'expiry' | 'cvc' | 'name'
export type CardInput = { cardNumber: string; expiry: string; cvc: string; name: string }

const TEST_CARDS: Record<string, CardOutcome> = {
  '4242424242424242': { kind: 'paid' },
  '4000000000000002': { kind: 'declined', reason: 'card_declined' },
  '4000000000009995': { kind: 'declined', reason: 'insufficient_funds' },
  // A card the bank reports expired though its printed date is still ahead (Stripe's test card of that name).
  '4000000000000069': { kind: 'declined', reason: 'expired_card' },
  '4000000000003220': { kind: 'authorised' },
}

/** What the card does; `mode` 'authorise' turns a payment into a hold. Any other valid number pays like 4242. */
export function cardOutcome(cardNumber: string, mode: 'capture' | 'authorise'): CardOutcome {
  const outcome = TEST_CARDS[digitsOnly(cardNumber)] ?? { kind: 'paid' }
  return outcome.kind === 'paid' && mode === 'authorise' ? { kind: 'authorised' } : outcome
}

function digitsOnly(value: string): string {
  return value.replace(/[\s-]/g, '')
}

export function passesLuhn(digits: string): boolean {
  let sum = 0
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i])
    if (i % 2 === 1) d = d * 2 > 9 ? d * 2 - 9 : d * 2
    sum += d
  }
  return sum % 10 === 0
}

/** A card that expires "12/25" is valid through the last day of December 2025 (UTC, generously). */
function isExpiryInFuture(month: number, year2: number, now: Date): boolean {
  const year = 2000 + year2
  return year > now.getUTCFullYear() || (year === now.getUTCFullYear() && month >= now.getUTCMonth() + 1)
}

const CardFormSchema = z.object({
  cardNumber: z.string().trim().default(''),
  expiry: z.string().trim().default(''),
  cvc: z.string().trim().default(''),
  name: z.string().trim().default(''),
})

type CardValidation = { ok: true; card: CardInput } | { ok: false; values: CardInput; errors: Partial<Record<CardField, CardErrorKey>> }

export function validateCard(raw: Record<string, unknown>, now: Date = new Date()): CardValidation {
  const values = CardFormSchema.parse({
    cardNumber: str(raw.cardNumber),
    expiry: str(raw.expiry),
    cvc: str(raw.cvc),
    name: str(raw.name),
  })
  const errors: Partial<Record<CardField, CardErrorKey>> = {}
  const digits = digitsOnly(values.cardNumber)
  if (!digits) errors.cardNumber = 'required'
  else if (!/^\d{12,19}$/.test(digits) || !passesLuhn(digits)) errors.cardNumber = 'cardNumber'
  const expiry = /^(\d{2})\s*\/\s*(\d{2})$/.exec(values.expiry)
  if (!values.expiry) errors.expiry = 'required'
  else if (!expiry || Number(expiry[1]) < 1 || Number(expiry[1]) > 12) errors.expiry = 'expiryFormat'
  else if (!isExpiryInFuture(Number(expiry[1]), Number(expiry[2]), now)) errors.expiry = 'expiryPast'
  if (!values.cvc) errors.cvc = 'required'
  else if (!/^\d{3,4}$/.test(values.cvc)) errors.cvc = 'cvc'
  if (!values.name) errors.name = 'required'
  else if (values.name.length > 100) errors.name = 'name'
  return Object.keys(errors).length ? { ok: false, values, errors } : { ok: true, card: { ...values, cardNumber: digits } }
}

function str(value: unknown): string {
  return typeof value === 'string' ? value.slice(0, 200) : ''
}
