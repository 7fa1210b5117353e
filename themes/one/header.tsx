// The `one` header in two rows: a tram-red utility row with the phone, WhatsApp and the office, which scrolls
// away, then a white bar that stays: the nav on the left, the brand in the middle, the controls on the right.
import { MapPin, TramFront, AccountMenuLinks, Brand, CallLink, HeaderActions, LocaleLink, MobileMenu as KitMobileMenu, NavList, WhatsAppLink } from '../kit'
import { useTranslation } from 'react-i18next'
import type { HeaderProps, MobileMenuProps } from '../contract'
import type { OneOptions } from './options'

const RING = 'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary'
const UTILITY = 'inline-flex items-center gap-1.5 rounded-sm font-medium hover:underline focus-visible:outline-2 focus-visible:outline-primary-fg'
const NAV_LINK = `block whitespace-nowrap rounded-full px-3.5 py-2 text-[0.9375rem] font-medium text-ink hover:text-primary aria-[current=page]:bg-primary aria-[current=page]:text-primary-fg ${RING}`
const ICON_BUTTON = `size-11 place-items-center rounded-full text-ink hover:bg-surface-alt hover:text-primary ${RING}`

export function Header({ tenant, nav, MobileMenu }: HeaderProps<OneOptions>) {
  const { t } = useTranslation()
  return (
    <header className="sticky -top-9 z-30 bg-surface shadow-[0_1px_0_var(--color-line)]">
      <div className="mx-auto flex h-9 max-w-7xl items-center gap-5 bg-primary px-4 text-xs text-primary-fg shadow-[0_0_0_100vmax_var(--color-primary)] [clip-path:inset(0_-100vmax)] sm:px-6 lg:px-8">
        <CallLink tenant={tenant} className={UTILITY} iconClassName="size-3.5"><span dir="ltr">{tenant.contact.phone}</span></CallLink>
        <WhatsAppLink tenant={tenant} className={UTILITY} iconClassName="size-3.5">WhatsApp</WhatsAppLink>
        <p className="ml-auto hidden items-center gap-1.5 truncate md:flex"><MapPin aria-hidden className="size-3.5 shrink-0" /> {tenant.contact.address}</p>
      </div>
      <div className="relative mx-auto grid h-16 max-w-7xl grid-cols-[1fr_auto_1fr] items-center gap-3 px-2 sm:px-6 lg:h-[4.5rem] lg:px-8">
        <div className="flex items-center">
          <MobileMenu tenant={tenant} nav={nav} />
          <nav aria-label={t('nav.main')} className="hidden xl:block">
            <NavList items={nav.primary} active={nav.active} className="flex items-center gap-1" linkClassName={NAV_LINK} />
          </nav>
        </div>
        <LocaleLink to="/" className={`rounded-control ${RING}`}>
          <Brand tenant={tenant} logo={{ className: 'h-10 w-auto', width: 160, height: 40 }}>
            <span className="flex items-center gap-2 font-heading text-lg font-semibold tracking-tight text-ink sm:text-2xl">
              <TramFront aria-hidden className="size-9 shrink-0 rounded-full bg-primary p-2 text-primary-fg" />
              {tenant.name}
            </span>
          </Brand>
        </LocaleLink>
        <div className="flex items-center justify-end gap-1">
          {/* A search button at every width: the centred brand leaves the field no room. */}
          <HeaderActions search={{ panel: 'border-y border-line bg-surface shadow-xl' }} switchersClassName="hidden items-center gap-2 xl:flex" switcherClassName="rounded-full px-3 font-semibold hover:border-primary hover:text-primary" iconClassName="size-5"
            buttonClassName={`grid ${ICON_BUTTON}`} accountClassName={`hidden sm:grid ${ICON_BUTTON}`} />
        </div>
      </div>
    </header>
  )
}

const BUTTON = 'flex min-h-12 items-center justify-center gap-2 rounded-full text-sm font-semibold'
const WHITE_MENU = {
  root: 'xl:hidden',
  summary: `rounded-full text-ink hover:bg-surface-alt ${RING}`,
  panel: 'top-full max-h-[calc(100dvh-4rem)] border-b-4 border-primary bg-surface px-4 pb-6 pt-2 shadow-2xl sm:px-6',
  item: 'border-b border-line',
  link: 'flex min-h-14 items-center border-l-4 border-transparent pl-3 text-lg font-medium text-ink aria-[current=page]:border-primary aria-[current=page]:text-primary',
  contact: 'mt-5 grid gap-3 sm:grid-cols-2',
  call: `${BUTTON} bg-primary text-primary-fg`,
  callIcon: 'size-4',
  whatsapp: `${BUTTON} border border-line text-ink`,
  whatsappIcon: 'size-4 text-success',
  switchers: 'mt-5 flex flex-wrap items-center gap-3',
}

/** The phone and tablet menu: the kit's, on white, the current page marked with a tram-red rail. */
export function MobileMenu(props: MobileMenuProps) {
  return (
    <KitMobileMenu {...props} classes={WHITE_MENU} callNumber whatsappLabel="WhatsApp">
      <AccountMenuLinks className="flex min-h-14 w-full items-center gap-3 border-b border-line pl-4 text-left text-lg font-medium text-ink hover:text-primary sm:hidden" />
    </KitMobileMenu>
  )
}
