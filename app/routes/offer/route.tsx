// /offers/{signed link}: the buyer's custom offer (docs/decisions/035): the supplier's price, date and note,
// accepted here and paid on the same hosted payment page as any order. A used link shows what happened.
import { getFormProps, useForm } from '@conform-to/react'
import type { HeadersFunction, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { Form, useActionData, useLoaderData, useNavigation } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { RouteErrorBoundary } from '~/components/error-screen'
import { LocaleLink } from '~/components/locale-link'
import { BUTTON, LinkProblem, OfferFrame, OfferNotice, OfferTerms } from '~/components/offer-page'
import { loadOfferPage, type OfferPage } from '~/pages/offer-page.server'
import { errorMeta } from '~/i18n/meta'
import { privateMeta } from '~/http/private-page'
import { keepRetryAfter } from '~/http/retry-after'
import { offerAcceptAction } from './action.server'

export const meta: MetaFunction<typeof loader> = ({ data, ...args }) => (data ? privateMeta(data) : errorMeta(args))
export const headers: HeadersFunction = ({ actionHeaders, loaderHeaders }) => ({
  'Cache-Control': 'private, no-store',
  'Referrer-Policy': 'no-referrer',
  ...keepRetryAfter(actionHeaders),
  ...keepRetryAfter(loaderHeaders),
})

export const loader = ({ context, params }: LoaderFunctionArgs) => loadOfferPage(context, params.token ?? '', 'buyer')
export const action = offerAcceptAction

export default function Offer() {
  const { t } = useTranslation()
  const page = useLoaderData<typeof loader>()
  const actionData = useActionData<typeof action>()
  if (!page.view || !page.labels) return <LinkProblem page={page} />
  return (
    <OfferFrame title={t('offerPage.title')} intro={t('offerPage.intro', { tenant: page.tenant, experience: page.view.experienceTitle })}>
      {actionData?.alert ? (
        <OfferNotice tone="error">
          <p>{t(`offerPage.${actionData.alert}`, { minutes: actionData.minutes })}</p>
        </OfferNotice>
      ) : null}
      <OfferTerms page={page} audience="buyer" />
      <OfferState page={page} />
    </OfferFrame>
  )
}

function OfferState({ page }: { page: OfferPage }) {
  const { t } = useTranslation()
  const view = page.view!
  const values = { tenant: page.tenant, number: view.order?.number ?? '', amount: page.labels?.amount ?? '' }
  const say = (key: string, tone: 'info' | 'success' = 'info') => (
    <OfferNotice tone={tone}>
      <p data-offer-status={view.status}>{t(`offerPage.${key}`, values)}</p>
      {view.status === 'DECLINED' && view.note ? <p className="mt-1 text-sm text-muted">{view.note}</p> : null}
    </OfferNotice>
  )
  if (view.status === 'OFFERED') {
    return (
      <>
        <OfferNotice>
          <p data-offer-status={view.status}>{t('offerPage.buyerOffered')}</p>
          {page.labels?.expires ? <p className="mt-1 text-sm text-muted">{t('offerPage.validUntil', { when: page.labels.expires })}</p> : null}
        </OfferNotice>
        <PayForm intent="accept" label={t('offerPage.accept', values)} />
      </>
    )
  }
  if (view.status !== 'ACCEPTED') return say(view.status === 'DECLINED' ? 'buyerDeclined' : view.status === 'EXPIRED' ? 'buyerExpired' : 'buyerNew')
  const order = view.order
  if (order?.status === 'PENDING_PAYMENT' || order?.status === 'PROCESSING') {
    return (
      <>
        {say('buyerAccepted')}
        <PayForm intent="pay" label={t('offerPage.continuePayment')} />
      </>
    )
  }
  if (order?.status === 'CONFIRMED' || order?.status === 'PARTIALLY_CONFIRMED') {
    return (
      <>
        {say('buyerPaid', 'success')}
        <LocaleLink to={`/checkout/success?purchase=${encodeURIComponent(order.purchaseId)}`} className="font-semibold text-primary underline underline-offset-2">
          {t('offerPage.viewBooking')}
        </LocaleLink>
      </>
    )
  }
  return say('buyerClosed')
}

function PayForm({ intent, label }: { intent: 'accept' | 'pay'; label: string }) {
  const busy = useNavigation().state !== 'idle'
  const [form] = useForm({ id: `offer-${intent}` })
  return (
    <Form method="post" {...getFormProps(form)} data-offer-accept-form={intent}>
      <input type="hidden" name="intent" value={intent} />
      <button type="submit" disabled={busy} className={BUTTON}>
        {label}
      </button>
    </Form>
  )
}

export const ErrorBoundary = RouteErrorBoundary
