// /s/:supplier/experiences/new (owners and admins): the few facts an experience starts with (its English title,
// city, category, duration). It is made as a draft and the editor opens on it.
import { parseWithZod } from '@conform-to/zod/v4'
import { getSelectProps } from '@conform-to/react'
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { useActionData, useLoaderData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { catalogueChoices, createExperience } from '../../models/partners/catalogue/experience.server'
import { hubContext } from '../../utils/hub-context'
import { NewExperienceSchema } from '../catalogue-schema'
import { HubForm, SubmitButton, TextField, useHubForm } from '../components/form'
import { Card, Field, PageHeader, Select } from '../components/ui'
import { setFlash } from '../flash.server'
import { requireSupplier } from '../session.server'

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const ctx = hubContext(context)
  const { staff, supplier } = await requireSupplier(ctx, request, params.supplier, 'owner')
  return { choices: await catalogueChoices(ctx.db, staff.locale), supplier: supplier.slug }
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  const ctx = hubContext(context)
  const { staff, supplier } = await requireSupplier(ctx, request, params.supplier, 'owner')
  const submission = parseWithZod(await request.formData(), { schema: NewExperienceSchema })
  if (submission.status !== 'success') return data({ result: submission.reply() }, { status: 400 })
  const v = submission.value
  const empty = { includes: null, excludes: null, itinerary: null, knowBeforeYouGo: null, whatToBring: null, locationDescription: null, meetingPoint: null }
  const created = await createExperience(
    ctx.db,
    supplier.supplierId,
    {
      cityId: v.cityId,
      categoryId: v.categoryId,
      durationMinutes: Math.max(5, v.durationHours * 60 + v.durationMins),
      ageMin: null,
      ageMax: null,
      startTime: null,
      endTime: null,
      expiresAt: null,
      pickupIncluded: false,
      dropOffIncluded: false,
      guideLanguages: ['en'],
      latitude: null,
      longitude: null,
      showOnMap: true,
      texts: { en: { title: v.title, overview: '', highlights: [], ...empty } },
    },
    { staffId: staff.id },
  )
  if (!created.ok) {
    const field = created.error === 'unknown_category' ? 'categoryId' : created.error === 'unknown_city' ? 'cityId' : 'title'
    return data({ result: submission.reply({ fieldErrors: { [field]: [`catalogue.errors.${created.error}`] } }) }, { status: 400 })
  }
  return redirect(`/s/${supplier.slug}/experiences/${created.id}`, { headers: { 'Set-Cookie': await setFlash({ kind: 'success', message: 'catalogue.created' }) } })
}

export default function NewExperience() {
  const { choices } = useLoaderData<typeof loader>()
  const actionData = useActionData<typeof action>()
  const { t } = useTranslation()
  const [form, fields] = useHubForm(NewExperienceSchema, actionData?.result, { durationHours: '2', durationMins: '0' })
  const error = (keys?: string[]) => keys?.map((k) => t(k))
  return (
    <>
      <PageHeader title={t('catalogue.new.title')} lead={t('catalogue.new.lead')} />
      <Card className="max-w-xl">
        <HubForm form={form}>
          <TextField field={fields.title} label={t('catalogue.fields.titleEn')} hint={t('catalogue.new.titleHint')} autoComplete="off" />
          <Field id={fields.cityId.id} label={t('catalogue.fields.city')} error={error(fields.cityId.errors)}>
            <Select {...getSelectProps(fields.cityId)} key={fields.cityId.key}>
              <option value="">{t('catalogue.fields.choose')}</option>
              {choices.cities.map((c) => (
                <option key={c.id} value={c.id}>
                  {c.name}
                </option>
              ))}
            </Select>
          </Field>
          <Field id={fields.categoryId.id} label={t('catalogue.fields.category')} error={error(fields.categoryId.errors)}>
            <Select {...getSelectProps(fields.categoryId)} key={fields.categoryId.key}>
              <option value="">{t('catalogue.fields.choose')}</option>
              {choices.categories.map((c) => (
                <option key={c.id} value={c.id}>
                  {c.name}
                </option>
              ))}
            </Select>
          </Field>
          <fieldset className="grid grid-cols-2 gap-3">
            <legend className="mb-1 text-sm font-medium text-slate-800">{t('catalogue.fields.duration')}</legend>
            <TextField field={fields.durationHours as never} label={t('catalogue.fields.hours')} type="number" min={0} max={720} inputMode="numeric" />
            <TextField field={fields.durationMins as never} label={t('catalogue.fields.minutes')} type="number" min={0} max={59} inputMode="numeric" />
          </fieldset>
          <SubmitButton>{t('catalogue.new.submit')}</SubmitButton>
        </HubForm>
      </Card>
    </>
  )
}
