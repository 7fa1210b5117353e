// The deira footer: a night-brown closing scene with the concierge's numbers as the main act,
// then the nav groups in small gold capitals and the legal line.
import { Mail, MapPin, CallLink, Copyright, FooterLinkGroups, LocaleLink, WhatsAppLink } from '../kit'
import { useTranslation } from 'react-i18next'
import type { FooterProps } from '../contract'
import { Brand } from './brand'
import type { DeiraThemeOptions } from './options'

export function Footer({ tenant, nav }: FooterProps<DeiraThemeOptions>) {
  const { t: tt } = useTranslation('theme')
  const { email, address } = tenant.contact

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
          <CallLink
            tenant={tenant}
            number
            className="inline-flex min-h-12 items-center justify-center gap-2 rounded-control bg-accent px-6 text-sm font-semibold text-accent-fg transition hover:brightness-110 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent"
            iconClassName="size-4"
          />
          <WhatsAppLink
            tenant={tenant}
            className="inline-flex min-h-12 items-center justify-center gap-2 rounded-control border border-accent/70 px-6 text-sm font-semibold text-primary-fg transition hover:bg-white/5 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent"
            iconClassName="size-4 text-accent"
          />
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
          <FooterLinkGroups
            nav={nav}
            classes={{
              title: 'text-xs font-semibold uppercase tracking-[0.22em] text-accent',
              link: 'dr-footer-link',
              last: 'col-span-2 sm:col-span-1',
            }}
          />
        </div>
      </div>
      <Copyright className="px-6 py-6 text-center text-xs tracking-wide text-[#b9a68a]" />
    </footer>
  )
}
