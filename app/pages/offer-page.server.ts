// The loaders of the two custom offer pages (docs/decisions/035): the signed link opens the offer of this
// tenant or nothing; amounts, dates and the validity are formatted here, once, in the visitor's language.
import { data } from '@remix-run/node'
import type { RequestContext } from '../utils/context'
import { formatMoney } from '../domain/format'
import { getFixedT } from '../i18n/i18n.server'
import type { OfferLinkRole } from '../domain/offer-link'
import { dateLocale, formatCalendarDate, zonedTimeToUtc } from '../domain/zoned-time'
import { zoneName } from '../services/mail/format'
import { openOfferLink, type OfferRow } from '../models/offers/links.server'
import { getOfferView, limitOfferLinks, type OfferView } from '../models/offers/view.server'

type OfferLabels = { amount: string | null; date: string | null; time: string | null; zone: string; expires: string | null; preferredDate: string | null }
export type OfferPage = { title: string; description: string; tenant: string; problem: 'invalidLink' | 'expiredLink' | null; view: OfferView | null; labels: OfferLabels | null }

type OpenedPage = { ok: true; offer: OfferRow } | { ok: false; page: OfferPage; status: number; retryAfter?: number }

/** Verifies the link; a bad one is counted against the visitor's address, so guessing links is slow. */
async function openOfferPage(ctx: RequestContext, token: string, role: OfferLinkRole): Promise<OpenedPage> {
  const opened = await openOfferLink(ctx, token, role)
  if (opened.ok) return opened
  const limited = await limitOfferLinks(ctx)
  const page = { ...(await meta(ctx, role)), problem: opened.reason === 'expired' ? ('expiredLink' as const) : ('invalidLink' as const), view: null, labels: null }
  if (limited.limited) return { ok: false, page, status: 429, retryAfter: limited.retryAfterSeconds }
  return { ok: false, page, status: opened.reason === 'expired' ? 410 : 404 }
}

export async function loadOfferPage(ctx: RequestContext, token: string, role: OfferLinkRole) {
  const opened = await openOfferPage(ctx, token, role)
  if (!opened.ok) {
    const headers: Record<string, string> = opened.retryAfter ? { 'Retry-After': String(opened.retryAfter) } : {}
    return data(opened.page, { status: opened.status, headers })
  }
  const view = await getOfferView(ctx, opened.offer)
  return data<OfferPage>({ ...(await meta(ctx, role)), problem: null, view, labels: labelsOf(view, ctx.locale) })
}

async function meta(ctx: RequestContext, role: OfferLinkRole) {
  const t = await getFixedT(ctx.locale)
  const title = t(role === 'supplier' ? 'offerPage.answerMetaTitle' : 'offerPage.metaTitle', { name: ctx.tenant.name })
  return { title, description: t(role === 'supplier' ? 'offerPage.answerIntro' : 'offerPage.buyerOffered'), tenant: ctx.tenant.name }
}

function labelsOf(view: OfferView, locale: string): OfferLabels {
  const instant = view.date ? zonedTimeToUtc(view.date, view.time ?? '00:00', view.timeZone) : new Date()
  const expires = view.expiresAt
    ? new Intl.DateTimeFormat(dateLocale(locale), { timeZone: view.timeZone, day: 'numeric', month: 'long', year: 'numeric', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(new Date(view.expiresAt))
    : null
  const zone = zoneName(view.timeZone, instant, locale)
  return {
    amount: view.amount !== null ? formatMoney(view.amount, view.currency, dateLocale(locale)) : null,
    date: view.date ? formatCalendarDate(view.date, locale, 'long') : null,
    time: view.time ? `${view.time} (${zone})` : null,
    zone,
    expires: expires ? `${expires} (${zone})` : null,
    preferredDate: view.preferredDate ? formatCalendarDate(view.preferredDate, locale, 'long') : null,
  }
}
