// The get-that-boat phone and tablet menu: the kit's menu on navy, links in wide capitals, the Book pill.
import type { MobileMenuProps } from '../contract'
import { MobileMenu as KitMobileMenu } from '../kit'
import { BookLink } from './book-link'

const BUTTON = 'gtb-menu-contact'

export function MobileMenu(props: MobileMenuProps) {
  return (
    <KitMobileMenu
      {...props}
      tone="dark"
      whatsappLabel="WhatsApp"
      classes={{
        root: 'xl:hidden',
        summary: 'rounded-full text-white hover:bg-white/10 focus-visible:outline-accent',
        panel: 'top-[calc(100%+4px)] max-h-[calc(100dvh-5rem)] bg-primary px-4 pb-8 pt-2 text-primary-fg shadow-2xl sm:px-6',
        item: 'border-b border-white/10',
        link: 'gtb-menu-link',
        contact: 'mt-4 grid grid-cols-2 gap-3',
        call: BUTTON,
        callIcon: 'size-4 text-accent',
        whatsapp: BUTTON,
        whatsappIcon: 'size-4 text-accent',
        switchers: 'mt-6',
      }}
    >
      <BookLink className="mt-6 flex w-full sm:hidden" />
    </KitMobileMenu>
  )
}
