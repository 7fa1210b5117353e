// Phone menu on <details>/<summary>, so it opens before (or without) JavaScript; once hydrated it also
// closes on navigation, on Escape and after a link inside it is followed.
import { Menu, MessageCircle, Phone, X } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { useDisclosureMenu } from '~/components/disclosure-menu'
import { LocaleLink } from '~/components/locale-link'
import { CurrencySwitcher } from '~/components/currency-switcher'
import { LocaleSwitcher } from '~/components/locale-switcher'
import type { useSiteNav } from '~/components/site-nav'
import type { PublicTenant } from '../contract'
import { telHref, whatsappHref } from '~/utils/contact-links'

type Props = { tenant: PublicTenant; nav: ReturnType<typeof useSiteNav>; activeKey: string | undefined }

export function MobileMenu({ tenant, nav, activeKey }: Props) {
  const { t } = useTranslation()
  const { ref, onKeyDown, onClick } = useDisclosureMenu()

  return (
    <details ref={ref} className="group lg:hidden" onKeyDown={onKeyDown}>
      <summary className="grid size-11 cursor-pointer list-none place-items-center rounded-control text-ink hover:bg-surface-alt focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary [&::-webkit-details-marker]:hidden">
        <Menu aria-hidden className="size-6 group-open:hidden" />
        <X aria-hidden className="hidden size-6 group-open:block" />
        <span className="sr-only group-open:hidden">{t('nav.openMenu')}</span>
        <span className="sr-only hidden group-open:inline">{t('nav.closeMenu')}</span>
      </summary>
      <div
        onClick={onClick}
        className="absolute inset-x-0 top-full z-40 max-h-[calc(100dvh-4rem)] overflow-y-auto border-y border-line bg-surface px-4 pb-6 pt-2 shadow-xl"
      >
        {/* Its own name: the desktop bar's nav, hidden by CSS, is still in the page as "Main navigation". */}
        <nav aria-label={t('nav.menu')}>
          <ul className="divide-y divide-line">
            {nav.primary.map((item) => (
              <li key={item.key}>
                <LocaleLink
                  to={item.to}
                  aria-current={item.key === activeKey ? 'page' : undefined}
                  className="flex min-h-12 items-center text-base font-semibold text-ink aria-[current=page]:text-primary"
                >
                  {item.label}
                </LocaleLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="mt-4 grid grid-cols-2 gap-3">
          <a href={telHref(tenant.contact.phone)} className="flex min-h-12 items-center whitespace-nowrap justify-center gap-2 rounded-control border border-line text-sm font-semibold text-ink">
            <Phone aria-hidden className="size-4 text-primary" /> {t('footer.support247')}
          </a>
          <a href={whatsappHref(tenant.contact.whatsapp)} className="flex min-h-12 items-center justify-center gap-2 rounded-control border border-line text-sm font-semibold text-ink">
            <MessageCircle aria-hidden className="size-4 text-success" /> {t('footer.whatsapp')}
          </a>
        </div>
        <div className="mt-4">
          <LocaleSwitcher tone="light" />
          <CurrencySwitcher tone="light" />
        </div>
      </div>
    </details>
  )
}
