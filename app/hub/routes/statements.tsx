// /s/:supplier/statements (owners): a month of the supplier's bookings per site that sold them — gross, refunds,
// the platform's commission at each site's rate and the net — then the month's bookings. Decision 049.
import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { Form, Link, useLoaderData, useParams } from '@remix-run/react'
import { ChevronLeft, ChevronRight, Download } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { addMonths, formatMonth, todayIn } from '../../domain/zoned-time'
import { getStatement, statementMonth, statementTenant, type Figures } from '../../models/partners/statements.server'
import { hubContext } from '../../utils/hub-context'
import { departure, money } from '../components/format'
import { Badge, buttonClass, Button, Card, cx, EmptyState, Input, PageHeader } from '../components/ui'
import { requireSupplier } from '../session.server'

/** Bookings listed per page below the cards; the cards and the CSV always cover the whole month. */
const PAGE = 100

export const meta: MetaFunction = () => [{ title: 'Statements · Excursio Partners' }]

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const ctx = hubContext(context)
  const { supplier, staff } = await requireSupplier(ctx, request, params.supplier, 'owner')
  const url = new URL(request.url)
  const month = statementMonth(url.searchParams.get('month'), supplier.timeZone)
  const tenant = statementTenant(url.searchParams.get('tenant'))
  const page = Math.min(Math.max(1, Number.parseInt(url.searchParams.get('page') ?? '1', 10) || 1), 1_000)
  const rateOf = (id: string) => ctx.getTenant(id)?.commission?.percent ?? null
  const statement = await getStatement(ctx.db, supplier.supplierId, { month, tenant, locale: staff.locale, currency: supplier.currency }, rateOf)
  const name = (id: string) => ctx.getTenant(id)?.name ?? id
  return {
    month,
    current: todayIn(supplier.timeZone).slice(0, 7),
    tenant: tenant ? { id: tenant, name: name(tenant) } : null,
    tenants: statement.tenants.map((t) => ({ ...t, name: name(t.tenantId) })),
    totals: statement.totals,
    count: statement.lines.length,
    page,
    lines: statement.lines.slice((page - 1) * PAGE, page * PAGE).map((l) => ({ ...l, startsAt: l.startsAt.toISOString(), site: name(l.tenantId) })),
  }
}

export default function Statements() {
  const { t, i18n } = useTranslation()
  const data = useLoaderData<typeof loader>()
  const { supplier } = useParams()
  const base = `/s/${supplier}/statements`
  const link = (changes: { month?: string; tenant?: string | null; page?: number }) => {
    const q = new URLSearchParams({ month: changes.month ?? data.month })
    const tenant = changes.tenant === undefined ? data.tenant?.id : changes.tenant
    if (tenant) q.set('tenant', tenant)
    if (changes.page && changes.page > 1) q.set('page', String(changes.page))
    return `${base}?${q}`
  }
  const monthName = formatMonth(data.month, i18n.language)
  const rate = (p: number | null) => (p === null ? t('statements.noRate') : t('statements.rate', { rate: new Intl.NumberFormat(i18n.language, { style: 'percent', maximumFractionDigits: 2 }).format(p / 100) }))
  const noRate = data.tenants.filter((x) => x.percent === null)
  const csv = `${base}.csv?${new URLSearchParams({ month: data.month, ...(data.tenant ? { tenant: data.tenant.id } : {}) })}`
  return (
    <>
      <PageHeader
        title={t('statements.title')}
        lead={t('statements.lead')}
        actions={
          <a href={csv} className={buttonClass('secondary')} download>
            <Download className="size-4" aria-hidden /> {t('statements.csv')}
          </a>
        }
      />
      <nav className="no-print mb-4 flex items-center gap-2" aria-label={t('statements.monthLabel')}>
        <Link to={link({ month: addMonths(data.month, -1), page: 1 })} className={buttonClass('secondary', 'px-3')} aria-label={t('statements.previous')} title={t('statements.previous')}>
          <ChevronLeft className="size-5" aria-hidden />
        </Link>
        <h2 className="min-w-0 flex-1 text-center text-lg font-semibold" aria-live="polite">
          {monthName}
        </h2>
        <Link to={link({ month: addMonths(data.month, 1), page: 1 })} className={buttonClass('secondary', 'px-3')} aria-label={t('statements.next')} title={t('statements.next')}>
          <ChevronRight className="size-5" aria-hidden />
        </Link>
      </nav>
      <Form method="get" className="no-print mb-5 flex flex-wrap items-center gap-2">
        <label htmlFor="month" className="sr-only">
          {t('statements.monthLabel')}
        </label>
        <div className="min-w-0 flex-1 sm:w-48 sm:flex-none">
          <Input id="month" name="month" type="month" defaultValue={data.month} required />
        </div>
        {data.tenant ? <input type="hidden" name="tenant" value={data.tenant.id} /> : null}
        <Button variant="secondary">{t('statements.show')}</Button>
        {data.month !== data.current ? (
          <Link to={link({ month: data.current, page: 1 })} className={buttonClass('ghost')}>
            {t('statements.current')}
          </Link>
        ) : null}
      </Form>
      {data.tenant ? (
        <p className="mb-4 flex flex-wrap items-center gap-2 text-sm">
          {t('statements.filtered', { tenant: data.tenant.name })}
          <Link to={link({ tenant: null, page: 1 })} className={buttonClass('ghost', 'min-h-11')}>
            {t('statements.allSites')}
          </Link>
        </p>
      ) : null}
      {data.count === 0 ? (
        <EmptyState>{t('statements.empty', { month: monthName })}</EmptyState>
      ) : (
        <>
          <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3" data-testid="statement-cards">
            {data.tenants.map((x) => (
              <Card key={x.tenantId} title={x.name} actions={<Badge tone={x.percent === null ? 'amber' : 'neutral'}>{rate(x.percent)}</Badge>}>
                {x.figures.map((f) => (
                  <FigureList key={f.currency} figures={f} />
                ))}
                {!data.tenant && data.tenants.length > 1 ? (
                  <Link to={link({ tenant: x.tenantId, page: 1 })} className={buttonClass('ghost', 'mt-2 w-full')}>
                    {t('statements.onlySite')}
                  </Link>
                ) : null}
              </Card>
            ))}
            <Card title={t('statements.total')} className="border-slate-900 ring-1 ring-slate-900">
              <div data-testid="statement-totals">
                {data.totals.map((f) => (
                  <FigureList key={f.currency} figures={f} />
                ))}
              </div>
            </Card>
          </div>
          <div className="mt-4 space-y-2 text-sm text-slate-600">
            {noRate.length ? <p className="rounded-md bg-amber-50 p-3 text-amber-900">{t('statements.noRateNote', { tenants: noRate.map((x) => x.name).join(', ') })}</p> : null}
            {data.totals.length > 1 ? <p>{t('statements.currencies')}</p> : null}
            <p>{t('statements.help')}</p>
          </div>
          <BookingList base={`/s/${supplier}/bookings`} />
          {data.count > data.lines.length ? (
            <nav className="mt-4 flex items-center justify-between gap-2 text-sm" aria-label={t('statements.list.title')}>
              {data.page > 1 ? (
                <Link to={link({ page: data.page - 1 })} className={buttonClass('secondary')}>
                  <ChevronLeft className="size-4" aria-hidden />
                </Link>
              ) : (
                <span />
              )}
              <span>{t('statements.list.showing', { from: (data.page - 1) * PAGE + 1, to: (data.page - 1) * PAGE + data.lines.length, count: data.count })}</span>
              {data.page * PAGE < data.count ? (
                <Link to={link({ page: data.page + 1 })} className={buttonClass('secondary')}>
                  <ChevronRight className="size-4" aria-hidden />
                </Link>
              ) : (
                <span />
              )}
            </nav>
          ) : null}
        </>
      )}
    </>
  )
}

function FigureList({ figures: f }: { figures: Figures }) {
  const { t, i18n } = useTranslation()
  const m = (amount: number) => money(amount, f.currency, i18n.language)
  const row = (label: string, value: string, strong = false) => (
    <div className={cx('flex items-baseline justify-between gap-3 py-1', strong && 'border-t border-slate-200 pt-2 font-semibold')}>
      <dt className={strong ? '' : 'text-slate-600'}>{label}</dt>
      <dd className="tabular-nums">{value}</dd>
    </div>
  )
  return (
    <dl className="mb-3 text-sm last:mb-0" data-currency={f.currency}>
      {row(t('statements.figures.bookings'), String(f.bookings))}
      {row(t('statements.figures.gross'), m(f.gross))}
      {f.paidDirect ? row(t('statements.figures.paidDirect'), m(f.paidDirect)) : null}
      {row(t('statements.figures.refunds'), f.refunds ? `−\u00a0${m(f.refunds)}` : m(0))}
      {row(t('statements.figures.commission'), f.commission ? `−\u00a0${m(f.commission)}` : m(0))}
      {f.net < 0 ? row(t('statements.figures.owed'), m(-f.net), true) : row(t('statements.figures.net'), m(f.net), true)}
    </dl>
  )
}

function BookingList({ base }: { base: string }) {
  const { t, i18n } = useTranslation()
  const { lines } = useLoaderData<typeof loader>()
  return (
    <section className="mt-6">
      <h2 className="mb-3 text-base font-semibold">{t('statements.list.title')}</h2>
      <ul className="divide-y divide-slate-100 overflow-hidden rounded-lg border border-slate-200 bg-white" data-testid="statement-lines">
        {lines.map((l) => {
          const when = departure(l.startsAt, l.timeZone, i18n.language)
          const m = (amount: number) => money(amount, l.currency, i18n.language)
          return (
            <li key={l.id}>
              <Link to={`${base}/${l.id}`} className="block px-4 py-3 hover:bg-slate-50">
                <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
                  <span className="font-mono text-sm font-semibold">{l.reference}</span>
                  <span className="text-sm text-slate-600">
                    {when.date} · {l.site}
                  </span>
                  {l.status === 'CANCELLED' ? <Badge>{t('statements.list.cancelled')}</Badge> : null}
                  {l.payLater ? <Badge tone="amber">{t('statements.list.payLater')}</Badge> : null}
                </div>
                <p className="truncate text-sm">{l.title}</p>
                <dl className="mt-2 grid grid-cols-2 gap-x-4 gap-y-1 text-sm sm:grid-cols-4">
                  {[
                    [t('statements.list.amount'), m(l.gross)],
                    [t('statements.list.refund'), l.refund ? `−\u00a0${m(l.refund)}` : '—'],
                    [t('statements.list.commission'), l.commission ? `−\u00a0${m(l.commission)}` : '—'],
                    [t('statements.list.net'), m(l.net)],
                  ].map(([label, value], i) => (
                    <div key={label} className="min-w-0">
                      <dt className="text-xs text-slate-600">{label}</dt>
                      <dd className={cx('whitespace-nowrap tabular-nums', i === 3 && 'font-semibold')}>{value}</dd>
                    </div>
                  ))}
                </dl>
              </Link>
            </li>
          )
        })}
      </ul>
    </section>
  )
}
