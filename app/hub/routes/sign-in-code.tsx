// /sign-in/code: the second factor. The session exists but is not signed in until a fresh TOTP code is given.
import { parseWithZod } from '@conform-to/zod/v4'
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { useActionData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { pendingSession, staffForSession, verifySessionCode } from '../../models/partners/staff.server'
import { hubContext } from '../../utils/hub-context'
import { HubForm, SubmitButton, TextField, useHubForm } from '../components/form'
import { AuthFrame, FormError } from '../components/ui'
import { CodeSchema } from '../schemas'
import { destroyHubSession, homeOf, readHubSessionId, safeNext } from '../session.server'

export async function loader({ request, context }: LoaderFunctionArgs) {
  const ctx = hubContext(context)
  const sessionId = await readHubSessionId(request)
  if (!sessionId || !(await pendingSession(ctx.db, sessionId))) throw redirect('/sign-in')
  return null
}

export async function action({ request, context }: ActionFunctionArgs) {
  const ctx = hubContext(context)
  const sessionId = await readHubSessionId(request)
  const submission = parseWithZod(await request.formData(), { schema: CodeSchema })
  if (!sessionId) throw redirect('/sign-in')
  if (submission.status !== 'success') return data({ result: submission.reply(), alert: null, minutes: 0 }, { status: 400 })
  const result = await verifySessionCode(ctx, sessionId, submission.value.code)
  if (!result.ok) {
    if (result.reason === 'expired') throw redirect('/sign-in', { headers: { 'Set-Cookie': await destroyHubSession(request) } })
    if (result.reason === 'rate_limited') return data({ result: submission.reply({ resetForm: true }), alert: 'common.rateLimited', minutes: Math.ceil(result.retryAfterSeconds / 60) }, { status: 429 })
    return data({ result: submission.reply({ resetForm: true }), alert: 'auth.code.invalid', minutes: 0 }, { status: 400 })
  }
  const staff = await staffForSession(ctx.db, sessionId)
  const next = safeNext(new URL(request.url).searchParams.get('next'))
  throw redirect(next ?? (staff ? await homeOf(ctx, staff.id, staff.isPlatformAdmin) : '/'))
}

export default function SignInCode() {
  const { t } = useTranslation()
  const actionData = useActionData<typeof action>()
  const [form, fields] = useHubForm(CodeSchema, actionData?.result)
  return (
    <AuthFrame title={t('auth.code.title')} lead={t('auth.code.lead')}>
      <HubForm form={form}>
        <FormError>{actionData?.alert ? t(actionData.alert, { minutes: actionData.minutes }) : null}</FormError>
        <TextField field={fields.code} label={t('auth.code.label')} inputMode="numeric" autoComplete="one-time-code" autoFocus maxLength={7} />
        <SubmitButton>{t('auth.code.submit')}</SubmitButton>
      </HubForm>
    </AuthFrame>
  )
}
