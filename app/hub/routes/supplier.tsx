// Every supplier page's frame: who and which supplier, the navigation (a side bar on a desk, a tab bar under
// the thumb on a phone), and the count of requests waiting for an answer.
import type { LoaderFunctionArgs } from '@remix-run/node'
import { Form, NavLink, Outlet, useLoaderData, useNavigation } from '@remix-run/react'
import { CalendarDays, ClipboardList, Inbox, ListChecks, LogOut, MailWarning, Map as MapIcon, MoreHorizontal, Receipt, ScanLine, ScrollText, Settings, Sun, Users } from 'lucide-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { pendingRequestCount } from '../../models/partners/requests-count.server'
import { hubContext } from '../../utils/hub-context'
import { cx } from '../components/ui'
import { requireSupplier } from '../session.server'

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const ctx = hubContext(context)
  const { staff, supplier, role } = await requireSupplier(ctx, request, params.supplier)
  return {
    supplier: { slug: supplier.slug, name: supplier.name },
    role,
    staff: { name: staff.name, isPlatformAdmin: staff.isPlatformAdmin },
    teams: staff.memberships.map((m) => ({ slug: m.slug, name: m.name })),
    pending: await pendingRequestCount(ctx.db, supplier.supplierId),
  }
}

export function useSupplierFrame() {
  return useLoaderData<typeof loader>()
}

export default function SupplierFrame() {
  const data = useLoaderData<typeof loader>()
  const { t } = useTranslation()
  const navigation = useNavigation()
  const [more, setMore] = useState(false)
  const base = `/s/${data.supplier.slug}`
  const owner = data.role !== 'staff'
  type Item = { to: string; label: string; icon: typeof Sun; end?: boolean; count?: number }
  const main: Item[] = [
    { to: base, end: true, label: t('common.nav.today'), icon: Sun },
    { to: `${base}/requests`, label: t('common.nav.requests'), icon: Inbox, count: data.pending },
    { to: `${base}/bookings`, label: t('common.nav.bookings'), icon: ClipboardList },
    { to: `${base}/manifest`, label: t('common.nav.manifest'), icon: CalendarDays },
    { to: `${base}/check-in`, label: t('common.nav.checkIn'), icon: ScanLine },
  ]
  const extra: Item[] = [
    ...(owner
      ? [
          { to: `${base}/experiences`, label: t('common.nav.catalogue'), icon: MapIcon },
          { to: `${base}/statements`, label: t('common.nav.statements'), icon: Receipt },
          { to: `${base}/team`, label: t('common.nav.team'), icon: Users },
          { to: `${base}/audit`, label: t('common.nav.audit'), icon: ScrollText },
        ]
      : []),
    ...(data.staff.isPlatformAdmin
      ? [
          { to: '/admin/suppliers', label: t('common.nav.suppliers'), icon: ListChecks },
          { to: '/admin/emails', label: t('common.nav.emails'), icon: MailWarning },
        ]
      : []),
    { to: '/account', label: t('common.nav.account'), icon: Settings },
  ]
  const link = (active: boolean) => cx('flex min-h-11 items-center gap-3 rounded-md px-3 text-sm font-medium', active ? 'bg-slate-900 text-white' : 'text-slate-700 hover:bg-slate-100')
  return (
    <div className="min-h-dvh pb-20 lg:pb-0">
      <header className="no-print sticky top-0 z-30 border-b border-slate-800 bg-slate-900 text-white">
        <div className="mx-auto flex h-14 max-w-7xl items-center gap-3 px-4">
          <span className="hidden text-sm font-semibold tracking-wide sm:inline">Excursio Partners</span>
          <span className="hidden text-slate-500 sm:inline">/</span>
          {data.teams.length > 1 ? (
            <nav aria-label={t('common.supplierSwitch')} className="min-w-0">
              <details className="relative">
                <summary className="flex min-h-11 cursor-pointer list-none items-center truncate rounded-md px-2 text-sm font-semibold hover:bg-slate-800">{data.supplier.name} ▾</summary>
                <ul className="absolute left-0 mt-1 w-64 rounded-md border border-slate-200 bg-white py-1 text-slate-900 shadow-lg">
                  {data.teams.map((team) => (
                    <li key={team.slug}>
                      <a className="block px-3 py-2 text-sm hover:bg-slate-100" href={`/s/${team.slug}`}>
                        {team.name}
                      </a>
                    </li>
                  ))}
                </ul>
              </details>
            </nav>
          ) : (
            <span className="truncate text-sm font-semibold">{data.supplier.name}</span>
          )}
          <span className="ml-auto truncate text-xs text-slate-300">{data.staff.name}</span>
          <Form method="post" action="/sign-out">
            <button type="submit" className="flex min-h-11 items-center gap-1 rounded-md px-2 text-sm text-slate-200 hover:bg-slate-800" title={t('common.signOut')}>
              <LogOut className="size-4" aria-hidden />
              <span className="hidden sm:inline">{t('common.signOut')}</span>
            </button>
          </Form>
        </div>
        {data.role === 'admin' ? <p className="bg-amber-300 px-4 py-1 text-center text-xs font-semibold text-amber-950">{t('common.actingAs', { supplier: data.supplier.name })}</p> : null}
      </header>
      <div className="mx-auto flex max-w-7xl gap-6 px-4 py-5 lg:py-8">
        <nav aria-label="Main" className="no-print hidden w-52 shrink-0 lg:block">
          <ul className="sticky top-20 space-y-1">
            {[...main, ...extra].map((item) => (
              <li key={item.to}>
                <NavLink to={item.to} end={item.end ?? false} prefetch="intent" className={({ isActive }) => link(isActive)}>
                  <item.icon className="size-4" aria-hidden />
                  <span className="flex-1">{item.label}</span>
                  {item.count ? <span className="rounded-full bg-amber-400 px-2 text-xs font-bold text-amber-950">{item.count}</span> : null}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <main className={cx('min-w-0 flex-1', navigation.state === 'loading' && 'opacity-70 transition-opacity')}>
          <Outlet />
        </main>
      </div>
      <nav aria-label="Main" className="no-print fixed inset-x-0 bottom-0 z-30 border-t border-slate-200 bg-white pb-[env(safe-area-inset-bottom)] lg:hidden">
        <ul className="grid grid-cols-5">
          {[main[0]!, main[1]!, main[2]!, main[4]!].map((item) => (
            <li key={item.to}>
              <NavLink
                to={item.to}
                end={item.end ?? false}
                className={({ isActive }) => cx('relative flex min-h-14 flex-col items-center justify-center gap-0.5 text-[11px] font-medium', isActive ? 'text-slate-900' : 'text-slate-500')}
              >
                <item.icon className="size-5" aria-hidden />
                {item.label}
                {item.count ? <span className="absolute top-1 right-[calc(50%-20px)] rounded-full bg-amber-400 px-1.5 text-[10px] font-bold text-amber-950">{item.count}</span> : null}
              </NavLink>
            </li>
          ))}
          <li>
            <button
              type="button"
              onClick={() => setMore((v) => !v)}
              aria-expanded={more}
              className="flex min-h-14 w-full flex-col items-center justify-center gap-0.5 text-[11px] font-medium text-slate-500"
            >
              <MoreHorizontal className="size-5" aria-hidden />
              {t('common.nav.more')}
            </button>
          </li>
        </ul>
        {more ? (
          <ul className="absolute right-2 bottom-16 w-56 rounded-lg border border-slate-200 bg-white py-1 shadow-xl">
            {[main[3]!, ...extra].map((item) => (
              <li key={item.to}>
                <NavLink to={item.to} onClick={() => setMore(false)} className="flex min-h-11 items-center gap-3 px-4 text-sm hover:bg-slate-100">
                  <item.icon className="size-4" aria-hidden />
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
        ) : null}
      </nav>
    </div>
  )
}
