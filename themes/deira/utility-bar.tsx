// The thin gold bar above the header: the tenant's promise on the left, 24/7 phone and WhatsApp on the right, and
// from xl up the language and currency switchers: the bar under it, split around the centred logo, has no room for them
// side by side at laptop widths (stacked, they broke the row), and below xl they live in the phone menu.
import { useTranslation } from 'react-i18next'
import type { PublicTenant } from '../contract'
import { CallLink, HeaderSwitchers, WhatsAppLink } from '../kit'

const LINK = 'inline-flex items-center gap-1.5 rounded-sm font-semibold hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent-fg'

export function UtilityBar({ tenant }: { tenant: PublicTenant }) {
  const { t } = useTranslation()
  const { t: tt } = useTranslation('theme')
  return (
    <div className="bg-accent text-accent-fg">
      <div className="mx-auto flex h-9 max-w-7xl items-center justify-center gap-4 px-4 text-xs font-medium sm:justify-between sm:px-6 lg:px-8">
        <p className="hidden truncate tracking-wide md:block">{tt('utility.tagline')}</p>
        <div className="flex items-center gap-4 sm:gap-6">
          <CallLink tenant={tenant} className={LINK} iconClassName="size-3.5">
            <span className="sr-only sm:not-sr-only">{t('footer.support247')}:</span>
            <span dir="ltr">{tenant.contact.phone}</span>
          </CallLink>
          <WhatsAppLink tenant={tenant} className={LINK} iconClassName="size-3.5">
            <span className="sm:hidden">WhatsApp</span>
            <span className="hidden sm:inline">{t('footer.whatsapp')}</span>
          </WhatsAppLink>
          <HeaderSwitchers className="hidden shrink-0 items-center gap-3 xl:flex" switcherClassName="h-7 rounded-none border-0 border-b border-current/40 px-0.5 text-xs font-semibold uppercase tracking-[0.14em] text-inherit hover:border-current" />
        </div>
      </div>
    </div>
  )
}
