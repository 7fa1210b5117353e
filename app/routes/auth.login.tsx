// /auth/login: email and password. A wrong pair gets one message for both (it never tells which emails have
// accounts) with a link to "Forgot password?"; repeated failures are slowed down by the model's rate limit.
import { parseWithZod } from '@conform-to/zod/v4'
import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { useActionData, useLoaderData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { AuthAlert, AuthLink, AuthPage } from '~/components/auth-page'
import { AuthForm, PasswordField, SubmitButton, TextField, useAuthForm, withRedirectTo } from '~/components/auth-fields'
import { RouteErrorBoundary } from '~/components/error-screen'
import { requireAnonymous, signIn } from '~/models/accounts/auth.server'
import { startSession } from '~/models/accounts/visitor-session.server'
import { tooManyAttempts, type AuthActionData, authMeta } from '~/http/auth-route.server'
import { LoginSchema, RedirectToSchema } from '~/domain/auth-schemas'
import { errorMeta } from '~/i18n/meta'
import { privateHeaders, privateMeta } from '~/http/private-page'

export const meta: MetaFunction<typeof loader> = ({ data, ...args }) => (data ? privateMeta(data) : errorMeta(args))
export const headers = privateHeaders

export async function loader({ request, context }: LoaderFunctionArgs) {
  const redirectTo = RedirectToSchema.parse(new URL(request.url).searchParams.get('redirectTo') ?? undefined)
  await requireAnonymous(context, request, redirectTo)
  return { ...(await authMeta(context, 'auth.signInTitle', 'auth.signInIntro')), redirectTo: redirectTo ?? null }
}

export async function action({ request, context }: ActionFunctionArgs) {
  const submission = parseWithZod(await request.formData(), { schema: LoginSchema })
  if (submission.status !== 'success') {
    return data<AuthActionData>({ result: submission.reply({ hideFields: ['password'] }), alert: null }, { status: 400 })
  }
  const result = await signIn(context, submission.value)
  if (result.ok) return startSession(context, request, result.user.id, submission.value.redirectTo)
  const reply = submission.reply({ hideFields: ['password'] })
  if (result.reason === 'rate_limited') return tooManyAttempts(reply, result.retryAfterSeconds, 'auth.rateLimited')
  return data<AuthActionData>({ result: reply, alert: { key: 'auth.incorrect' } }, { status: 400 })
}

export default function SignIn() {
  const { t } = useTranslation()
  const { redirectTo } = useLoaderData<typeof loader>()
  const actionData = useActionData<typeof action>()
  const [form, fields] = useAuthForm(LoginSchema, actionData?.result)
  const signUpPath = withRedirectTo('/auth/signup', redirectTo)
  return (
    <AuthPage
      title={t('auth.signInTitle')}
      intro={t('auth.signInIntro')}
      footer={
        <p>
          {t('auth.noAccount')} <AuthLink to={signUpPath}>{t('auth.createAccount')}</AuthLink>
        </p>
      }
    >
      {actionData?.alert ? <AuthAlert i18nKey={actionData.alert.key} values={actionData.alert.values} /> : null}
      <AuthForm action="/auth/login" form={form} redirectTo={redirectTo}>
        <TextField field={fields.email} label={t('auth.email')} type="email" autoComplete="email" />
        <PasswordField field={fields.password} label={t('auth.password')} autoComplete="current-password" />
        <p className="-mt-2 mb-4 text-right text-sm">
          <AuthLink to="/auth/forgot-password">{t('auth.forgotPassword')}</AuthLink>
        </p>
        <SubmitButton>{t('auth.signIn')}</SubmitButton>
      </AuthForm>
    </AuthPage>
  )
}

export const ErrorBoundary = RouteErrorBoundary
