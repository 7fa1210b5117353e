// The phone and tablet menu, on <details>/<summary> so it opens before (or without) JavaScript; once
// hydrated it also closes on navigation, on Escape and after a link inside it is followed.
import { Menu, MessageCircle, Phone, X } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { AccountMenuLinks } from '~/components/account-link'
import { useDisclosureMenu } from '~/components/disclosure-menu'
import { LocaleLink } from '~/components/locale-link'
import { CurrencySwitcher } from '~/components/currency-switcher'
import { LocaleSwitcher } from '~/components/locale-switcher'
import type { PublicTenant } from '../contract'
import { telHref, whatsappHref } from '~/utils/contact-links'

type NavItem = { key: string; to: string; label: string }
type Props = { tenant: PublicTenant; items: NavItem[]; activeKey: string | undefined }

export function MobileMenu({ tenant, items, activeKey }: Props) {
  const { t } = useTranslation()
  const { ref, onKeyDown, onClick } = useDisclosureMenu()

  return (
    <details ref={ref} className="group xl:hidden" onKeyDown={onKeyDown}>
      <summary className="grid size-11 cursor-pointer list-none place-items-center rounded-full text-primary-fg hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-accent [&::-webkit-details-marker]:hidden">
        <Menu aria-hidden className="size-6 group-open:hidden" strokeWidth={1.5} />
        <X aria-hidden className="hidden size-6 group-open:block" strokeWidth={1.5} />
        <span className="sr-only group-open:hidden">{t('nav.openMenu')}</span>
        <span className="sr-only hidden group-open:inline">{t('nav.closeMenu')}</span>
      </summary>
      <div
        onClick={onClick}
        className="absolute inset-x-0 top-full z-40 max-h-[calc(100dvh-7.5rem)] overflow-y-auto border-t border-accent/40 bg-[var(--deira-night)] px-6 pb-8 pt-4 text-primary-fg shadow-2xl"
      >
        <ul>
          {items.map((item) => (
            <li key={item.key} className="border-b border-white/10">
              <LocaleLink
                to={item.to}
                aria-current={item.key === activeKey ? 'page' : undefined}
                className="flex min-h-14 items-center font-heading text-2xl text-primary-fg hover:text-accent aria-[current=page]:text-accent"
              >
                {item.label}
              </LocaleLink>
            </li>
          ))}
        </ul>
        <div className="border-b border-white/10 py-2 sm:hidden">
          <AccountMenuLinks className="flex min-h-12 w-full items-center gap-3 text-left text-base text-primary-fg hover:text-accent" />
        </div>
        <div className="mt-6 grid gap-3 sm:grid-cols-2">
          <a href={telHref(tenant.contact.phone)} className="flex min-h-12 items-center whitespace-nowrap justify-center gap-2 rounded-control bg-accent px-4 text-sm font-semibold text-accent-fg">
            <Phone aria-hidden className="size-4" /> {t('footer.support247')} · <span dir="ltr">{tenant.contact.phone}</span>
          </a>
          <a href={whatsappHref(tenant.contact.whatsapp)} className="flex min-h-12 items-center justify-center gap-2 rounded-control border border-accent/60 px-4 text-sm font-semibold text-primary-fg">
            <MessageCircle aria-hidden className="size-4 text-accent" /> {t('footer.whatsapp')}
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
