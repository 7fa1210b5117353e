// The kit's phone menu (the default theme wears it): the kit's MobileMenu on the light surface. Its links are
// component classes (`kit-menu-*`, app/tailwind.css): they repeat once per nav item.
import type { MobileMenuProps } from '../../contract'
import { MobileMenu, type MobileMenuClasses } from '../mobile-menu'

const LIGHT: MobileMenuClasses = {
  root: 'lg:hidden',
  summary: 'kit-menu-toggle',
  panel: 'kit-menu-panel',
  list: 'divide-y divide-line',
  link: 'kit-menu-link',
  contact: 'mt-4 grid grid-cols-2 gap-3',
  call: 'kit-menu-contact',
  callIcon: 'size-4 text-primary',
  whatsapp: 'kit-menu-contact',
  whatsappIcon: 'size-4 text-success',
  switchers: 'mt-4',
}

export function KitMobileMenu(props: MobileMenuProps) {
  return <MobileMenu {...props} classes={LIGHT} />
}
