// /s/:supplier/experiences (owners and admins): the supplier's catalogue, each experience with its state, the next
// departure and what each language still lacks, so a missing German text is seen here first.
import type { LoaderFunctionArgs } from '@remix-run/node'
import { Form, Link, useLoaderData, useSearchParams } from '@remix-run/react'
import { ImageOff, Plus, Search } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { listSupplierExperiences } from '../../models/partners/catalogue/experience.server'
import { hubContext } from '../../utils/hub-context'
import { imageUrl } from '../../utils/image-url'
import { Badge, buttonClass, EmptyState, Input, PageHeader } from '../components/ui'
import { requireSupplier } from '../session.server'

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const ctx = hubContext(context)
  const { supplier } = await requireSupplier(ctx, request, params.supplier, 'owner')
  const q = (new URL(request.url).searchParams.get('q') ?? '').slice(0, 100)
  const rows = await listSupplierExperiences(ctx.db, supplier.supplierId, q)
  // Languages travellers meet this supplier in: a gap there is red, a gap elsewhere only noted.
  const served = [
    ...new Set(
      ctx
        .tenants()
        .filter((t) => t.catalogue.suppliers === 'all' || t.catalogue.suppliers.includes(supplier.slug))
        .flatMap((t) => t.locales as string[])
    ),
  ]
  return { rows, served, timeZone: supplier.timeZone, base: `/s/${supplier.slug}/experiences` }
}

const STATUS_TONE = { draft: 'amber', active: 'green', unavailable: 'neutral' } as const

export default function Experiences() {
  const { rows, base, timeZone, served } = useLoaderData<typeof loader>()
  const { t, i18n } = useTranslation()
  const [params] = useSearchParams()
  const when = (iso: string) => new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short', timeZone }).format(new Date(iso))
  return (
    <>
      <PageHeader
        title={t('catalogue.list.title')}
        lead={t('catalogue.list.lead')}
        actions={
          <Link to={`${base}/new`} className={buttonClass('primary')}>
            <Plus className="size-4" aria-hidden />
            {t('catalogue.list.new')}
          </Link>
        }
      />
      <Form method="get" role="search" className="mb-4 flex gap-2">
        <label htmlFor="q" className="sr-only">
          {t('catalogue.list.search')}
        </label>
        <Input id="q" name="q" type="search" defaultValue={params.get('q') ?? ''} placeholder={t('catalogue.list.search')} className="flex-1" />
        <button type="submit" className={buttonClass('secondary')} aria-label={t('catalogue.list.search')}>
          <Search className="size-4" aria-hidden />
        </button>
      </Form>
      {rows.length ? (
        <ul className="divide-y divide-slate-100 rounded-lg border border-slate-200 bg-white">
          {rows.map((row) => {
            const gaps = Object.entries(row.missing).filter(([, n]) => n > 0)
            return (
              <li key={row.id}>
                <Link to={`${base}/${row.id}`} className="flex items-start gap-3 px-4 py-3 hover:bg-slate-50 sm:items-center sm:gap-4">
                  {row.cover ? (
                    <img
                      src={imageUrl(row.cover, { w: 160, h: 107, fit: 'cover' })}
                      alt=""
                      width={80}
                      height={53}
                      loading="lazy"
                      className="mt-0.5 aspect-[3/2] w-20 shrink-0 rounded bg-slate-100 object-cover sm:mt-0"
                    />
                  ) : (
                    <span className="mt-0.5 flex aspect-[3/2] w-20 shrink-0 items-center justify-center rounded bg-slate-100 text-slate-400 sm:mt-0">
                      <ImageOff className="size-5" aria-hidden />
                    </span>
                  )}
                  <span className="flex min-w-0 flex-1 flex-col gap-1 sm:flex-row sm:items-center sm:gap-4">
                    <span className="min-w-0 flex-1">
                      <span className="block font-medium break-words text-slate-900">{row.title}</span>
                      <span className="block text-xs text-slate-600">
                        {row.city} · {t('catalogue.list.options', { count: row.options })} ·{' '}
                        {row.nextDeparture ? t('catalogue.list.next', { when: when(row.nextDeparture) }) : t('catalogue.list.noDeparture')}
                      </span>
                    </span>
                    <span className="flex flex-wrap items-center gap-1.5">
                      <Badge tone={STATUS_TONE[row.status]}>{t(`catalogue.status.${row.status}`)}</Badge>
                      {gaps.length ? (
                        gaps.map(([locale, n]) => (
                          <Badge key={locale} tone={served.includes(locale) ? 'red' : 'neutral'}>
                            {t('catalogue.list.missing', { locale: locale.toUpperCase(), count: n })}
                          </Badge>
                        ))
                      ) : (
                        <Badge tone="blue">{t('catalogue.list.complete')}</Badge>
                      )}
                    </span>
                  </span>
                </Link>
              </li>
            )
          })}
        </ul>
      ) : (
        <EmptyState>{params.get('q') ? t('catalogue.list.noMatch') : t('catalogue.list.empty')}</EmptyState>
      )}
    </>
  )
}
