// The root route's data, read by every page (useRootData): the tenant as a browser may see it, the strings of
// its locale and theme (by key), the cart count, the account menu and a flash toast.
import { data as withHeaders, type LoaderFunctionArgs } from '@remix-run/node'
import { toPublicTenant } from '../domain/public-tenant'
import { tenantCurrencies } from '../utils/currency'
import { takeFlash } from '../utils/flash.server'
import { buyerState } from './buyer-state.server'
import { pageMessagesKey } from '../i18n/page-messages.server'

export async function loadRoot({ context, request }: LoaderFunctionArgs) {
  const { tenant, locale } = context
  const flash = await takeFlash(request)
  const { cartCount, account } = await buyerState(context, request)
  const data = {
    cartCount,
    account,
    locale,
    currency: context.currency,
    currencies: tenantCurrencies(tenant),
    tenant: toPublicTenant(tenant, locale),
    theme: { id: tenant.layout.theme, options: tenant.layout.options },
    /** The strings travel by this key (`/_messages/{key}.json`, app/i18n/page-messages.ts), not in this payload. */
    messagesKey: pageMessagesKey(tenant.layout.theme, locale),
    redirectFrom: tenant.redirects.map((r) => r.from),
    /** A toast an action left for this page (flash.server.ts), shown once. */
    flash: flash?.toast ?? null,
  }
  return withHeaders(data, flash ? { headers: { 'Set-Cookie': flash.clear } } : undefined)
}
