// The get-that-boat phone and tablet menu: the kit's menu on navy, links in wide capitals, the Book pill.
import type { MobileMenuProps } from '../contract'
import { MobileMenu as KitMobileMenu } from '../kit'
import { BookLink } from './book-link'

const BUTTON = 'flex min-h-11 items-center justify-center gap-2 rounded-full border border-white/30 px-3 text-xs font-semibold text-white hover:border-accent'

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
        link: 'flex min-h-14 items-center text-sm font-bold uppercase tracking-[0.2em] text-white hover:text-accent aria-[current=page]:text-accent',
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
