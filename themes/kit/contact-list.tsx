// The footer's contact list (24/7 line, WhatsApp, email, address) as the site's contact information: the kit
// gives each row its href, label and icon, and a phone number never breaks; the theme draws the row.
import { Mail, MapPin, MessageCircle, Phone } from '~/components/icons'
import type { ComponentType } from 'react'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { telHref, whatsappHref } from '~/utils/contact-links'
import type { PublicTenant } from '../contract'
import { cx } from './cx'

export type ContactKind = 'phone' | 'whatsapp' | 'email' | 'address'
/** An icon of the sprite file (~/components/icons): it takes a class and aria-hidden. */
type ContactIcon = ComponentType<{ className?: string; strokeWidth?: number | string; 'aria-hidden'?: boolean | 'true' | 'false' }>
export type ContactEntry = { kind: ContactKind; Icon: ContactIcon; value: string; href?: string; label?: string }

type ListProps = {
  tenant: PublicTenant
  kinds: ContactKind[]
  className: string
  linkClassName: string
  /** The inside of one row: the kit wraps it in the link (or a plain row for the address). */
  children: (entry: ContactEntry) => ReactNode
}

/** The contact list as the site's contact information: <address> around the whole list. */
export function ContactList({ tenant, kinds, className, linkClassName, children: row }: ListProps) {
  const { t } = useTranslation()
  const { phone, whatsapp, email, address } = tenant.contact
  const entries: Record<ContactKind, ContactEntry> = {
    phone: { kind: 'phone', Icon: Phone, value: phone, href: telHref(phone), label: t('footer.support247') },
    whatsapp: { kind: 'whatsapp', Icon: MessageCircle, value: whatsapp, href: whatsappHref(whatsapp), label: t('footer.whatsapp') },
    email: { kind: 'email', Icon: Mail, value: email, href: `mailto:${email}` },
    address: { kind: 'address', Icon: MapPin, value: address },
  }
  return (
    <address className="not-italic">
      <ul className={className}>
        {kinds.map((kind) => {
          const entry = entries[kind]
          return (
            <li key={kind}>
              {entry.href ? (
                <a href={entry.href} className={cx('flex items-start gap-3', linkClassName, kind === 'phone' && 'whitespace-nowrap')}>
                  {row(entry)}
                </a>
              ) : (
                <div className="flex items-start gap-3">{row(entry)}</div>
              )}
            </li>
          )
        })}
      </ul>
    </address>
  )
}
