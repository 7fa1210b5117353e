// The 24/7 line and the WhatsApp chat as links: their hrefs, their labels and "a phone number never breaks"
// live here; themes style them.
import { MessageCircle, Phone } from '~/components/icons'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { telHref, whatsappHref } from '~/utils/contact-links'
import type { PublicTenant } from '../contract'
import { cx } from './cx'

type LinkProps = { tenant: PublicTenant; className: string; iconClassName?: string; strokeWidth?: number; children?: ReactNode }

/**
 * The 24/7 line: "24/7 support", with `number` followed by the number (kept left-to-right on RTL pages), or
 * what `children` says after the icon.
 */
export function CallLink({ tenant, className, iconClassName, strokeWidth, number = false, children }: LinkProps & { number?: boolean }) {
  const { t } = useTranslation()
  const { phone } = tenant.contact
  return (
    <a href={telHref(phone)} className={cx('whitespace-nowrap', className)}>
      <Phone aria-hidden className={iconClassName} strokeWidth={strokeWidth} />
      {children ?? (
        <>
          {' '}
          {t('footer.support247')}
          {number ? <> · <span dir="ltr">{phone}</span></> : null}
        </>
      )}
    </a>
  )
}

/** The WhatsApp chat link: "Chat on WhatsApp", or what `children` says after the icon. */
export function WhatsAppLink({ tenant, className, iconClassName, strokeWidth, children }: LinkProps) {
  const { t } = useTranslation()
  return (
    <a href={whatsappHref(tenant.contact.whatsapp)} className={className}>
      <MessageCircle aria-hidden className={iconClassName} strokeWidth={strokeWidth} />
      {children ?? <> {t('footer.whatsapp')}</>}
    </a>
  )
}
