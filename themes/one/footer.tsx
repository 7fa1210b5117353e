// The `one` footer: a tram-red band of the three ways to reach a person, then the brand beside the link groups
// laid out as stops on a tram line, then the legal line.
import { Mail, CallLink, Copyright, FooterLinkGroups, WhatsAppLink } from '../kit'
import { useTranslation } from 'react-i18next'
import type { FooterProps } from '../contract'
import type { OneOptions } from './options'

const TILE = 'flex min-h-16 items-center gap-3 rounded-card bg-white/10 px-5 font-semibold hover:bg-white/20 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-fg'
const STOP = 'relative pt-8 before:absolute before:left-0 before:top-0 before:size-4 before:rounded-full before:border-4 before:border-primary before:bg-surface-alt'

export function Footer({ tenant, nav }: FooterProps<OneOptions>) {
  const { t } = useTranslation()
  const { t: tt } = useTranslation('theme')
  return (
    <footer className="mt-20 bg-surface-alt">
      <section aria-labelledby="one-contact" className="bg-primary px-4 py-8 text-primary-fg sm:px-6 lg:px-8">
        <h2 id="one-contact" className="mx-auto max-w-[76rem] font-heading text-2xl font-semibold">{t('footer.contact')}</h2>
        <address className="mx-auto mt-5 grid max-w-[76rem] gap-3 not-italic md:grid-cols-3">
          <CallLink tenant={tenant} number className={TILE} iconClassName="size-5 shrink-0" />
          <WhatsAppLink tenant={tenant} className={TILE} iconClassName="size-5 shrink-0" />
          <a href={`mailto:${tenant.contact.email}`} className={TILE}>
            <Mail aria-hidden className="size-5 shrink-0" /> {tenant.contact.email}
          </a>
        </address>
      </section>
      <div className="mx-auto grid max-w-7xl gap-12 px-4 py-14 sm:px-6 lg:grid-cols-[1fr_2fr] lg:px-8">
        <div className="max-w-sm text-sm leading-6 text-muted">
          <p className="font-heading text-2xl font-semibold text-ink">{tenant.name}</p>
          <p className="mt-3">{tt('footer.blurb', { name: tenant.name })}</p>
          <p className="mt-3">{tenant.contact.address}</p>
        </div>
        <div className="relative grid grid-cols-2 gap-8 before:absolute before:inset-x-0 before:top-[0.4375rem] before:h-0.5 before:bg-primary sm:grid-cols-3">
          <FooterLinkGroups
            nav={nav}
            classes={{ group: STOP, title: 'text-sm font-semibold text-ink', link: 'text-muted hover:text-primary hover:underline focus-visible:outline-2 focus-visible:outline-primary' }}
          />
        </div>
      </div>
      <Copyright className="border-t border-line px-4 py-6 text-center text-sm text-muted" />
    </footer>
  )
}
