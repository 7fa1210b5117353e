// "Your Booking": the offer to add the guest orders placed with the account's email, and the outcome of the
// emailed link (or of asking for it) as a notice above the list.
import { Form } from '@remix-run/react'
import { CircleAlert, CircleCheck, MailPlus } from '~/components/icons'
import { useTranslation } from 'react-i18next'
import type { JoinNotice } from '~/pages/guest-orders-notice'
import { useLocalePath } from './locale-link'


export function JoinNoticeBanner({ notice }: { notice: JoinNotice }) {
  if (!notice) return null
  const Icon = notice.tone === 'ok' ? CircleCheck : CircleAlert
  const colours = notice.tone === 'ok' ? 'border-success/40 bg-success/5' : 'border-danger/40 bg-danger/5'
  return (
    <div role={notice.tone === 'ok' ? 'status' : 'alert'} className={`mt-6 flex gap-2 rounded-control border px-4 py-3 text-sm text-ink ${colours}`} data-testid="join-notice">
      <Icon aria-hidden className={`mt-0.5 size-4 shrink-0 ${notice.tone === 'ok' ? 'text-success' : 'text-danger'}`} />
      <p>{notice.text}</p>
    </div>
  )
}

export function GuestOrdersOffer({ offer }: { offer: string | null }) {
  const { t } = useTranslation()
  const localize = useLocalePath()
  if (!offer) return null
  return (
    <div className="mt-6 rounded-card border border-primary/30 bg-primary/5 p-4 sm:p-5" data-testid="guest-orders-offer">
      <h2 className="font-heading font-semibold text-ink">{t('order.join.title')}</h2>
      <p className="mt-1 text-sm text-ink">{offer}</p>
      <Form method="post" action={localize('/invoices/join')} className="mt-3">
        <button
          type="submit"
          className="inline-flex min-h-11 items-center gap-2 rounded-control bg-primary px-4 py-2 text-sm font-semibold text-primary-fg hover:brightness-90 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary"
        >
          <MailPlus aria-hidden className="size-4" /> {t('order.join.send')}
        </button>
      </Form>
    </div>
  )
}
