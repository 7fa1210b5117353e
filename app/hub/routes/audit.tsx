// /s/:supplier/audit (owners and admins): every change made in the hub for this supplier, newest first.
import type { LoaderFunctionArgs } from '@remix-run/node'
import { Link, useLoaderData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { listAudit } from '../../models/partners/audit.server'
import { hubContext } from '../../utils/hub-context'
import { EmptyState, PageHeader } from '../components/ui'
import { requireSupplier } from '../session.server'

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const ctx = hubContext(context)
  const { supplier } = await requireSupplier(ctx, request, params.supplier, 'owner')
  const beforeParam = new URL(request.url).searchParams.get('before')
  const before = beforeParam && !Number.isNaN(Date.parse(beforeParam)) ? new Date(beforeParam) : undefined
  const rows = await listAudit(ctx.db, supplier.supplierId, { before, limit: 50 })
  return { rows: rows.map((r) => ({ ...r, at: r.at.toISOString() })), next: rows.length === 50 ? rows.at(-1)!.at.toISOString() : null }
}

const short = (value: unknown) => (value === null || value === undefined ? '' : JSON.stringify(value)).slice(0, 300)

export default function Audit() {
  const { t, i18n } = useTranslation()
  const { rows, next } = useLoaderData<typeof loader>()
  const when = (iso: string) => new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso))
  return (
    <>
      <PageHeader title={t('admin.audit.title')} lead={t('admin.audit.lead')} />
      {rows.length ? (
        <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white">
          <table className="w-full text-left text-sm">
            <thead className="bg-slate-50 text-xs text-slate-600 uppercase">
              <tr>
                <th className="px-3 py-2">{t('admin.audit.columns.when')}</th>
                <th className="px-3 py-2">{t('admin.audit.columns.who')}</th>
                <th className="px-3 py-2">{t('admin.audit.columns.what')}</th>
                <th className="px-3 py-2">{t('admin.audit.columns.change')}</th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {rows.map((r) => (
                <tr key={r.id} className="align-top">
                  <td className="px-3 py-2 whitespace-nowrap">{when(r.at)}</td>
                  <td className="px-3 py-2">{r.by ? `${r.by}` : t('admin.audit.system')}</td>
                  <td className="px-3 py-2">
                    <code className="text-xs">{r.action}</code>
                    {r.entityId ? <span className="block text-xs text-slate-500">{r.entity} {r.entityId.slice(0, 8)}</span> : null}
                  </td>
                  <td className="px-3 py-2 font-mono text-xs break-all text-slate-700">
                    {r.before ? <span className="block text-red-800">− {short(r.before)}</span> : null}
                    {r.after ? <span className="block text-emerald-800">+ {short(r.after)}</span> : null}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : (
        <EmptyState>{t('admin.audit.empty')}</EmptyState>
      )}
      {next ? (
        <p className="mt-4">
          <Link to={`?before=${encodeURIComponent(next)}`} className="text-sm text-sky-700 underline">
            {t('admin.audit.more')}
          </Link>
        </p>
      ) : null}
    </>
  )
}
