// /reset-password/:token: a new password; every session of the account ends with it.
import { parseWithZod } from '@conform-to/zod/v4'
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { Link, useActionData, useLoaderData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { openLink, resetPassword } from '../../models/partners/onboarding.server'
import { hubContext } from '../../utils/hub-context'
import { setFlash } from '../flash.server'
import { HubForm, SubmitButton, TextField, useHubForm } from '../components/form'
import { AuthFrame } from '../components/ui'
import { ResetSchema } from '../schemas'
import { destroyHubSession } from '../session.server'

export async function loader({ params, context }: LoaderFunctionArgs) {
  const row = await openLink(hubContext(context), 'password_reset', params.token ?? '')
  return { valid: !!row && row !== 'rate_limited' }
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  const ctx = hubContext(context)
  const submission = parseWithZod(await request.formData(), { schema: ResetSchema })
  if (submission.status !== 'success') return data({ result: submission.reply({ hideFields: ['password'] }), invalid: false }, { status: 400 })
  const done = await resetPassword(ctx, params.token ?? '', submission.value.password)
  if (!done.ok) return data({ result: submission.reply({ hideFields: ['password'] }), invalid: true }, { status: 400 })
  const headers = new Headers()
  headers.append('Set-Cookie', await destroyHubSession(request))
  headers.append('Set-Cookie', await setFlash({ kind: 'success', message: 'auth.reset.done' }))
  throw redirect('/sign-in', { headers })
}

export default function ResetPassword() {
  const { t } = useTranslation()
  const { valid } = useLoaderData<typeof loader>()
  const actionData = useActionData<typeof action>()
  const [form, fields] = useHubForm(ResetSchema, actionData?.result)
  if (!valid || actionData?.invalid)
    return (
      <AuthFrame title={t('auth.reset.title')} lead={t('auth.reset.invalid')}>
        <Link to="/forgot-password" className="text-sm text-sky-700 underline">
          {t('auth.forgot.title')}
        </Link>
      </AuthFrame>
    )
  return (
    <AuthFrame title={t('auth.reset.title')}>
      <HubForm form={form}>
        <TextField field={fields.password} label={t('auth.fields.password')} hint={t('auth.fields.passwordHint')} type="password" autoComplete="new-password" />
        <SubmitButton>{t('auth.reset.submit')}</SubmitButton>
      </HubForm>
    </AuthFrame>
  )
}
