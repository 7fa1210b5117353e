// One option on the schedule screen: its weekly timetables (add, edit, remove) and its prices for a period.
import type { SerializeFrom } from '@remix-run/node'
import { Form } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { currencyDigits } from '../../domain/money'
import type { ScheduleView } from '../../models/partners/catalogue/schedule-view.server'
import { PriceSchema, RuleSchema } from '../schedule-schemas'
import { HubForm, SubmitButton, TextField, useHubForm } from './form'
import { money } from './format'
import { RefusalAlert, useScheduleAnswer, useSeason, weekdayNames } from './schedule-refusal'
import { Button, Card, cx } from './ui'

type Option = SerializeFrom<ScheduleView>['options'][number]
type Rule = Option['rules'][number]
// Monday first, as timetables are read; values are 0 = Sunday.
const WEEK = [1, 2, 3, 4, 5, 6, 0]

export function OptionSchedule({ option, today, currency }: { option: Option; today: string; currency: string }) {
  const { t, i18n } = useTranslation()
  const names = weekdayNames(i18n.language)
  const season = useSeason()
  const days = (list: number[]) =>
    list.length === 7
      ? ''
      : WEEK.filter((d) => list.includes(d))
          .map((d) => names[d])
          .join(', ')
  return (
    <Card title={option.name}>
      <h3 className="mb-2 text-sm font-semibold text-slate-800">{t('schedule.rules.title')}</h3>
      {option.rules.length === 0 ? <p className="text-sm text-slate-600">{t('schedule.rules.none')}</p> : null}
      <ul className="divide-y divide-slate-100">
        {option.rules.map((rule) => (
          <li key={rule.id} className="py-2">
            <p className="font-medium">
              {t('schedule.rules.summary', {
                times: rule.startTimes.join(', '),
                capacity: rule.capacity,
              })}
            </p>
            <p className="text-sm text-slate-600">{[days(rule.weekdays), season(rule.validFrom, rule.validTo)].filter(Boolean).join(' · ')}</p>
            <div className="mt-1 flex flex-wrap gap-2">
              <Form method="post" preventScrollReset>
                <input type="hidden" name="ruleId" value={rule.id} />
                <Button name="intent" value="remove-rule" variant="ghost" className="text-red-700">
                  {t('schedule.rules.remove')}
                </Button>
              </Form>
              <details className="w-full">
                <summary className="inline-flex min-h-11 cursor-pointer items-center text-sm font-semibold text-sky-700">{t('schedule.rules.edit')}</summary>
                <RuleForm optionId={option.id} rule={rule} today={today} />
              </details>
            </div>
          </li>
        ))}
      </ul>
      <details className="mt-2" open={option.rules.length === 0 || undefined}>
        <summary className="inline-flex min-h-11 cursor-pointer items-center text-sm font-semibold text-sky-700">{t('schedule.rules.add')}</summary>
        <RuleForm optionId={option.id} today={today} />
      </details>
      <p className="mt-1 text-xs text-slate-500">{t('schedule.rules.removeHint')}</p>

      <h3 className="mt-5 mb-2 text-sm font-semibold text-slate-800">{t('schedule.prices.title')}</h3>
      {option.overrides.length === 0 ? <p className="text-sm text-slate-600">{t('schedule.prices.none')}</p> : null}
      <ul className="divide-y divide-slate-100">
        {option.overrides.map((o) => (
          <li key={o.id} className="flex flex-wrap items-center gap-2 py-2">
            <div className="min-w-0 flex-1">
              <p className="font-medium">
                {Object.entries(o.prices)
                  .map(([unit, amount]) => `${t(`schedule.prices.unit.${unit as 'adult'}`)} ${money(amount ?? 0, currency, i18n.language)}`)
                  .join(' · ')}
              </p>
              <p className="text-sm text-slate-600">{[days(o.weekdays), season(o.validFrom, o.validTo)].filter(Boolean).join(' · ')}</p>
            </div>
            <Form method="post" preventScrollReset>
              <input type="hidden" name="overrideId" value={o.id} />
              <Button name="intent" value="remove-price" variant="ghost" className="text-red-700">
                {t('schedule.prices.remove')}
              </Button>
            </Form>
          </li>
        ))}
      </ul>
      {option.units.length ? (
        <details className="mt-2">
          <summary className="inline-flex min-h-11 cursor-pointer items-center text-sm font-semibold text-sky-700">{t('schedule.prices.add')}</summary>
          <PriceForm option={option} today={today} currency={currency} />
        </details>
      ) : null}
    </Card>
  )
}

function WeekdayToggles({ name, selected, errors }: { name: string; selected: string[]; errors?: string[] }) {
  const { t, i18n } = useTranslation()
  const names = weekdayNames(i18n.language)
  return (
    <fieldset>
      <legend className="mb-1 block text-sm font-medium text-slate-800">{t('schedule.rules.weekdays')}</legend>
      <div className="flex flex-wrap gap-1">
        {WEEK.map((d) => (
          <label key={d} className="relative">
            <input type="checkbox" name={name} value={d} defaultChecked={selected.includes(String(d))} className="peer sr-only" />
            <span
              className={cx(
                'inline-flex min-h-11 min-w-11 cursor-pointer items-center justify-center rounded-md border border-slate-300 px-2 text-sm',
                'peer-checked:border-slate-900 peer-checked:bg-slate-900 peer-checked:text-white peer-focus-visible:ring-2 peer-focus-visible:ring-sky-600'
              )}
            >
              {names[d]}
            </span>
          </label>
        ))}
      </div>
      {errors?.length ? (
        <p className="mt-1 text-sm text-red-700" role="alert">
          {t(errors[0]!)}
        </p>
      ) : null}
    </fieldset>
  )
}

function RuleForm({ optionId, rule, today }: { optionId: string; rule?: Rule; today: string }) {
  const { t } = useTranslation()
  const key = `rule:${rule?.id ?? optionId}`
  const answer = useScheduleAnswer(key)
  const defaults = rule
    ? {
        intent: 'save-rule',
        optionId,
        ruleId: rule.id,
        weekdays: rule.weekdays.map(String),
        startTimes: rule.startTimes.join(', '),
        capacity: String(rule.capacity),
        validFrom: rule.validFrom,
        validTo: rule.validTo ?? '',
      }
    : {
        intent: 'save-rule',
        optionId,
        weekdays: [],
        startTimes: '',
        capacity: '',
        validFrom: today,
        validTo: '',
      }
  const [form, fields] = useHubForm(RuleSchema, answer?.result, defaults)
  const selected = asList(fields.weekdays.initialValue)
  return (
    <div className="mt-2">
      <HubForm form={form} preventScrollReset>
        <input type="hidden" name="intent" value="save-rule" />
        <input type="hidden" name="optionId" value={optionId} />
        {rule ? <input type="hidden" name="ruleId" value={rule.id} /> : null}
        <RefusalAlert formKey={key} />
        <WeekdayToggles key={form.key} name={fields.weekdays.name} selected={selected} errors={fields.weekdays.errors} />
        <TextField field={fields.startTimes} label={t('schedule.rules.times')} hint={t('schedule.rules.timesHint')} inputMode="numeric" autoComplete="off" />
        <TextField field={fields.capacity} label={t('schedule.rules.capacity')} type="number" inputMode="numeric" min={1} max={10000} />
        <div className="grid grid-cols-2 gap-2">
          <TextField field={fields.validFrom} label={t('schedule.rules.from')} type="date" />
          <TextField field={fields.validTo} label={t('schedule.rules.to')} type="date" hint={t('schedule.rules.toHint')} />
        </div>
        <SubmitButton>{t('schedule.rules.save')}</SubmitButton>
      </HubForm>
    </div>
  )
}

function PriceForm({ option, today, currency }: { option: Option; today: string; currency: string }) {
  const { t, i18n } = useTranslation()
  const key = `price:${option.id}`
  const answer = useScheduleAnswer(key)
  const [form, fields] = useHubForm(PriceSchema, answer?.result, {
    intent: 'add-price',
    optionId: option.id,
    validFrom: today,
    validTo: '',
    weekdays: ['0', '1', '2', '3', '4', '5', '6'],
  })
  const prices = fields.prices.getFieldset()
  const selected = asList(fields.weekdays.initialValue)
  const usual = option.units.map((u) => `${t(`schedule.prices.unit.${u.type}`)} ${money(u.priceAmount, u.currency, i18n.language)}`).join(' · ')
  return (
    <div className="mt-2">
      <HubForm form={form} preventScrollReset>
        <input type="hidden" name="intent" value="add-price" />
        <input type="hidden" name="optionId" value={option.id} />
        <RefusalAlert formKey={key} />
        <p className="text-xs text-slate-600">{t('schedule.prices.hint', { price: usual })}</p>
        <div className="grid grid-cols-2 gap-2">
          <TextField field={fields.validFrom} label={t('schedule.rules.from')} type="date" />
          <TextField field={fields.validTo} label={t('schedule.rules.to')} type="date" hint={t('schedule.rules.toHint')} />
        </div>
        <WeekdayToggles key={form.key} name={fields.weekdays.name} selected={selected} errors={fields.weekdays.errors} />
        <div className="grid grid-cols-2 gap-2">
          {option.units.map((u) => (
            <TextField
              key={u.type}
              field={prices[u.type]}
              label={`${t(`schedule.prices.unit.${u.type}`)} (${currency})`}
              inputMode="decimal"
              autoComplete="off"
              placeholder={(u.priceAmount / 10 ** currencyDigits(u.currency)).toString()}
            />
          ))}
        </div>
        <SubmitButton>{t('schedule.prices.add')}</SubmitButton>
      </HubForm>
    </div>
  )
}

/** conform gives one checked box as a string, several as a list. */
const asList = (value: unknown): string[] => (Array.isArray(value) ? value.map(String) : typeof value === 'string' ? [value] : [])
