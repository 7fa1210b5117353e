// The template-two footer, a colophon on ink: the sign-off and the ways to reach the desk beside the three link
// groups, then the name set across the page like a masthead, and the copyright under it.
import { useTranslation } from 'react-i18next'
import type { FooterProps } from '../contract'
import { ContactList, Copyright, FooterLinkGroups } from '../kit'
import type { TemplateTwoThemeOptions } from './options'

export function Footer({ tenant, nav }: FooterProps<TemplateTwoThemeOptions>) {
  const { t } = useTranslation()
  const { t: tt } = useTranslation('theme')
  return (
    <footer className="mt-20 bg-ink text-surface [&_:focus-visible]:outline-accent">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <div className="grid gap-12 border-b border-surface/20 py-14 lg:grid-cols-[1fr_1.6fr] lg:gap-20">
          <section aria-labelledby="t2-footer-contact">
            <p className="font-heading text-3xl leading-tight text-balance">{tt('footer.signoff')}</p>
            <h2 id="t2-footer-contact" className="mt-8 text-xs font-bold uppercase tracking-[0.2em] text-accent">
              {t('footer.contact')}
            </h2>
            <ContactList tenant={tenant} kinds={['phone', 'whatsapp', 'email', 'address']} className="mt-3 divide-y divide-surface/15 text-sm" linkClassName="hover:text-accent focus-visible:outline-2">
              {({ Icon, label, value }) => (
                <span className="flex gap-3 py-2.5">
                  <Icon aria-hidden className="mt-0.5 size-4 shrink-0 text-accent" />
                  <span className="font-medium">{label ? <span className="mr-2 font-normal text-surface/70">{label}</span> : null}{value}</span>
                </span>
              )}
            </ContactList>
          </section>
          <div className="grid grid-cols-2 gap-x-8 gap-y-10 sm:grid-cols-3">
            <FooterLinkGroups nav={nav} classes={{ title: 'font-heading text-xl text-surface', link: 't2-footer-link' }} />
          </div>
        </div>
        <p aria-hidden className="overflow-hidden pt-10 text-center font-heading text-[clamp(3rem,13vw,10rem)] font-semibold leading-none tracking-tight text-surface/95">
          {tenant.name}
        </p>
        <Copyright className="py-8 text-center text-xs uppercase tracking-[0.2em] text-surface/70" />
      </div>
    </footer>
  )
}
