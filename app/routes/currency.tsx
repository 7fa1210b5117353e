// POST /currency: remember the visitor's display currency (one of the tenant's) and go back to the page.
import { redirect, type ActionFunctionArgs } from '@remix-run/node'
import { z } from '~/domain/zod'
import { serializeCurrencyCookie, tenantCurrencies } from '~/utils/currency'

const CurrencyChangeSchema = z.object({
  currency: z.string().regex(/^[A-Z]{3}$/),
  // Only a path on this site: never an open redirect.
  redirectTo: z
    .string()
    .regex(/^\/(?!\/)[^\s\\]*$/)
    .catch('/'),
})

export async function action({ request, context }: ActionFunctionArgs) {
  const parsed = CurrencyChangeSchema.safeParse(Object.fromEntries(await request.formData()))
  if (!parsed.success || !tenantCurrencies(context.tenant).includes(parsed.data.currency)) {
    throw new Response('This currency is not available on this site.', { status: 400 })
  }
  const secure = new URL(request.url).protocol === 'https:'
  return redirect(parsed.data.redirectTo, { headers: { 'Set-Cookie': serializeCurrencyCookie(parsed.data.currency, secure) } })
}

export async function loader() {
  return redirect('/')
}
