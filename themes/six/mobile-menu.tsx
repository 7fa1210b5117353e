// The six phone menu: the kit's menu as a night panel under the ivory bar, its links in wide ivory capitals and
// the concierge's two lines in hairline boxes.
import type { MobileMenuProps } from '../contract'
import { MobileMenu as KitMobileMenu } from '../kit'

const LINE = 'flex min-h-12 items-center justify-center gap-2 border border-white/25 px-2 text-[0.6875rem] uppercase tracking-[0.14em] text-primary-fg'

const NIGHT = {
  root: 'lg:hidden',
  summary: 'text-ink focus-visible:outline-ink',
  panel: 'top-full max-h-[calc(100dvh-5rem)] bg-[var(--six-night)] px-6 pb-10 pt-4 [&_:focus-visible]:outline-accent',
  item: 'border-b border-white/10',
  link: 'flex min-h-14 items-center text-sm uppercase tracking-[0.3em] text-primary-fg aria-[current=page]:text-accent',
  contact: 'mt-8 grid grid-cols-2 gap-3',
  call: LINE,
  callIcon: 'size-4 text-accent',
  whatsapp: LINE,
  whatsappIcon: 'size-4 text-accent',
  switchers: 'mt-8',
}

export function MobileMenu({ tenant, nav }: MobileMenuProps) {
  return <KitMobileMenu tenant={tenant} nav={nav} tone="dark" strokeWidth={1.25} whatsappLabel="WhatsApp" classes={NIGHT} />
}
