// /contact-us: the contact form (stored, and emailed to the tenant through the outbox) beside the help centre
// with the tenant's WhatsApp, 24/7 support line, phone and email (spec §1; decision 025).
import type { SubmissionResult } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import { data, type ActionFunctionArgs, type HeadersFunction, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { ContactForm } from '~/components/contact-form'
import { RouteErrorBoundary } from '~/components/error-screen'
import { HelpCentre } from '~/components/help-centre'
import { sendContactMessage } from '~/models/content/contact-messages.server'
import { ContactSchema, HONEYPOT, type ContactActionData } from '~/domain/contact-schema'
import { refusalStatus } from '~/http/form-response'
import { getFixedT } from '~/i18n/i18n.server'
import { errorMeta } from '~/i18n/meta'
import { pageMeta } from '~/utils/page-meta'
import { rateLimitedReply } from '~/http/rate-limit-reply.server'
import { keepRetryAfter } from '~/http/retry-after'
import { enforceRouteRules } from '~/models/catalogue/route-rules.server'

export const meta: MetaFunction<typeof loader> = ({ data, ...args }) => (data ? pageMeta(data) : errorMeta(args))
export const headers: HeadersFunction = ({ actionHeaders }) => keepRetryAfter(actionHeaders)

export async function loader({ context, request }: LoaderFunctionArgs) {
  await enforceRouteRules(context, request)
  const t = await getFixedT(context.locale)
  const name = context.tenant.name
  return { title: t('contact.metaTitle', { name }), description: t('contact.metaDescription', { name }), contact: context.tenant.contact }
}

/** What a reset form looks like to conform: no values, no errors. */
const CLEARED: SubmissionResult<string[]> = { initialValue: null }

export async function action({ request, context }: ActionFunctionArgs) {
  const formData = await request.formData()
  // A bot that filled the hidden field is told "sent" and learns nothing; nothing is kept or emailed.
  if (String(formData.get(HONEYPOT) ?? '').trim() !== '') return { result: CLEARED, sent: true, alert: null } satisfies ContactActionData
  const submission = parseWithZod(formData, { schema: ContactSchema })
  if (submission.status !== 'success') {
    return data({ result: submission.reply(), sent: false, alert: null } satisfies ContactActionData, { status: refusalStatus(formData, 400) })
  }
  const outcome = await sendContactMessage(context, submission.value)
  if ('limited' in outcome) {
    const minutes = Math.ceil(outcome.retryAfterSeconds / 60)
    return rateLimitedReply<ContactActionData>({ result: submission.reply(), sent: false, alert: { key: 'contact.tooManyRequests', minutes } }, outcome.retryAfterSeconds)
  }
  return { result: submission.reply({ resetForm: true }), sent: true, alert: null } satisfies ContactActionData
}

export default function ContactUs() {
  const { t } = useTranslation()
  const { contact } = useLoaderData<typeof loader>()
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-10 sm:px-6 sm:py-14">
      <h1 className="font-heading text-3xl font-bold text-ink sm:text-4xl">{t('contact.title')}</h1>
      <p className="mt-2 max-w-2xl text-muted">{t('contact.intro')}</p>
      <div className="mt-8 grid gap-8 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <section aria-labelledby="contact-form-heading" className="relative rounded-card border border-line bg-surface p-5 sm:p-6">
          <h2 id="contact-form-heading" className="mb-4 font-heading text-xl font-bold text-ink">
            {t('contact.formTitle')}
          </h2>
          <ContactForm />
        </section>
        <HelpCentre contact={contact} />
      </div>
    </div>
  )
}

export const ErrorBoundary = RouteErrorBoundary
