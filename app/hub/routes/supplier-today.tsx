// /s/:supplier: the supplier's day — requests waiting for an answer, the next seven days' departures with their
// manifests, and the bookings that came in last.
import type { LoaderFunctionArgs } from '@remix-run/node'
import { Link, useLoaderData } from '@remix-run/react'
import { CalendarDays, Inbox, ScanLine } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { latestBookings, upcomingDays } from '../../models/partners/bookings.server'
import { pendingRequestCount } from '../../models/partners/requests-count.server'
import { hubContext } from '../../utils/hub-context'
import { departure, STATUS_TONE } from '../components/format'
import { Badge, buttonClass, Card, EmptyState, PageHeader } from '../components/ui'
import { requireSupplier } from '../session.server'

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const ctx = hubContext(context)
  const { supplier } = await requireSupplier(ctx, request, params.supplier)
  // "Today" where the supplier works, not where the server runs.
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: supplier.timeZone }).format(new Date())
  const [pending, days, latest] = await Promise.all([pendingRequestCount(ctx.db, supplier.supplierId), upcomingDays(ctx.db, supplier.supplierId, today, 7), latestBookings(ctx.db, supplier.supplierId)])
  return {
    today,
    pending,
    days,
    latest: latest.map((r) => ({ id: r.id, reference: r.reference, title: r.title, status: r.status, startsAt: r.startsAt.toISOString(), timeZone: r.timeZone, name: `${r.firstName} ${r.lastName}` })),
  }
}

export default function Today() {
  const { t, i18n } = useTranslation()
  const data = useLoaderData<typeof loader>()
  const dayName = (d: string) => new Intl.DateTimeFormat(i18n.language, { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' }).format(new Date(`${d}T12:00:00Z`))
  return (
    <>
      <PageHeader
        title={t('bookings.today.title')}
        lead={dayName(data.today)}
        actions={
          <Link to="check-in" className={buttonClass('primary')}>
            <ScanLine className="size-4" aria-hidden /> {t('bookings.today.scan')}
          </Link>
        }
      />
      <div className="space-y-5">
        <Card>
          <div className="flex flex-wrap items-center justify-between gap-3">
            <p className="flex items-center gap-2 font-medium">
              <Inbox className="size-5 text-amber-600" aria-hidden />
              {data.pending ? t('bookings.today.requests', { count: data.pending }) : t('bookings.today.requestsNone')}
            </p>
            {data.pending ? (
              <Link to="requests" className={buttonClass('primary')}>
                {t('bookings.today.answer')}
              </Link>
            ) : null}
          </div>
        </Card>
        <Card title={t('bookings.today.days')}>
          {data.days.length ? (
            <ul className="divide-y divide-slate-100">
              {data.days.map((d) => (
                <li key={d.localDate} className="flex flex-wrap items-center gap-3 py-3">
                  <CalendarDays className="size-5 text-slate-400" aria-hidden />
                  <div className="min-w-0 flex-1">
                    <p className="font-medium">{dayName(d.localDate)}</p>
                    <p className="text-sm text-slate-600">
                      {t('bookings.today.bookingsCount', { count: d.bookings, travellers: d.travellers })}
                      {d.checkedIn ? ` · ${t('bookings.today.checkedIn', { count: d.checkedIn })}` : ''}
                    </p>
                  </div>
                  <Link to={`manifest?date=${d.localDate}`} className={buttonClass('secondary')}>
                    {t('bookings.today.manifest')}
                  </Link>
                </li>
              ))}
            </ul>
          ) : (
            <EmptyState>{t('bookings.today.nothing')}</EmptyState>
          )}
        </Card>
        <Card title={t('bookings.today.latest')}>
          {data.latest.length ? (
            <ul className="divide-y divide-slate-100">
              {data.latest.map((r) => {
                const when = departure(r.startsAt, r.timeZone, i18n.language)
                return (
                  <li key={r.id}>
                    <Link to={`bookings/${r.id}`} className="flex flex-wrap items-center gap-2 py-3 hover:bg-slate-50">
                      <span className="font-mono text-sm">{r.reference}</span>
                      <span className="min-w-0 flex-1 truncate text-sm">
                        {r.title} · {when.date} {when.time} · {r.name}
                      </span>
                      <Badge tone={STATUS_TONE[r.status]}>{t(`bookings.statuses.${r.status}`)}</Badge>
                    </Link>
                  </li>
                )
              })}
            </ul>
          ) : (
            <EmptyState>{t('bookings.emptyAll')}</EmptyState>
          )}
        </Card>
      </div>
    </>
  )
}
