// The four footer: graphite, minimal, in columns: the name and the address, the contacts, the three link
// groups; the copyright on a thin line beneath.
import { useTranslation } from 'react-i18next'
import type { FooterProps } from '../contract'
import { ContactList, Copyright, FooterLinkGroups } from '../kit'
import { Brand } from './header'
import type { FourThemeOptions } from './options'

const TITLE = 'text-xs font-medium uppercase tracking-[0.18em] text-[#9fb7aa]'

export function Footer({ tenant, nav }: FooterProps<FourThemeOptions>) {
  const { t } = useTranslation()
  return (
    <footer className="mt-20 bg-primary text-primary-fg [&_:focus-visible]:outline-white">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-14 sm:grid-cols-2 sm:px-6 lg:grid-cols-[1.4fr_1.3fr_1fr_1fr_1fr] lg:px-8">
        <div>
          <Brand tenant={tenant} light />
          <p className="mt-4 max-w-xs text-sm leading-6 text-[#c9d0d4]">{tenant.contact.address}</p>
        </div>
        <section aria-labelledby="four-contact">
          <h2 id="four-contact" className={TITLE}>{t('footer.contact')}</h2>
          <ContactList tenant={tenant} kinds={['phone', 'whatsapp', 'email']} className="mt-4 space-y-1 text-sm" linkClassName="min-h-10 items-center text-white hover:underline focus-visible:outline-2">
            {({ kind, value }) => <span dir={kind === 'email' ? undefined : 'ltr'} className="whitespace-nowrap">{kind === 'whatsapp' ? `WhatsApp ${value}` : value}</span>}
          </ContactList>
        </section>
        <FooterLinkGroups nav={nav} classes={{ title: TITLE, link: 'fr-footer-link' }} />
      </div>
      <div className="border-t border-white/15">
        <Copyright className="mx-auto max-w-7xl px-4 py-5 text-xs text-[#c9d0d4] sm:px-6 lg:px-8" />
      </div>
    </footer>
  )
}
