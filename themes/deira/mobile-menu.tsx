// The deira phone and tablet menu: the kit's menu on the night band, Playfair links, a gold call button.
import type { MobileMenuProps } from '../contract'
import { AccountMenuLinks, MobileMenu as KitMobileMenu } from '../kit'

export function MobileMenu(props: MobileMenuProps) {
  return (
    // The header bar is itself the main-nav landmark, so the list needs none of its own.
    <KitMobileMenu
      {...props}
      tone="dark"
      landmark={false}
      callNumber
      strokeWidth={1.5}
      classes={{
        root: 'xl:hidden',
        summary: 'rounded-full text-primary-fg hover:bg-white/10 focus-visible:outline-accent',
        panel: 'top-full max-h-[calc(100dvh-7.5rem)] border-t border-accent/40 bg-[var(--deira-night)] px-6 pb-8 pt-4 text-primary-fg shadow-2xl',
        item: 'border-b border-white/10',
        link: 'dr-menu-link',
        contact: 'mt-6 grid gap-3 sm:grid-cols-2',
        call: 'flex min-h-12 items-center justify-center gap-2 rounded-control bg-accent px-4 text-sm font-semibold text-accent-fg',
        callIcon: 'size-4',
        whatsapp: 'flex min-h-12 items-center justify-center gap-2 rounded-control border border-accent/60 px-4 text-sm font-semibold text-primary-fg',
        whatsappIcon: 'size-4 text-accent',
        switchers: 'mt-6',
      }}
    >
      <div className="border-b border-white/10 py-2 sm:hidden">
        <AccountMenuLinks className="flex min-h-12 w-full items-center gap-3 text-left text-base text-primary-fg hover:text-accent" />
      </div>
    </KitMobileMenu>
  )
}
