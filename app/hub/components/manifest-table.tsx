// One departure of the manifest: a table on a desk and on paper, a card per booking on a phone; a check-in
// button per confirmed booking on the day itself, and the totals the guide counts heads against.
import { Form } from '@remix-run/react'
import { CheckCircle2 } from 'lucide-react'
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
  // One table for every screen (half the HTML of a table plus a phone list): on a phone each row is a card.
  const cell = 'block py-0.5 lg:table-cell lg:py-2 lg:pr-3 print:table-cell print:py-0.5 print:pr-2'
  return (
    <div>
      {totals}
      <table className="block w-full text-left text-sm lg:table print:table print:text-[9pt]">
        <thead className="hidden border-b border-slate-300 text-xs text-slate-600 uppercase lg:table-header-group print:table-header-group">
          <tr>
            <th className="py-2 pr-3">{t('checkin.manifest.reference')}</th>
            <th className="py-2 pr-3">{t('checkin.manifest.lead')}</th>
            <th className="py-2 pr-3">{t('checkin.manifest.units')}</th>
            <th className="py-2 pr-3">{t('checkin.manifest.extrasPickup')}</th>
            <th className="py-2 pr-3">{t('checkin.manifest.tenant')}</th>
            <th className="py-2">{t('checkin.manifest.state')}</th>
          </tr>
        </thead>
        <tbody className="block space-y-3 lg:table-row-group lg:space-y-0 print:table-row-group">
          {d.bookings.map((b) => (
            <tr key={b.bookingId} className="block rounded-md border border-slate-200 p-3 align-top lg:table-row lg:rounded-none lg:border-0 lg:border-b lg:border-slate-100 lg:p-0 print:table-row print:border-b print:p-0" data-booking={b.reference}>
              <td className={`${cell} font-mono text-xs whitespace-nowrap text-slate-600 lg:text-slate-900`}>
                {b.reference}
                <span className="lg:hidden print:hidden"> · {b.tenantName}</span>
              </td>
              <td className={cell}>
                <span className="font-semibold lg:font-medium">{b.leadName}</span>
                <span className="flex flex-wrap gap-x-3 text-sm lg:block lg:text-xs">
                  <a className="inline-flex min-h-11 items-center text-sky-700 underline lg:min-h-0 print:text-slate-900 print:no-underline" href={`tel:${b.phone.replace(/\s/g, '')}`}>
                    {b.phone}
                  </a>
                  <span className="hidden lg:inline"> · </span>
                  <a className="inline-flex min-h-11 items-center break-all text-sky-700 underline lg:min-h-0 print:text-slate-900 print:no-underline" href={`mailto:${b.email}`}>
                    {b.email}
                  </a>
                </span>
              </td>
              <td className={`${cell} font-semibold whitespace-nowrap lg:font-normal`}>{units(b.units)}</td>
              <td className={cell}>
                {[extras(b), pickup(b)].filter(Boolean).join(' · ') || (b.answers.length ? null : <span className="hidden lg:inline print:inline">—</span>)}
                {b.answers.map((a, i) => (
                  <span key={i} className="block break-words" data-answer>
                    <span className="text-slate-600">{a.label}:</span> <span className="font-medium">{a.value}</span>
                  </span>
                ))}
              </td>
              <td className={`${cell} hidden lg:table-cell print:table-cell`}>{b.tenantName}</td>
              <td className={`${cell} pt-2 lg:pt-2`}>
                <State b={b} slug={slug} canCheckIn={canCheckIn} started={d.started} back={back} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
