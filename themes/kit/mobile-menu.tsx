// The phone menu on <details>/<summary>, so it opens before (or without) JavaScript; once hydrated it also
// closes on navigation, on Escape and after a link inside it is followed. Under the nav: the theme's extras
// (children), the 24/7 and WhatsApp buttons, then the language and currency switchers. KitMobileMenu
// (defaults/mobile-menu.tsx) is it dressed as the default theme's light menu.
import { Menu, X } from '~/components/icons'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { useDisclosureMenu } from '~/components/disclosure-menu'
import type { MobileMenuProps } from '../contract'
import { CallLink, WhatsAppLink } from './call-links'
import { cx } from './cx'
import { NavList } from './nav'
import { CurrencySwitcher, LocaleSwitcher } from './switchers'

export type MobileMenuClasses = {
  root: string
  summary: string
  panel: string
  list?: string
  item?: string
  link: string
  contact: string
  call: string
  callIcon: string
  whatsapp: string
  whatsappIcon: string
  switchers: string
  /** The switchers' faces (switchers.tsx): the theme's type, colour and border. */
  switcher?: string
}

type Props = MobileMenuProps & {
  tone?: 'light' | 'dark'
  classes: MobileMenuClasses
  strokeWidth?: number
  /** In a header that is itself the main-nav landmark, the list needs no landmark of its own. */
  landmark?: boolean
  /** The call button shows the number after "24/7 support". */
  callNumber?: boolean
  /** A shorter label for the WhatsApp button than "Chat on WhatsApp". */
  whatsappLabel?: string
  children?: ReactNode
}

export function MobileMenu({ tenant, nav, tone = 'light', classes: c, strokeWidth, landmark = true, callNumber, whatsappLabel, children }: Props) {
  const { t } = useTranslation()
  const { ref, onKeyDown, onClick } = useDisclosureMenu()
  const list = <NavList items={nav.primary} active={nav.active} className={c.list} itemClassName={c.item} linkClassName={c.link} />

  return (
    <details ref={ref} className={cx('group', c.root)} onKeyDown={onKeyDown}>
      <summary className={cx('menu-toggle', c.summary)}>
        <Menu aria-hidden className="size-6 group-open:hidden" strokeWidth={strokeWidth} />
        <X aria-hidden className="hidden size-6 group-open:block" strokeWidth={strokeWidth} />
        <span className="sr-only group-open:hidden">{t('nav.openMenu')}</span>
        <span className="sr-only hidden group-open:inline">{t('nav.closeMenu')}</span>
      </summary>
      <div onClick={onClick} className={cx('absolute inset-x-0 z-40 overflow-y-auto', c.panel)}>
        {/* Its own name: the desktop bar's nav, hidden by CSS, is still in the page as "Main navigation". */}
        {landmark ? <nav aria-label={t('nav.menu')}>{list}</nav> : list}
        {children}
        <div className={c.contact}>
          <CallLink tenant={tenant} className={c.call} iconClassName={c.callIcon} number={callNumber} />
          <WhatsAppLink tenant={tenant} className={c.whatsapp} iconClassName={c.whatsappIcon}>
            {whatsappLabel ? ` ${whatsappLabel}` : undefined}
          </WhatsAppLink>
        </div>
        <div className={cx('flex flex-wrap items-center gap-3', c.switchers)}>
          <LocaleSwitcher tone={tone} display="name" className={c.switcher} />
          <CurrencySwitcher tone={tone} className={c.switcher} />
        </div>
      </div>
    </details>
  )
}
