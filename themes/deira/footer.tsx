// The deira footer: a night-brown closing scene with the concierge's numbers as the main act,
// then the nav groups in small gold capitals and the legal line.
import { Mail, MapPin, MessageCircle, Phone } from 'lucide-react'
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
    <footer className="mt-20 [&_:focus-visible]:outline-accent border-t-2 border-accent bg-[var(--deira-night)] text-[#e9dcc4]">
      <section aria-labelledby="deira-footer-contact" className="mx-auto max-w-4xl px-6 pb-12 pt-14 text-center">
        <LocaleLink to="/" className="inline-block rounded-sm focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-accent">
          <Brand tenant={tenant} large />
        </LocaleLink>
        <p className="mx-auto mt-6 max-w-xl text-sm leading-7 text-[#c9b89c]">{tt('footer.blurb', { name: tenant.name })}</p>
        <h2 id="deira-footer-contact" className="mt-10 font-heading text-2xl italic text-primary-fg sm:text-3xl">
          {tt('footer.cta')}
        </h2>
        <div className="mt-6 flex flex-col items-stretch justify-center gap-3 sm:flex-row sm:items-center">
          <a href={telHref(phone)} className="inline-flex min-h-12 items-center whitespace-nowrap justify-center gap-2 rounded-control bg-accent px-6 text-sm font-semibold text-accent-fg transition hover:brightness-110 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent">
            <Phone aria-hidden className="size-4" />
            {t('footer.support247')} · <span dir="ltr">{phone}</span>
          </a>
          <a href={whatsappHref(whatsapp)} className="inline-flex min-h-12 items-center justify-center gap-2 rounded-control border border-accent/70 px-6 text-sm font-semibold text-primary-fg transition hover:bg-white/5 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent">
            <MessageCircle aria-hidden className="size-4 text-accent" />
            {t('footer.whatsapp')}
          </a>
        </div>
        <ul className="mt-8 flex flex-col items-center justify-center gap-3 text-sm text-[#c9b89c] sm:flex-row sm:gap-8">
          <li>
            <a href={`mailto:${email}`} className="inline-flex items-center gap-2 hover:text-accent focus-visible:outline-2 focus-visible:outline-accent">
              <Mail aria-hidden className="size-4 text-accent" /> {email}
            </a>
          </li>
          <li className="inline-flex items-center gap-2">
            <MapPin aria-hidden className="size-4 shrink-0 text-accent" />
            <address className="not-italic">{address}</address>
          </li>
        </ul>
      </section>

      <div className="border-y border-white/10">
        <div className="mx-auto grid max-w-4xl grid-cols-2 gap-8 px-6 py-10 text-center sm:grid-cols-3">
          <LinkGroup title={t('footer.company')} items={nav.company} />
          <LinkGroup title={t('footer.support')} items={nav.support} />
          <LinkGroup title={t('footer.legal')} items={nav.legal} className="col-span-2 sm:col-span-1" />
        </div>
      </div>
      <Copyright className="px-6 py-6 text-center text-xs tracking-wide text-[#b9a68a]" />
    </footer>
  )
}

function LinkGroup({ title, items, className }: { title: string; items: NavItem[]; className?: string }) {
  if (items.length === 0) return null
  return (
    <nav aria-label={title} className={className}>
      <h2 className="text-xs font-semibold uppercase tracking-[0.22em] text-accent">{title}</h2>
      <ul className="mt-4 space-y-1">
        {items.map((item) => (
          <li key={item.key}>
            <LocaleLink to={item.to} className="inline-flex min-h-10 items-center text-sm text-[#e9dcc4] hover:text-accent focus-visible:outline-2 focus-visible:outline-accent">
              {item.label}
            </LocaleLink>
          </li>
        ))}
      </ul>
    </nav>
  )
}
