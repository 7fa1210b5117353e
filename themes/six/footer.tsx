// The six footer: the concierge line is the main call, its number in large champagne figures on black, with
// WhatsApp and email beside it; then the name, the link groups and the copyright in small spaced capitals.
import { useTranslation } from 'react-i18next'
import type { FooterProps } from '../contract'
import { CallLink, ContactList, Copyright, FooterLinkGroups } from '../kit'
import { Name } from './header'
import type { SixThemeOptions } from './options'

const SMALL = 'text-[0.6875rem] uppercase tracking-[0.3em]'

export function Footer({ tenant, nav }: FooterProps<SixThemeOptions>) {
  const { t: tt } = useTranslation('theme')
  return (
    <footer className="mt-24 bg-[var(--six-night)] text-primary-fg [&_:focus-visible]:outline-accent">
      <section aria-labelledby="six-concierge" className="mx-auto max-w-7xl px-4 py-16 text-center sm:px-6 lg:px-10 lg:py-24">
        <h2 id="six-concierge" className={`${SMALL} text-primary-fg/80`}>
          {tt('footer.concierge')}
        </h2>
        <CallLink
          tenant={tenant}
          className="mt-6 inline-flex items-center gap-4 font-heading text-3xl font-extralight tracking-[0.12em] text-accent hover:text-primary-fg focus-visible:outline-2 sm:text-5xl"
          iconClassName="size-6 sm:size-9"
          strokeWidth={1}
        >
          <span dir="ltr">{tenant.contact.phone}</span>
        </CallLink>
        <ContactList tenant={tenant} kinds={['whatsapp', 'email']} className="mt-8 flex flex-wrap justify-center gap-x-10 gap-y-3 text-sm tracking-wide" linkClassName="items-center text-primary-fg/85 hover:text-accent focus-visible:outline-2">
          {({ Icon, label, value }) => (
            <>
              <Icon aria-hidden className="size-4 text-accent" strokeWidth={1.25} />
              {label ?? value}
            </>
          )}
        </ContactList>
        <span aria-hidden className="mx-auto mt-16 block h-px w-24 bg-accent" />
      </section>
      <div className="mx-auto grid max-w-7xl grid-cols-2 gap-10 px-4 pb-14 sm:px-6 lg:grid-cols-[2fr_1fr_1fr_1fr] lg:px-10">
        <div className="col-span-2 lg:col-span-1">
          <Name tenant={tenant} tone="text-primary-fg" />
          <p className="mt-6 max-w-xs text-sm leading-7 text-primary-fg/75">{tt('footer.note', { name: tenant.name })}</p>
        </div>
        <FooterLinkGroups nav={nav} classes={{ title: `${SMALL} text-accent`, link: 'text-primary-fg/80 hover:text-accent focus-visible:outline-2' }} />
      </div>
      <Copyright className="border-t border-white/10 px-4 py-6 text-center text-[0.625rem] uppercase tracking-[0.24em] text-primary-fg/60" />
    </footer>
  )
}
