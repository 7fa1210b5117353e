// /auth/forgot-password: asks for the email and always answers the same "check your email" (spec §1), whether
// or not an account exists, and as fast (decision 019); the mail worker emails a one-hour link only when one does.
import { parseWithZod } from '@conform-to/zod/v4'
import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { useActionData } from '@remix-run/react'
import { MailCheck } from '~/components/icons'
import { useTranslation } from 'react-i18next'
import { AuthForm, SubmitButton, TextField, useAuthForm } from '~/components/auth-fields'
import { AuthAlert, AuthLink, AuthPage } from '~/components/auth-page'
import { RouteErrorBoundary } from '~/components/error-screen'
import { requestPasswordReset } from '~/models/accounts/password-reset.server'
import { tooManyAttempts, authMeta } from '~/http/auth-route.server'
import { ForgotPasswordSchema } from '~/domain/auth-schemas'
import { errorMeta } from '~/i18n/meta'
import { privateHeaders, privateMeta } from '~/http/private-page'

export const meta: MetaFunction<typeof loader> = ({ data, ...args }) => (data ? privateMeta(data) : errorMeta(args))
export const headers = privateHeaders

export async function loader({ context }: LoaderFunctionArgs) {
  return { ...(await authMeta(context, 'auth.forgotTitle', 'auth.forgotIntro')) }
}

export async function action({ request, context }: ActionFunctionArgs) {
  const submission = parseWithZod(await request.formData(), { schema: ForgotPasswordSchema })
  if (submission.status !== 'success') return data({ result: submission.reply(), alert: null, sentTo: null }, { status: 400 })
  const outcome = await requestPasswordReset(context, { email: submission.value.email, origin: new URL(request.url).origin })
  // Limited by the email or by the address, whether or not the account exists: a 429 tells nothing either.
  if (outcome.limited) return tooManyAttempts(submission.reply(), outcome.retryAfterSeconds)
  return { result: submission.reply({ resetForm: true }), alert: null, sentTo: submission.value.email }
}

export default function ForgotPassword() {
  const { t } = useTranslation()
  const actionData = useActionData<typeof action>()
  const [form, fields] = useAuthForm(ForgotPasswordSchema, actionData?.result)
  const sentTo = actionData && 'sentTo' in actionData ? actionData.sentTo : null
  const footer = (
    <p>
      <AuthLink to="/auth/login">{t('auth.backToSignIn')}</AuthLink>
    </p>
  )
  if (sentTo) {
    return (
      <AuthPage title={t('auth.forgotSentTitle')} footer={footer}>
        <div role="status" className="flex gap-3 text-ink">
          <MailCheck aria-hidden className="mt-0.5 size-6 shrink-0 text-success" />
          <p>{t('auth.forgotSent', { email: sentTo })}</p>
        </div>
      </AuthPage>
    )
  }
  return (
    <AuthPage title={t('auth.forgotTitle')} intro={t('auth.forgotIntro')} footer={footer}>
      {actionData?.alert ? <AuthAlert i18nKey={actionData.alert.key} values={actionData.alert.values} /> : null}
      <AuthForm action="/auth/forgot-password" form={form}>
        <TextField field={fields.email} label={t('auth.email')} type="email" autoComplete="email" />
        <SubmitButton>{t('auth.sendLink')}</SubmitButton>
      </AuthForm>
    </AuthPage>
  )
}

export const ErrorBoundary = RouteErrorBoundary
