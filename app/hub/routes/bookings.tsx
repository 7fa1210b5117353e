// /s/:supplier/bookings: the supplier's bookings with filters (dates of departure, status, experience, tenant)
// and a search by reference, name or email; the same filters export as CSV.
import type { LoaderFunctionArgs } from '@remix-run/node'
import { Form, Link, useLoaderData, useParams, useSearchParams } from '@remix-run/react'
import { Download, Search, SlidersHorizontal } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { STATUS_FILTERS } from '../../domain/hub-bookings'
import { filterChoices, listBookings, parseBookingFilters } from '../../models/partners/bookings.server'
import { hubContext } from '../../utils/hub-context'
import { departure, money, STATUS_TONE, unitsText } from '../components/format'
import { Badge, buttonClass, Button, EmptyState, Field, Input, PageHeader, Select } from '../components/ui'
import { requireSupplier } from '../session.server'

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const ctx = hubContext(context)
  const { supplier } = await requireSupplier(ctx, request, params.supplier)
  const url = new URL(request.url)
  const filters = parseBookingFilters(url.searchParams)
  const [list, choices] = await Promise.all([listBookings(ctx.db, supplier.supplierId, filters), filterChoices(ctx.db, supplier.supplierId)])
  const tenantName = (id: string) => ctx.getTenant(id)?.name ?? id
  return {
    filters,
    filtered: [...url.searchParams.keys()].some((k) => k !== 'page'),
    moreFilters: !!(filters.from || filters.to || filters.status || filters.experience || filters.tenant),
    rows: list.rows.map((r) => ({
      ...r,
      startsAt: r.startsAt.toISOString(),
      createdAt: r.createdAt.toISOString(),
      tenant: tenantName(r.tenantId),
      checkedIn: !!r.checkedInAt,
      settled: !!r.settledAt,
      checkedInAt: null,
      settledAt: null,
    })),
    hasMore: list.hasMore,
    page: list.page,
    experiences: choices.experiences,
    tenants: choices.tenants.map((id) => ({ id, name: tenantName(id) })),
  }
}

export default function Bookings() {
  const { t, i18n } = useTranslation()
  const data = useLoaderData<typeof loader>()
  const [params] = useSearchParams()
  const { supplier } = useParams()
  const base = `/s/${supplier}/bookings`
  const pageLink = (page: number) => {
    const next = new URLSearchParams(params)
    next.set('page', String(page))
    return `${base}?${next}`
  }
  const exportParams = new URLSearchParams(params)
  exportParams.delete('page')
  const f = data.filters
  return (
    <>
      <PageHeader
        title={t('bookings.title')}
        lead={t('bookings.lead')}
        actions={
          <a href={`/s/${supplier}/bookings.csv${exportParams.size ? `?${exportParams}` : ''}`} className={buttonClass('secondary')} download>
            <Download className="size-4" aria-hidden /> {t('bookings.filters.export')}
          </a>
        }
      />
      <Form method="get" className="no-print mb-5 space-y-3 rounded-lg border border-slate-200 bg-white p-4">
        <div className="flex items-end gap-2">
          <div className="min-w-0 flex-1">
            <Field id="q" label={t('bookings.filters.q')}>
              <Input id="q" name="q" type="search" defaultValue={f.q ?? ''} maxLength={100} autoComplete="off" />
            </Field>
          </div>
          <Button aria-label={t('bookings.filters.apply')}>
            <Search className="size-4" aria-hidden /> <span className="hidden sm:inline">{t('bookings.filters.apply')}</span>
          </Button>
        </div>
        {/* The other filters fold away on a phone until wanted; open whenever one is set. */}
        <details open={data.moreFilters} className="group">
          <summary className="flex min-h-11 cursor-pointer items-center gap-2 text-sm font-semibold text-slate-700">
            <SlidersHorizontal className="size-4" aria-hidden /> {t('bookings.filters.more')}
          </summary>
          <div className="mt-3 grid gap-3 sm:grid-cols-2 lg:grid-cols-5">
            <Field id="from" label={t('bookings.filters.from')}>
              <Input id="from" name="from" type="date" defaultValue={f.from ?? ''} />
            </Field>
            <Field id="to" label={t('bookings.filters.to')}>
              <Input id="to" name="to" type="date" defaultValue={f.to ?? ''} />
            </Field>
            <Field id="status" label={t('bookings.filters.status')}>
              <Select id="status" name="status" defaultValue={f.status ?? ''}>
                <option value="">{t('bookings.filters.any')}</option>
                {STATUS_FILTERS.map((s) => (
                  <option key={s} value={s}>
                    {t(`bookings.statuses.${s}`)}
                  </option>
                ))}
              </Select>
            </Field>
            <Field id="experience" label={t('bookings.filters.experience')}>
              <Select id="experience" name="experience" defaultValue={f.experience ?? ''}>
                <option value="">{t('bookings.filters.any')}</option>
                {data.experiences.map((e) => (
                  <option key={e.id} value={e.id}>
                    {e.title}
                  </option>
                ))}
              </Select>
            </Field>
            <Field id="tenant" label={t('bookings.filters.tenant')}>
              <Select id="tenant" name="tenant" defaultValue={f.tenant ?? ''}>
                <option value="">{t('bookings.filters.any')}</option>
                {data.tenants.map((tenant) => (
                  <option key={tenant.id} value={tenant.id}>
                    {tenant.name}
                  </option>
                ))}
              </Select>
            </Field>
          </div>
          <div className="mt-3 flex justify-end gap-2">
            <Link to={base} className={buttonClass('ghost')}>
              {t('bookings.filters.clear')}
            </Link>
            <Button>{t('bookings.filters.apply')}</Button>
          </div>
        </details>
      </Form>
      {data.rows.length === 0 ? (
        <EmptyState>{data.filtered ? t('bookings.empty') : t('bookings.emptyAll')}</EmptyState>
      ) : (
        <ul className="divide-y divide-slate-100 overflow-hidden rounded-lg border border-slate-200 bg-white" data-testid="booking-list">
          {data.rows.map((r) => {
            const when = departure(r.startsAt, r.timeZone, i18n.language)
            return (
              <li key={r.id}>
                <Link to={`${base}/${r.id}`} className="grid gap-1 px-4 py-3 hover:bg-slate-50 sm:grid-cols-[9rem_1fr_auto] sm:items-center sm:gap-4">
                  <div className="text-sm">
                    <p className="font-semibold">{when.date}</p>
                    <p className="text-slate-600">{when.time}</p>
                  </div>
                  <div className="min-w-0">
                    <p className="truncate font-medium">{r.title}</p>
                    <p className="truncate text-sm text-slate-600">
                      <span className="font-mono">{r.reference}</span> · {r.firstName} {r.lastName} · {unitsText(r.units, t('bookings.units', { returnObjects: true }) as Record<string, string>)} ·{' '}
                      {r.tenant}
                    </p>
                  </div>
                  <div className="flex flex-wrap items-center gap-2 sm:justify-end">
                    <span className="text-sm font-semibold">{money(r.amount, r.currency, i18n.language)}</span>
                    <Badge tone={STATUS_TONE[r.status]}>{t(`bookings.statuses.${r.status}`)}</Badge>
                    {r.payLater ? <Badge tone={r.settled ? 'green' : 'amber'}>{r.settled ? t('bookings.settled') : t('bookings.payLater')}</Badge> : null}
                    {r.checkedIn ? <Badge tone="blue">{t('bookings.checkedIn')}</Badge> : null}
                  </div>
                </Link>
              </li>
            )
          })}
        </ul>
      )}
      {data.page > 1 || data.hasMore ? (
        <nav className="mt-4 flex items-center justify-between text-sm" aria-label={t('bookings.page', { page: data.page })}>
          {data.page > 1 ? (
            <Link to={pageLink(data.page - 1)} className={buttonClass('secondary')}>
              {t('bookings.previous')}
            </Link>
          ) : (
            <span />
          )}
          <span>{t('bookings.page', { page: data.page })}</span>
          {data.hasMore ? (
            <Link to={pageLink(data.page + 1)} className={buttonClass('secondary')}>
              {t('bookings.next')}
            </Link>
          ) : (
            <span />
          )}
        </nav>
      ) : null}
    </>
  )
}
