// The options as cards: name, duration, each unit's price in the supplier's currency, the cancellation terms in
// words, and what can be done: edit, move, take off sale (bookings stay) or delete one never booked.
import { Form, Link, useLocation } from '@remix-run/react'
import { ArrowDown, ArrowUp, Pencil, Plus } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { policyPreview } from '../../domain/offers'
import { formatDuration } from '../../domain/format'
import type { Offers } from '../../models/partners/catalogue/options-offers.server'
import { Badge, Button, buttonClass, EmptyState } from '../components/ui'
import { money } from '../components/format'
import { Section } from './shared'

export function OptionCards({ offers, currency }: { offers: Offers; currency: string }) {
  const { t, i18n } = useTranslation()
  const { pathname } = useLocation()
  const locale = i18n.language
  const nameOf = (text: Record<string, string | undefined>) => text[locale] || text.en
  const add = (
    <Link to={`${pathname}?option=new`} className={buttonClass('primary')}>
      <Plus className="size-4" aria-hidden />
      {t('options.list.add')}
    </Link>
  )
  return (
    <Section title={t('options.list.title')} actions={add}>
      {offers.options.length === 0 ? <EmptyState>{t('options.list.empty')}</EmptyState> : null}
      <ol className="space-y-3">
        {offers.options.map((o, index) => (
          <li key={o.id} className="rounded-lg border border-slate-200 p-3">
            <div className="flex flex-wrap items-center gap-2">
              <h3 className="min-w-0 flex-1 font-semibold break-words">{nameOf(o.name)}</h3>
              {!o.active ? <Badge tone="neutral">{t('options.list.offSale')}</Badge> : null}
              {o.payLaterAllowed ? <Badge tone="blue">{t('options.list.payLater')}</Badge> : null}
            </div>
            <p className="mt-1 text-sm text-slate-600">
              {formatDuration(o.durationMinutes, locale)}
              {' · '}
              {o.maxCapacityPerItem
                ? t('options.list.perItem', { count: o.maxCapacityPerItem })
                : o.maxTravellers
                  ? t('options.list.travellers', { min: o.minTravellers, max: o.maxTravellers })
                  : t('options.list.travellersMin', { min: o.minTravellers })}
            </p>
            <dl className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm">
              {o.units.length === 0 ? <dd className="text-slate-600">{t('options.list.noPrice')}</dd> : null}
              {o.units.map((u) => (
                <div key={u.type} className="flex gap-1">
                  <dt className="text-slate-600">{t(`options.units.${u.type}`)}</dt>
                  <dd className="font-medium">
                    {money(u.priceAmount, u.currency || currency, locale)}
                    {u.originalPriceAmount !== null ? <s className="ml-1 font-normal text-slate-500">{money(u.originalPriceAmount, u.currency || currency, locale)}</s> : null}
                  </dd>
                </div>
              ))}
            </dl>
            {o.policy ? <p className="mt-2 text-sm text-slate-700">{policyPreview(o.policy, t, locale).join(' · ')}</p> : null}
            {o.upcomingBookings > 0 ? <p className="mt-1 text-xs text-slate-500">{t('options.list.upcoming', { count: o.upcomingBookings })}</p> : null}
            <Form method="post" className="mt-2 flex flex-wrap gap-1" preventScrollReset>
              <input type="hidden" name="id" value={o.id} />
              <Link to={`${pathname}?option=${o.id}`} className={buttonClass('secondary')}>
                <Pencil className="size-4" aria-hidden />
                {t('options.list.edit')}
              </Link>
              <Button variant="ghost" name="intent" value="up" disabled={index === 0} aria-label={t('options.list.up')}>
                <ArrowUp className="size-4" aria-hidden />
              </Button>
              <Button variant="ghost" name="intent" value="down" disabled={index === offers.options.length - 1} aria-label={t('options.list.down')}>
                <ArrowDown className="size-4" aria-hidden />
              </Button>
              <Button variant="ghost" name="intent" value={o.active ? 'deactivate' : 'activate'}>
                {o.active ? t('options.list.deactivate') : t('options.list.activate')}
              </Button>
              {o.upcomingBookings === 0 ? (
                <Button variant="ghost" name="intent" value="delete" className="text-red-700">
                  {t('options.list.delete')}
                </Button>
              ) : null}
            </Form>
          </li>
        ))}
      </ol>
    </Section>
  )
}
