// The kit's phone menu (the default theme wears it): the kit's MobileMenu on the light surface.
import type { MobileMenuProps } from '../../contract'
import { MobileMenu, type MobileMenuClasses } from '../mobile-menu'

const LIGHT: MobileMenuClasses = {
  root: 'lg:hidden',
  summary: 'rounded-control text-ink hover:bg-surface-alt focus-visible:outline-offset-2 focus-visible:outline-primary',
  panel: 'top-full max-h-[calc(100dvh-4rem)] border-y border-line bg-surface px-4 pb-6 pt-2 shadow-xl',
  list: 'divide-y divide-line',
  link: 'flex min-h-12 items-center text-base font-semibold text-ink aria-[current=page]:text-primary',
  contact: 'mt-4 grid grid-cols-2 gap-3',
  call: 'flex min-h-12 items-center justify-center gap-2 rounded-control border border-line text-sm font-semibold text-ink',
  callIcon: 'size-4 text-primary',
  whatsapp: 'flex min-h-12 items-center justify-center gap-2 rounded-control border border-line text-sm font-semibold text-ink',
  whatsappIcon: 'size-4 text-success',
  switchers: 'mt-4',
}

export function KitMobileMenu(props: MobileMenuProps) {
  return <MobileMenu {...props} classes={LIGHT} />
}
