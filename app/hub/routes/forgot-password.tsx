// /forgot-password: the same answer whether or not the address has an account.
import { parseWithZod } from '@conform-to/zod/v4'
import { data, type ActionFunctionArgs } from '@remix-run/node'
import { Link, useActionData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { requestPasswordReset } from '../../models/partners/onboarding.server'
import { hubContext } from '../../utils/hub-context'
import { HubForm, SubmitButton, TextField, useHubForm } from '../components/form'
import { AuthFrame, FormError } from '../components/ui'
import { ForgotSchema } from '../schemas'

export async function action({ request, context }: ActionFunctionArgs) {
  const submission = parseWithZod(await request.formData(), { schema: ForgotSchema })
  if (submission.status !== 'success') return data({ result: submission.reply(), sent: null, alert: null, minutes: 0 }, { status: 400 })
  const result = await requestPasswordReset(hubContext(context), submission.value.email)
  if (!result.ok) return data({ result: submission.reply(), sent: null, alert: 'common.rateLimited', minutes: Math.ceil(result.retryAfterSeconds / 60) }, { status: 429 })
  return { result: submission.reply({ resetForm: true }), sent: submission.value.email, alert: null, minutes: 0 }
}

export default function ForgotPassword() {
  const { t } = useTranslation()
  const actionData = useActionData<typeof action>()
  const [form, fields] = useHubForm(ForgotSchema, actionData?.result)
  return (
    <AuthFrame title={t('auth.forgot.title')} lead={t('auth.forgot.lead')}>
      {actionData?.sent ? (
        <p className="rounded-md bg-emerald-50 px-3 py-2 text-sm text-emerald-900" role="status">
          {t('auth.forgot.sent', { email: actionData.sent })}
        </p>
      ) : null}
      <HubForm form={form} className="mt-4">
        <FormError>{actionData?.alert ? t(actionData.alert, { minutes: actionData.minutes }) : null}</FormError>
        <TextField field={fields.email} label={t('auth.fields.email')} type="email" autoComplete="username" />
        <SubmitButton>{t('auth.forgot.submit')}</SubmitButton>
        <p className="text-center text-sm">
          <Link to="/sign-in" className="text-sky-700 underline">
            {t('auth.signIn.submit')}
          </Link>
        </p>
      </HubForm>
    </AuthFrame>
  )
}
