// Extras (a name per language, a price per person or per booking) and pickup points (name, address, an optional
// map pin, minutes before the departure): a list, and one small form open at a time.
import { getSelectProps, type SubmissionResult } from '@conform-to/react'
import { Form, Link, useLocation } from '@remix-run/react'
import { MapPin, Plus } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { extraSchema, fromMinorAmount, PickupSchema } from '../../domain/offers'
import type { Offers } from '../../models/partners/catalogue/options-offers.server'
import { Button, buttonClass, EmptyState, Field, Select } from '../components/ui'
import { money } from '../components/format'
import { LOCALE_NAMES } from '../locales/define'
import { FormErrors, NumberField, Section, StickySave, TextInput, useOffersForm } from './shared'

type Last = SubmissionResult<string[]> | null

function AddLink({ param, label }: { param: string; label: string }) {
  const { pathname } = useLocation()
  return (
    <Link to={`${pathname}?${param}=new`} className={buttonClass('secondary')} preventScrollReset>
      <Plus className="size-4" aria-hidden />
      {label}
    </Link>
  )
}

function RemoveForm({ id, intent, label }: { id: string; intent: string; label: string }) {
  return (
    <Form method="post" preventScrollReset>
      <input type="hidden" name="id" value={id} />
      <Button variant="ghost" name="intent" value={intent} className="text-red-700">
        {label}
      </Button>
    </Form>
  )
}

export function ExtrasSection({ extras, currency, editing, lastResult }: { extras: Offers['extras']; currency: string; editing: string | null; lastResult: Last }) {
  const { t, i18n } = useTranslation()
  const { pathname } = useLocation()
  const open = editing === 'new' ? null : extras.find((x) => x.id === editing)
  return (
    <Section id="extras" title={t('options.extras.title')} lead={t('options.extras.lead')} actions={editing ? null : <AddLink param="extra" label={t('options.extras.add')} />}>
      {editing && (editing === 'new' || open) ? <ExtraForm key={editing} extra={open ?? null} currency={currency} lastResult={lastResult} /> : null}
      {extras.length === 0 && !editing ? <EmptyState>{t('options.extras.empty')}</EmptyState> : null}
      <ul className="divide-y divide-slate-100">
        {extras.map((x) => (
          <li key={x.id} className="flex flex-wrap items-center gap-2 py-2">
            <span className="min-w-0 flex-1 text-sm">
              <span className="font-medium">{(x.name as Record<string, string>)[i18n.language] || x.name.en}</span>
              <span className="text-slate-600"> · {money(x.priceAmount, x.currency, i18n.language)} {t(`options.extras.${x.pricing}`)}</span>
            </span>
            <Link to={`${pathname}?extra=${x.id}`} className={buttonClass('ghost')} preventScrollReset>
              {t('options.extras.edit')}
            </Link>
            <RemoveForm id={x.id} intent="remove-extra" label={t('options.extras.remove')} />
          </li>
        ))}
      </ul>
    </Section>
  )
}

function ExtraForm({ extra, currency, lastResult }: { extra: Offers['extras'][number] | null; currency: string; lastResult: Last }) {
  const { t } = useTranslation()
  const location = useLocation()
  const [form, fields] = useOffersForm(extraSchema(currency), lastResult, extra ? { name: extra.name, price: fromMinorAmount(extra.priceAmount, currency), pricing: extra.pricing } : { pricing: 'per_person' })
  const name = fields.name.getFieldset()
  return (
    <Form method="post" id={form.id} onSubmit={form.onSubmit} noValidate action={`${location.pathname}${location.search}`} className="mb-4 space-y-3 rounded-md bg-slate-50 p-3">
      <input type="hidden" name="intent" value="extra" />
      {extra ? <input type="hidden" name="id" value={extra.id} /> : null}
      <FormErrors errors={form.errors} />
      {(['en', 'ru', 'tr', 'de'] as const).map((locale) => (
        <TextInput key={locale} field={name[locale]} label={t('options.extras.name', { language: LOCALE_NAMES[locale] })} lang={locale} />
      ))}
      <div className="grid grid-cols-2 gap-3">
        <NumberField field={fields.price} label={t('options.extras.price', { currency })} decimal />
        <Field id={fields.pricing.id} label={t('options.extras.pricing')} error={fields.pricing.errors?.map((k) => t(k))}>
          <Select {...getSelectProps(fields.pricing)} key={fields.pricing.key}>
            <option value="per_person">{t('options.extras.per_person')}</option>
            <option value="per_booking">{t('options.extras.per_booking')}</option>
          </Select>
        </Field>
      </div>
      <StickySave label={t('options.extras.save')} cancelTo={location.pathname} />
    </Form>
  )
}

export function PickupsSection({ points, editing, lastResult }: { points: Offers['pickupPoints']; editing: string | null; lastResult: Last }) {
  const { t } = useTranslation()
  const { pathname } = useLocation()
  const open = editing === 'new' ? null : points.find((p) => p.id === editing)
  return (
    <Section id="pickups" title={t('options.pickups.title')} lead={t('options.pickups.lead')} actions={editing ? null : <AddLink param="pickup" label={t('options.pickups.add')} />}>
      {editing && (editing === 'new' || open) ? <PickupForm key={editing} point={open ?? null} lastResult={lastResult} /> : null}
      {points.length === 0 && !editing ? <EmptyState>{t('options.pickups.empty')}</EmptyState> : null}
      <ul className="divide-y divide-slate-100">
        {points.map((p) => (
          <li key={p.id} className="flex flex-wrap items-center gap-2 py-2">
            <span className="min-w-0 flex-1 text-sm">
              <span className="font-medium">{p.name}</span>
              <span className="text-slate-600"> · {p.address} · {t('options.pickups.before', { minutes: p.pickupOffsetMinutes })}</span>
            </span>
            {p.latitude !== null && p.longitude !== null ? (
              <a href={`https://www.openstreetmap.org/?mlat=${p.latitude}&mlon=${p.longitude}#map=17/${p.latitude}/${p.longitude}`} target="_blank" rel="noreferrer" className={buttonClass('ghost')} aria-label={t('options.pickups.map')}>
                <MapPin className="size-4" aria-hidden />
              </a>
            ) : null}
            <Link to={`${pathname}?pickup=${p.id}`} className={buttonClass('ghost')} preventScrollReset>
              {t('options.pickups.edit')}
            </Link>
            <RemoveForm id={p.id} intent="remove-pickup" label={t('options.pickups.remove')} />
          </li>
        ))}
      </ul>
    </Section>
  )
}

function PickupForm({ point, lastResult }: { point: Offers['pickupPoints'][number] | null; lastResult: Last }) {
  const { t } = useTranslation()
  const location = useLocation()
  const [form, fields] = useOffersForm(
    PickupSchema,
    lastResult,
    point ? { name: point.name, address: point.address, latitude: point.latitude?.toString(), longitude: point.longitude?.toString(), pickupOffsetMinutes: String(point.pickupOffsetMinutes) } : { pickupOffsetMinutes: '30' },
  )
  return (
    <Form method="post" id={form.id} onSubmit={form.onSubmit} noValidate action={`${location.pathname}${location.search}`} className="mb-4 space-y-3 rounded-md bg-slate-50 p-3">
      <input type="hidden" name="intent" value="pickup" />
      {point ? <input type="hidden" name="id" value={point.id} /> : null}
      <FormErrors errors={form.errors} />
      <TextInput field={fields.name} label={t('options.pickups.name')} />
      <TextInput field={fields.address} label={t('options.pickups.address')} />
      <div className="grid grid-cols-2 gap-3">
        <NumberField field={fields.latitude} label={t('options.pickups.latitude')} decimal />
        <NumberField field={fields.longitude} label={t('options.pickups.longitude')} decimal />
      </div>
      <p className="text-xs text-slate-500">{t('options.pickups.pinHint')}</p>
      <NumberField field={fields.pickupOffsetMinutes} label={t('options.pickups.offset')} />
      <StickySave label={t('options.pickups.save')} cancelTo={location.pathname} />
    </Form>
  )
}
