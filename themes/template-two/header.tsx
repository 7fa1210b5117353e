// The template-two masthead: the name set large in Fraunces in the centre, the tenant's line on its left and the
// controls on its right, a double rule, then the sections in spaced capitals (desktop). On phones one slim sticky
// row: menu, name, search and cart.
import { useTranslation } from 'react-i18next'
import type { HeaderProps, MobileMenuProps } from '../contract'
import { AccountMenuLinks, Brand, HeaderActions, LocaleLink, MobileMenu as KitMenu, NavList } from '../kit'
import type { TemplateTwoThemeOptions } from './options'

const BUTTON = 'size-11 place-items-center rounded-full text-ink transition-colors hover:bg-surface-alt hover:text-primary focus-visible:outline-2'

export function Header({ tenant, nav, MobileMenu }: HeaderProps<TemplateTwoThemeOptions>) {
  const { t } = useTranslation()
  return (
    <header className="sticky top-0 z-30 border-b-[3px] border-double border-ink bg-surface lg:static">
      <div className="relative mx-auto grid h-16 max-w-7xl grid-cols-[1fr_auto_1fr] items-center gap-2 px-3 sm:px-6 lg:h-32 lg:px-8">
        <div className="flex min-w-0 items-center">
          <MobileMenu tenant={tenant} nav={nav} />
          <p className="hidden max-w-72 text-xs font-medium uppercase leading-5 tracking-[0.18em] text-balance text-muted lg:block">{tenant.branding.tagline}</p>
        </div>
        <LocaleLink to="/" className="rounded-control px-1 text-center focus-visible:outline-2 focus-visible:outline-offset-4">
          <Brand tenant={tenant} logo={{ className: 'h-9 w-auto lg:h-16', width: 256, height: 64 }}>
            <span className="font-heading text-[1.75rem] font-semibold leading-none tracking-tight text-ink sm:text-4xl lg:text-6xl">{tenant.name}</span>
          </Brand>
        </LocaleLink>
        <div className="flex items-center justify-end gap-0.5 sm:gap-1">
          {/* A search button at every width (the centred name leaves no room for a field), its panel under the masthead;
              the switchers side by side, never stacked. */}
          <HeaderActions
            search={{ panel: 'border-y border-ink bg-surface py-4' }}
            iconClassName="size-[1.375rem]"
            strokeWidth={1.75}
            switchersClassName="hidden shrink-0 items-center gap-3 lg:mr-2 lg:flex"
            switcherClassName="h-8 rounded-none border-0 border-b border-ink/30 px-0.5 text-xs font-semibold uppercase tracking-[0.18em] hover:border-ink hover:text-primary"
            buttonClassName={`grid ${BUTTON}`}
            accountClassName={`hidden sm:grid ${BUTTON}`}
          />
        </div>
      </div>
      <nav aria-label={t('nav.main')} className="hidden border-t border-line lg:block">
        <NavList items={nav.primary} active={nav.active} className="mx-auto flex max-w-7xl justify-center gap-10 px-8" linkClassName="t2-nav-link" />
      </nav>
    </header>
  )
}

/** The phone menu: the sections as a contents page in Fraunces, under the masthead row. */
export function MobileMenu(props: MobileMenuProps) {
  const contact = 't2-menu-contact'
  return (
    <KitMenu
      {...props}
      whatsappLabel="WhatsApp"
      classes={{
        root: 'lg:hidden',
        summary: 'rounded-full text-ink hover:bg-surface-alt',
        switchers: 'mt-6 flex flex-wrap gap-4',
        panel: 'top-full max-h-[calc(100dvh-4rem)] border-b-[3px] border-double border-ink bg-surface px-5 pb-8 pt-3 shadow-[0_30px_40px_-30px_rgb(30_26_22/0.6)]',
        list: '[counter-reset:t2] divide-y divide-line border-t border-ink',
        link: 't2-menu-link',
        contact: 'mt-6 grid grid-cols-2 gap-3',
        call: contact,
        whatsapp: contact,
        callIcon: 'size-4 text-primary',
        whatsappIcon: 'size-4 text-success',
      }}
    >
      {/* The masthead row has no room for the account button on the narrowest phones: its entries live here. */}
      <div className="border-b border-line py-2 sm:hidden">
        <AccountMenuLinks className="flex min-h-12 w-full items-center gap-3 text-left font-medium text-ink hover:text-primary" />
      </div>
    </KitMenu>
  )
}
