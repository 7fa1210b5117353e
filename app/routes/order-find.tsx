// /invoices/find: a guest finds an order by booking reference and email. A wrong reference and a wrong email get
// the same answer after the same work; the look-up is rate-limited (429 with Retry-After). A match grants this
// browser the order (signed `order_grants` cookie) and lands on its page. The front door has already refused a
// cross-origin POST (front-door.server.ts), as for every form.
import { parseWithZod } from '@conform-to/zod/v4'
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { useActionData, useLoaderData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { Trans } from '~/components/trans'
import { AuthForm, SubmitButton, TextField, useAuthForm } from '~/components/auth-fields'
import { AuthAlert, AuthLink, AuthPage } from '~/components/auth-page'
import { RouteErrorBoundary } from '~/components/error-screen'
import { lookUpOrder } from '~/models/orders/lookup.server'
import { translator } from '~/i18n/i18n.server'
import { localizePath } from '~/domain/locales'
import { errorMeta } from '~/i18n/meta'
import { grantOrderCookie } from '~/utils/order-grants.server'
import { OrderLookupSchema } from '~/domain/order-lookup-schema'
import { privateHeaders, privateMeta } from '~/http/private-page'
import { rateLimitedReply } from '~/http/rate-limit-reply.server'

export const meta: MetaFunction<typeof loader> = ({ data, ...args }) => (data ? privateMeta(data) : errorMeta(args))
export const headers = privateHeaders

export async function loader({ request, context }: LoaderFunctionArgs) {
  const t = await translator(context)
  const name = context.tenant.name
  // The confirmation email's link carries the reference, so the guest types only the email.
  const reference = new URL(request.url).searchParams.get('ref')?.slice(0, 40) ?? ''
  return { title: t('order.find.metaTitle', { name }), description: t('order.find.intro'), reference }
}

export async function action({ request, context }: ActionFunctionArgs) {
  const submission = parseWithZod(await request.formData(), { schema: OrderLookupSchema })
  if (submission.status !== 'success') return data({ result: submission.reply(), alert: null }, { status: 400 })
  const found = await lookUpOrder(context, submission.value)
  if (found.kind === 'limited') {
    const minutes = Math.ceil(found.retryAfterSeconds / 60)
    return rateLimitedReply({ result: submission.reply(), alert: { key: 'order.find.tooManyRequests', values: { minutes } } }, found.retryAfterSeconds)
  }
  if (found.kind === 'not_found') return { result: submission.reply(), alert: { key: 'order.find.notFound', values: {} } }
  const to = localizePath(`/invoices/${encodeURIComponent(found.purchaseId)}`, context.locale)
  throw redirect(to, { headers: { 'Set-Cookie': grantOrderCookie(request, context.tenant.id, found.purchaseId) } })
}

export default function FindOrder() {
  const { t } = useTranslation()
  const { reference } = useLoaderData<typeof loader>()
  const actionData = useActionData<typeof action>()
  const [form, fields] = useAuthForm(OrderLookupSchema, actionData?.result, reference ? { reference } : undefined)
  return (
    <AuthPage
      title={t('order.find.title')}
      intro={t('order.find.intro')}
      footer={
        <p>
          <Trans i18nKey="order.find.signIn" components={{ signin: <AuthLink to="/auth/login?redirectTo=%2Finvoices">{''}</AuthLink> }} />
        </p>
      }
    >
      {actionData?.alert ? <AuthAlert i18nKey={actionData.alert.key} values={actionData.alert.values} id="lookup-alert" /> : null}
      <AuthForm action="/invoices/find" form={form}>
        <TextField field={fields.reference} label={t('order.find.reference')} hint={t('order.find.referenceHint')} autoComplete="off" />
        <TextField field={fields.email} label={t('order.find.email')} type="email" autoComplete="email" />
        <SubmitButton>{t('order.find.submit')}</SubmitButton>
      </AuthForm>
    </AuthPage>
  )
}

export const ErrorBoundary = RouteErrorBoundary
