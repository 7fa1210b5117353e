// "Your Booking" after the guest-orders link was asked for or opened (/invoices?join=…): the notice, worded.
import { pluralForm } from '../utils/experience-text'

/** What the page says above the list; null when nothing happened. */
export type JoinNotice = { tone: 'ok' | 'bad'; text: string } | null

type Translate = (key: string, vars?: Record<string, unknown>) => string

export function joinNotice(query: URLSearchParams, email: string, t: Translate, iso: string): JoinNotice {
  const count = Math.max(0, Math.min(1000, Number.parseInt(query.get('n') ?? '0', 10) || 0))
  switch (query.get('join')) {
    case 'sent':
      return { tone: 'ok', text: t('order.join.sent', { email }) }
    case 'added':
      return count ? { tone: 'ok', text: t(`order.join.added.${pluralForm(iso, count)}`, { count }) } : { tone: 'bad', text: t('order.join.nothing') }
    case 'invalid':
      return { tone: 'bad', text: t('order.join.invalid') }
    case 'limited':
      return { tone: 'bad', text: t('order.join.tooManyRequests', { minutes: Math.max(1, Number.parseInt(query.get('m') ?? '1', 10) || 1) }) }
    default:
      return null
  }
}
