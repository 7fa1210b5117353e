// /invitation/:token: a new person chooses their name and password; someone with an account just joins.
import { parseWithZod } from '@conform-to/zod/v4'
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { useActionData, useLoaderData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { acceptInvitation, describeInvitation, openLink } from '../../models/partners/onboarding.server'
import { hubContext } from '../../utils/hub-context'
import { HubForm, SubmitButton, TextField, useHubForm } from '../components/form'
import { AuthFrame, FormError } from '../components/ui'
import { InvitationSchema } from '../schemas'
import { commitHubSession, homeOf } from '../session.server'

export async function loader({ params, context }: LoaderFunctionArgs) {
  const ctx = hubContext(context)
  const row = await openLink(ctx, 'invitation', params.token ?? '')
  if (!row || row === 'rate_limited') return { invitation: null }
  return { invitation: await describeInvitation(ctx.db, row) }
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  const ctx = hubContext(context)
  const submission = parseWithZod(await request.formData(), { schema: InvitationSchema })
  if (submission.status !== 'success') return data({ result: submission.reply({ hideFields: ['password'] }), alert: null }, { status: 400 })
  const result = await acceptInvitation(ctx, params.token ?? '', { ...submission.value, userAgent: request.headers.get('User-Agent') })
  if (!result.ok) {
    if (result.reason === 'password_required')
      return data({ result: submission.reply({ hideFields: ['password'], fieldErrors: { password: ['auth.errors.passwordShort'], ...(submission.value.name ? {} : { name: ['auth.errors.nameRequired'] }) } }), alert: null }, { status: 400 })
    return data({ result: submission.reply({ hideFields: ['password'] }), alert: 'auth.invitation.invalid' }, { status: 400 })
  }
  const headers = { 'Set-Cookie': await commitHubSession(request, result.sessionId) }
  throw redirect(await homeOf(ctx, result.staffId, false), { headers })
}

export default function Invitation() {
  const { t, i18n } = useTranslation()
  const { invitation } = useLoaderData<typeof loader>()
  const actionData = useActionData<typeof action>()
  const [form, fields] = useHubForm(InvitationSchema, actionData?.result)
  if (!invitation) return <AuthFrame title={t('auth.invitation.titleAdmin')} lead={t('auth.invitation.invalid')}>{null}</AuthFrame>
  const role = t(`common.roles.${invitation.role}`)
  return (
    <AuthFrame
      title={invitation.supplier ? t('auth.invitation.title', { supplier: invitation.supplier }) : t('auth.invitation.titleAdmin')}
      lead={`${t('auth.invitation.lead', { role, email: invitation.email })}${invitation.hasAccount ? ` ${t('auth.invitation.leadExisting')}` : ''}`}
    >
      <HubForm form={form}>
        <FormError>{actionData?.alert ? t(actionData.alert) : null}</FormError>
        <input type="hidden" name="locale" value={i18n.language} />
        {invitation.hasAccount ? null : (
          <>
            <TextField field={fields.name} label={t('auth.fields.name')} autoComplete="name" />
            <TextField field={fields.password} label={t('auth.fields.password')} hint={t('auth.fields.passwordHint')} type="password" autoComplete="new-password" />
          </>
        )}
        <SubmitButton>{t('auth.invitation.submit')}</SubmitButton>
      </HubForm>
    </AuthFrame>
  )
}
