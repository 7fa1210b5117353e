// /s/:supplier/requests: the on-request bookings waiting for this supplier's answer, the soonest due first, each
// with Confirm and Decline; below, the answers given lately (by the team, by an email link, or by the clock).
import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Form, Link, useLoaderData, useNavigation } from '@remix-run/react'
import { Check, Clock, X } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { listRequests, recentAnswers } from '../../models/partners/decisions.server'
import { hubContext } from '../../utils/hub-context'
import { answerFromHub } from '../decision-action.server'
import { describeRequest, type RequestText } from '../request-text'
import { localeOf, requireSupplier } from '../session.server'
import { Badge, Button, Card, EmptyState, PageHeader } from '../components/ui'

export const meta: MetaFunction = () => [{ title: 'Requests · Excursio Partners' }]

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const ctx = hubContext(context)
  const { staff, supplier } = await requireSupplier(ctx, request, params.supplier)
  const locale = await localeOf(request, staff)
  const [waiting, answered] = await Promise.all([listRequests(ctx.db, supplier.supplierId, locale), recentAnswers(ctx.db, supplier.supplierId, locale)])
  return { slug: supplier.slug, waiting: waiting.map((r) => describeRequest(r, locale)), answered: answered.map((r) => describeRequest(r, locale)) }
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  const ctx = hubContext(context)
  const access = await requireSupplier(ctx, request, params.supplier)
  const flash = await answerFromHub(ctx, access, await request.formData())
  throw redirect(`/s/${access.supplier.slug}/requests`, { headers: { 'Set-Cookie': flash } })
}

export default function Requests() {
  const { t } = useTranslation()
  const { slug, waiting, answered } = useLoaderData<typeof loader>()
  return (
    <>
      <PageHeader title={t('requests.title')} lead={t('requests.lead')} />
      {waiting.length ? (
        <ul className="space-y-3" aria-label={t('requests.title')}>
          {waiting.map((r) => (
            <RequestCard key={r.id} request={r} slug={slug} />
          ))}
        </ul>
      ) : (
        <EmptyState>{t('requests.empty')}</EmptyState>
      )}
      <Card title={t('requests.recent')} className="mt-8">
        {answered.length ? (
          <ul className="divide-y divide-slate-100">
            {answered.map((r) => (
              <li key={r.id} className="flex flex-wrap items-center gap-x-3 gap-y-1 py-3 text-sm">
                <Link to={`/s/${slug}/bookings/${r.id}`} className="font-mono font-semibold underline-offset-2 hover:underline">
                  {r.reference}
                </Link>
                <span className="min-w-0 flex-1 truncate text-slate-700">{r.experience}</span>
                <Badge tone={r.status === 'CONFIRMED' ? 'green' : r.status === 'FAILED' ? 'red' : 'neutral'}>{t(`requests.answered.${r.status === 'CONFIRMED' || r.status === 'FAILED' || r.status === 'CANCELLED' ? r.status : 'other'}`)}</Badge>
                <span className="w-full text-xs text-slate-500 sm:w-auto">
                  {r.answeredText} · {r.answeredVia ? t(`requests.answeredVia.${r.answeredVia as 'email' | 'hub' | 'timeout'}`) : null}
                </span>
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-sm text-slate-600">{t('requests.recentEmpty')}</p>
        )}
      </Card>
    </>
  )
}

function RequestCard({ request: r, slug }: { request: RequestText; slug: string }) {
  const { t } = useTranslation()
  const navigation = useNavigation()
  const busy = navigation.state !== 'idle' && navigation.formData?.get('bookingId') === r.id
  return (
    <li className="rounded-lg border border-amber-200 bg-white p-4 shadow-sm" data-request={r.id}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <Link to={`/s/${slug}/bookings/${r.id}`} className="font-mono text-sm font-semibold underline-offset-2 hover:underline">
            {r.reference}
          </Link>
          <h2 className="mt-0.5 font-semibold">{r.option && r.option !== r.experience ? `${r.experience} – ${r.option}` : r.experience}</h2>
          <p className="text-sm text-slate-700">{r.slotText}</p>
        </div>
        {r.dueText ? (
          <Badge tone="amber">
            <Clock className="mr-1 size-3" aria-hidden />
            {t('requests.dueBy', { when: r.dueText })}
          </Badge>
        ) : null}
      </div>
      <div className="mt-3 flex flex-wrap gap-x-5 gap-y-1 text-sm">
        <p>{t('requests.travellers', { count: r.travellers })}</p>
        <p>
          <span className="text-slate-500">{t('requests.lead_traveller')}:</span> {r.leadName}
        </p>
        <p className="text-slate-500">{t('requests.via', { tenant: r.tenant })}</p>
      </div>
      <Form method="post" className="mt-4 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <input type="hidden" name="bookingId" value={r.id} />
        <Button name="intent" value="decline" variant="secondary" disabled={busy}>
          <X className="size-4" aria-hidden />
          {t('requests.decline')}
        </Button>
        <Button name="intent" value="confirm" disabled={busy}>
          <Check className="size-4" aria-hidden />
          {t('requests.confirm')}
        </Button>
      </Form>
    </li>
  )
}
