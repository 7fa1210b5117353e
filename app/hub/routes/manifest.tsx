// /s/:supplier/manifest?date=YYYY-MM-DD: the day at the meeting point, every departure of the supplier on every
// tenant with its travellers, check-in from the list, printable on one A4 page and as CSV.
import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { Form, Link, useLoaderData, useLocation } from '@remix-run/react'
import { ChevronLeft, ChevronRight, Download, Printer } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { addDays, isValidDate, todayIn, wallClock } from '../../domain/zoned-time'
import { getManifest } from '../../models/partners/manifest.server'
import { hubContext } from '../../utils/hub-context'
import { Button, buttonClass, Card, EmptyState, Input, PageHeader } from '../components/ui'
import { DepartureTable } from '../components/manifest-table'
import { requireSupplier } from '../session.server'

export const meta: MetaFunction = () => [{ title: 'Manifest · Excursio Partners' }]

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const ctx = hubContext(context)
  const { staff, supplier } = await requireSupplier(ctx, request, params.supplier)
  const now = new Date()
  const today = todayIn(supplier.timeZone, now)
  const asked = new URL(request.url).searchParams.get('date')
  const date = asked && isValidDate(asked) ? asked : today
  const departures = await getManifest(ctx.db, supplier.supplierId, date, { locale: staff.locale, tenantName: (id) => ctx.getTenant(id)?.name ?? id })
  return {
    slug: supplier.slug,
    date,
    today,
    prev: addDays(date, -1),
    next: addDays(date, 1),
    departures: departures.map((d) => ({
      ...d,
      started: new Date(d.startsAt) <= now,
      bookings: d.bookings.map((b) => ({ ...b, checkedInTime: b.checkedInAt ? wallClock(new Date(b.checkedInAt), d.timeZone).time : null })),
    })),
  }
}

export type ManifestData = ReturnType<typeof useLoaderData<typeof loader>>

export default function Manifest() {
  const data = useLoaderData<typeof loader>()
  const { t, i18n } = useTranslation()
  const location = useLocation()
  const base = `/s/${data.slug}/manifest`
  const day = new Intl.DateTimeFormat(i18n.language, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${data.date}T12:00:00Z`))
  const total = data.departures.reduce((n, d) => n + d.totals.travellers, 0)
  return (
    <div className="manifest">
      <PageHeader
        title={t('checkin.manifest.title')}
        lead={`${day} · ${t('checkin.manifest.travellersTotal', { count: total })}`}
        actions={
          <>
            <Button type="button" variant="secondary" onClick={() => window.print()}>
              <Printer className="size-4" aria-hidden /> {t('checkin.manifest.print')}
            </Button>
            <a className={buttonClass('secondary')} href={`/s/${data.slug}/manifest.csv?date=${data.date}`} download>
              <Download className="size-4" aria-hidden /> CSV
            </a>
          </>
        }
      />
      <nav aria-label={t('checkin.manifest.dateNav')} className="no-print mb-5 flex flex-wrap items-center gap-2">
        <Link className={buttonClass('secondary', 'px-3')} to={`${base}?date=${data.prev}`} aria-label={t('checkin.manifest.previous')}>
          <ChevronLeft className="size-4" aria-hidden />
        </Link>
        <Form method="get" className="flex items-center gap-2">
          <label htmlFor="manifest-date" className="sr-only">
            {t('checkin.manifest.date')}
          </label>
          <Input id="manifest-date" type="date" name="date" defaultValue={data.date} key={data.date} className="w-auto" />
          <Button variant="secondary">{t('checkin.manifest.show')}</Button>
        </Form>
        <Link className={buttonClass('secondary', 'px-3')} to={`${base}?date=${data.next}`} aria-label={t('checkin.manifest.next')}>
          <ChevronRight className="size-4" aria-hidden />
        </Link>
        {data.date !== data.today ? (
          <Link className={buttonClass('ghost')} to={base}>
            {t('checkin.manifest.today')}
          </Link>
        ) : null}
      </nav>
      {data.departures.length === 0 ? <EmptyState>{t('checkin.manifest.empty')}</EmptyState> : null}
      <div className="space-y-5 print:space-y-3">
        {data.departures.map((d) => (
          <Card key={d.slotId} className="print:border-0 print:p-0 print:shadow-none" title={<span>{`${d.time} · ${d.title}${d.option && d.option !== d.title ? ` – ${d.option}` : ''}`}</span>}>
            <DepartureTable departure={d} slug={data.slug} canCheckIn={data.date === data.today} back={location.pathname + location.search} />
          </Card>
        ))}
      </div>
    </div>
  )
}
