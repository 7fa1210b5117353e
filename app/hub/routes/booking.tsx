// /s/:supplier/bookings/:booking: one booking with its traveller, departure, money and timeline (placed,
// paid or authorised, confirmed, emails, cancelled, refunded, checked in), and what the supplier can do now.
// The actions post to their own routes: decision (confirm/decline) and operations (check-in, pay later, cancel).
import type { LoaderFunctionArgs } from '@remix-run/node'
import { Form, Link, useLoaderData } from '@remix-run/react'
import { ArrowLeft, Mail, Phone } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { answerText } from '../../domain/booking-questions'
import { getSupplierBooking } from '../../models/partners/bookings.server'
import { hubContext } from '../../utils/hub-context'
import { departure, instant, money, STATUS_TONE, unitsText } from '../components/format'
import { Badge, Button, Card, Field, Input, PageHeader, Select, Textarea } from '../components/ui'
import { requireSupplier } from '../session.server'

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const ctx = hubContext(context)
  const { staff, supplier, role } = await requireSupplier(ctx, request, params.supplier)
  const booking = await getSupplierBooking(ctx.db, supplier.supplierId, params.booking ?? '')
  if (!booking) throw new Response('Not found', { status: 404 })
  return {
    role,
    booking: {
      id: booking.id,
      reference: booking.reference,
      status: booking.status,
      payLater: booking.payLater,
      title: booking.title,
      option: (booking.optionName as { en?: string } | null)?.en ?? '',
      startsAt: booking.startsAt.toISOString(),
      timeZone: booking.timeZone,
      name: `${booking.firstName} ${booking.lastName}`,
      email: booking.email,
      phone: booking.phone,
      units: booking.units,
      amount: booking.amount,
      currency: booking.currency,
      tenant: ctx.getTenant(booking.tenantId)?.name ?? booking.tenantId,
      orderNumber: booking.orderNumber,
      pickup: booking.pickupName ? `${booking.pickupName}${booking.pickupTime ? ` · ${booking.pickupTime}` : ''}${booking.pickupAddress ? ` · ${booking.pickupAddress}` : ''}` : null,
      // The booking questions as answered at checkout (frozen with the booking), in the staff member's language when the buyer wrote in it.
      answers: booking.answers.map((a) => answerText(a, staff.locale)),
      extras: booking.extras.map((e) => `${e.quantity ?? 1} × ${(e as { name?: string }).name ?? e.extraId}`),
      answerDueAt: booking.answerDueAt?.toISOString() ?? null,
      checkedInAt: booking.ops?.checkedInAt?.toISOString() ?? null,
      settledAt: booking.ops?.settledAt?.toISOString() ?? null,
      started: booking.startsAt.getTime() <= Date.now(),
      events: booking.events,
    },
  }
}

export default function Booking() {
  const { t, i18n } = useTranslation()
  const { booking: b, role } = useLoaderData<typeof loader>()
  const when = departure(b.startsAt, b.timeZone, i18n.language)
  const words = t('bookings.units', { returnObjects: true }) as Record<string, string>
  const base = `../${b.id}`
  return (
    <>
      <p className="no-print mb-3 text-sm">
        <Link to=".." relative="path" className="inline-flex min-h-11 items-center gap-1 text-sky-700 underline">
          <ArrowLeft className="size-4" aria-hidden /> {t('bookings.detail.back')}
        </Link>
      </p>
      <PageHeader
        title={
          <span className="flex flex-wrap items-center gap-2">
            <span className="font-mono">{b.reference}</span>
            <Badge tone={STATUS_TONE[b.status]}>{t(`bookings.statuses.${b.status}`)}</Badge>
            {b.payLater ? <Badge tone={b.settledAt ? 'green' : 'amber'}>{b.settledAt ? t('bookings.settled') : t('bookings.payLater')}</Badge> : null}
            {b.checkedInAt ? <Badge tone="blue">{t('bookings.checkedIn')}</Badge> : null}
          </span>
        }
        lead={`${b.title}${b.option && b.option !== b.title ? ` – ${b.option}` : ''}`}
      />
      <div className="grid gap-5 lg:grid-cols-[1fr_22rem] lg:grid-rows-[auto_1fr]">
        <div className="space-y-5">
          <Card>
            <dl className="grid gap-x-6 gap-y-3 text-sm sm:grid-cols-2">
              <div>
                <dt className="text-slate-500">{t('bookings.detail.departure')}</dt>
                <dd className="font-medium">
                  {when.date} · {when.time}
                </dd>
              </div>
              <div>
                <dt className="text-slate-500">{t('bookings.columns.travellers')}</dt>
                <dd className="font-medium">{unitsText(b.units, words)}</dd>
              </div>
              <div>
                <dt className="text-slate-500">{t('bookings.detail.contact')}</dt>
                <dd className="font-medium">{b.name}</dd>
                <dd className="mt-1 flex flex-wrap gap-3">
                  <a href={`tel:${b.phone.replace(/[^\d+]/g, '')}`} className="inline-flex min-h-11 items-center gap-1 text-sky-700 underline">
                    <Phone className="size-4" aria-hidden /> {b.phone}
                  </a>
                  <a href={`mailto:${b.email}`} className="inline-flex min-h-11 items-center gap-1 break-all text-sky-700 underline">
                    <Mail className="size-4" aria-hidden /> {b.email}
                  </a>
                </dd>
              </div>
              <div>
                <dt className="text-slate-500">{t('bookings.columns.amount')}</dt>
                <dd className="font-medium">{money(b.amount, b.currency, i18n.language)}</dd>
                <dt className="mt-2 text-slate-500">{t('bookings.columns.tenant')}</dt>
                <dd>
                  {b.tenant} · {t('bookings.detail.order')} {b.orderNumber}
                </dd>
              </div>
              <div>
                <dt className="text-slate-500">{t('bookings.detail.pickup')}</dt>
                <dd>{b.pickup ?? t('bookings.detail.none')}</dd>
              </div>
              <div>
                <dt className="text-slate-500">{t('bookings.detail.extras')}</dt>
                <dd>{b.extras.length ? b.extras.join(', ') : t('bookings.detail.none')}</dd>
              </div>
              {b.answers.length ? (
                <div className="sm:col-span-2" data-booking-answers>
                  <dt className="text-slate-500">{t('questions.answers')}</dt>
                  {b.answers.map((a, i) => (
                    <dd key={i} className="break-words">
                      <span className="text-slate-600">{a.label}:</span> <span className="font-medium whitespace-pre-line">{a.value}</span>
                    </dd>
                  ))}
                </div>
              ) : null}
            </dl>
          </Card>
        </div>
        {/* The actions come before the timeline on a phone, beside both on a desk. */}
        <div className="no-print space-y-5 lg:col-start-2 lg:row-span-2 lg:row-start-1">
          {b.status === 'PENDING_SUPPLIER' ? (
            <Card title={t('bookings.detail.actions')}>
              {b.answerDueAt ? (
                <p className="mb-3 text-sm text-amber-900">
                  {t('bookings.detail.answerBy', {
                    when: instant(b.answerDueAt, i18n.language, b.timeZone),
                  })}
                </p>
              ) : null}
              <Form method="post" action={`${base}/decision`} relative="path" className="grid gap-2">
                <input type="hidden" name="bookingId" value={b.id} />
                <Button name="intent" value="confirm">
                  {t('bookings.detail.confirm')}
                </Button>
                <Button name="intent" value="decline" variant="secondary">
                  {t('bookings.detail.decline')}
                </Button>
              </Form>
            </Card>
          ) : null}
          {b.status === 'CONFIRMED' ? (
            <Card title={t('bookings.detail.actions')}>
              <Form method="post" action={`${base}/operations`} relative="path" className="grid gap-2">
                {!b.checkedInAt ? (
                  <Button name="intent" value="check-in">
                    {t('bookings.detail.checkIn')}
                  </Button>
                ) : null}
                {b.started && !b.checkedInAt ? (
                  <Button name="intent" value="no-show" variant="secondary">
                    {t('bookings.detail.noShow')}
                  </Button>
                ) : null}
              </Form>
            </Card>
          ) : null}
          {b.status === 'CONFIRMED' && b.payLater ? (
            <Card title={t('bookings.detail.settle.title')}>
              {b.settledAt ? (
                <p className="text-sm text-emerald-800">
                  {t('bookings.detail.settle.done', {
                    when: instant(b.settledAt, i18n.language, b.timeZone),
                  })}
                </p>
              ) : (
                <Form method="post" action={`${base}/operations`} relative="path" className="space-y-3">
                  <input type="hidden" name="intent" value="settle" />
                  <p className="text-sm text-slate-600">{t('bookings.detail.settle.lead')}</p>
                  <Field
                    id="settle-amount"
                    label={t('bookings.detail.settle.amount', {
                      currency: b.currency,
                    })}
                  >
                    <Input id="settle-amount" name="amount" inputMode="decimal" required defaultValue={(b.amount / 100).toFixed(2)} pattern="\d{1,9}([.,]\d{1,3})?" />
                  </Field>
                  <Field id="settle-method" label={t('bookings.detail.settle.method')}>
                    <Select id="settle-method" name="method" defaultValue="cash">
                      {(['cash', 'card', 'transfer', 'other'] as const).map((m) => (
                        <option key={m} value={m}>
                          {t(`bookings.detail.settle.methods.${m}`)}
                        </option>
                      ))}
                    </Select>
                  </Field>
                  <Field id="settle-note" label={t('bookings.detail.settle.note')}>
                    <Textarea id="settle-note" name="note" maxLength={500} rows={2} />
                  </Field>
                  <Button className="w-full">{t('bookings.detail.settle.submit')}</Button>
                </Form>
              )}
            </Card>
          ) : null}
          {b.status === 'CONFIRMED' && role !== 'staff' ? (
            <details className="rounded-lg border border-red-200 bg-white p-4">
              <summary className="flex min-h-11 cursor-pointer items-center text-sm font-semibold text-red-800">{t('bookings.detail.cancel.open')}</summary>
              <Form method="post" action={`${base}/operations`} relative="path" className="mt-3 space-y-3">
                <input type="hidden" name="intent" value="cancel" />
                <p className="text-sm text-slate-700">{b.payLater ? t('bookings.detail.cancel.warningPayLater') : t('bookings.detail.cancel.warning')}</p>
                <Button variant="danger" className="w-full">
                  {b.payLater ? t('bookings.detail.cancel.submitPayLater') : t('bookings.detail.cancel.submit')}
                </Button>
              </Form>
            </details>
          ) : null}
        </div>
        <div className="lg:col-start-1 lg:self-start">
          <Card title={t('bookings.detail.timeline')}>
            <ol className="relative space-y-3 border-l border-slate-200 pl-5" data-testid="timeline">
              {b.events.map((e, i) => (
                <li key={i} className="text-sm">
                  <span className="absolute -left-1.5 mt-1.5 size-3 rounded-full border-2 border-white bg-slate-400" aria-hidden />
                  <p className="font-medium">
                    {t(`bookings.detail.events.${e.kind}`)}
                    {e.detail && (e.kind === 'confirmed' || e.kind === 'declined' || e.kind === 'cancelled') && ['email', 'hub', 'timeout'].includes(e.detail)
                      ? ` (${t(`bookings.detail.via.${e.detail}`)})`
                      : null}
                  </p>
                  <p className="text-slate-500">
                    {instant(e.at, i18n.language, b.timeZone)}
                    {e.by ? ` · ${e.by}` : ''}
                    {e.detail && !['email', 'hub', 'timeout'].includes(e.detail) ? ` · ${e.detail}` : ''}
                  </p>
                </li>
              ))}
            </ol>
          </Card>
        </div>
      </div>
    </>
  )
}
