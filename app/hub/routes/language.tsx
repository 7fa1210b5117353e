// POST /language: the hub's language before signing in (a cookie), and the account's once signed in (which
// its emails follow too). Back to the page it was chosen on.
import { redirect, type ActionFunctionArgs } from '@remix-run/node'
import { z } from '../../domain/zod'
import { setStaffLocale } from '../../models/partners/staff.server'
import { hubContext } from '../../utils/hub-context'
import { HUB_LOCALES } from '../locales/define'
import { commitLanguage, optionalStaff, safeNext } from '../session.server'

const LanguageSchema = z.object({ locale: z.enum(HUB_LOCALES), back: z.string().max(500).optional() })

export async function action({ request, context }: ActionFunctionArgs) {
  const ctx = hubContext(context)
  const parsed = LanguageSchema.safeParse(Object.fromEntries(await request.formData()))
  if (!parsed.success) throw new Response('Bad request', { status: 400 })
  const staff = await optionalStaff(ctx, request)
  if (staff) await setStaffLocale(ctx.db, staff, parsed.data.locale)
  throw redirect(safeNext(parsed.data.back) ?? '/', { headers: { 'Set-Cookie': await commitLanguage(parsed.data.locale) } })
}

export function loader(): never {
  throw redirect('/')
}
