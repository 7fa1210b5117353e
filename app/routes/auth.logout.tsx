// POST /auth/logout: deletes the session row and the cookie, then goes home. A GET does nothing but go home,
// so a link or an image elsewhere cannot sign anyone out.
import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { endSession } from '~/models/accounts/visitor-session.server'
import { localizePath } from '~/domain/locales'
import { refuseDisabledLocale } from '~/models/catalogue/route-rules.server'

export async function action({ request, context }: ActionFunctionArgs) {
  return endSession(context, request)
}

export async function loader({ context }: LoaderFunctionArgs) {
  refuseDisabledLocale(context)
  return redirect(localizePath('/', context.locale))
}
