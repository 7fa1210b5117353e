// /s/:supplier/experiences/:experience/schedule (owners and admins, inside the experience frame): weekly timetables
// per option, the month of departures with closures and one departure's capacity, and prices for a period
// (decision 046). Every write is one model call in one transaction; a refusal comes back with its reason.
import { parseWithZod } from '@conform-to/zod/v4'
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { currencyDigits } from '../../domain/money'
import { closeDate, closeDeparture, reopenDate, reopenDeparture, setDepartureCapacity } from '../../models/partners/catalogue/schedule-exceptions.server'
import { addPriceOverride, removePriceOverride } from '../../models/partners/catalogue/schedule-prices.server'
import type { Refusable } from '../../models/partners/catalogue/schedule-scope.server'
import { getScheduleView } from '../../models/partners/catalogue/schedule-view.server'
import { removeScheduleRule, saveScheduleRule } from '../../models/partners/catalogue/schedule.server'
import { requireSupplierExperience } from '../../models/partners/catalogue/access.server'
import { hubContext } from '../../utils/hub-context'
import { ScheduleCalendar } from '../components/schedule-calendar'
import { OptionSchedule } from '../components/schedule-option'
import { EmptyState } from '../components/ui'
import { setFlash, type Flash } from '../flash.server'
import { CapacitySchema, ClickSchema, PriceSchema, RuleSchema, toMinorUnits, type ScheduleActionData } from '../schedule-schemas'
import { requireSupplier } from '../session.server'

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const ctx = hubContext(context)
  const { supplier, staff } = await requireSupplier(ctx, request, params.supplier, 'owner')
  const experience = await requireSupplierExperience(ctx.db, supplier.supplierId, params.experience)
  const url = new URL(request.url)
  const view = await getScheduleView(ctx.db, supplier.supplierId, experience.id, {
    month: url.searchParams.get('month'),
    date: url.searchParams.get('date'),
    locale: staff.locale,
  })
  if (!view) throw new Response('Not found', { status: 404 })
  return { view, currency: supplier.currency }
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  const ctx = hubContext(context)
  const { staff, supplier } = await requireSupplier(ctx, request, params.supplier, 'owner')
  const experience = await requireSupplierExperience(ctx.db, supplier.supplierId, params.experience)
  const actor = { staffId: staff.id, supplierId: supplier.supplierId }
  const experienceId = experience.id
  const url = new URL(request.url)
  const back = url.pathname + url.search
  const form = await request.formData()
  const done = async (flash: Flash) => redirect(back, { headers: { 'Set-Cookie': await setFlash(flash) } })
  const refused = (key: string, result: Refusable<object>, reply?: ScheduleActionData['result']) => {
    if (result.ok) return null
    if (result.refusal.kind === 'not_found') throw new Response('Not found', { status: 404 })
    return data<ScheduleActionData>({ form: key, result: reply, refusal: result.refusal }, { status: 409 })
  }

  switch (form.get('intent')) {
    case 'save-rule': {
      const submission = parseWithZod(form, { schema: RuleSchema })
      const key = `rule:${form.get('ruleId') || form.get('optionId')}`
      if (submission.status !== 'success') return data<ScheduleActionData>({ form: key, result: submission.reply() }, { status: 400 })
      const { optionId, ruleId, ...rule } = submission.value
      const result = await saveScheduleRule(ctx.db, actor, {
        experienceId,
        optionId,
        ruleId,
        ...rule,
      })
      if (!result.ok) return refused(key, result, submission.reply())
      const values = {
        created: result.created,
        removed: result.removed,
        kept: result.kept,
      }
      return done({
        kind: 'success',
        message: result.kept ? 'schedule.saved.ruleKept' : 'schedule.saved.rule',
        values,
      })
    }
    case 'add-price': {
      const submission = parseWithZod(form, { schema: PriceSchema })
      const key = `price:${form.get('optionId')}`
      if (submission.status !== 'success') return data<ScheduleActionData>({ form: key, result: submission.reply() }, { status: 400 })
      const digits = currencyDigits(supplier.currency)
      const prices: Record<string, number> = {}
      for (const [unit, text] of Object.entries(submission.value.prices)) {
        if (!text) continue
        const minor = toMinorUnits(text, digits)
        if (minor === null)
          return data<ScheduleActionData>(
            {
              form: key,
              result: submission.reply({
                fieldErrors: { [`prices.${unit}`]: ['schedule.errors.price'] },
              }),
            },
            { status: 400 }
          )
        prices[unit] = minor
      }
      const { optionId, validFrom, validTo, weekdays } = submission.value
      const result = await addPriceOverride(ctx.db, actor, {
        experienceId,
        optionId,
        validFrom,
        validTo,
        weekdays,
        prices,
      })
      if (!result.ok) return refused(key, result, submission.reply())
      return done({ kind: 'success', message: 'schedule.saved.priceAdded' })
    }
    case 'departure-capacity': {
      const submission = parseWithZod(form, { schema: CapacitySchema })
      const key = `capacity:${form.get('slotId')}`
      if (submission.status !== 'success') return data<ScheduleActionData>({ form: key, result: submission.reply() }, { status: 400 })
      const result = await setDepartureCapacity(ctx.db, actor, {
        experienceId,
        slotId: submission.value.slotId,
        capacity: submission.value.capacity,
      })
      if (!result.ok) return refused(key, result, submission.reply())
      return done({ kind: 'success', message: 'schedule.saved.capacity' })
    }
  }
  const parsed = ClickSchema.safeParse(Object.fromEntries(form))
  if (!parsed.success) throw new Response('Bad request', { status: 400 })
  const click = parsed.data
  const key = `click:${click.intent}`
  switch (click.intent) {
    case 'close-date':
    case 'reopen-date': {
      const change = click.intent === 'close-date' ? closeDate : reopenDate
      const result = await change(ctx.db, actor, {
        experienceId,
        date: click.date,
        optionId: click.optionId,
      })
      if (!result.ok) return refused(key, result)
      const message = click.intent === 'reopen-date' ? 'schedule.saved.dateReopened' : result.withBookings ? 'schedule.saved.dateClosedBookings' : 'schedule.saved.dateClosed'
      return done({
        kind: 'success',
        message,
        values: {
          date: longDate(click.date, staff.locale),
          count: result.withBookings,
        },
      })
    }
    case 'close-departure':
    case 'reopen-departure': {
      const change = click.intent === 'close-departure' ? closeDeparture : reopenDeparture
      const result = await change(ctx.db, actor, {
        experienceId,
        slotId: click.slotId,
      })
      if (!result.ok) return refused(key, result)
      const message = click.intent === 'reopen-departure' ? 'schedule.saved.departureReopened' : result.withBookings ? 'schedule.saved.departureClosedBookings' : 'schedule.saved.departureClosed'
      return done({ kind: 'success', message })
    }
    case 'remove-rule': {
      const result = await removeScheduleRule(ctx.db, actor, {
        experienceId,
        ruleId: click.ruleId,
      })
      if (!result.ok) return refused(key, result)
      return done({
        kind: 'success',
        message: result.kept ? 'schedule.saved.ruleRemovedKept' : 'schedule.saved.ruleRemoved',
        values: { removed: result.removed, kept: result.kept },
      })
    }
    case 'remove-price': {
      const result = await removePriceOverride(ctx.db, actor, {
        experienceId,
        overrideId: click.overrideId,
      })
      if (!result.ok) return refused(key, result)
      return done({ kind: 'success', message: 'schedule.saved.priceRemoved' })
    }
  }
}

const longDate = (date: string, locale: string) =>
  new Intl.DateTimeFormat(locale, {
    timeZone: 'UTC',
    weekday: 'short',
    day: 'numeric',
    month: 'long',
  }).format(new Date(`${date}T00:00:00Z`))

export default function ExperienceSchedule() {
  const { view, currency } = useLoaderData<typeof loader>()
  const { t } = useTranslation()
  return (
    <div className="space-y-5">
      <p className="max-w-3xl text-sm text-slate-600">{t('schedule.lead', { zone: view.timeZone })}</p>
      {view.options.length === 0 ? (
        <EmptyState>{t('schedule.noOptions')}</EmptyState>
      ) : (
        <div className="grid gap-5 lg:grid-cols-2 lg:items-start">
          <ScheduleCalendar view={view} />
          <div className="space-y-5">
            {view.options.map((option) => (
              <OptionSchedule key={option.id} option={option} today={view.today} currency={currency} />
            ))}
          </div>
        </div>
      )}
    </div>
  )
}
