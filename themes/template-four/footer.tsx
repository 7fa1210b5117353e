// template-four's footer: the blurb as a statement with the night line and WhatsApp beside it, the link groups
// in a row, then the name set as large as the hero's headline, above the legal line.
import { Mail, CallLink, Copyright, FooterLinkGroups, WhatsAppLink } from '../kit'
import { useTranslation } from 'react-i18next'
import type { FooterProps } from '../contract'
import type { TemplateFourOptions } from './options'

const PILL = 'inline-flex min-h-12 items-center justify-center gap-2 rounded-full px-6 text-sm font-bold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary'

export function Footer({ tenant, nav }: FooterProps<TemplateFourOptions>) {
  const { t } = useTranslation()
  const { t: tt } = useTranslation('theme')
  const { email, address } = tenant.contact
  return (
    <footer className="mt-24 border-t border-white/10 bg-[var(--nj-night)]">
      <div className="mx-auto grid max-w-7xl gap-14 px-4 pt-16 sm:px-6 lg:grid-cols-[1.2fr_1fr] lg:px-8 lg:pt-24">
        <section aria-labelledby="nj-contact">
          <h2 id="nj-contact" className="sr-only">{t('footer.contact')}</h2>
          <p className="max-w-2xl font-heading text-2xl font-semibold leading-snug tracking-[-0.02em] text-ink sm:text-3xl">{tt('footer.blurb', { name: tenant.name })}</p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <CallLink tenant={tenant} number className={`${PILL} bg-primary text-primary-fg hover:brightness-110`} iconClassName="size-4" />
            <WhatsAppLink tenant={tenant} className={`${PILL} border border-white/25 text-ink hover:border-primary`} iconClassName="size-4 text-success" />
          </div>
          <address className="mt-8 space-y-1 text-sm not-italic text-muted">
            <a href={`mailto:${email}`} className="inline-flex items-center gap-2 rounded-sm hover:text-ink focus-visible:outline-2 focus-visible:outline-primary">
              <Mail aria-hidden className="size-4" /> {email}
            </a>
            <span className="block">{address}</span>
          </address>
        </section>
        <div className="grid grid-cols-2 gap-10 sm:grid-cols-3">
          <FooterLinkGroups
            nav={nav}
            classes={{ title: 'text-xs font-bold uppercase tracking-[0.22em] text-primary', link: 't4-footer-link' }}
          />
        </div>
      </div>
      <p aria-hidden className="mx-auto mt-16 max-w-7xl overflow-hidden px-4 font-heading text-[clamp(3rem,10vw,9rem)] font-extrabold leading-[0.85] tracking-[-0.06em] text-ink sm:px-6 lg:px-8">
        {tenant.name}
        <span className="text-primary">.</span>
      </p>
      <div className="mx-auto mt-8 max-w-7xl border-t border-white/10 px-4 py-6 text-xs text-muted sm:px-6 lg:px-8">
        <Copyright />
      </div>
    </footer>
  )
}
