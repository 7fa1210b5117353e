// /sign-in: email and password; with two-factor on, the code comes next (/sign-in/code). One message for a
// wrong email or password; guesses are limited per email and per address.
import { parseWithZod } from '@conform-to/zod/v4'
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { Link, useActionData, useLoaderData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { signIn, staffForSession } from '../../models/partners/staff.server'
import { hubContext } from '../../utils/hub-context'
import { HubForm, SubmitButton, TextField, useHubForm } from '../components/form'
import { AuthFrame, FormError } from '../components/ui'
import { SignInSchema } from '../schemas'
import { commitHubSession, homeOf, optionalStaff, safeNext } from '../session.server'

export async function loader({ request, context }: LoaderFunctionArgs) {
  const ctx = hubContext(context)
  const staff = await optionalStaff(ctx, request)
  const next = safeNext(new URL(request.url).searchParams.get('next'))
  if (staff) throw redirect(next ?? (await homeOf(ctx, staff.id, staff.isPlatformAdmin)))
  return { next }
}

export async function action({ request, context }: ActionFunctionArgs) {
  const ctx = hubContext(context)
  const submission = parseWithZod(await request.formData(), { schema: SignInSchema })
  if (submission.status !== 'success') return data({ result: submission.reply({ hideFields: ['password'] }), alert: null, minutes: 0 }, { status: 400 })
  const result = await signIn(ctx, { ...submission.value, userAgent: request.headers.get('User-Agent') })
  const reply = submission.reply({ hideFields: ['password'] })
  if (!result.ok) {
    if (result.reason === 'rate_limited') return data({ result: reply, alert: 'common.rateLimited', minutes: Math.ceil(result.retryAfterSeconds / 60) }, { status: 429, headers: { 'Retry-After': String(result.retryAfterSeconds) } })
    return data({ result: reply, alert: 'auth.signIn.invalid', minutes: 0 }, { status: 400 })
  }
  const next = safeNext(submission.value.next)
  const headers = { 'Set-Cookie': await commitHubSession(request, result.sessionId) }
  if (result.needsCode) throw redirect(`/sign-in/code${next ? `?next=${encodeURIComponent(next)}` : ''}`, { headers })
  const staff = await staffForSession(ctx.db, result.sessionId)
  throw redirect(next ?? (staff ? await homeOf(ctx, staff.id, staff.isPlatformAdmin) : '/'), { headers })
}

export default function SignIn() {
  const { t } = useTranslation()
  const { next } = useLoaderData<typeof loader>()
  const actionData = useActionData<typeof action>()
  const [form, fields] = useHubForm(SignInSchema, actionData?.result)
  return (
    <AuthFrame title={t('auth.signIn.title')} lead={t('auth.signIn.lead')}>
      <HubForm form={form}>
        <FormError>{actionData?.alert ? t(actionData.alert, { minutes: actionData.minutes }) : null}</FormError>
        {next ? <input type="hidden" name="next" value={next} /> : null}
        <TextField field={fields.email} label={t('auth.signIn.email')} type="email" autoComplete="username" />
        <TextField field={fields.password} label={t('auth.signIn.password')} type="password" autoComplete="current-password" />
        <SubmitButton>{t('auth.signIn.submit')}</SubmitButton>
        <p className="text-center text-sm">
          <Link to="/forgot-password" className="text-sky-700 underline">
            {t('auth.signIn.forgot')}
          </Link>
        </p>
      </HubForm>
    </AuthFrame>
  )
}
