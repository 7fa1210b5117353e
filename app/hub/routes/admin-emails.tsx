// /admin/emails (platform admins): emails the mail server refused on every attempt, kept as dead letters (decision
// 053), with a Resend per row and for all of them. Supplier staff get the hub's 404, as on /admin/suppliers.
import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { Form, Link, useLoaderData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { z } from '../../domain/zod'
import { listDeadLetters, resendDeadLetters } from '../../models/platform/dead-letters.server'
import { hubContext } from '../../utils/hub-context'
import { Badge, Button, EmptyState, PageHeader } from '../components/ui'
import { setFlash } from '../flash.server'
import { homeOf, requirePlatformAdmin } from '../session.server'

const SHOWN = 200

const ResendSchema = z.discriminatedUnion('intent', [z.object({ intent: z.literal('resend'), id: z.uuid() }), z.object({ intent: z.literal('resend-all') })])

export async function loader({ request, context }: LoaderFunctionArgs) {
  const ctx = hubContext(context)
  const staff = await requirePlatformAdmin(ctx, request)
  const { rows, total } = await listDeadLetters(ctx.db, { limit: SHOWN })
  return {
    home: await homeOf(ctx, staff.id, true),
    total,
    rows: rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString(), deadAt: r.deadAt.toISOString() })),
  }
}

export async function action({ request, context }: ActionFunctionArgs) {
  const ctx = hubContext(context)
  await requirePlatformAdmin(ctx, request)
  const parsed = ResendSchema.safeParse(Object.fromEntries(await request.formData()))
  if (!parsed.success) throw new Response('Bad request', { status: 400 })
  const count = await resendDeadLetters(ctx.db, parsed.data.intent === 'resend' ? [parsed.data.id] : undefined)
  const flash = count ? { kind: 'success' as const, message: 'emails.resent', values: { count } } : { kind: 'info' as const, message: 'emails.nothingToResend' }
  throw redirect('/admin/emails', { headers: { 'Set-Cookie': await setFlash(flash) } })
}

export default function AdminEmails() {
  const { t, i18n } = useTranslation()
  const { home, rows, total } = useLoaderData<typeof loader>()
  const when = (iso: string) => new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso))
  const resendAll = (
    <Form method="post">
      <input type="hidden" name="intent" value="resend-all" />
      <Button>{t('emails.resendAll')}</Button>
    </Form>
  )
  return (
    <main className="mx-auto max-w-6xl px-4 py-6">
      <p className="mb-4 flex justify-between text-sm">
        <a href={home} className="text-sky-700 underline">
          ← {t('common.back')}
        </a>
        <Link to="/admin/suppliers" className="text-sky-700 underline">
          {t('common.nav.suppliers')}
        </Link>
      </p>
      <PageHeader title={t('emails.title')} lead={t('emails.lead')} actions={rows.length ? resendAll : null} />
      {rows.length ? (
        <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white">
          <table className="w-full text-left text-sm">
            <thead className="bg-slate-50 text-xs text-slate-600 uppercase">
              <tr>
                <th className="px-3 py-2">{t('emails.columns.tenant')}</th>
                <th className="px-3 py-2">{t('emails.columns.to')}</th>
                <th className="px-3 py-2">{t('emails.columns.kind')}</th>
                <th className="px-3 py-2">{t('emails.columns.attempts')}</th>
                <th className="px-3 py-2">{t('emails.columns.error')}</th>
                <th className="px-3 py-2">{t('emails.columns.queued')}</th>
                <th className="px-3 py-2">{t('emails.columns.failed')}</th>
                <th className="px-3 py-2">
                  <span className="sr-only">{t('emails.resend')}</span>
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {rows.map((r) => (
                <tr key={r.id} className="align-top">
                  <td className="px-3 py-2">
                    <code className="text-xs">{r.tenantId}</code>
                  </td>
                  <td className="px-3 py-2 break-all">{r.to}</td>
                  <td className="px-3 py-2">
                    <Badge>{r.kind}</Badge>
                  </td>
                  <td className="px-3 py-2 tabular-nums">{r.attempts}</td>
                  <td className="px-3 py-2 font-mono text-xs break-all text-red-800">{r.lastError}</td>
                  <td className="px-3 py-2 whitespace-nowrap">{when(r.createdAt)}</td>
                  <td className="px-3 py-2 whitespace-nowrap">{when(r.deadAt)}</td>
                  <td className="px-3 py-2">
                    <Form method="post">
                      <input type="hidden" name="intent" value="resend" />
                      <input type="hidden" name="id" value={r.id} />
                      <Button variant="secondary" aria-label={`${t('emails.resend')}: ${r.to}`}>
                        {t('emails.resend')}
                      </Button>
                    </Form>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : (
        <EmptyState>{t('emails.empty')}</EmptyState>
      )}
      {total > rows.length ? <p className="mt-3 text-sm text-slate-600">{t('emails.shown', { shown: rows.length, total })}</p> : null}
    </main>
  )
}
