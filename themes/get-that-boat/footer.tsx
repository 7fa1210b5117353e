// The get-that-boat footer: a wave breaks into a navy "ready to set sail?" call to action, then the
// contact details and nav groups in columns, then the legal line.
import { useTranslation } from 'react-i18next'
import type { FooterProps } from '../contract'
import { ContactList, Copyright, FooterLinkGroups, WhatsAppLink } from '../kit'
import { BookLink } from './book-link'
import { Brand } from './brand'
import type { GetThatBoatThemeOptions } from './options'

export function Footer({ tenant, nav }: FooterProps<GetThatBoatThemeOptions>) {
  const { t } = useTranslation()
  const { t: tt } = useTranslation('theme')

  return (
    <footer className="relative mt-24 [&_:focus-visible]:outline-accent bg-primary text-white">
      <svg aria-hidden viewBox="0 0 1440 60" preserveAspectRatio="none" className="absolute inset-x-0 -top-10 h-10 w-full text-primary sm:-top-14 sm:h-14">
        <path d="M0 60 V30 C 180 0, 360 0, 540 30 S 900 60, 1080 30 S 1320 0, 1440 20 V60Z" fill="currentColor" />
      </svg>
      <section aria-labelledby="gtb-cta" className="mx-auto flex max-w-7xl flex-col gap-6 px-4 pb-12 pt-10 sm:px-6 lg:flex-row lg:items-center lg:justify-between lg:px-8">
        <div>
          <h2 id="gtb-cta" className="font-heading text-3xl font-extrabold uppercase tracking-tight sm:text-4xl">{tt('cta.title')}</h2>
          <p className="mt-2 max-w-xl text-white/85">{tt('cta.text')}</p>
        </div>
        <div className="flex flex-col gap-3 sm:flex-row">
          <BookLink />
          <WhatsAppLink
            tenant={tenant}
            className="inline-flex min-h-11 items-center justify-center gap-2 rounded-full border-2 border-white/40 px-5 text-xs font-bold uppercase tracking-[0.16em] text-white transition-colors hover:border-accent hover:text-accent focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent"
            iconClassName="size-4"
          >
            {t('footer.whatsapp')}
          </WhatsAppLink>
        </div>
      </section>

      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <hr className="border-white/15" />
      </div>
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:grid-cols-2 sm:px-6 lg:grid-cols-[1.5fr_1fr_1fr_1fr] lg:px-8">
        <div>
          <Brand tenant={tenant} />
          <p className="mt-4 max-w-sm text-sm leading-6 text-white/75">{tt('footer.blurb', { name: tenant.name })}</p>
          <h2 className="sr-only">{t('footer.contact')}</h2>
          <ContactList tenant={tenant} kinds={['phone', 'email', 'address']} className="mt-6 space-y-3 text-sm" linkClassName="hover:underline focus-visible:outline-2 focus-visible:outline-accent">
            {({ kind, Icon, label, value }) => (
              <>
                <span aria-hidden className="mt-0.5 shrink-0 text-accent">
                  <Icon className="size-4" />
                </span>
                <span className="text-white/90">
                  {kind === 'phone' ? (
                    <>
                      <span className="font-semibold text-accent">{label}</span> <span dir="ltr">{value}</span>
                    </>
                  ) : (
                    value
                  )}
                </span>
              </>
            )}
          </ContactList>
        </div>
        <FooterLinkGroups
          nav={nav}
          classes={{ title: 'text-xs font-bold uppercase tracking-[0.22em] text-accent', link: 'gtb-footer-link' }}
        />
      </div>
      <div className="bg-[var(--gtb-deep)]">
        <Copyright className="mx-auto max-w-7xl px-4 py-5 text-xs uppercase tracking-[0.14em] text-white/70 sm:px-6 lg:px-8" />
      </div>
    </footer>
  )
}
