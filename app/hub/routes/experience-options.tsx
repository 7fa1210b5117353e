// /s/:supplier/experiences/:experience/options (owners and admins): how the experience is sold, its options with
// prices and cancellation terms, extras and pickup points (decision 051). One form open at a time (?option=,
// ?extra=, ?pickup=), each saved in one transaction by the catalogue's own functions, with every message next
// to its field in the staff member's language.
import { parseWithZod } from '@conform-to/zod/v4'
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { useActionData, useLoaderData, useSearchParams } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { extraSchema, optionSchema, PickupSchema, SalesSchema } from '../../domain/offers'
import { requireSupplierExperience } from '../../models/partners/catalogue/access.server'
import { removeExtra, removePickupPoint, saveExtra, savePickupPoint } from '../../models/partners/catalogue/options-extras.server'
import { listOffers } from '../../models/partners/catalogue/options-offers.server'
import { updateSales } from '../../models/partners/catalogue/options-sales.server'
import { deleteOption, reorderOptions, saveOption, setOptionActive, type Refusal } from '../../models/partners/catalogue/options.server'
import { hubContext } from '../../utils/hub-context'
import { PageHeader } from '../components/ui'
import { setFlash } from '../flash.server'
import { ExtrasSection, PickupsSection } from '../options/extras-pickups'
import { OptionCards } from '../options/option-cards'
import { OptionForm } from '../options/option-form'
import { SalesForm } from '../options/sales-form'
import { requireSupplier } from '../session.server'

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const ctx = hubContext(context)
  const { supplier } = await requireSupplier(ctx, request, params.supplier, 'owner')
  await requireSupplierExperience(ctx.db, supplier.supplierId, params.experience)
  const offers = await listOffers(ctx.db, supplier.supplierId, params.experience!)
  if (!offers) throw new Response('Not found', { status: 404 })
  return { offers, currency: supplier.currency.trim() }
}

type Form = 'option' | 'extra' | 'pickup' | 'sales'

export async function action({ request, context, params }: ActionFunctionArgs) {
  const ctx = hubContext(context)
  const { staff, supplier } = await requireSupplier(ctx, request, params.supplier, 'owner')
  const experience = await requireSupplierExperience(ctx.db, supplier.supplierId, params.experience)
  const offers = (await listOffers(ctx.db, supplier.supplierId, experience.id))!
  const actor = { staffId: staff.id, supplierId: supplier.supplierId }
  const currency = supplier.currency.trim()
  const form = await request.formData()
  const intent = String(form.get('intent') ?? '')
  const id = typeof form.get('id') === 'string' && form.get('id') !== '' ? String(form.get('id')) : null
  const back = `/s/${supplier.slug}/experiences/${experience.id}/options`
  const done = async (message: string, kind: 'success' | 'error' = 'success') => redirect(back, { headers: { 'Set-Cookie': await setFlash({ kind, message }) } })
  const refused = (outcome: Refusal) => {
    if (outcome.reason === 'not_found') throw new Response('Not found', { status: 404 })
    return done(outcome.reason === 'in_use' ? 'options.errors.inUse' : 'options.errors.stale', 'error')
  }

  // Forms with fields: a refusal is shown next to its field, with what was typed kept.
  const submit = async <V,>(which: Form, schema: Parameters<typeof parseWithZod>[1]['schema'], save: (value: V) => Promise<{ ok: true } | Refusal>, message: string) => {
    const submission = parseWithZod(form, { schema })
    if (submission.status !== 'success') return data({ form: which, result: submission.reply() }, { status: 400 })
    const outcome = await save(submission.value as V)
    if (outcome.ok) return done(message)
    if (outcome.reason !== 'invalid') return refused(outcome)
    const { '': formError, ...fieldErrors } = outcome.errors
    return data({ form: which, result: submission.reply({ formErrors: formError ? [formError] : [], fieldErrors: Object.fromEntries(Object.entries(fieldErrors).map(([k, v]) => [k, [v]])) }) }, { status: 400 })
  }
  const context0 = { currency, pricingMode: offers.experience.pricingMode, hasFixedPrice: offers.experience.hasFixedPrice }
  switch (intent) {
    case 'sales':
      return submit('sales', SalesSchema, (v: never) => updateSales(ctx.db, actor, experience.id, v), 'options.saved.sales')
    case 'option':
      return submit('option', optionSchema(context0), (v: never) => saveOption(ctx.db, actor, experience.id, id, v), 'options.saved.option')
    case 'extra':
      return submit('extra', extraSchema(currency), (v: never) => saveExtra(ctx.db, actor, experience.id, id, v), 'options.saved.extra')
    case 'pickup':
      return submit('pickup', PickupSchema, (v: never) => savePickupPoint(ctx.db, actor, experience.id, id, v), 'options.saved.pickup')
  }
  if (!id) throw new Response('Bad request', { status: 400 })
  if (intent === 'activate' || intent === 'deactivate') {
    const outcome = await setOptionActive(ctx.db, actor, experience.id, id, intent === 'activate')
    return outcome.ok ? done(`options.saved.${intent}d`) : refused(outcome)
  }
  if (intent === 'delete') {
    const outcome = await deleteOption(ctx.db, actor, experience.id, id)
    return outcome.ok ? done('options.saved.deleted') : refused(outcome)
  }
  if (intent === 'up' || intent === 'down') {
    const order = offers.options.map((o) => o.id)
    const at = order.indexOf(id)
    const to = intent === 'up' ? at - 1 : at + 1
    if (at < 0) throw new Response('Not found', { status: 404 })
    if (to >= 0 && to < order.length) [order[at], order[to]] = [order[to]!, order[at]!]
    const outcome = await reorderOptions(ctx.db, actor, experience.id, order)
    return outcome.ok ? done('options.saved.order') : refused(outcome)
  }
  if (intent === 'remove-extra' || intent === 'remove-pickup') {
    const outcome = intent === 'remove-extra' ? await removeExtra(ctx.db, actor, experience.id, id) : await removePickupPoint(ctx.db, actor, experience.id, id)
    return outcome.ok ? done(outcome.kept ? 'options.saved.keptOffSale' : 'options.saved.removed') : refused(outcome)
  }
  throw new Response('Bad request', { status: 400 })
}

export default function ExperienceOptions() {
  const { offers, currency } = useLoaderData<typeof loader>()
  const actionData = useActionData<typeof action>()
  const [params] = useSearchParams()
  const { t } = useTranslation()
  const editing = params.get('option')
  const last = (which: Form) => (actionData && 'form' in actionData && actionData.form === which ? actionData.result : null)
  const option = editing && editing !== 'new' ? offers.options.find((o) => o.id === editing) : null
  return (
    <div className="space-y-5 pb-4">
      <PageHeader title={t('options.title')} lead={t('options.lead', { currency })} />
      {editing && (editing === 'new' || option) ? (
        <OptionForm key={editing} option={option ?? null} experience={offers.experience} currency={currency} lastResult={last('option')} />
      ) : (
        <OptionCards offers={offers} currency={currency} />
      )}
      <SalesForm experience={offers.experience} lastResult={last('sales')} />
      <ExtrasSection extras={offers.extras} currency={currency} editing={params.get('extra')} lastResult={last('extra')} />
      <PickupsSection points={offers.pickupPoints} editing={params.get('pickup')} lastResult={last('pickup')} />
    </div>
  )
}
