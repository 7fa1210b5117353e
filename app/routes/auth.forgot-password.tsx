// /auth/forgot-password: asks for the email and always answers the same "check your email" (spec §1), whether
// or not an account exists; the model emails a one-hour link only when one does.
import { parseWithZod } from '@conform-to/zod/v4'
import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { useActionData } from '@remix-run/react'
import { MailCheck } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { AuthForm, SubmitButton, TextField, useAuthForm } from '~/components/auth-fields'
import { AuthLink, AuthPage } from '~/components/auth-page'
import { RouteErrorBoundary } from '~/components/error-screen'
import { requestPasswordReset } from '~/models/password-reset.server'
import { authMeta } from '~/utils/auth-route.server'
import { ForgotPasswordSchema } from '~/utils/auth-schemas'
import { errorMeta } from '~/utils/meta'
import { privateHeaders, privateMeta } from '~/utils/private-page'

export const meta: MetaFunction<typeof loader> = ({ data, ...args }) => (data ? privateMeta(data) : errorMeta(args))
export const headers = privateHeaders

export async function loader({ context }: LoaderFunctionArgs) {
  return { ...(await authMeta(context, 'auth.forgotTitle', 'auth.forgotIntro')) }
}

export async function action({ request, context }: ActionFunctionArgs) {
  const submission = parseWithZod(await request.formData(), { schema: ForgotPasswordSchema })
  if (submission.status !== 'success') return data({ result: submission.reply(), sentTo: null }, { status: 400 })
  await requestPasswordReset(context, { email: submission.value.email, origin: new URL(request.url).origin })
  return { result: submission.reply({ resetForm: true }), sentTo: submission.value.email }
}

export default function ForgotPassword() {
  const { t } = useTranslation()
  const actionData = useActionData<typeof action>()
  const [form, fields] = useAuthForm(ForgotPasswordSchema, actionData?.result)
  const footer = (
    <p>
      <AuthLink to="/auth/login">{t('auth.backToSignIn')}</AuthLink>
    </p>
  )
  if (actionData?.sentTo) {
    return (
      <AuthPage title={t('auth.forgotSentTitle')} footer={footer}>
        <div role="status" className="flex gap-3 text-ink">
          <MailCheck aria-hidden className="mt-0.5 size-6 shrink-0 text-success" />
          <p>{t('auth.forgotSent', { email: actionData.sentTo })}</p>
        </div>
      </AuthPage>
    )
  }
  return (
    <AuthPage title={t('auth.forgotTitle')} intro={t('auth.forgotIntro')} footer={footer}>
      <AuthForm action="/auth/forgot-password" form={form}>
        <TextField field={fields.email} label={t('auth.email')} type="email" autoComplete="email" />
        <SubmitButton>{t('auth.sendLink')}</SubmitButton>
      </AuthForm>
    </AuthPage>
  )
}

export const ErrorBoundary = RouteErrorBoundary
