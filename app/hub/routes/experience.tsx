// /s/:supplier/experiences/:experience: the frame every page of one experience shares (owners and admins): its
// title and state, and tabs for details and text, options and prices, photos, booking questions and schedule.
import type { LoaderFunctionArgs } from '@remix-run/node'
import { Link, NavLink, Outlet, useLoaderData, useRouteLoaderData } from '@remix-run/react'
import { ChevronLeft } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { requireSupplierExperience } from '../../models/partners/catalogue/access.server'
import { hubContext } from '../../utils/hub-context'
import { Badge, cx } from '../components/ui'
import { requireSupplier } from '../session.server'

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const ctx = hubContext(context)
  const { supplier } = await requireSupplier(ctx, request, params.supplier, 'owner')
  const experience = await requireSupplierExperience(ctx.db, supplier.supplierId, params.experience)
  return { experience, supplier: { slug: supplier.slug, currency: supplier.currency, timeZone: supplier.timeZone } }
}

/** The frame's experience, for the pages inside it. */
export function useExperienceFrame() {
  return useRouteLoaderData<typeof loader>('routes/experience')!
}

const STATUS_TONE = { draft: 'amber', active: 'green', unavailable: 'neutral' } as const

export default function ExperienceFrame() {
  const { experience, supplier } = useLoaderData<typeof loader>()
  const { t } = useTranslation()
  const base = `/s/${supplier.slug}/experiences/${experience.id}`
  const tabs = [
    { to: base, end: true, label: t('catalogue.tabs.details') },
    { to: `${base}/options`, label: t('catalogue.tabs.options') },
    { to: `${base}/photos`, label: t('catalogue.tabs.photos') },
    { to: `${base}/questions`, label: t('catalogue.tabs.questions') },
    { to: `${base}/schedule`, label: t('catalogue.tabs.schedule') },
  ]
  return (
    <>
      <Link to={`/s/${supplier.slug}/experiences`} className="no-print mb-2 inline-flex min-h-11 items-center gap-1 text-sm text-slate-600 hover:text-slate-900">
        <ChevronLeft className="size-4" aria-hidden />
        {t('catalogue.backToList')}
      </Link>
      <div className="mb-3 flex flex-wrap items-center gap-2">
        <h1 className="min-w-0 text-xl font-semibold tracking-tight break-words sm:text-2xl">{experience.title}</h1>
        <Badge tone={STATUS_TONE[experience.status]}>{t(`catalogue.status.${experience.status}`)}</Badge>
      </div>
      <nav aria-label={t('catalogue.tabs.details')} className="no-print -mx-4 mb-5 overflow-x-auto border-b border-slate-200 px-4">
        <ul className="flex gap-1">
          {tabs.map((tab) => (
            <li key={tab.to} className="shrink-0">
              <NavLink
                to={tab.to}
                end={tab.end ?? false}
                prefetch="intent"
                className={({ isActive }) => cx('flex min-h-11 items-center border-b-2 px-3 text-sm font-medium whitespace-nowrap', isActive ? 'border-slate-900 text-slate-900' : 'border-transparent text-slate-600 hover:text-slate-900')}
              >
                {tab.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <Outlet />
    </>
  )
}
