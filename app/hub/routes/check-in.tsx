// /s/:supplier/check-in: at the meeting point, on a phone. Scan the voucher's QR with the camera or type its
// reference; the answer says plainly what happened: checked in, already checked in (when, by whom), another
// day, cancelled, or not found (also for another supplier's voucher: the same answer, nothing told).
import { parseWithZod } from '@conform-to/zod/v4'
import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { useFetcher, useLoaderData } from '@remix-run/react'
import { AlertTriangle, CheckCircle2, Info, XCircle } from 'lucide-react'
import { useState, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { wallClock } from '../../domain/zoned-time'
import { checkIn } from '../../models/partners/operations.server'
import { hubContext } from '../../utils/hub-context'
import { QrScanner } from '../components/qr-scanner'
import { Button, Card, cx, Input, PageHeader } from '../components/ui'
import { CheckInSchema } from '../operations-schema'
import { requireSupplier } from '../session.server'

export const meta: MetaFunction = () => [{ title: 'Check-in · Excursio Partners' }]

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const ctx = hubContext(context)
  const { supplier } = await requireSupplier(ctx, request, params.supplier)
  return { slug: supplier.slug }
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  const ctx = hubContext(context)
  const { staff, supplier } = await requireSupplier(ctx, request, params.supplier)
  const submission = parseWithZod(await request.formData(), { schema: CheckInSchema })
  if (submission.status !== 'success') return data({ outcome: { reason: 'not_found' as const, reference: '' } }, { status: 400 })
  const result = await checkIn(ctx, { staffId: staff.id, supplierId: supplier.supplierId }, { reference: submission.value.reference })
  const reference = submission.value.reference.slice(0, 40)
  if (result.ok) return { outcome: { reason: 'checked_in' as const, reference, booking: result.booking } }
  // Answered 200 like the others: for the scanner these are answers to show, not failed requests.
  if (!('booking' in result)) return { outcome: { reason: result.reason, reference } }
  if (result.reason === 'already') return { outcome: { reason: 'already' as const, reference, booking: result.booking, at: wallClock(new Date(result.at), result.booking.timeZone).time, by: result.by ?? '—' } }
  return { outcome: { reason: result.reason, reference, booking: result.booking } }
}

type Outcome = NonNullable<ReturnType<typeof useFetcher<typeof action>>['data']>['outcome']

function Result({ outcome }: { outcome: Outcome }) {
  const { t, i18n } = useTranslation()
  const b = 'booking' in outcome ? outcome.booking : null
  const day = (date: string) => new Intl.DateTimeFormat(i18n.language, { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' }).format(new Date(`${date}T12:00:00Z`))
  const tone = { checked_in: 'green', already: 'amber', other_day: 'amber', rate_limited: 'amber', cancelled: 'red', not_confirmed: 'red', not_found: 'red' }[outcome.reason]
  const Icon = tone === 'green' ? CheckCircle2 : tone === 'amber' ? (outcome.reason === 'already' ? Info : AlertTriangle) : XCircle
  let headline: ReactNode
  if (outcome.reason === 'already') headline = t('checkin.result.already', { time: outcome.at, by: outcome.by })
  else if (outcome.reason === 'other_day' && b) headline = t('checkin.result.otherDay', { day: day(b.date) })
  else headline = t(`checkin.result.${outcome.reason}`)
  return (
    <section
      role="status"
      aria-live="polite"
      data-outcome={outcome.reason}
      className={cx('rounded-lg border-2 p-4', tone === 'green' ? 'border-emerald-600 bg-emerald-50' : tone === 'amber' ? 'border-amber-500 bg-amber-50' : 'border-red-600 bg-red-50')}
    >
      <p className="flex items-start gap-2 text-lg font-semibold">
        <Icon className="mt-0.5 size-6 shrink-0" aria-hidden />
        <span>{headline}</span>
      </p>
      {b ? (
        <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
          <dt className="text-slate-600">{t('checkin.result.name')}</dt>
          <dd className="font-semibold">{b.name}</dd>
          <dt className="text-slate-600">{t('checkin.result.travellers')}</dt>
          <dd className="font-semibold">{b.travellers}</dd>
          <dt className="text-slate-600">{t('checkin.result.experience')}</dt>
          <dd>{b.title}</dd>
          <dt className="text-slate-600">{t('checkin.result.time')}</dt>
          <dd>
            {day(b.date)} · {b.time}
          </dd>
          <dt className="text-slate-600">{t('checkin.result.reference')}</dt>
          <dd className="font-mono">{b.reference}</dd>
        </dl>
      ) : outcome.reference ? (
        <p className="mt-2 font-mono text-sm text-slate-700">{outcome.reference}</p>
      ) : null}
    </section>
  )
}

export default function CheckIn() {
  useLoaderData<typeof loader>()
  const { t } = useTranslation()
  const fetcher = useFetcher<typeof action>()
  const [reference, setReference] = useState('')
  // After a scan the camera waits on the answer until "Scan next", so one voucher held up is read once.
  const [waiting, setWaiting] = useState(false)
  const busy = fetcher.state !== 'idle'
  const submit = (code: string) => {
    setWaiting(true)
    fetcher.submit({ reference: code }, { method: 'post' })
  }
  return (
    <div className="mx-auto max-w-xl space-y-5">
      <PageHeader title={t('checkin.scan.title')} lead={t('checkin.scan.lead')} />
      {/* The answer first: on a phone it must be seen without scrolling past the camera. */}
      {fetcher.data && !busy ? <Result outcome={fetcher.data.outcome} /> : null}
      {busy ? <p className="text-sm text-slate-600" role="status">{t('checkin.scan.checking')}</p> : null}
      {waiting && !busy ? (
        <Button type="button" variant="secondary" className="w-full" onClick={() => setWaiting(false)}>
          {t('checkin.scan.next')}
        </Button>
      ) : null}
      <Card>
        <QrScanner paused={waiting || busy} onCode={submit} />
      </Card>
      <Card title={t('checkin.scan.typeTitle')}>
        <fetcher.Form method="post" className="flex gap-2" onSubmit={() => setWaiting(true)}>
          <label htmlFor="reference" className="sr-only">
            {t('checkin.scan.reference')}
          </label>
          <Input id="reference" name="reference" value={reference} onChange={(e) => setReference(e.target.value)} placeholder="K3M9QX2A-1" autoCapitalize="characters" autoComplete="off" spellCheck={false} required maxLength={200} className="font-mono uppercase" />
          <Button disabled={busy} className="whitespace-nowrap">
            {t('checkin.scan.submit')}
          </Button>
        </fetcher.Form>
      </Card>
    </div>
  )
}
