// The kit's footer (the default theme wears it): brand, the theme's blurb (`footer.blurb`) and the contact
// list, three link groups, then the copyright and the theme's payment note (`footer.secure`).
import { Lock } from '~/components/icons'
import { useTranslation } from 'react-i18next'
import { Copyright } from '~/components/copyright'
import type { FooterProps } from '../../contract'
import { ContactList } from '../contact-list'
import { FooterLinkGroups } from '../footer-links'
import { KitBrand } from './brand'

export function KitFooter<O>({ tenant, nav }: FooterProps<O>) {
  const { t } = useTranslation()
  const { t: tt } = useTranslation('theme')
  return (
    <footer className="mt-16 border-t border-line bg-surface-alt text-ink">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-2 lg:grid-cols-[1.4fr_1fr_1fr_1fr] lg:px-8 lg:py-16">
        <section aria-labelledby="footer-contact">
          <KitBrand tenant={tenant} />
          <p className="mt-4 max-w-sm text-sm leading-6 text-muted">{tt('footer.blurb', { name: tenant.name })}</p>
          <h2 id="footer-contact" className="sr-only">
            {t('footer.contact')}
          </h2>
          <ContactList
            tenant={tenant}
            kinds={['phone', 'whatsapp', 'email', 'address']}
            className="mt-6 space-y-3 text-sm"
            linkClassName="group kit-contact-link"
          >
            {({ Icon, label, value }) => (
              <>
                <span aria-hidden className="kit-contact-icon">
                  <Icon className="size-4" />
                </span>
                <span className="flex flex-col">
                  {label ? <span className="kit-contact-label">{label}</span> : null}
                  <span className="kit-contact-value">{value}</span>
                </span>
              </>
            )}
          </ContactList>
        </section>
        <FooterLinkGroups
          nav={nav}
          classes={{
            title: 'kit-footer-title',
            link: 'kit-footer-link',
          }}
        />
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
