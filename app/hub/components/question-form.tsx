// The form of one booking question (add or edit): the question and its help text in each language (a missing
// language is marked: travellers reading it see English), the answer type, the choices of a list, required.
// One schema for the browser and the action; every message is a key of the hub's `questions` strings.
import { getInputProps, getSelectProps, getTextareaProps, type FieldMetadata, type SubmissionResult } from '@conform-to/react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { QUESTION_KINDS } from '../../domain/booking-questions'
import { z } from '../../domain/zod'
import type { QuestionInput, QuestionRow } from '../../models/partners/catalogue/questions.server'
import { HubForm, SubmitButton, useHubForm } from './form'
import { buttonClass, Field, Input, Select, Textarea } from './ui'

const LANGS = ['en', 'ru', 'tr', 'de'] as const
type Lang = (typeof LANGS)[number]
const cap = (l: Lang) => (l[0]!.toUpperCase() + l[1]) as Capitalize<Lang>

const optional = (max: number) => z.string().trim().max(max, 'questions.errors.tooLong').optional()
const lines = (v: string | undefined) => (v ?? '').split(/\r?\n/).map((x) => x.trim()).filter(Boolean)

export const QuestionFormSchema = z
  .object({
    intent: z.literal('save'),
    questionId: z.uuid().optional(),
    labelEn: z.string({ error: 'questions.errors.labelRequired' }).trim().min(1, 'questions.errors.labelRequired').max(120, 'questions.errors.tooLong'),
    labelRu: optional(120),
    labelTr: optional(120),
    labelDe: optional(120),
    helpEn: optional(240),
    helpRu: optional(240),
    helpTr: optional(240),
    helpDe: optional(240),
    kind: z.enum(QUESTION_KINDS),
    choicesEn: optional(2000),
    choicesRu: optional(2000),
    choicesTr: optional(2000),
    choicesDe: optional(2000),
    required: z.preprocess((v) => v === 'on' || v === true, z.boolean()),
  })
  .superRefine((v, ctx) => {
    if (!v.helpEn && (v.helpRu || v.helpTr || v.helpDe)) ctx.addIssue({ code: 'custom', path: ['helpEn'], message: 'questions.errors.helpEnglish' })
    if (v.kind !== 'choice') return
    const en = lines(v.choicesEn)
    if (en.length < 2 || en.length > 20) ctx.addIssue({ code: 'custom', path: ['choicesEn'], message: 'questions.errors.choicesCount' })
    for (const l of LANGS) {
      const list = lines(v[`choices${cap(l)}`])
      if (list.some((c) => c.length > 80)) ctx.addIssue({ code: 'custom', path: [`choices${cap(l)}`], message: 'questions.errors.choiceTooLong' })
      else if (l !== 'en' && list.length && list.length !== en.length) ctx.addIssue({ code: 'custom', path: [`choices${cap(l)}`], message: 'questions.errors.choicesMatch' })
    }
  })
type FormValue = z.output<typeof QuestionFormSchema>

/** The parsed form as the domain function's input. */
export function toQuestionInput(v: FormValue): QuestionInput {
  const text = (prefix: 'label' | 'help') => ({ en: v[`${prefix}En`] ?? '', ...Object.fromEntries(LANGS.slice(1).map((l) => [l, v[`${prefix}${cap(l)}`]]).filter(([, x]) => x)) })
  const byLang = Object.fromEntries(LANGS.map((l) => [l, lines(v[`choices${cap(l)}`])]))
  const choices = v.kind === 'choice' ? byLang.en!.map((en, i) => ({ en, ...Object.fromEntries(LANGS.slice(1).map((l) => [l, byLang[l]![i]]).filter(([, x]) => x)) })) : []
  return { label: text('label') as QuestionInput['label'], help: v.helpEn ? (text('help') as QuestionInput['label']) : null, kind: v.kind, choices: choices as QuestionInput['choices'], required: v.required }
}

/** A saved question as the form's starting values. */
export function formValues(q: Pick<QuestionRow, 'id' | 'label' | 'help' | 'kind' | 'choices' | 'required'> | null): Record<string, unknown> {
  if (!q) return { intent: 'save', kind: 'short_text', required: 'on' }
  const out: Record<string, unknown> = { intent: 'save', questionId: q.id, kind: q.kind, required: q.required ? 'on' : undefined }
  for (const l of LANGS) {
    out[`label${cap(l)}`] = q.label[l] ?? ''
    out[`help${cap(l)}`] = q.help?.[l] ?? ''
    out[`choices${cap(l)}`] = q.choices.map((c) => c.label[l] ?? '').join('\n').trim()
  }
  return out
}

export function QuestionForm({ lastResult, initial, cancelHref }: { lastResult?: SubmissionResult<string[]> | null; initial: Record<string, unknown>; cancelHref?: string }) {
  const { t } = useTranslation()
  const [form, fields] = useHubForm(QuestionFormSchema, lastResult, initial)
  const [kind, setKind] = useState(String(initial.kind ?? 'short_text'))
  const err = (f: FieldMetadata<unknown>) => f.errors?.map((k) => t(k))
  const lang = (l: Lang) => t(`questions.languages.${l}`)
  const text = (f: FieldMetadata<string | undefined>, label: string, l: Lang, area = false) => {
    const missing = l !== 'en' && !f.value && !f.initialValue
    const props = { 'aria-describedby': f.errors?.length ? `${f.id}-error` : undefined, lang: l }
    return (
      <Field key={f.key} id={f.id} label={label} error={err(f)} hint={missing ? <span className="text-amber-800">{t('questions.missingHint', { lang: lang(l) })}</span> : undefined}>
        {area ? <Textarea {...getTextareaProps(f)} {...props} rows={3} /> : <Input {...getInputProps(f, { type: 'text' })} {...props} />}
      </Field>
    )
  }
  return (
    <HubForm form={form} data-question-form>
      <input type="hidden" name="intent" value="save" />
      {fields.questionId.initialValue ? <input type="hidden" name="questionId" value={String(fields.questionId.initialValue)} /> : null}
      {LANGS.map((l) => text(fields[`label${cap(l)}`], t('questions.fields.label', { lang: lang(l) }), l))}
      <Field id={fields.kind.id} label={t('questions.fields.kind')} error={err(fields.kind)}>
        <Select {...getSelectProps(fields.kind)} key={fields.kind.key} onChange={(e) => setKind(e.currentTarget.value)}>
          {QUESTION_KINDS.map((k) => (
            <option key={k} value={k}>
              {t(`questions.kinds.${k}`)}
            </option>
          ))}
        </Select>
      </Field>
      {kind === 'choice' ? (
        <fieldset className="space-y-3 rounded-md border border-slate-200 p-3">
          <legend className="px-1 text-sm text-slate-600">{t('questions.fields.choicesHint')}</legend>
          {LANGS.map((l) => text(fields[`choices${cap(l)}`], t('questions.fields.choices', { lang: lang(l) }), l, true))}
        </fieldset>
      ) : null}
      <details className="rounded-md border border-slate-200 p-3" open={LANGS.some((l) => !!fields[`help${cap(l)}`].initialValue)}>
        <summary className="min-h-11 cursor-pointer content-center text-sm font-medium">{t('questions.fields.helpToggle')}</summary>
        <div className="mt-2 space-y-3">{LANGS.map((l) => text(fields[`help${cap(l)}`], t('questions.fields.help', { lang: lang(l) }), l))}</div>
      </details>
      <label className="flex min-h-11 items-center gap-3 text-sm font-medium">
        <input {...getInputProps(fields.required, { type: 'checkbox' })} key={fields.required.key} className="size-5" />
        {t('questions.fields.requiredBox')}
      </label>
      <div className="flex flex-wrap gap-2">
        <SubmitButton className="flex-1 sm:flex-none">{t('questions.save')}</SubmitButton>
        {cancelHref ? (
          <a href={cancelHref} className={buttonClass('secondary')}>
            {t('questions.cancelEdit')}
          </a>
        ) : null}
      </div>
    </HubForm>
  )
}
