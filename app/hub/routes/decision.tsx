// /decision/:token: the Confirm or Decline link of a supplier's email. Works without signing in (the signed
// token is the authority); GET only shows the booking and what the button will do, POST acts once, and any
// later visit shows the answer given. Tampered and expired links say so plainly.
import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Form, useActionData, useLoaderData, useNavigation } from '@remix-run/react'
import { CheckCircle2, XCircle } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { answerByLink, openDecision, type OpenedDecision } from '../../models/partners/decisions.server'
import { hubContext } from '../../utils/hub-context'
import { describeRequest } from '../request-text'
import { localeOf, optionalStaff } from '../session.server'
import { AuthFrame, Button, buttonClass } from '../components/ui'

export const meta: MetaFunction = () => [{ title: 'Excursio Partners' }, { name: 'robots', content: 'noindex' }, { name: 'referrer', content: 'no-referrer' }]

function view(opened: OpenedDecision, locale: string) {
  return 'booking' in opened ? { ...opened, booking: describeRequest(opened.booking, locale) } : opened
}

async function languageOf(request: Request, context: unknown) {
  const ctx = hubContext(context)
  return { ctx, locale: await localeOf(request, await optionalStaff(ctx, request)) }
}

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const { ctx, locale } = await languageOf(request, context)
  return { opened: view(await openDecision(ctx, params.token ?? '', locale), locale), justNow: false }
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  const { ctx, locale } = await languageOf(request, context)
  const opened = await answerByLink(ctx, params.token ?? '', locale)
  return { opened: view(opened, locale), justNow: true }
}

export default function Decision() {
  const { t } = useTranslation()
  const loaded = useLoaderData<typeof loader>()
  const acted = useActionData<typeof action>()
  const navigation = useNavigation()
  const { opened } = acted ?? loaded
  if (!('booking' in opened)) return <AuthFrame title={t('requests.title')} lead={t(opened.state === 'rate_limited' ? 'requests.link.rateLimited' : 'requests.link.invalid')}>{null}</AuthFrame>
  const { booking: b, decision } = opened
  const confirm = decision === 'confirm'
  const rows: Array<[string, string]> = [
    [t('requests.link.reference'), b.reference],
    [t('requests.link.experience'), b.option && b.option !== b.experience ? `${b.experience} – ${b.option}` : b.experience],
    [t('requests.link.when'), b.slotText],
    [t('requests.lead_traveller'), `${b.leadName} · ${t('requests.travellers', { count: b.travellers })}`],
    [t('requests.link.soldBy'), b.tenant],
    ...(opened.state === 'ready' && b.dueText ? [[t('requests.link.due'), b.dueText] as [string, string]] : []),
  ]
  const outcome =
    opened.state === 'done'
      ? b.status === 'CONFIRMED'
        ? t('requests.link.doneConfirmed', { when: b.answeredText ?? '' })
        : b.status === 'FAILED'
          ? t('requests.link.doneDeclined', { when: b.answeredText ?? '' })
          : t('requests.link.doneCancelled')
      : opened.state === 'expired'
        ? t('requests.link.expired')
        : null
  return (
    <AuthFrame title={opened.state === 'ready' ? t(confirm ? 'requests.link.titleConfirm' : 'requests.link.titleDecline') : b.supplier} lead={opened.state === 'ready' ? t(confirm ? 'requests.link.leadConfirm' : 'requests.link.leadDecline') : null}>
      {outcome ? (
        <p role="status" data-decision-state={opened.state} className="mb-4 flex items-start gap-2 rounded-md border border-slate-200 bg-slate-50 px-3 py-2 text-sm font-medium">
          {b.status === 'CONFIRMED' ? <CheckCircle2 className="mt-0.5 size-4 shrink-0 text-emerald-700" aria-hidden /> : <XCircle className="mt-0.5 size-4 shrink-0 text-red-700" aria-hidden />}
          {outcome}
        </p>
      ) : null}
      <dl className="divide-y divide-slate-100 text-sm">
        {rows.map(([label, value]) => (
          <div key={label} className="grid grid-cols-[8rem_1fr] gap-2 py-2">
            <dt className="text-slate-500">{label}</dt>
            <dd className="font-medium break-words">{value}</dd>
          </div>
        ))}
      </dl>
      {opened.state === 'ready' ? (
        <Form method="post" className="mt-5">
          <Button variant={confirm ? 'primary' : 'danger'} className="w-full" disabled={navigation.state !== 'idle'}>
            {t(confirm ? 'requests.confirm' : 'requests.decline')}
          </Button>
        </Form>
      ) : null}
      <a href={`/s/${b.supplierSlug}/bookings/${b.id}`} className={buttonClass('ghost', 'mt-3 w-full')}>
        {t('requests.link.openHub')}
      </a>
    </AuthFrame>
  )
}
