// /s/:supplier/experiences/:experience/photos (owners and admins): an experience's photos. Upload several at once
// (streamed to the action past the 64 KiB form limit, decision 047), each refused file named with the reason;
// order them (the first is the cover), describe them per language, delete them.
import { parseWithZod } from '@conform-to/zod/v4'
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { Form, useActionData, useLoaderData, useNavigation } from '@remix-run/react'
import { ImagePlus } from 'lucide-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { requireSupplierExperience } from '../../models/partners/catalogue/access.server'
import { addPhotos, deletePhoto, listPhotos, makeCover, movePhoto, setPhotoAlt } from '../../models/partners/catalogue/photos.server'
import { readPhotoUpload } from '../../services/media/upload.server'
import { hubContext } from '../../utils/hub-context'
import { AltSchema, PhotoCard } from '../components/photo-card'
import { Button, Card, EmptyState, FormError } from '../components/ui'
import { setFlash } from '../flash.server'
import { z } from '../../domain/zod'
import { requireSupplier } from '../session.server'

const PhotoAction = z.object({ intent: z.enum(['earlier', 'later', 'cover', 'delete']), photoId: z.uuid() })
const ACCEPT = 'image/jpeg,image/png,image/webp,image/avif'

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const ctx = hubContext(context)
  const { supplier } = await requireSupplier(ctx, request, params.supplier, 'owner')
  const experience = await requireSupplierExperience(ctx.db, supplier.supplierId, params.experience)
  return { photos: (await listPhotos(ctx.db, supplier.supplierId, experience.id)) ?? [] }
}

type Refused = { name: string; reason: string }

export async function action({ request, context, params }: ActionFunctionArgs) {
  const ctx = hubContext(context)
  const { staff, supplier } = await requireSupplier(ctx, request, params.supplier, 'owner')
  const experience = await requireSupplierExperience(ctx.db, supplier.supplierId, params.experience)
  const actor = { staffId: staff.id }
  const back = `/s/${supplier.slug}/experiences/${experience.id}/photos`
  const notFound = () => new Response('Not found', { status: 404 })

  if (/^multipart\/form-data/i.test(request.headers.get('Content-Type') ?? '')) {
    const upload = await readPhotoUpload(request)
    if ('refused' in upload) {
      const error = upload.refused === 'too-large' ? 'photos.uploadTooLarge' : 'photos.uploadUnreadable'
      return data({ kind: 'upload' as const, error, refused: [] as Refused[] }, { status: upload.refused === 'too-large' ? 413 : 400 })
    }
    if (!upload.files.length) return data({ kind: 'upload' as const, error: 'photos.noFiles', refused: [] as Refused[] }, { status: 400 })
    const accepted = upload.files.flatMap((f) => ('photo' in f ? [f] : []))
    const result = await addPhotos(ctx.db, actor, supplier.supplierId, experience.id, accepted.map((f) => f.photo))
    if (!result.ok) throw notFound()
    const refused: Refused[] = [...upload.files.flatMap((f) => ('refused' in f ? [{ name: f.name, reason: f.refused }] : [])), ...result.duplicates.map((i) => ({ name: accepted[i]!.name, reason: 'duplicate' }))]
    const headers = result.added.length ? { 'Set-Cookie': await setFlash({ kind: 'success', message: 'photos.added', values: { count: result.added.length } }) } : undefined
    return data({ kind: 'upload' as const, error: null, refused }, { headers, status: result.added.length || !refused.length ? 200 : 400 })
  }

  const form = await request.formData()
  if (form.get('intent') === 'alt') {
    const submission = parseWithZod(form, { schema: AltSchema })
    if (submission.status !== 'success') return data({ kind: 'alt' as const, photoId: String(form.get('photoId') ?? ''), result: submission.reply() }, { status: 400 })
    const { photoId, en, ru, tr, de } = submission.value
    if (!(await setPhotoAlt(ctx.db, actor, supplier.supplierId, photoId, { en, ru, tr, de })).ok) throw notFound()
    throw redirect(back, { headers: { 'Set-Cookie': await setFlash({ kind: 'success', message: 'photos.saved' }) } })
  }
  const parsed = PhotoAction.safeParse(Object.fromEntries(form))
  if (!parsed.success) throw new Response('Bad request', { status: 400 })
  const { intent, photoId } = parsed.data
  if (intent === 'delete') {
    const result = await deletePhoto(ctx.db, actor, supplier.supplierId, photoId)
    if (!result.ok && result.reason === 'not_found') throw notFound()
    const flash = result.ok ? ({ kind: 'success', message: 'photos.deleted' } as const) : ({ kind: 'error', message: 'photos.lastPhoto' } as const)
    throw redirect(back, { headers: { 'Set-Cookie': await setFlash(flash) } })
  }
  // Moves answer in place (a fetcher on the page), so the button keeps the keyboard focus.
  const moved = intent === 'cover' ? await makeCover(ctx.db, actor, supplier.supplierId, photoId) : await movePhoto(ctx.db, actor, supplier.supplierId, photoId, intent)
  if (!moved.ok) throw notFound()
  return data({ kind: 'moved' as const, photoId, intent })
}

export default function ExperiencePhotos() {
  const { t } = useTranslation()
  const { photos } = useLoaderData<typeof loader>()
  const actionData = useActionData<typeof action>()
  const navigation = useNavigation()
  const uploading = navigation.state === 'submitting' && navigation.formEncType === 'multipart/form-data'
  const upload = actionData?.kind === 'upload' ? actionData : null
  const [announcement, setAnnouncement] = useState('')
  return (
    <div className="space-y-5">
      <p className="max-w-3xl text-sm text-slate-600">{t('photos.lead')}</p>
      <Card title={t('photos.upload.label')}>
        <Form method="post" encType="multipart/form-data" className="space-y-3" aria-busy={uploading}>
          <label className="flex min-h-24 cursor-pointer flex-col items-center justify-center gap-2 rounded-lg border-2 border-dashed border-slate-300 bg-slate-50 px-4 py-5 text-center text-sm text-slate-700 hover:border-slate-400 focus-within:border-sky-600">
            <ImagePlus className="size-6 text-slate-500" aria-hidden />
            <span className="font-medium">{t('photos.upload.label')}</span>
            <span className="text-xs text-slate-500">{t('photos.upload.hint')}</span>
            {/* No `capture`: a phone then offers its photo library as well as the camera. */}
            <input type="file" name="photos" accept={ACCEPT} multiple required className="block w-full max-w-xs text-sm file:mr-3 file:min-h-11 file:rounded-md file:border-0 file:bg-slate-900 file:px-4 file:text-white" />
          </label>
          <Button disabled={uploading} aria-busy={uploading} className="w-full sm:w-auto">
            {uploading ? t('photos.upload.uploading') : t('photos.upload.button')}
          </Button>
          <FormError>{upload?.error ? t(upload.error) : null}</FormError>
          {upload?.refused.length ? (
            <div role="alert" className="rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-950">
              <p className="font-semibold">{t('photos.refusedTitle')}</p>
              <ul className="mt-1 list-disc space-y-1 pl-5">
                {upload.refused.map((r, i) => (
                  <li key={i}>{t(`photos.refused.${r.reason}`, { name: r.name })}</li>
                ))}
              </ul>
            </div>
          ) : null}
        </Form>
      </Card>
      <p aria-live="polite" className="sr-only">
        {announcement}
      </p>
      {photos.length ? (
        <ol className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
          {photos.map((photo, index) => (
            <PhotoCard key={photo.id} photo={photo} index={index} total={photos.length} altResult={actionData?.kind === 'alt' && actionData.photoId === photo.id ? actionData.result : null} onMoved={setAnnouncement} />
          ))}
        </ol>
      ) : (
        <EmptyState>{t('photos.empty')}</EmptyState>
      )}
    </div>
  )
}
