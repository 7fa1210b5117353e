// POST /sign-out: this browser's session ends. (Every browser: Account → Sign out everywhere.)
import { redirect, type ActionFunctionArgs } from '@remix-run/node'
import { signOut } from '../../models/partners/staff.server'
import { hubContext } from '../../utils/hub-context'
import { destroyHubSession, readHubSessionId } from '../session.server'

export async function action({ request, context }: ActionFunctionArgs) {
  const sessionId = await readHubSessionId(request)
  if (sessionId) await signOut(hubContext(context).db, sessionId)
  throw redirect('/sign-in', { headers: { 'Set-Cookie': await destroyHubSession(request) } })
}

export function loader(): never {
  throw redirect('/')
}
