// One departure of the manifest: a table on a desk and on paper, a card per booking on a phone; a check-in
// button per confirmed booking on the day itself, and the totals the guide counts heads against.
import { Form } from '@remix-run/react'
import { CheckCircle2, Mail, Phone } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import type { ManifestData } from '../routes/manifest'
import { Badge, Button } from './ui'

type Departure = ManifestData['departures'][number]
type Booking = Departure['bookings'][number]
const UNITS = ['adult', 'child', 'infant', 'item'] as const

function useUnits() {
  const { t } = useTranslation()
  return (units: Partial<Record<(typeof UNITS)[number], number>>) =>
    UNITS.filter((u) => (units[u] ?? 0) > 0)
      .map((u) => `${units[u]} ${t(`checkin.units.${u}`)}`)
      .join(', ')
}

function State({ b, slug, canCheckIn, started, back }: { b: Booking; slug: string; canCheckIn: boolean; started: boolean; back: string }) {
  const { t } = useTranslation()
  if (b.status !== 'CONFIRMED') return <Badge tone={b.status === 'CANCELLED' ? 'red' : 'amber'}>{t(`checkin.status.${b.status}`)}</Badge>
  if (b.checkedInAt)
    return (
      <span className="inline-flex items-center gap-1 text-sm font-medium text-emerald-800" data-checked-in>
        <CheckCircle2 className="size-4" aria-hidden /> {t('checkin.manifest.checkedInAt', { time: b.checkedInTime, by: b.checkedInBy ?? '—' })}
      </span>
    )
  if (b.noShowAt) return <Badge tone="red">{t('checkin.manifest.noShow')}</Badge>
  if (!canCheckIn) return <Badge>{t('checkin.status.CONFIRMED')}</Badge>
  const action = `/s/${slug}/bookings/${b.bookingId}/operations`
  return (
    <div className="no-print flex flex-wrap gap-2">
      <Form method="post" action={action}>
        <input type="hidden" name="back" value={back} />
        <Button name="intent" value="check-in" className="px-3" aria-label={t('checkin.manifest.checkInWho', { name: b.leadName })}>
          {t('checkin.manifest.checkIn')}
        </Button>
      </Form>
      {started ? (
        <Form method="post" action={action}>
          <input type="hidden" name="back" value={back} />
          <Button name="intent" value="no-show" variant="ghost" className="px-3">
            {t('checkin.manifest.markNoShow')}
          </Button>
        </Form>
      ) : null}
    </div>
  )
}

export function DepartureTable({ departure: d, slug, canCheckIn, back }: { departure: Departure; slug: string; canCheckIn: boolean; back: string }) {
  const { t } = useTranslation()
  const units = useUnits()
  const extras = (b: Booking) => b.extras.map((x) => (x.quantity > 1 ? `${x.name} × ${x.quantity}` : x.name)).join(', ')
  const pickup = (b: Booking) => (b.pickup ? `${b.pickup.name}${b.pickup.time ? ` · ${b.pickup.time}` : ''}` : '')
  const totals = (
    <p className="mb-3 text-sm text-slate-700 print:mb-1 print:text-xs" data-departure-totals>
      {t('checkin.manifest.totals', { bookings: d.totals.bookings, travellers: d.totals.travellers, checkedIn: d.totals.checkedIn })}
      {units(d.totals.units) ? ` · ${units(d.totals.units)}` : ''}
    </p>
  )
  return (
    <div>
      {totals}
      <ul className="space-y-3 lg:hidden print:hidden">
        {d.bookings.map((b) => (
          <li key={b.bookingId} className="rounded-md border border-slate-200 p-3" data-booking={b.reference}>
            <div className="flex items-start justify-between gap-2">
              <div className="min-w-0">
                <p className="font-semibold">{b.leadName}</p>
                <p className="font-mono text-xs text-slate-600">
                  {b.reference} · {b.tenantName}
                </p>
              </div>
              <span className="text-sm font-semibold whitespace-nowrap">{units(b.units)}</span>
            </div>
            {extras(b) || pickup(b) ? <p className="mt-1 text-sm text-slate-700">{[extras(b), pickup(b)].filter(Boolean).join(' · ')}</p> : null}
            <p className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm">
              <a className="inline-flex min-h-11 items-center gap-1 text-sky-700 underline" href={`tel:${b.phone.replace(/\s/g, '')}`}>
                <Phone className="size-4" aria-hidden /> {b.phone}
              </a>
              <a className="inline-flex min-h-11 items-center gap-1 break-all text-sky-700 underline" href={`mailto:${b.email}`}>
                <Mail className="size-4" aria-hidden /> {b.email}
              </a>
            </p>
            <div className="mt-2">
              <State b={b} slug={slug} canCheckIn={canCheckIn} started={d.started} back={back} />
            </div>
          </li>
        ))}
      </ul>
      <div className="hidden overflow-x-auto lg:block print:block">
        <table className="w-full text-left text-sm print:text-[9pt]">
          <thead className="border-b border-slate-300 text-xs text-slate-600 uppercase">
            <tr>
              <th className="py-2 pr-3">{t('checkin.manifest.reference')}</th>
              <th className="py-2 pr-3">{t('checkin.manifest.lead')}</th>
              <th className="py-2 pr-3">{t('checkin.manifest.units')}</th>
              <th className="py-2 pr-3">{t('checkin.manifest.extrasPickup')}</th>
              <th className="py-2 pr-3">{t('checkin.manifest.tenant')}</th>
              <th className="py-2">{t('checkin.manifest.state')}</th>
            </tr>
          </thead>
          <tbody>
            {d.bookings.map((b) => (
              <tr key={b.bookingId} className="border-b border-slate-100 align-top" data-booking={b.reference}>
                <td className="py-2 pr-3 font-mono text-xs whitespace-nowrap print:py-0.5">{b.reference}</td>
                <td className="py-2 pr-3 print:py-0.5">
                  <span className="font-medium">{b.leadName}</span>
                  <span className="block text-xs">
                    <a className="text-sky-700 underline print:text-slate-900 print:no-underline" href={`tel:${b.phone.replace(/\s/g, '')}`}>
                      {b.phone}
                    </a>
                    {' · '}
                    <a className="text-sky-700 underline print:text-slate-900 print:no-underline" href={`mailto:${b.email}`}>
                      {b.email}
                    </a>
                  </span>
                </td>
                <td className="py-2 pr-3 whitespace-nowrap print:py-0.5">{units(b.units)}</td>
                <td className="py-2 pr-3 print:py-0.5">{[extras(b), pickup(b)].filter(Boolean).join(' · ') || '—'}</td>
                <td className="py-2 pr-3 print:py-0.5">{b.tenantName}</td>
                <td className="py-2 print:py-0.5">
                  <State b={b} slug={slug} canCheckIn={canCheckIn} started={d.started} back={back} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  )
}
