// The header's controls, one implementation for every theme: search (a field and/or a button with its panel),
// language, currency, account and the cart with its count. A theme places them and gives them classes and a
// tone; it never re-implements them. They render side by side, without a wrapper, inside the theme's bar.
import type { ReactNode } from 'react'
import { AccountLink } from '~/components/account-link'
import { CartLink } from '~/components/cart/link'
import { HeaderSearch, HeaderSearchToggle } from '~/components/header-search'
import { HeaderSwitchers } from './switchers'

type Props = {
  tone?: 'light' | 'dark'
  /** `field`: the compact search field's classes (with its display, e.g. `hidden w-48 xl:flex`); leave it out for
   * a button only. `toggle` and `panel`: the search button's and its panel's. */
  search: { field?: string; toggle?: string; panel?: string }
  /** The wrapper of the language and currency switchers, with its display (only one language switcher shows); `null`
   * when the theme places them elsewhere with `HeaderSwitchers` (e.g. in a utility bar). */
  switchersClassName: string | null
  /** The switchers' faces: the theme's type, case, colour and border or underline (see switchers.tsx). */
  switcherClassName?: string
  /** Account and cart buttons; `accountClassName` when the account differs (e.g. hidden on small phones). */
  buttonClassName: string
  accountClassName?: string
  iconClassName?: string
  strokeWidth?: number
  /** Placed after the search controls (e.g. a phone link). */
  children?: ReactNode
}

export function HeaderActions({ tone = 'light', search, switchersClassName, switcherClassName, buttonClassName, accountClassName, iconClassName, strokeWidth, children }: Props) {
  return (
    <>
      {search.field === undefined ? null : <HeaderSearch tone={tone} className={search.field} />}
      <HeaderSearchToggle tone={tone} className={search.toggle} panelClassName={search.panel} panelTone={tone} />
      {children}
      {switchersClassName === null ? null : <HeaderSwitchers tone={tone} className={switchersClassName} switcherClassName={switcherClassName} />}
      <AccountLink className={accountClassName ?? buttonClassName} iconClassName={iconClassName} strokeWidth={strokeWidth} />
      <CartLink className={buttonClassName} iconClassName={iconClassName} strokeWidth={strokeWidth} />
    </>
  )
}
