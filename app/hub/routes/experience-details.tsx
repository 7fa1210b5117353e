// /s/:supplier/experiences/:experience (owners and admins): an experience's state (publish, back to draft, off
// sale, preview on each tenant that sells it), its words in each language with what each language lacks, and its
// facts. Each form saves on its own, whole or not at all.
import { getInputProps, getSelectProps, getTextareaProps, type FieldMetadata } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { Form, Link, useActionData, useLoaderData } from '@remix-run/react'
import { CheckCircle2, CircleAlert, ExternalLink, LocateFixed, Plus, Trash2 } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { LOCALES, localizePath, type Locale } from '../../domain/locales'
import type { ExperienceText, TextField as TextFieldName } from '../../domain/experience-completeness'
import { catalogueChoices, getEditorExperience, saveExperienceText, setExperienceStatus, updateExperienceFacts } from '../../models/partners/catalogue/experience.server'
import { previewToken } from '../../models/partners/catalogue/preview.server'
import { experiencePath } from '../../utils/experience-path'
import { hubContext } from '../../utils/hub-context'
import { FactsSchema, StatusSchema, TextSchema } from '../catalogue-schema'
import { HubForm, SubmitButton, TextField, useHubForm } from '../components/form'
import { Badge, Button, Card, cx, Field, FormError, Select, Textarea } from '../components/ui'
import { setFlash } from '../flash.server'
import { requireSupplier } from '../session.server'

const LANGUAGE_NAMES: Record<Locale, string> = { en: 'English', ru: 'Русский', tr: 'Türkçe', de: 'Deutsch' }

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const ctx = hubContext(context)
  const { staff, supplier } = await requireSupplier(ctx, request, params.supplier, 'owner')
  const experience = await getEditorExperience(ctx.db, supplier.supplierId, params.experience ?? '')
  if (!experience) throw new Response('Not found', { status: 404 })
  const choices = await catalogueChoices(ctx.db, staff.locale)
  const asked = new URL(request.url).searchParams.get('lang')
  const lang: Locale = (LOCALES as readonly string[]).includes(asked ?? '') ? (asked as Locale) : 'en'
  const city = choices.cities.find((c) => c.id === experience.facts.cityId)
  const token = experience.status === 'draft' ? previewToken(experience.id) : null
  // Every tenant that sells this supplier: where travellers will meet it, in which languages, and its preview.
  const tenants = ctx
    .tenants()
    .filter((t) => t.catalogue.suppliers === 'all' || t.catalogue.suppliers.includes(experience.supplierSlug))
    .map((t) => {
      const path = localizePath(experiencePath({ tenant: t }, { slug: experience.slug, city: { slug: city?.slug ?? '' } }), t.locales[0] ?? 'en')
      const url = new URL(path, t.canonicalOrigin)
      if (token) url.searchParams.set('preview', token)
      return { id: t.id, name: t.name, locales: t.locales as string[], url: url.toString() }
    })
  const served = new Set(tenants.flatMap((t) => t.locales))
  return {
    experience: { ...experience, facts: { ...experience.facts, expiresAt: experience.facts.expiresAt?.toISOString().slice(0, 10) ?? null } },
    choices,
    tenants,
    served: [...served],
    lang,
  }
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  const ctx = hubContext(context)
  const { staff, supplier } = await requireSupplier(ctx, request, params.supplier, 'owner')
  const form = await request.formData()
  const actor = { staffId: staff.id }
  const experienceId = params.experience ?? ''
  const here = `/s/${supplier.slug}/experiences/${experienceId}`
  const notFound = () => new Response('Not found', { status: 404 })
  const flash = async (message: string, kind: 'success' | 'error' = 'success') => ({ headers: { 'Set-Cookie': await setFlash({ kind, message }) } })
  const intent = form.get('intent')

  if (intent === 'status') {
    const submission = parseWithZod(form, { schema: StatusSchema })
    if (submission.status !== 'success') return data({ intent, result: submission.reply(), blockers: [] as string[] }, { status: 400 })
    const result = await setExperienceStatus(ctx.db, supplier.supplierId, experienceId, submission.value.status, actor)
    if (!result.ok && result.error === 'not_found') throw notFound()
    if (!result.ok) return data({ intent, result: submission.reply(), blockers: result.blockers as string[] }, { status: 409 })
    return redirect(here, await flash(`catalogue.statusSaved.${submission.value.status}`))
  }

  if (intent === 'facts') {
    const submission = parseWithZod(form, { schema: FactsSchema })
    if (submission.status !== 'success') return data({ intent, result: submission.reply(), blockers: [] as string[] }, { status: 400 })
    const v = submission.value
    const result = await updateExperienceFacts(
      ctx.db,
      supplier.supplierId,
      experienceId,
      {
        cityId: v.cityId,
        categoryId: v.categoryId,
        durationMinutes: v.durationHours * 60 + v.durationMins,
        ageMin: v.ageMin,
        ageMax: v.ageMax,
        startTime: v.startTime,
        endTime: v.endTime,
        expiresAt: v.validity === 'until' && v.expiresOn ? new Date(`${v.expiresOn}T23:59:59Z`) : null,
        pickupIncluded: v.pickupIncluded,
        dropOffIncluded: v.dropOffIncluded,
        guideLanguages: v.guideLanguages,
        latitude: v.latitude,
        longitude: v.longitude,
        showOnMap: v.showOnMap,
      },
      actor,
    )
    if (!result.ok && result.error === 'not_found') throw notFound()
    if (!result.ok) return data({ intent, result: submission.reply({ fieldErrors: { [result.error === 'unknown_city' ? 'cityId' : 'categoryId']: [`catalogue.errors.${result.error}`] } }), blockers: [] as string[] }, { status: 400 })
    return redirect(here, await flash('catalogue.saved'))
  }

  if (intent === 'text') {
    const submission = parseWithZod(form, { schema: TextSchema })
    if (submission.status !== 'success') return data({ intent, result: submission.reply(), blockers: [] as string[] }, { status: 400 })
    const v = submission.value
    const text: ExperienceText = {
      title: v.title,
      overview: v.overview,
      highlights: v.highlights,
      includes: v.includes,
      excludes: v.excludes,
      itinerary: v.itinerary.filter((s) => s.title || s.description),
      knowBeforeYouGo: v.knowBeforeYouGo,
      whatToBring: v.whatToBring,
      locationDescription: v.locationDescription,
      meetingPoint: v.meetingPoint,
    }
    const result = await saveExperienceText(ctx.db, supplier.supplierId, experienceId, v.locale, text, actor)
    if (!result.ok) throw notFound()
    return redirect(`${here}?lang=${v.locale}`, await flash('catalogue.saved'))
  }
  throw new Response('Bad request', { status: 400 })
}

export default function ExperienceDetails() {
  const { experience, tenants, served, lang } = useLoaderData<typeof loader>()
  const { t } = useTranslation()
  return (
    <div className="grid gap-5 xl:grid-cols-[minmax(0,1fr)_20rem]">
      <div className="min-w-0 space-y-5 xl:col-start-1 xl:row-start-1">
        <TextCard key={lang} />
        <FactsCard />
      </div>
      <div className="space-y-5 xl:col-start-2 xl:row-start-1">
        <StatusCard />
        <Card title={t('catalogue.sold.title')}>
          {tenants.length ? (
            <ul className="space-y-2 text-sm">
              {tenants.map((tenant) => (
                <li key={tenant.id} className="flex flex-wrap items-center justify-between gap-2">
                  <span>
                    <span className="font-medium">{tenant.name}</span> <span className="text-xs text-slate-500">{tenant.locales.map((l) => l.toUpperCase()).join(' · ')}</span>
                  </span>
                  <a href={tenant.url} target="_blank" rel="noreferrer" className="inline-flex min-h-11 items-center gap-1 text-sky-700 underline" data-preview={tenant.id}>
                    {experience.status === 'draft' ? t('catalogue.tabs.preview') : t('catalogue.sold.view')}
                    <ExternalLink className="size-3.5" aria-hidden />
                  </a>
                </li>
              ))}
            </ul>
          ) : (
            <p className="text-sm text-slate-600">{t('catalogue.sold.none')}</p>
          )}
          {served.length ? <p className="mt-3 text-xs text-slate-500">{t('catalogue.sold.languages', { list: served.map((l) => l.toUpperCase()).join(', ') })}</p> : null}
        </Card>
      </div>
    </div>
  )
}

function StatusCard() {
  const { experience } = useLoaderData<typeof loader>()
  const actionData = useActionData<typeof action>()
  const { t } = useTranslation()
  const blockers = actionData?.intent === 'status' && actionData.blockers.length ? actionData.blockers : experience.status === 'draft' ? experience.blockers : []
  const button = (status: string, label: string, variant: 'primary' | 'secondary' | 'danger' = 'secondary') => (
    <Form method="post" key={status}>
      <input type="hidden" name="intent" value="status" />
      <input type="hidden" name="status" value={status} />
      <Button variant={variant} className="w-full">
        {label}
      </Button>
    </Form>
  )
  return (
    <Card title={t('catalogue.state.title')}>
      <p className="mb-3 text-sm text-slate-700">{t(`catalogue.state.${experience.status}`)}</p>
      {blockers.length ? (
        <div role={actionData?.intent === 'status' ? 'alert' : undefined} className="mb-3 rounded-md bg-amber-50 p-3 text-sm text-amber-950">
          <p className="font-medium">{t('catalogue.state.blockedLead')}</p>
          <ul className="mt-1 list-disc pl-5">
            {blockers.map((b) => (
              <li key={b}>{t(`catalogue.blockers.${b}`)}</li>
            ))}
          </ul>
        </div>
      ) : null}
      <div className="grid gap-2">
        {experience.status !== 'active' ? button('active', t('catalogue.state.publish'), 'primary') : null}
        {experience.status !== 'draft' ? button('draft', t('catalogue.state.toDraft')) : null}
        {experience.status !== 'unavailable' ? button('unavailable', t('catalogue.state.offSale'), 'danger') : null}
      </div>
    </Card>
  )
}

function LanguageTabs() {
  const { experience, served, lang } = useLoaderData<typeof loader>()
  const { t } = useTranslation()
  return (
    <nav aria-label={t('catalogue.text.languages')} className="-mx-1 mb-4 flex flex-wrap gap-1">
      {LOCALES.map((locale) => {
        const missing = experience.completeness[locale]?.length ?? 0
        const needed = served.includes(locale)
        return (
          <Link
            key={locale}
            to={`?lang=${locale}`}
            preventScrollReset
            aria-current={lang === locale ? 'page' : undefined}
            data-locale={locale}
            data-missing={missing}
            className={cx(
              'flex min-h-11 items-center gap-1.5 rounded-md border px-3 text-sm',
              lang === locale ? 'border-slate-900 bg-slate-900 text-white' : 'border-slate-300 bg-white text-slate-800 hover:bg-slate-50',
            )}
          >
            {LANGUAGE_NAMES[locale]}
            {missing ? (
              <span className={cx('rounded-full px-1.5 text-xs font-bold', needed ? 'bg-red-600 text-white' : 'bg-slate-300 text-slate-800')}>{t('catalogue.text.missingCount', { count: missing })}</span>
            ) : (
              <CheckCircle2 className={cx('size-4', lang === locale ? 'text-emerald-300' : 'text-emerald-600')} aria-label={t('catalogue.text.complete')} />
            )}
          </Link>
        )
      })}
    </nav>
  )
}

const LIST_FIELDS = ['highlights', 'includes', 'excludes', 'knowBeforeYouGo', 'whatToBring'] as const

function TextCard() {
  const { experience, lang, served } = useLoaderData<typeof loader>()
  const actionData = useActionData<typeof action>()
  const { t } = useTranslation()
  const own = experience.texts[lang]
  const english = experience.texts.en
  const missing = new Set<TextFieldName>(experience.completeness[lang] ?? [])
  const join = (value: string[] | null | undefined) => (value ?? []).join('\n')
  const defaults = {
    intent: 'text',
    locale: lang,
    title: own?.title ?? '',
    overview: own?.overview ?? '',
    ...Object.fromEntries(LIST_FIELDS.map((f) => [f, join(own?.[f])])),
    itinerary: own?.itinerary?.length ? own.itinerary : english?.itinerary?.length && lang !== 'en' ? english.itinerary.map(() => ({ title: '', description: '' })) : [{ title: '', description: '' }],
    locationDescription: own?.locationDescription ?? '',
    meetingPoint: own?.meetingPoint ?? '',
  }
  const [form, fields] = useHubForm(TextSchema, actionData?.intent === 'text' ? actionData.result : undefined, defaults)
  const steps = fields.itinerary.getFieldList()
  const reference = (field: TextFieldName) => {
    if (lang === 'en' || !english) return null
    const value = english[field]
    if (!value || (Array.isArray(value) && !value.length)) return null
    const text = Array.isArray(value) ? value.map((v) => (typeof v === 'string' ? v : `${v.title}: ${v.description}`)).join(' · ') : value
    return (
      <span className="mt-1 block text-xs text-slate-500">
        <span className="font-semibold">EN:</span> {text.length > 240 ? `${text.slice(0, 240)}…` : text}
      </span>
    )
  }
  const label = (field: TextFieldName, text: string) => (
    <span className="flex flex-wrap items-center gap-2">
      {text}
      {missing.has(field) ? <Badge tone={served.includes(lang) ? 'red' : 'neutral'}>{t('catalogue.text.missingIn', { language: LANGUAGE_NAMES[lang] })}</Badge> : null}
    </span>
  )
  const errorsOf = (keys?: string[]) => keys?.map((k) => t(k))
  return (
    <Card title={t('catalogue.text.title')}>
      <LanguageTabs />
      {lang !== 'en' ? <p className="mb-4 text-sm text-slate-600">{t('catalogue.text.fallback')}</p> : null}
      <HubForm form={form} lang={lang}>
        <input type="hidden" name="intent" value="text" />
        <input type="hidden" name="locale" value={lang} />
        <TextField field={fields.title} label={label('title', t('catalogue.fields.title'))} hint={reference('title')} autoComplete="off" />
        <Field id={fields.overview.id} label={label('overview', t('catalogue.fields.overview'))} hint={reference('overview')} error={errorsOf(fields.overview.errors)}>
          <Textarea {...getTextareaProps(fields.overview)} key={fields.overview.key} rows={5} />
        </Field>
        {LIST_FIELDS.map((name) => (
          <Field key={name} id={fields[name].id} label={label(name, t(`catalogue.fields.${name}`))} hint={<>{t('catalogue.text.onePerLine')}{reference(name)}</>} error={errorsOf(fields[name].errors)}>
            <Textarea {...getTextareaProps(fields[name] as FieldMetadata<string>)} key={fields[name].key} rows={4} />
          </Field>
        ))}
        <fieldset className="space-y-3">
          <legend className="text-sm font-medium text-slate-800">{label('itinerary', t('catalogue.fields.itinerary'))}</legend>
          {reference('itinerary')}
          <ol className="space-y-3">
            {steps.map((step, i) => {
              const parts = step.getFieldset()
              return (
                <li key={step.key} className="rounded-md border border-slate-200 p-3">
                  <div className="mb-2 flex items-center justify-between">
                    <span className="text-xs font-semibold text-slate-600">{t('catalogue.text.step', { n: i + 1 })}</span>
                    <button {...form.remove.getButtonProps({ name: fields.itinerary.name, index: i })} className="inline-flex min-h-11 items-center gap-1 px-2 text-sm text-red-700" aria-label={t('catalogue.text.removeStep', { n: i + 1 })}>
                      <Trash2 className="size-4" aria-hidden />
                    </button>
                  </div>
                  <div className="grid gap-2">
                    <Field id={parts.title.id} label={t('catalogue.fields.stepTitle')} error={errorsOf(parts.title.errors)}>
                      <input {...getInputProps(parts.title, { type: 'text' })} key={parts.title.key} className="min-h-11 w-full rounded-md border border-slate-300 px-3 text-base sm:text-sm" />
                    </Field>
                    <Field id={parts.description.id} label={t('catalogue.fields.stepDescription')} error={errorsOf(parts.description.errors)}>
                      <Textarea {...getTextareaProps(parts.description)} key={parts.description.key} rows={2} />
                    </Field>
                  </div>
                </li>
              )
            })}
          </ol>
          <button {...form.insert.getButtonProps({ name: fields.itinerary.name, defaultValue: { title: '', description: '' } })} className="inline-flex min-h-11 items-center gap-1 rounded-md border border-slate-300 bg-white px-3 text-sm">
            <Plus className="size-4" aria-hidden />
            {t('catalogue.text.addStep')}
          </button>
        </fieldset>
        <Field id={fields.locationDescription.id} label={label('locationDescription', t('catalogue.fields.locationDescription'))} hint={reference('locationDescription')} error={errorsOf(fields.locationDescription.errors)}>
          <Textarea {...getTextareaProps(fields.locationDescription)} key={fields.locationDescription.key} rows={3} />
        </Field>
        <TextField field={fields.meetingPoint} label={label('meetingPoint', t('catalogue.fields.meetingPoint'))} hint={reference('meetingPoint')} autoComplete="off" />
        <FormError>{form.errors?.map((k) => t(k)).join(' ')}</FormError>
        <div className="sticky bottom-16 z-10 -mx-4 border-t border-slate-200 bg-white/95 px-4 py-3 lg:bottom-0">
          <SubmitButton>{t('catalogue.text.save', { language: LANGUAGE_NAMES[lang] })}</SubmitButton>
        </div>
      </HubForm>
    </Card>
  )
}

function FactsCard() {
  const { experience, choices } = useLoaderData<typeof loader>()
  const actionData = useActionData<typeof action>()
  const { t } = useTranslation()
  const f = experience.facts
  const [form, fields] = useHubForm(FactsSchema, actionData?.intent === 'facts' ? actionData.result : undefined, {
    intent: 'facts',
    cityId: f.cityId,
    categoryId: f.categoryId,
    durationHours: String(Math.floor(f.durationMinutes / 60)),
    durationMins: String(f.durationMinutes % 60),
    ageMin: f.ageMin === null ? '' : String(f.ageMin),
    ageMax: f.ageMax === null ? '' : String(f.ageMax),
    startTime: f.startTime ?? '',
    endTime: f.endTime ?? '',
    validity: f.expiresAt ? 'until' : 'never',
    expiresOn: f.expiresAt ?? '',
    pickupIncluded: f.pickupIncluded ? 'on' : '',
    dropOffIncluded: f.dropOffIncluded ? 'on' : '',
    showOnMap: f.showOnMap ? 'on' : '',
    guideLanguages: f.guideLanguages,
    latitude: f.latitude === null ? '' : String(f.latitude),
    longitude: f.longitude === null ? '' : String(f.longitude),
  })
  const errorsOf = (keys?: string[]) => keys?.map((k) => t(k))
  const field = (name: keyof typeof fields) => fields[name] as FieldMetadata<string>
  const locate = () => {
    navigator.geolocation?.getCurrentPosition((position) => {
      const set = (name: string, value: number) => {
        const input = document.getElementById(fields[name as 'latitude'].id) as HTMLInputElement | null
        if (input) input.value = value.toFixed(5)
      }
      set('latitude', position.coords.latitude)
      set('longitude', position.coords.longitude)
    })
  }
  const checkbox = (name: 'pickupIncluded' | 'dropOffIncluded' | 'showOnMap', text: string) => (
    <label className="flex min-h-11 items-center gap-3 text-sm">
      <input type="checkbox" name={fields[name].name} defaultChecked={fields[name].initialValue === 'on'} className="size-5" />
      {text}
    </label>
  )
  const chosenLanguages = new Set((fields.guideLanguages.initialValue as string[] | undefined) ?? f.guideLanguages)
  return (
    <Card title={t('catalogue.facts.title')}>
      <HubForm form={form}>
        <input type="hidden" name="intent" value="facts" />
        <div className="grid gap-4 sm:grid-cols-2">
          <Field id={fields.cityId.id} label={t('catalogue.fields.city')} error={errorsOf(fields.cityId.errors)}>
            <Select {...getSelectProps(fields.cityId)} key={fields.cityId.key}>
              {choices.cities.map((c) => (
                <option key={c.id} value={c.id}>
                  {c.name}
                </option>
              ))}
            </Select>
          </Field>
          <Field id={fields.categoryId.id} label={t('catalogue.fields.category')} error={errorsOf(fields.categoryId.errors)}>
            <Select {...getSelectProps(fields.categoryId)} key={fields.categoryId.key}>
              {choices.categories.map((c) => (
                <option key={c.id} value={c.id}>
                  {c.name}
                </option>
              ))}
            </Select>
          </Field>
        </div>
        <fieldset className="grid grid-cols-2 gap-3">
          <legend className="mb-1 text-sm font-medium text-slate-800">{t('catalogue.fields.duration')}</legend>
          <TextField field={field('durationHours')} label={t('catalogue.fields.hours')} type="number" min={0} max={720} inputMode="numeric" />
          <TextField field={field('durationMins')} label={t('catalogue.fields.minutes')} type="number" min={0} max={59} inputMode="numeric" />
        </fieldset>
        <fieldset className="grid grid-cols-2 gap-3">
          <legend className="mb-1 text-sm font-medium text-slate-800">{t('catalogue.fields.ages')}</legend>
          <TextField field={field('ageMin')} label={t('catalogue.fields.ageMin')} type="number" min={0} max={99} inputMode="numeric" />
          <TextField field={field('ageMax')} label={t('catalogue.fields.ageMax')} type="number" min={0} max={99} inputMode="numeric" />
        </fieldset>
        <fieldset className="grid grid-cols-2 gap-3">
          <legend className="mb-1 text-sm font-medium text-slate-800">{t('catalogue.fields.times')}</legend>
          <TextField field={field('startTime')} label={t('catalogue.fields.startTime')} type="time" />
          <TextField field={field('endTime')} label={t('catalogue.fields.endTime')} type="time" />
        </fieldset>
        <fieldset className="grid gap-3 sm:grid-cols-2">
          <legend className="mb-1 text-sm font-medium text-slate-800">{t('catalogue.fields.validity')}</legend>
          <Field id={fields.validity.id} label={t('catalogue.fields.validityKind')} error={errorsOf(fields.validity.errors)}>
            <Select {...getSelectProps(fields.validity)} key={fields.validity.key}>
              <option value="never">{t('catalogue.fields.validityNever')}</option>
              <option value="until">{t('catalogue.fields.validityUntil')}</option>
            </Select>
          </Field>
          <TextField field={field('expiresOn')} label={t('catalogue.fields.expiresOn')} type="date" />
        </fieldset>
        <div className="grid gap-1 sm:grid-cols-2">
          {checkbox('pickupIncluded', t('catalogue.fields.pickupIncluded'))}
          {checkbox('dropOffIncluded', t('catalogue.fields.dropOffIncluded'))}
        </div>
        <Field id={fields.guideLanguages.id} label={t('catalogue.fields.guideLanguages')} error={errorsOf(fields.guideLanguages.errors)}>
          <div className="flex flex-wrap gap-x-4" id={fields.guideLanguages.id}>
            {choices.languages.map((l) => (
              <label key={l.code} className="flex min-h-11 items-center gap-2 text-sm">
                <input type="checkbox" name={fields.guideLanguages.name} value={l.code} defaultChecked={chosenLanguages.has(l.code)} className="size-5" />
                {l.name}
              </label>
            ))}
          </div>
        </Field>
        <fieldset className="space-y-3">
          <legend className="mb-1 text-sm font-medium text-slate-800">{t('catalogue.fields.pin')}</legend>
          <p className="text-xs text-slate-600">{t('catalogue.fields.pinHint')}</p>
          <div className="grid grid-cols-2 gap-3">
            <TextField field={field('latitude')} label={t('catalogue.fields.latitude')} inputMode="decimal" autoComplete="off" />
            <TextField field={field('longitude')} label={t('catalogue.fields.longitude')} inputMode="decimal" autoComplete="off" />
          </div>
          <div className="flex flex-wrap items-center gap-3">
            <button type="button" onClick={locate} className="inline-flex min-h-11 items-center gap-2 rounded-md border border-slate-300 bg-white px-3 text-sm">
              <LocateFixed className="size-4" aria-hidden />
              {t('catalogue.fields.useMyLocation')}
            </button>
            {f.latitude !== null && f.longitude !== null ? (
              <a
                className="inline-flex min-h-11 items-center gap-1 text-sm text-sky-700 underline"
                target="_blank"
                rel="noreferrer"
                href={`https://www.openstreetmap.org/?mlat=${f.latitude}&mlon=${f.longitude}#map=16/${f.latitude}/${f.longitude}`}
              >
                {t('catalogue.fields.checkPin')}
                <ExternalLink className="size-3.5" aria-hidden />
              </a>
            ) : null}
          </div>
          {checkbox('showOnMap', t('catalogue.fields.showOnMap'))}
        </fieldset>
        <FormError>{form.errors?.map((k) => t(k)).join(' ')}</FormError>
        {Object.values(fields).some((x) => x.errors?.length) ? (
          <p role="alert" className="flex items-center gap-2 text-sm text-red-700">
            <CircleAlert className="size-4" aria-hidden />
            {t('catalogue.errors.fix')}
          </p>
        ) : null}
        <SubmitButton>{t('catalogue.facts.save')}</SubmitButton>
      </HubForm>
    </Card>
  )
}
