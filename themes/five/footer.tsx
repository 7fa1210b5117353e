// The five footer: a scalloped sky-blue band with a white "questions? call us" bubble, then the wordmark and
// contact details beside the link groups, and the copyright on a sunny strip.
import { useTranslation } from 'react-i18next'
import type { FooterProps } from '../contract'
import { CallLink, ContactList, Copyright, FooterLinkGroups, WhatsAppLink } from '../kit'
import { SUN_PILL, Wordmark } from './header'
import type { FiveThemeOptions } from './options'

const LINK = 'rounded-full hover:underline focus-visible:outline-2 focus-visible:outline-primary'

export function Footer({ tenant, nav }: FooterProps<FiveThemeOptions>) {
  const { t: tt } = useTranslation('theme')
  return (
    <footer className="mt-20 bg-[var(--five-sky)]">
      <div aria-hidden className="h-6 -translate-y-full bg-[radial-gradient(circle_at_1.5rem_1.5rem,var(--five-sky)_1.5rem,transparent_1.55rem)] bg-[length:3rem_3rem]" />
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <section aria-labelledby="five-help" className="flex flex-col gap-5 rounded-card bg-surface p-6 shadow-lg sm:p-8 lg:flex-row lg:items-center lg:justify-between">
          <h2 id="five-help" className="font-heading text-2xl font-black sm:text-3xl">{tt('footer.title')}</h2>
          <div className="flex flex-col gap-3 font-extrabold sm:flex-row [&>a]:flex [&>a]:min-h-12 [&>a]:items-center [&>a]:justify-center [&>a]:gap-2 [&>a]:px-6">
            <CallLink tenant={tenant} number className={SUN_PILL} iconClassName="size-5 shrink-0" />
            <WhatsAppLink tenant={tenant} className="rounded-full bg-primary text-primary-fg focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary" iconClassName="size-5 shrink-0" />
          </div>
        </section>
        <div className="grid grid-cols-2 gap-x-6 gap-y-10 py-12 font-bold lg:grid-cols-[1.6fr_1fr_1fr_1fr]">
          <div className="col-span-2 lg:col-span-1">
            <Wordmark tenant={tenant} />
            <ContactList tenant={tenant} kinds={['email', 'address']} className="mt-6 space-y-3" linkClassName={LINK}>
              {({ Icon, value }) => [<Icon key="icon" aria-hidden className="mt-0.5 size-5 shrink-0" />, value]}
            </ContactList>
          </div>
          <FooterLinkGroups nav={nav} classes={{ title: 'font-heading text-lg font-black', link: LINK }} />
        </div>
      </div>
      <Copyright className="bg-accent px-4 py-4 text-center text-sm font-bold text-accent-fg" />
    </footer>
  )
}
