// The phone and tablet menu, on <details>/<summary> so it opens before (or without) JavaScript; once
// hydrated it also closes on navigation, on Escape and after a link inside it is followed.
import { Menu, MessageCircle, Phone, X } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { useDisclosureMenu } from '~/components/disclosure-menu'
import { LocaleLink } from '~/components/locale-link'
import { CurrencySwitcher } from '~/components/currency-switcher'
import { LocaleSwitcher } from '~/components/locale-switcher'
import type { PublicTenant } from '../contract'
import { BookLink } from './book-link'
import { telHref, whatsappHref } from '~/utils/contact-links'

type NavItem = { key: string; to: string; label: string }
type Props = { tenant: PublicTenant; items: NavItem[]; activeKey: string | undefined }

export function MobileMenu({ tenant, items, activeKey }: Props) {
  const { t } = useTranslation()
  const { ref, onKeyDown, onClick } = useDisclosureMenu()

  return (
    <details ref={ref} className="group xl:hidden" onKeyDown={onKeyDown}>
      <summary className="grid size-11 cursor-pointer list-none place-items-center rounded-full text-white hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-accent [&::-webkit-details-marker]:hidden">
        <Menu aria-hidden className="size-6 group-open:hidden" />
        <X aria-hidden className="hidden size-6 group-open:block" />
        <span className="sr-only group-open:hidden">{t('nav.openMenu')}</span>
        <span className="sr-only hidden group-open:inline">{t('nav.closeMenu')}</span>
      </summary>
      <div
        onClick={onClick}
        className="absolute inset-x-0 top-[calc(100%+4px)] z-40 max-h-[calc(100dvh-5rem)] overflow-y-auto bg-primary px-4 pb-8 pt-2 text-primary-fg shadow-2xl sm:px-6"
      >
        {/* Its own name: the desktop bar's nav, hidden by CSS, is still in the page as "Main navigation". */}
        <nav aria-label={t('nav.menu')}>
          <ul>
            {items.map((item) => (
              <li key={item.key} className="border-b border-white/10">
                <LocaleLink
                  to={item.to}
                  aria-current={item.key === activeKey ? 'page' : undefined}
                  className="flex min-h-14 items-center text-sm font-bold uppercase tracking-[0.2em] text-white hover:text-accent aria-[current=page]:text-accent"
                >
                  {item.label}
                </LocaleLink>
              </li>
            ))}
          </ul>
        </nav>
        <BookLink className="mt-6 flex w-full sm:hidden" />
        <div className="mt-4 grid grid-cols-2 gap-3">
          <a href={telHref(tenant.contact.phone)} className="flex min-h-11 items-center whitespace-nowrap justify-center gap-2 rounded-full border border-white/30 px-3 text-xs font-semibold text-white hover:border-accent">
            <Phone aria-hidden className="size-4 text-accent" /> {t('footer.support247')}
          </a>
          <a href={whatsappHref(tenant.contact.whatsapp)} className="flex min-h-11 items-center justify-center gap-2 rounded-full border border-white/30 px-3 text-xs font-semibold text-white hover:border-accent">
            <MessageCircle aria-hidden className="size-4 text-accent" /> WhatsApp
          </a>
        </div>
        <div className="mt-6">
          <LocaleSwitcher tone="dark" />
          <CurrencySwitcher tone="dark" />
        </div>
      </div>
    </details>
  )
}
