// /setup/:token: the first platform admin, from the one-time link the server printed (or `npm run hub --
// setup-link`). Once an admin exists, no setup link works: people join by invitation only.
import { parseWithZod } from '@conform-to/zod/v4'
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { Link, useActionData, useLoaderData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { acceptSetup, openLink } from '../../models/partners/onboarding.server'
import { hubContext } from '../../utils/hub-context'
import { HubForm, SubmitButton, TextField, useHubForm } from '../components/form'
import { AuthFrame, FormError } from '../components/ui'
import { SetupSchema } from '../schemas'
import { commitHubSession } from '../session.server'

export async function loader({ params, context }: LoaderFunctionArgs) {
  const row = await openLink(hubContext(context), 'setup', params.token ?? '')
  return { valid: !!row && row !== 'rate_limited' }
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  const ctx = hubContext(context)
  const submission = parseWithZod(await request.formData(), { schema: SetupSchema })
  if (submission.status !== 'success') return data({ result: submission.reply({ hideFields: ['password'] }), alert: null }, { status: 400 })
  const result = await acceptSetup(ctx, params.token ?? '', { ...submission.value, userAgent: request.headers.get('User-Agent') })
  if (!result.ok) {
    const alert = result.reason === 'email_taken' ? 'auth.errors.emailTaken' : result.reason === 'admin_exists' ? 'auth.setup.exists' : 'auth.setup.invalid'
    return data({ result: submission.reply({ hideFields: ['password'] }), alert }, { status: 400 })
  }
  throw redirect('/admin/suppliers', { headers: { 'Set-Cookie': await commitHubSession(request, result.sessionId) } })
}

export default function Setup() {
  const { t, i18n } = useTranslation()
  const { valid } = useLoaderData<typeof loader>()
  const actionData = useActionData<typeof action>()
  const [form, fields] = useHubForm(SetupSchema, actionData?.result)
  if (!valid)
    return (
      <AuthFrame title={t('auth.setup.title')} lead={t('auth.setup.invalid')}>
        <Link to="/sign-in" className="text-sm text-sky-700 underline">
          {t('auth.signIn.submit')}
        </Link>
      </AuthFrame>
    )
  return (
    <AuthFrame title={t('auth.setup.title')} lead={t('auth.setup.lead')}>
      <HubForm form={form}>
        <FormError>{actionData?.alert ? t(actionData.alert) : null}</FormError>
        <input type="hidden" name="locale" value={i18n.language} />
        <TextField field={fields.name} label={t('auth.fields.name')} autoComplete="name" />
        <TextField field={fields.email} label={t('auth.fields.email')} type="email" autoComplete="username" />
        <TextField field={fields.password} label={t('auth.fields.password')} hint={t('auth.fields.passwordHint')} type="password" autoComplete="new-password" />
        <SubmitButton>{t('auth.setup.submit')}</SubmitButton>
      </HubForm>
    </AuthFrame>
  )
}
