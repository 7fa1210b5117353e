// /auth/signup: first and last name, email, password twice. The new account is signed in at once and the
// guest's cart comes along.
import { parseWithZod } from '@conform-to/zod/v4'
import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { useActionData, useLoaderData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { AuthForm, PasswordField, SubmitButton, TextField, useAuthForm, withRedirectTo } from '~/components/auth-fields'
import { AuthAlert, AuthLink, AuthPage } from '~/components/auth-page'
import { RouteErrorBoundary } from '~/components/error-screen'
import { requireAnonymous, signUp } from '~/models/accounts/auth.server'
import { tooManyAttempts, type AuthActionData, authMeta } from '~/http/auth-route.server'
import { RedirectToSchema, SignupSchema } from '~/domain/auth-schemas'
import { startSession } from '~/models/accounts/visitor-session.server'
import { errorMeta } from '~/i18n/meta'
import { privateHeaders, privateMeta } from '~/http/private-page'

export const meta: MetaFunction<typeof loader> = ({ data, ...args }) => (data ? privateMeta(data) : errorMeta(args))
export const headers = privateHeaders

export async function loader({ request, context }: LoaderFunctionArgs) {
  const redirectTo = RedirectToSchema.parse(new URL(request.url).searchParams.get('redirectTo') ?? undefined)
  await requireAnonymous(context, request, redirectTo)
  return { ...(await authMeta(context, 'auth.signUpTitle', 'auth.signUpIntro')), redirectTo: redirectTo ?? null }
}

export async function action({ request, context }: ActionFunctionArgs) {
  const submission = parseWithZod(await request.formData(), { schema: SignupSchema })
  const hideFields = ['password', 'confirmPassword']
  if (submission.status !== 'success') return data<AuthActionData>({ result: submission.reply({ hideFields }), alert: null }, { status: 400 })
  const { redirectTo, confirmPassword: _, ...input } = submission.value
  const created = await signUp(context, input)
  if (!created.ok && created.reason === 'rate_limited') return tooManyAttempts(submission.reply({ hideFields }), created.retryAfterSeconds)
  // The spec does not ask sign-up to hide a taken email, and it cannot without an email round trip (decision
  // 015); the same work is done either way, and the sign-up limit bounds how many emails one address can try.
  if (!created.ok) return data<AuthActionData>({ result: submission.reply({ hideFields }), alert: { key: 'auth.emailTaken' } }, { status: 409 })
  return startSession(context, request, created.user.id, redirectTo)
}

export default function SignUp() {
  const { t } = useTranslation()
  const { redirectTo } = useLoaderData<typeof loader>()
  const actionData = useActionData<typeof action>()
  const [form, fields] = useAuthForm(SignupSchema, actionData?.result)
  const signInPath = withRedirectTo('/auth/login', redirectTo)
  return (
    <AuthPage
      title={t('auth.signUpTitle')}
      intro={t('auth.signUpIntro')}
      footer={
        <p>
          {t('auth.haveAccount')} <AuthLink to={signInPath}>{t('auth.signIn')}</AuthLink>
        </p>
      }
    >
      {actionData?.alert ? <AuthAlert i18nKey={actionData.alert.key} values={actionData.alert.values} /> : null}
      <AuthForm action="/auth/signup" form={form} redirectTo={redirectTo}>
        <div className="grid gap-x-4 sm:grid-cols-2">
          <TextField field={fields.firstName} label={t('auth.firstName')} autoComplete="given-name" />
          <TextField field={fields.lastName} label={t('auth.lastName')} autoComplete="family-name" />
        </div>
        <TextField field={fields.email} label={t('auth.email')} type="email" autoComplete="email" />
        <PasswordField field={fields.password} label={t('auth.password')} autoComplete="new-password" hint={t('auth.passwordHint')} />
        <PasswordField field={fields.confirmPassword} label={t('auth.confirmPassword')} autoComplete="new-password" />
        <SubmitButton>{t('auth.signUp')}</SubmitButton>
      </AuthForm>
    </AuthPage>
  )
}

export const ErrorBoundary = RouteErrorBoundary
