// /auth/reset-password?token=…: the emailed link. A valid token shows the new-password form and, once saved,
// signs the user in; an expired, used or unknown token says so and offers a new link.
import { getFormProps } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import { data, type ActionFunctionArgs, type HeadersFunction, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Form, useActionData, useLoaderData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { PasswordField, SubmitButton, useAuthForm } from '~/components/auth-fields'
import { AuthAlert, AuthLink, AuthPage } from '~/components/auth-page'
import { RouteErrorBoundary } from '~/components/error-screen'
import { useLocalePath } from '~/components/locale-link'
import { checkResetToken, resetPassword, type ResetTokenState } from '~/models/accounts/password-reset.server'
import { tooManyAttempts, type AuthActionData, authMeta } from '~/http/auth-route.server'
import { ResetPasswordSchema } from '~/domain/auth-schemas'
import { startSession } from '~/models/accounts/visitor-session.server'
import { localizePath } from '~/domain/locales'
import { errorMeta } from '~/i18n/meta'
import { privateMeta } from '~/http/private-page'
import { keepRetryAfter } from '~/http/retry-after'

export const meta: MetaFunction<typeof loader> = ({ data, ...args }) => (data ? privateMeta(data) : errorMeta(args))
// The token is in the URL: never cached, and never sent on as a referrer.
export const headers: HeadersFunction = ({ actionHeaders }) => ({
  'Cache-Control': 'private, no-store',
  'Referrer-Policy': 'no-referrer',
  ...keepRetryAfter(actionHeaders),
})

const TOKEN = /^[\w-]{20,100}$/
const STATE_MESSAGE: Record<Exclude<ResetTokenState, 'valid'>, string> = {
  invalid: 'auth.resetInvalid',
  expired: 'auth.resetExpired',
  used: 'auth.resetUsed',
}

export async function loader({ request, context }: LoaderFunctionArgs) {
  const token = new URL(request.url).searchParams.get('token') ?? ''
  const state: ResetTokenState = TOKEN.test(token) ? await checkResetToken(context, token) : 'invalid'
  return { ...(await authMeta(context, 'auth.resetTitle', 'auth.resetIntro')), token: state === 'valid' ? token : null, problem: state === 'valid' ? null : STATE_MESSAGE[state] }
}

export async function action({ request, context }: ActionFunctionArgs) {
  const submission = parseWithZod(await request.formData(), { schema: ResetPasswordSchema })
  const hideFields = ['password', 'confirmPassword']
  if (submission.status !== 'success') return data<AuthActionData>({ result: submission.reply({ hideFields }), alert: null }, { status: 400 })
  const result = await resetPassword(context, submission.value)
  if (!result.ok && result.reason === 'rate_limited') return tooManyAttempts(submission.reply({ hideFields }), result.retryAfterSeconds)
  if (!result.ok) return data<AuthActionData>({ result: submission.reply({ hideFields }), alert: { key: STATE_MESSAGE[result.reason] } }, { status: 410 })
  return startSession(context, request, result.userId, localizePath('/invoices', context.locale))
}

export default function ResetPassword() {
  const { t } = useTranslation()
  const { token, problem } = useLoaderData<typeof loader>()
  const actionData = useActionData<typeof action>()
  const localize = useLocalePath()
  const [form, fields] = useAuthForm(ResetPasswordSchema, actionData?.result)
  const alert = actionData?.alert?.key ?? problem
  // Too many tries: the link may still be good, so the form stays, under the wait.
  const limited = actionData?.alert?.key === 'auth.tooManyRequests' ? actionData.alert : null
  const footer = (
    <p>
      <AuthLink to="/auth/login">{t('auth.backToSignIn')}</AuthLink>
    </p>
  )
  if (!token || (actionData?.alert && !limited)) {
    return (
      <AuthPage title={t('auth.resetTitle')} footer={footer}>
        {alert ? <AuthAlert i18nKey={alert} /> : null}
        <AuthLink to="/auth/forgot-password">{t('auth.requestNewLink')}</AuthLink>
      </AuthPage>
    )
  }
  return (
    <AuthPage title={t('auth.resetTitle')} intro={t('auth.resetIntro')} footer={footer}>
      {limited ? <AuthAlert i18nKey={limited.key} values={limited.values} /> : null}
      <Form method="post" action={`${localize('/auth/reset-password')}?token=${encodeURIComponent(token)}`} {...getFormProps(form)}>
        <input type="hidden" name="token" value={token} />
        <PasswordField field={fields.password} label={t('auth.newPassword')} autoComplete="new-password" />
        <PasswordField field={fields.confirmPassword} label={t('auth.confirmPassword')} autoComplete="new-password" />
        <SubmitButton>{t('auth.savePassword')}</SubmitButton>
      </Form>
    </AuthPage>
  )
}

export const ErrorBoundary = RouteErrorBoundary
