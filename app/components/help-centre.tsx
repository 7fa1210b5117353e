// The help centre beside the contact form (spec §1): chat on WhatsApp, the 24/7 support line, the phone and
// the email, each from the tenant's file, so every site shows its own numbers.
import { Headset, Mail, MapPin, MessageCircle, Phone, Search } from '~/components/icons'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import type { PublicTenant } from '../../themes/contract'
import { telHref, whatsappHref } from '~/utils/contact-links'
import { LocaleLink } from './locale-link'

type Contact = PublicTenant['contact']

function Channel({ href, icon, title, value, text, channel }: { href: string; icon: ReactNode; title: string; value: string; text: string; channel: string }) {
  const external = href.startsWith('https:')
  const shown = href.startsWith('tel:') ? value.replace(/ /g, '\u00a0') : value
  // The whole card is the target (the link's ::after covers it), but only the number or address is the link's
  // content: a phone number never wraps (non-breaking spaces) and its label is not read as part of it.
  return (
    <li className="relative flex min-h-16 items-start gap-3 rounded-card border border-line bg-surface p-4 text-ink hover:border-primary has-[a:focus-visible]:outline-2 has-[a:focus-visible]:outline-offset-2 has-[a:focus-visible]:outline-primary">
      <span aria-hidden className="grid size-10 shrink-0 place-items-center rounded-full bg-primary/10 text-primary">
        {icon}
      </span>
      <span className="min-w-0">
        <span className="block font-semibold">{title}</span>
        <a
          href={href}
          data-help={channel}
          aria-label={`${title}: ${shown}`}
          {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
          className="block break-words text-sm outline-none after:absolute after:inset-0 after:rounded-card"
          dir="ltr"
        >
          {shown}
        </a>
        <span className="block text-xs text-muted">{text}</span>
      </span>
    </li>
  )
}

export function HelpCentre({ contact }: { contact: Contact }) {
  const { t } = useTranslation()
  const supportLine = contact.supportLine ?? contact.phone
  return (
    <section aria-labelledby="help-centre-heading" className="rounded-card bg-surface-alt p-5 sm:p-6">
      <h2 id="help-centre-heading" className="font-heading text-xl font-bold text-ink">
        {t('contact.helpTitle')}
      </h2>
      <p className="mt-1 text-sm text-muted">{t('contact.helpIntro')}</p>
      <p className="mt-3 text-sm">
        <LocaleLink to="/invoices/find" className="inline-flex min-h-11 items-center gap-1.5 font-semibold text-primary underline underline-offset-2 hover:no-underline" data-find-order-link>
          <Search aria-hidden className="size-4" /> {t('order.find.link')}
        </LocaleLink>
      </p>
      <ul className="mt-2 grid gap-3">
        <Channel channel="whatsapp" href={whatsappHref(contact.whatsapp)} icon={<MessageCircle className="size-5" />} title={t('contact.chat')} value={contact.whatsapp} text={t('contact.chatText')} />
        <Channel channel="support-line" href={telHref(supportLine)} icon={<Headset className="size-5" />} title={t('contact.supportLine')} value={supportLine} text={t('contact.supportText')} />
        {supportLine !== contact.phone ? (
          <Channel channel="phone" href={telHref(contact.phone)} icon={<Phone className="size-5" />} title={t('contact.phone')} value={contact.phone} text={t('contact.supportText')} />
        ) : null}
        <Channel channel="email" href={`mailto:${contact.email}`} icon={<Mail className="size-5" />} title={t('contact.emailUs')} value={contact.email} text={t('contact.emailText')} />
      </ul>
      <p className="mt-4 flex gap-2 text-sm text-ink">
        <MapPin aria-hidden className="mt-0.5 size-4 shrink-0 text-primary" />
        <span>
          <span className="block font-semibold">{t('contact.address')}</span>
          {contact.address}
        </span>
      </p>
    </section>
  )
}
