// The default theme's footer: brand and contact first, then the nav groups, then the legal line.
import { Lock, Mail, MapPin, MessageCircle, Phone } from 'lucide-react'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Copyright } from '~/components/copyright'
import { LocaleLink } from '~/components/locale-link'
import { useSiteNav } from '~/components/site-nav'
import type { PublicTenant } from '../contract'
import { Brand } from './brand'
import { telHref, whatsappHref } from '~/utils/contact-links'

type NavItem = { key: string; to: string; label: string }

export function Footer({ tenant }: { tenant: PublicTenant }) {
  const { t } = useTranslation()
  const { t: tt } = useTranslation('theme')
  const nav = useSiteNav()
  const { phone, whatsapp, email, address } = tenant.contact

  return (
    <footer className="mt-16 border-t border-line bg-surface-alt text-ink">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-2 lg:grid-cols-[1.4fr_1fr_1fr_1fr] lg:px-8 lg:py-16">
        <section aria-labelledby="footer-contact">
          <Brand tenant={tenant} />
          <p className="mt-4 max-w-sm text-sm leading-6 text-muted">{tt('footer.blurb', { name: tenant.name })}</p>
          <h2 id="footer-contact" className="sr-only">{t('footer.contact')}</h2>
          {/* The whole contact list is the site's contact information, so <address> wraps it (it may not sit in a span). */}
          <address className="not-italic">
            <ul className="mt-6 space-y-3 text-sm">
              <ContactRow icon={<Phone className="size-4" />} href={telHref(phone)} label={t('footer.support247')}>
                {phone}
              </ContactRow>
              <ContactRow icon={<MessageCircle className="size-4" />} href={whatsappHref(whatsapp)} label={t('footer.whatsapp')}>
                {whatsapp}
              </ContactRow>
              <ContactRow icon={<Mail className="size-4" />} href={`mailto:${email}`}>{email}</ContactRow>
              <ContactRow icon={<MapPin className="size-4" />}>
                {address}
              </ContactRow>
            </ul>
          </address>
        </section>
        <LinkGroup title={t('footer.company')} items={nav.company} />
        <LinkGroup title={t('footer.support')} items={nav.support} />
        <LinkGroup title={t('footer.legal')} items={nav.legal} />
      </div>
      <div className="border-t border-line">
        <div className="mx-auto flex max-w-7xl flex-col gap-4 px-4 py-6 text-sm text-muted sm:px-6 md:flex-row md:items-center md:justify-between lg:px-8">
          <Copyright />
          <p className="flex items-center gap-2">
            <Lock aria-hidden className="size-4 shrink-0 text-success" />
            {tt('footer.secure')}
          </p>
        </div>
      </div>
    </footer>
  )
}

function ContactRow({ icon, href, label, children }: { icon: ReactNode; href?: string; label?: string; children: ReactNode }) {
  const body = (
    <>
      <span aria-hidden className="mt-0.5 grid size-8 shrink-0 place-items-center rounded-full bg-surface text-primary ring-1 ring-line">
        {icon}
      </span>
      <span className="flex flex-col">
        {label ? <span className="text-xs font-medium uppercase tracking-wide text-muted">{label}</span> : null}
        <span className="font-medium text-ink group-hover:text-primary group-hover:underline">{children}</span>
      </span>
    </>
  )
  return (
    <li>
      {href ? (
        // A phone number never breaks across lines.
        <a
          href={href}
          className={`group flex items-start gap-3 rounded-control focus-visible:outline-2 focus-visible:outline-primary ${href.startsWith('tel:') ? 'whitespace-nowrap' : ''}`}
        >
          {body}
        </a>
      ) : (
        <div className="flex items-start gap-3">{body}</div>
      )}
    </li>
  )
}

function LinkGroup({ title, items }: { title: string; items: NavItem[] }) {
  if (items.length === 0) return null
  return (
    <nav aria-label={title}>
      <h2 className="text-xs font-bold uppercase tracking-widest text-ink">{title}</h2>
      <ul className="mt-4 space-y-1">
        {items.map((item) => (
          <li key={item.key}>
            <LocaleLink
              to={item.to}
              className="inline-flex min-h-10 items-center text-sm text-muted underline-offset-4 hover:text-primary hover:underline focus-visible:outline-2 focus-visible:outline-primary"
            >
              {item.label}
            </LocaleLink>
          </li>
        ))}
      </ul>
    </nav>
  )
}
