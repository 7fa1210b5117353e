// The header's account entry: "Sign in" for visitors; for a signed-in user a small menu with "Your Booking"
// and "Sign out". Every theme places it beside the cart with its own classes. The user comes from the root
// loader, which only looks when a session cookie is sent, so shared cached pages always show "Sign in".
import { Form, useLocation } from '@remix-run/react'
import { UserRound, LogOut, ReceiptText, UserRoundCheck } from './icons'
import { useTranslation } from 'react-i18next'
import { useDisclosureMenu } from '~/components/disclosure-menu'
import { useRootData } from '~/hooks/root-data'
import { splitLocalePrefix } from '~/domain/locales'
import { LocaleLink, useLocalePath } from './locale-link'

type Props = { className: string; iconClassName?: string; strokeWidth?: number }

const ITEM = 'flex w-full items-center gap-2 rounded-control px-3 py-2 text-left text-sm font-medium text-ink hover:bg-surface-alt focus-visible:outline-2 focus-visible:outline-primary'

/** The sign-in page, coming back to this page afterwards unless this page is itself an account screen. */
function useSignInPath(): string {
  const location = useLocation()
  if (splitLocalePrefix(location.pathname).rest.startsWith('/auth/')) return '/auth/login'
  return `/auth/login?${new URLSearchParams({ redirectTo: location.pathname + location.search })}`
}

export function AccountLink({ className, iconClassName = 'size-6', strokeWidth }: Props) {
  const { t } = useTranslation()
  const account = useRootData()?.account
  const menu = useDisclosureMenu()
  const signInPath = useSignInPath()
  if (!account) {
    return (
      <LocaleLink to={signInPath} aria-label={t('auth.signIn')} className={className} data-account-link="signed-out">
        <UserRound aria-hidden className={iconClassName} strokeWidth={strokeWidth} />
      </LocaleLink>
    )
  }
  return (
    <details ref={menu.ref} onKeyDown={menu.onKeyDown} className="relative" data-account-link="signed-in">
      <summary aria-label={t('auth.accountMenu')} className={`cursor-pointer list-none [&::-webkit-details-marker]:hidden ${className}`}>
        <UserRoundCheck aria-hidden className={iconClassName} strokeWidth={strokeWidth} />
      </summary>
      <div onClick={menu.onClick} className="absolute right-0 top-full z-40 mt-2 w-64 rounded-card border border-line bg-surface p-2 text-ink shadow-xl">
        <p className="truncate px-3 pb-2 pt-1 text-sm">
          <span className="block font-semibold">{t('auth.hello', { name: account.firstName })}</span>
          <span className="block truncate text-muted">{account.email}</span>
        </p>
        <AccountEntries className={ITEM} iconClassName="size-4" />
      </div>
    </details>
  )
}

/** The same entries as rows of a theme's phone menu, for headers with no room for another icon. */
export function AccountMenuLinks({ className }: { className: string }) {
  const { t } = useTranslation()
  const account = useRootData()?.account
  const signInPath = useSignInPath()
  if (!account) {
    return (
      <LocaleLink to={signInPath} className={className}>
        <UserRound aria-hidden className="size-5" /> {t('auth.signIn')}
      </LocaleLink>
    )
  }
  return <AccountEntries className={className} iconClassName="size-5" />
}

/** A signed-in visitor's entries: their bookings, and signing out. */
function AccountEntries({ className, iconClassName }: { className: string; iconClassName: string }) {
  const { t } = useTranslation()
  const localize = useLocalePath()
  return (
    <>
      <LocaleLink to="/invoices" className={className}>
        <ReceiptText aria-hidden className={iconClassName} /> {t('nav.invoices')}
      </LocaleLink>
      <Form method="post" action={localize('/auth/logout')}>
        <button type="submit" className={className}>
          <LogOut aria-hidden className={iconClassName} /> {t('auth.signOut')}
        </button>
      </Form>
    </>
  )
}
