// How the experience is sold: per person or per item, a fixed price or a custom offer, on request with the hours
// to answer. Changing the pricing while bookings are to come is refused next to the field, with the reason.
import { getInputProps, type SubmissionResult } from '@conform-to/react'
import { Form } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { SalesSchema } from '../../domain/offers'
import type { Offers } from '../../models/partners/catalogue/options-offers.server'
import { Button } from '../components/ui'
import { FormErrors, NumberField, Section, useOffersForm } from './shared'

export function SalesForm({ experience, lastResult }: { experience: Offers['experience']; lastResult: SubmissionResult<string[]> | null }) {
  const { t } = useTranslation()
  const [form, fields] = useOffersForm(SalesSchema, lastResult, {
    pricingMode: experience.pricingMode,
    hasFixedPrice: experience.hasFixedPrice ? 'on' : undefined,
    onRequest: experience.onRequest ? 'on' : undefined,
    answerWindowHours: String(experience.answerWindowHours),
  })
  const mode = fields.pricingMode.value ?? experience.pricingMode
  const radio = (value: string, label: string) => (
    <label className="flex min-h-11 items-center gap-3 text-sm">
      <input type="radio" name={fields.pricingMode.name} value={value} defaultChecked={fields.pricingMode.initialValue === value} className="size-5" />
      {label}
    </label>
  )
  const t_ = (keys?: string[]) => keys?.map((k) => t(k))[0]
  return (
    <Section id="sales" title={t('options.sales.title')}>
      <Form method="post" id={form.id} onSubmit={form.onSubmit} noValidate className="space-y-4" preventScrollReset>
        <input type="hidden" name="intent" value="sales" />
        <FormErrors errors={form.errors} />
        <fieldset className="space-y-1">
          <legend className="text-sm font-medium">{t('options.sales.pricing')}</legend>
          {radio('per_person', t('options.sales.perPerson'))}
          {radio('per_item', t('options.sales.perItem'))}
          {fields.pricingMode.errors ? <p className="text-sm text-red-700" role="alert">{t_(fields.pricingMode.errors)}</p> : null}
        </fieldset>
        {mode === 'per_item' && experience.pricingMode !== 'per_item' ? <NumberField field={fields.capacityPerItem} label={t('options.sales.capacityPerItem')} hint={t('options.sales.capacityHint')} /> : null}
        <div className="space-y-1">
          <label className="flex min-h-11 items-center gap-3 text-sm">
            <input {...getInputProps(fields.hasFixedPrice, { type: 'checkbox' })} key={fields.hasFixedPrice.key} className="size-5" />
            {t('options.sales.fixed')}
          </label>
          <p className="pl-8 text-xs text-slate-500">{t('options.sales.custom')}</p>
          {fields.hasFixedPrice.errors ? <p className="text-sm text-red-700" role="alert">{t_(fields.hasFixedPrice.errors)}</p> : null}
        </div>
        <label className="flex min-h-11 items-center gap-3 text-sm">
          <input {...getInputProps(fields.onRequest, { type: 'checkbox' })} key={fields.onRequest.key} className="size-5" />
          {t('options.sales.onRequest')}
        </label>
        <NumberField field={fields.answerWindowHours} label={t('options.sales.answerWindow')} hint={t('options.sales.answerHint')} />
        <Button className="w-full sm:w-auto">{t('options.sales.save')}</Button>
      </Form>
    </Section>
  )
}
