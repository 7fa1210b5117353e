// The three footer: the contacts are the main act, four soft tiles on plum beside "Talk to the flight desk";
// then the link groups and the copyright, quieter.
import { useTranslation } from 'react-i18next'
import type { FooterProps } from '../contract'
import { ContactList, Copyright, FooterLinkGroups, LocaleLink } from '../kit'
import { Brand } from './header'
import type { ThreeThemeOptions } from './options'

export function Footer({ tenant, nav }: FooterProps<ThreeThemeOptions>) {
  const { t } = useTranslation()
  const { t: tt } = useTranslation('theme')
  return (
    <footer className="mt-20 rounded-t-[2.5rem] bg-primary text-primary-fg [&_:focus-visible]:outline-accent">
      <section aria-labelledby="three-contact" className="mx-auto grid max-w-7xl gap-10 px-5 pb-12 pt-14 sm:px-8 lg:grid-cols-[0.8fr_1.7fr] lg:px-12 lg:pt-20 [&>address]:min-w-0">
        <div>
          <LocaleLink to="/" className="inline-block rounded-full focus-visible:outline-2 focus-visible:outline-offset-4"><Brand tenant={tenant} light /></LocaleLink>
          <h2 id="three-contact" className="mt-8 font-heading text-3xl font-medium leading-tight sm:text-4xl">{tt('footer.title')}</h2>
          <p className="mt-4 max-w-md leading-7 text-[#f3d9d0]">{tt('footer.text')}</p>
        </div>
        <ContactList tenant={tenant} kinds={['phone', 'whatsapp', 'email', 'address']} className="grid gap-3 sm:grid-cols-2 [&>li>*]:h-full [&>li>*]:rounded-[1.5rem] [&>li>*]:bg-white/10 [&>li>*]:p-5" linkClassName="transition-colors hover:bg-white/15 focus-visible:outline-2">
          {({ Icon, label, value, kind }) => (
            <>
              <Icon aria-hidden className="size-11 shrink-0 rounded-full bg-accent p-3 text-accent-fg" />
              <span className="flex min-w-0 flex-col gap-1">
                {kind === 'address' ? null : <span className="text-xs font-semibold uppercase tracking-[0.14em] text-accent">{label ?? t('footer.email')}</span>}
                <span dir={kind === 'phone' || kind === 'whatsapp' ? 'ltr' : undefined} className={`font-heading leading-snug text-white ${kind === 'email' ? 'text-base sm:text-lg' : 'text-lg [overflow-wrap:anywhere]'}`}>
                  {kind === 'email' ? <EmailParts address={value} /> : value}
                </span>
              </span>
            </>
          )}
        </ContactList>
      </section>
      <div className="mx-auto grid max-w-7xl grid-cols-2 gap-8 border-t border-white/15 px-5 py-10 sm:grid-cols-3 sm:px-8 lg:px-12">
        <FooterLinkGroups nav={nav} classes={{ title: 'font-heading text-lg text-accent', link: 'text-[#f3d9d0] hover:text-white hover:underline', last: 'col-span-2 sm:col-span-1' }} />
      </div>
      <Copyright className="px-5 pb-10 text-center text-sm text-[#e6c3bd]" />
    </footer>
  )
}

/** An email address that may wrap only after its @ or before a dot of its domain, never inside a word (a phone is 390 px wide). */
function EmailParts({ address }: { address: string }) {
  const at = address.indexOf('@')
  if (at < 0) return <>{address}</>
  const domain = address.slice(at + 1).split('.')
  return (
    <span className="[overflow-wrap:normal]">
      {address.slice(0, at + 1)}
      <wbr />
      {domain.map((part, i) => (
        <span key={i}>
          {i > 0 ? <><wbr />.</> : null}
          {part}
        </span>
      ))}
    </span>
  )
}
