// One photo of an experience's gallery in the hub: the picture, its place (cover first), moves that keep the
// keyboard focus and tell a screen reader where the photo went, its description per language with what is
// missing, and delete behind a confirmation.
import { getFormProps, getInputProps, useForm, type SubmissionResult } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import { Form, useFetcher } from '@remix-run/react'
import { ArrowLeft, ArrowRight, Star, Trash2 } from 'lucide-react'
import { useEffect, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import type { LocalizedText } from '../../../drizzle/schema/columns'
import { z } from '../../domain/zod'
import { imageUrl } from '../../utils/image-url'
import { HUB_LOCALES, LOCALE_NAMES } from '../locales/define'
import { SubmitButton } from './form'
import { Badge, Button, Field, Input, buttonClass, cx } from './ui'

const alt = z.string().trim().max(200, 'photos.alt.tooLong').optional()
export const AltSchema = z.object({
  intent: z.literal('alt'),
  photoId: z.uuid(),
  en: z.string({ error: 'photos.alt.required' }).trim().min(1, 'photos.alt.required').max(200, 'photos.alt.tooLong'),
  ru: alt,
  tr: alt,
  de: alt,
})

type Photo = { id: string; url: string; width: number; height: number; alt: LocalizedText; missingAlt: string[] }
type Props = { photo: Photo; index: number; total: number; altResult: SubmissionResult<string[]> | null; onMoved: (message: string) => void }

export function PhotoCard({ photo, index, total, altResult, onMoved }: Props) {
  const { t } = useTranslation()
  const fetcher = useFetcher()
  const n = index + 1
  const moving = useRef<string | null>(null)
  const place = useRef({ n, total })
  place.current = { n, total }

  // When the move has been saved and the gallery read again, the same control keeps the focus (or the card, when
  // that control has gone: the cover has no "make cover" and the first photo no "earlier") and the new place is said.
  useEffect(() => {
    if (fetcher.state !== 'idle' || !moving.current) return
    const control = document.getElementById(`${moving.current}-${photo.id}`) as HTMLButtonElement | null
    moving.current = null
    ;(control && !control.disabled ? control : document.getElementById(`photo-${photo.id}`))?.focus()
    onMoved(t('photos.movedTo', place.current))
  }, [fetcher.state, onMoved, photo.id, t])

  const move = (intent: 'earlier' | 'later' | 'cover', label: string, icon: React.ReactNode, text: string, disabled: boolean) => (
    <Button
      id={`${intent}-${photo.id}`}
      name="intent"
      value={intent}
      variant="secondary"
      className="flex-1 px-2 text-xs"
      aria-label={label}
      disabled={disabled || fetcher.state !== 'idle'}
      onClick={() => (moving.current = intent)}
    >
      {icon}
      {text}
    </Button>
  )

  return (
    <li data-photo={photo.id} className="flex flex-col overflow-hidden rounded-lg border border-slate-200 bg-white shadow-sm">
      <div className="relative">
        <img src={imageUrl(photo.url, { w: 640, h: 427, fit: 'cover' })} alt={photo.alt.en} width={640} height={427} loading={index < 2 ? 'eager' : 'lazy'} className="aspect-[3/2] w-full bg-slate-100 object-cover" />
        {index === 0 ? (
          <span className="absolute top-2 left-2 inline-flex items-center gap-1 rounded-full bg-slate-900/85 px-2 py-1 text-xs font-semibold text-white">
            <Star className="size-3.5" aria-hidden /> {t('photos.cover')}
          </span>
        ) : null}
      </div>
      <div className="flex flex-1 flex-col gap-3 p-3">
        <h3 id={`photo-${photo.id}`} tabIndex={-1} className="text-sm font-semibold">
          {t('photos.photo', { n, total })}
          {index === 0 ? <span className="sr-only"> · {t('photos.cover')}</span> : null}
          <span className="ml-2 font-normal text-slate-500">
            {photo.width} × {photo.height}
          </span>
        </h3>
        <fetcher.Form method="post" className="flex gap-2">
          <input type="hidden" name="photoId" value={photo.id} />
          {move('earlier', t('photos.earlierLabel', { n }), <ArrowLeft className="size-4" aria-hidden />, t('photos.earlier'), index === 0)}
          {move('later', t('photos.laterLabel', { n }), <ArrowRight className="size-4" aria-hidden />, t('photos.later'), index === total - 1)}
          {index > 0 ? move('cover', t('photos.coverLabel', { n }), <Star className="size-4" aria-hidden />, t('photos.makeCover'), false) : null}
        </fetcher.Form>
        <AltForm photo={photo} lastResult={altResult} />
        <details className="mt-auto">
          <summary className={buttonClass('ghost', 'w-full cursor-pointer list-none text-red-700')} aria-label={t('photos.remove.label', { n })}>
            <Trash2 className="size-4" aria-hidden /> {t('photos.remove.button')}
          </summary>
          <Form method="post" className="mt-2 space-y-2 rounded-md border border-red-200 bg-red-50 p-3">
            <p className="text-sm text-red-900">{t('photos.remove.confirm')}</p>
            <input type="hidden" name="photoId" value={photo.id} />
            <div className="flex gap-2">
              <Button name="intent" value="delete" variant="danger" className="flex-1">
                {t('photos.remove.yes')}
              </Button>
              <button type="button" className={buttonClass('secondary', 'flex-1')} onClick={(e) => e.currentTarget.closest('details')?.removeAttribute('open')}>
                {t('photos.remove.no')}
              </button>
            </div>
          </Form>
        </details>
      </div>
    </li>
  )
}

function AltForm({ photo, lastResult }: { photo: Photo; lastResult: SubmissionResult<string[]> | null }) {
  const { t } = useTranslation()
  const [form, fields] = useForm({
    id: `alt-${photo.id}`,
    lastResult: lastResult ?? undefined,
    defaultValue: { intent: 'alt', photoId: photo.id, ...photo.alt },
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: AltSchema }),
  })
  const missing = photo.missingAlt
  return (
    <details open={missing.includes('en') || !!lastResult} className="rounded-md border border-slate-200">
      <summary className="flex min-h-11 cursor-pointer items-center justify-between gap-2 px-3 text-sm font-medium">
        {t('photos.alt.title')}
        {missing.length ? <Badge tone="amber">{t('photos.alt.missingIn', { languages: missing.map((l) => l.toUpperCase()).join(', ') })}</Badge> : <Badge tone="green">{t('photos.alt.complete')}</Badge>}
      </summary>
      <Form method="post" {...getFormProps(form)} className="space-y-3 border-t border-slate-200 p-3">
        <input type="hidden" name="intent" value="alt" />
        <input type="hidden" name="photoId" value={photo.id} />
        <p className="text-xs text-slate-500">{t('photos.alt.hint')}</p>
        {HUB_LOCALES.map((locale) => {
          const field = fields[locale]
          const errors = field.errors?.map((key) => t(key))
          const label = (
            <span className="flex items-center gap-2">
              <span lang={locale}>{LOCALE_NAMES[locale]}</span>
              {missing.includes(locale) ? <Badge tone="amber">{t('photos.alt.missing')}</Badge> : null}
            </span>
          )
          return (
            <Field key={locale} id={field.id} label={label} error={errors}>
              <Input {...getInputProps(field, { type: 'text' })} key={field.key} lang={locale} required={locale === 'en'} aria-describedby={errors?.length ? `${field.id}-error` : undefined} className={cx(missing.includes(locale) && 'border-amber-400')} />
            </Field>
          )
        })}
        <SubmitButton variant="secondary">{t('photos.alt.save')}</SubmitButton>
      </Form>
    </details>
  )
}
