// One option's form: names per language, duration and group size, prices per unit in the supplier's currency (or
// one per item), pay later, and the cancellation terms with a plain-words preview of what travellers will read.
import { getInputProps, getSelectProps, getTextareaProps, type FieldMetadata, type SubmissionResult } from '@conform-to/react'
import { Form, useLocation } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { fromMinorAmount, optionSchema, PolicySchema, policyPreview, policyTerms, policyValues, type PricingMode } from '../../domain/offers'
import type { Offers } from '../../models/partners/catalogue/options-offers.server'
import { Button, Field, Select, Textarea } from '../components/ui'
import { LOCALE_NAMES } from '../locales/define'
import { FormErrors, NumberField, Section, StickySave, TextInput, useOffersForm } from './shared'

type Option = Offers['options'][number]
type Experience = Offers['experience']
const OTHER = ['ru', 'tr', 'de'] as const

/** An option as the form's text values. */
function defaults(option: Option | null, currency: string, mode: PricingMode): Record<string, unknown> {
  if (!option) {
    return { minTravellers: '1', policy: { kind: 'free', freeCutoffHours: '24' }, ...(mode === 'per_person' ? { adult: { ageMin: '12', ageMax: '99' } } : {}) }
  }
  const unit = (type: string) => {
    const u = option.units.find((x) => x.type === type)
    if (!u) return undefined
    return { price: fromMinorAmount(u.priceAmount, currency), was: u.originalPriceAmount === null ? undefined : fromMinorAmount(u.originalPriceAmount, currency), ageMin: u.ageMin?.toString(), ageMax: u.ageMax?.toString() }
  }
  const policy = option.policy ? policyValues(option.policy) : { kind: 'free' as const, freeCutoffHours: 24 }
  return {
    name: option.name,
    description: option.description ?? undefined,
    durationMinutes: String(option.durationMinutes),
    minTravellers: String(option.minTravellers),
    maxTravellers: option.maxTravellers?.toString(),
    maxCapacityPerItem: option.maxCapacityPerItem?.toString(),
    payLaterAllowed: option.payLaterAllowed ? 'on' : undefined,
    adult: unit('adult'),
    child: unit('child'),
    infant: unit('infant'),
    item: unit('item'),
    policy: JSON.parse(JSON.stringify(policy, (_, v) => (typeof v === 'number' ? String(v) : v))),
  }
}

export function OptionForm({ option, experience, currency, lastResult }: { option: Option | null; experience: Experience; currency: string; lastResult: SubmissionResult<string[]> | null }) {
  const { t, i18n } = useTranslation()
  const location = useLocation()
  const schema = optionSchema({ currency, pricingMode: experience.pricingMode, hasFixedPrice: experience.hasFixedPrice })
  const [form, fields] = useOffersForm(schema, lastResult, defaults(option, currency, experience.pricingMode))
  const name = fields.name.getFieldset()
  const description = fields.description.getFieldset()
  const policy = fields.policy.getFieldset()
  const kind = policy.kind.value ?? 'free'
  const tiers = policy.rules.getFieldList()
  const preview = livePreview(form.value?.policy, t, i18n.language)
  const perItem = experience.pricingMode === 'per_item'
  return (
    <Form method="post" id={form.id} onSubmit={form.onSubmit} noValidate action={`${location.pathname}${location.search}`} className="space-y-5">
      <input type="hidden" name="intent" value="option" />
      {option ? <input type="hidden" name="id" value={option.id} /> : null}
      <h2 className="text-lg font-semibold">{option ? t('options.form.editTitle') : t('options.form.newTitle')}</h2>
      <FormErrors errors={form.errors} />
      <Section title={t('options.form.texts')}>
        <div className="space-y-3">
          <TextInput field={name.en} label={t('options.form.nameIn', { language: LOCALE_NAMES.en })} />
          <TextArea field={description.en} label={t('options.form.descriptionIn', { language: LOCALE_NAMES.en })} />
          <details className="rounded-md border border-slate-200 p-3" open={OTHER.some((l) => name[l].errors || description[l].errors)}>
            <summary className="min-h-11 cursor-pointer py-2 text-sm font-medium">{t('options.form.otherLanguages')}</summary>
            <div className="mt-2 space-y-3">
              {OTHER.map((locale) => (
                <div key={locale} className="space-y-3" lang={locale}>
                  <TextInput field={name[locale]} label={t('options.form.nameIn', { language: LOCALE_NAMES[locale] })} />
                  <TextArea field={description[locale]} label={t('options.form.descriptionIn', { language: LOCALE_NAMES[locale] })} />
                </div>
              ))}
            </div>
          </details>
        </div>
      </Section>
      <Section title={t('options.form.group')}>
        <div className="grid gap-3 sm:grid-cols-3">
          <NumberField field={fields.durationMinutes} label={t('options.form.duration')} hint={t('options.form.durationHint')} />
          <NumberField field={fields.minTravellers} label={t('options.form.minTravellers')} />
          <NumberField field={fields.maxTravellers} label={t('options.form.maxTravellers')} />
        </div>
      </Section>
      <Section title={t('options.form.prices', { currency })} lead={perItem ? undefined : t('options.form.optionalUnit')}>
        <div className="space-y-4">
          {perItem ? (
            <>
              <UnitFields field={fields.item} label={t('options.units.item')} />
              <NumberField field={fields.maxCapacityPerItem} label={t('options.sales.capacityPerItem')} />
            </>
          ) : (
            (['adult', 'child', 'infant'] as const).map((type) => <UnitFields key={type} field={fields[type]} label={t(`options.units.${type}`)} ages />)
          )}
          <label className="flex min-h-11 items-center gap-3 text-sm">
            <input {...getInputProps(fields.payLaterAllowed, { type: 'checkbox' })} key={fields.payLaterAllowed.key} className="size-5" />
            {t('options.form.payLater')}
          </label>
        </div>
      </Section>
      <Section title={t('options.form.policy')}>
        <div className="space-y-3">
          <Field id={policy.kind.id} label={t('options.form.policy')} error={policy.kind.errors?.map((k) => t(k))}>
            <Select {...getSelectProps(policy.kind)} key={policy.kind.key}>
              {(['free', 'non_refundable', 'percentage'] as const).map((k) => (
                <option key={k} value={k}>
                  {t(`options.form.kinds.${k}`)}
                </option>
              ))}
            </Select>
          </Field>
          {kind === 'free' ? <NumberField field={policy.freeCutoffHours} label={t('options.form.cutoff')} /> : null}
          {kind === 'percentage' ? (
            <div className="space-y-3">
              <p className="text-sm text-slate-600">{t('options.form.tiersHint')}</p>
              {policy.rules.errors ? <FormErrors errors={policy.rules.errors} /> : null}
              {tiers.map((tier, index) => {
                const f = tier.getFieldset()
                return (
                  <fieldset key={tier.key} className="rounded-md border border-slate-200 p-3">
                    <legend className="px-1 text-sm font-medium">{t('options.form.tier', { n: index + 1 })}</legend>
                    <div className="grid grid-cols-2 gap-3 sm:grid-cols-4">
                      <NumberField field={f.days} label={t('options.form.days')} />
                      <NumberField field={f.hours} label={t('options.form.hours')} />
                      <NumberField field={f.minutes} label={t('options.form.minutes')} />
                      <NumberField field={f.penaltyPercent} label={t('options.form.percent')} />
                    </div>
                    <Button variant="ghost" className="mt-2 text-red-700" {...form.remove.getButtonProps({ name: policy.rules.name, index })}>
                      {t('options.form.removeTier')}
                    </Button>
                  </fieldset>
                )
              })}
              {tiers.length < 5 ? (
                <Button variant="secondary" {...form.insert.getButtonProps({ name: policy.rules.name, defaultValue: { days: '', penaltyPercent: '' } })}>
                  {t('options.form.addTier')}
                </Button>
              ) : null}
            </div>
          ) : null}
          {preview ? (
            <div className="rounded-md bg-slate-50 p-3 text-sm" aria-live="polite">
              <p className="font-medium">{t('options.form.preview')}</p>
              <p className="mt-1 text-slate-700">{preview}</p>
            </div>
          ) : null}
        </div>
      </Section>
      <StickySave label={t('options.form.save')} cancelTo={location.pathname} />
    </Form>
  )
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
function UnitFields({ field, label, ages }: { field: FieldMetadata<any>; label: string; ages?: boolean }) {
  const { t } = useTranslation()
  const f = (field as FieldMetadata<{ price?: string; was?: string; ageMin?: string; ageMax?: string }>).getFieldset()
  return (
    <fieldset className="rounded-md border border-slate-200 p-3">
      <legend className="px-1 text-sm font-semibold">{label}</legend>
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        <NumberField field={f.price} label={t('options.form.price')} decimal />
        <NumberField field={f.was} label={t('options.form.was')} decimal />
        {ages ? <NumberField field={f.ageMin} label={t('options.form.ageMin')} /> : null}
        {ages ? <NumberField field={f.ageMax} label={t('options.form.ageMax')} /> : null}
      </div>
    </fieldset>
  )
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
function TextArea({ field, label }: { field: FieldMetadata<any>; label: string }) {
  const { t } = useTranslation()
  const errors = field.errors?.map((key) => t(key))
  return (
    <Field id={field.id} label={label} error={errors}>
      <Textarea {...getTextareaProps(field)} key={field.key} rows={2} />
    </Field>
  )
}

/** The terms being typed, in words, once they make sense; nothing while they do not. */
function livePreview(value: unknown, t: (key: string, values?: Record<string, string | number>) => string, locale: string): string | null {
  const numbers = JSON.parse(JSON.stringify(value ?? {}), (key, v) => (key !== 'kind' && typeof v === 'string' ? (v.trim() === '' ? undefined : Number(v)) : v))
  const parsed = PolicySchema.safeParse(numbers)
  return parsed.success ? policyPreview(policyTerms(parsed.data), t, locale).join(' · ') : null
}
