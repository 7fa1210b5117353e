// The platform's shared cancellation policies the demo options point at: free with a cut-off, non-refundable,
// penalty tiers. Written by the hub's own policy writer (app/models/partners/catalogue/policies.server.ts), which
// checks them with the schema a supplier's terms go through; a supplier's options find them by their terms.
import type { PolicyValues } from '../../app/domain/offers'
import type { SharedPolicyInput } from '../../app/models/partners/catalogue/policies.server'
import { ids } from './ids'
import type { Text4 } from './types'

type PolicySeed = {
  slug: string
  kind: 'free' | 'non_refundable' | 'percentage'
  name: Text4
  rules: Array<{ days: number; hours: number; minutes: number; penaltyPercent: number }>
  freeCutoffHours: number | null
}

/** A policy's terms as the hub's form gives them. */
function termsOf(p: PolicySeed): PolicyValues {
  if (p.kind === 'free') return { kind: 'free', freeCutoffHours: p.freeCutoffHours! }
  if (p.kind === 'non_refundable') return { kind: 'non_refundable' }
  return { kind: 'percentage', rules: p.rules }
}

export function policyTermsOf(slug: string): PolicyValues {
  const policy = POLICIES.find((p) => p.slug === slug)
  if (!policy) throw new Error(`Seed option names an unknown cancellation policy ${slug}`)
  return termsOf(policy)
}

export function sharedPolicies(): SharedPolicyInput[] {
  return POLICIES.map((p) => ({ id: ids.policy(p.slug), slug: p.slug, name: p.name, terms: termsOf(p) }))
}

export const POLICIES: PolicySeed[] = [
  {
    slug: 'free-24h',
    kind: 'free',
    name: {
      en: 'Free cancellation up to 24 hours before the start',
      ru: 'Бесплатная отмена за 24 часа до начала',
      tr: 'Başlangıçtan 24 saat öncesine kadar ücretsiz iptal',
      de: 'Kostenlose Stornierung bis 24 Stunden vor Beginn',
    },
    rules: [{ days: 1, hours: 0, minutes: 0, penaltyPercent: 100 }],
    freeCutoffHours: 24,
  },
  {
    slug: 'free-72h',
    kind: 'free',
    name: {
      en: 'Free cancellation up to 72 hours before the start',
      ru: 'Бесплатная отмена за 72 часа до начала',
      tr: 'Başlangıçtan 72 saat öncesine kadar ücretsiz iptal',
      de: 'Kostenlose Stornierung bis 72 Stunden vor Beginn',
    },
    rules: [{ days: 3, hours: 0, minutes: 0, penaltyPercent: 100 }],
    freeCutoffHours: 72,
  },
  {
    slug: 'non-refundable',
    kind: 'non_refundable',
    name: { en: 'Non-refundable', ru: 'Без возврата', tr: 'İade edilmez', de: 'Nicht erstattungsfähig' },
    rules: [],
    freeCutoffHours: null,
  },
  {
    slug: 'charter-tiers',
    kind: 'percentage',
    name: {
      en: '50% fee within 14 days, 100% within 7 days of the start',
      ru: 'Штраф 50% менее чем за 14 дней, 100% менее чем за 7 дней',
      tr: 'Başlangıca 14 günden az kala %50, 7 günden az kala %100 ücret',
      de: '50 % Gebühr ab 14 Tagen, 100 % ab 7 Tagen vor Beginn',
    },
    rules: [
      { days: 14, hours: 0, minutes: 0, penaltyPercent: 50 },
      { days: 7, hours: 0, minutes: 0, penaltyPercent: 100 },
    ],
    freeCutoffHours: null,
  },
  {
    slug: 'flight-tiers',
    kind: 'percentage',
    name: {
      en: '25% fee within 48 hours, 100% within 12 hours of take-off',
      ru: 'Штраф 25% менее чем за 48 часов, 100% менее чем за 12 часов до вылета',
      tr: 'Kalkışa 48 saatten az kala %25, 12 saatten az kala %100 ücret',
      de: '25 % Gebühr ab 48 Stunden, 100 % ab 12 Stunden vor dem Start',
    },
    rules: [
      { days: 2, hours: 0, minutes: 0, penaltyPercent: 25 },
      { days: 0, hours: 12, minutes: 0, penaltyPercent: 100 },
    ],
    freeCutoffHours: null,
  },
]
