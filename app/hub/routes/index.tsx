// `/`: signed in → the person's supplier (or the suppliers list for an admin); otherwise the sign-in page.
import { redirect, type LoaderFunctionArgs } from '@remix-run/node'
import { hubContext } from '../../utils/hub-context'
import { homeOf, optionalStaff } from '../session.server'

export async function loader({ request, context }: LoaderFunctionArgs) {
  const ctx = hubContext(context)
  const staff = await optionalStaff(ctx, request)
  throw redirect(staff ? await homeOf(ctx, staff.id, staff.isPlatformAdmin) : '/sign-in')
}
