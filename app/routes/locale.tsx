// POST /locale: remember the visitor's language and show the same page in it (spec §2, §4).
import { redirect, type ActionFunctionArgs } from '@remix-run/node'
import { z } from '~/domain/zod'
import { serializeLocaleCookie } from '~/utils/locale-detect'
import { LOCALES, switchLocalePath } from '~/domain/locales'

const LocaleChangeSchema = z.object({
  locale: z.enum(LOCALES),
  // Only a path on this site: never an open redirect.
  redirectTo: z
    .string()
    .regex(/^\/(?!\/)[^\s\\]*$/)
    .catch('/'),
})

export async function action({ request, context }: ActionFunctionArgs) {
  const parsed = LocaleChangeSchema.safeParse(Object.fromEntries(await request.formData()))
  if (!parsed.success || !context.tenant.locales.includes(parsed.data.locale)) {
    throw new Response('This language is not available on this site.', { status: 400 })
  }
  const secure = new URL(request.url).protocol === 'https:'
  return redirect(switchLocalePath(parsed.data.redirectTo, parsed.data.locale), {
    headers: { 'Set-Cookie': serializeLocaleCookie(parsed.data.locale, secure) },
  })
}

export async function loader() {
  return redirect('/')
}
