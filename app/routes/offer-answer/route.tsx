// /offers/answer/{signed link}: the tenant's team answers a custom offer request from its email, without a
// login (docs/decisions/035). A used link shows the answer it gave; a tampered or expired one is refused.
import type { HeadersFunction, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { useActionData, useLoaderData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { RouteErrorBoundary } from '~/components/error-screen'
import { OfferAnswerForm, OfferDeclineForm } from '~/components/offer-answer-form'
import { LinkProblem, OfferFrame, OfferNotice, OfferRows, OfferTerms } from '~/components/offer-page'
import { loadOfferPage } from '~/pages/offer-page.server'
import { errorMeta } from '~/i18n/meta'
import { privateMeta } from '~/http/private-page'
import { keepRetryAfter } from '~/http/retry-after'
import { offerAnswerAction } from './action.server'

export const meta: MetaFunction<typeof loader> = ({ data, ...args }) => (data ? privateMeta(data) : errorMeta(args))
// The signature is in the URL: never cached, never sent on as a referrer.
export const headers: HeadersFunction = ({ actionHeaders, loaderHeaders }) => ({
  'Cache-Control': 'private, no-store',
  'Referrer-Policy': 'no-referrer',
  ...keepRetryAfter(actionHeaders),
  ...keepRetryAfter(loaderHeaders),
})

export const loader = ({ context, params }: LoaderFunctionArgs) => loadOfferPage(context, params.token ?? '', 'supplier')
export const action = offerAnswerAction

const ANSWERED = { OFFERED: 'answeredOffer', DECLINED: 'answeredDecline', ACCEPTED: 'answeredAccepted', EXPIRED: 'answeredExpired' } as const

export default function OfferAnswer() {
  const { t } = useTranslation()
  const page = useLoaderData<typeof loader>()
  const actionData = useActionData<typeof action>()
  const { view, labels } = page
  if (!view || !labels) return <LinkProblem page={page} />
  const notGiven = <span className="text-muted">{t('offerPage.notGiven')}</span>
  const answered = view.status in ANSWERED ? ANSWERED[view.status as keyof typeof ANSWERED] : null
  return (
    <OfferFrame title={t('offerPage.answerTitle')} intro={view.status === 'NEW' ? t('offerPage.answerIntro') : undefined}>
      {actionData?.alert ? (
        <OfferNotice tone="error">
          <p>{t(`offerPage.${actionData.alert}`, { minutes: actionData.minutes })}</p>
        </OfferNotice>
      ) : null}
      {answered ? (
        <OfferNotice tone={view.status === 'DECLINED' || view.status === 'EXPIRED' ? 'info' : 'success'}>
          <p data-offer-status={view.status}>{t(`offerPage.${answered}`, { number: view.order?.number ?? '' })}</p>
        </OfferNotice>
      ) : null}
      <OfferRows
        heading={t('offerPage.request')}
        rows={[
          [t('offerPage.experience'), view.experienceTitle],
          [t('offerPage.name'), view.name],
          [t('offerPage.email'), <a key="email" href={`mailto:${view.email}`} className="text-primary underline underline-offset-2">{view.email}</a>],
          [t('offerPage.phone'), view.phone ?? notGiven],
          [t('offerPage.travellers'), String(view.travellers)],
          [t('offerPage.preferredDate'), labels.preferredDate ?? notGiven],
          [t('offerPage.message'), view.message],
        ]}
      />
      <OfferTerms page={page} audience="supplier" />
      {view.status === 'NEW' ? (
        <>
          <OfferAnswerForm page={page} lastResult={actionData?.result} intent={actionData?.intent} />
          <OfferDeclineForm lastResult={actionData?.result} intent={actionData?.intent} />
        </>
      ) : null}
    </OfferFrame>
  )
}

export const ErrorBoundary = RouteErrorBoundary
