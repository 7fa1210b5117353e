// The answer to a request from inside the hub (the inbox and a booking's page post here): parsed, scoped to
// the signed-in supplier (another supplier's booking is "not found"), answered once, told by a flash.
import { parseWithZod } from '@conform-to/zod/v4'
import { answerInHub, bookingReferenceOf } from '../models/partners/decisions.server'
import type { HubContext } from '../utils/hub-context'
import type { SupplierAccess } from './session.server'
import { setFlash } from './flash.server'
import { DecisionSchema } from './schemas'

export async function answerFromHub(ctx: HubContext, access: SupplierAccess, formData: FormData, bookingId?: string): Promise<string> {
  const submission = parseWithZod(formData, { schema: DecisionSchema })
  if (submission.status !== 'success' || (bookingId && submission.value.bookingId !== bookingId)) throw new Response('Bad request', { status: 400 })
  const { intent, bookingId: id } = submission.value
  const result = await answerInHub(ctx, { supplierId: access.supplier.supplierId, bookingId: id, decision: intent, staffId: access.staff.id })
  if (!result.ok && result.error === 'not_found') throw new Response('Not found', { status: 404 })
  if (!result.ok) return setFlash({ kind: 'info', message: 'requests.flash.notPending' })
  const reference = (await bookingReferenceOf(ctx.db, id)) ?? ''
  return setFlash({ kind: 'success', message: intent === 'confirm' ? 'requests.flash.confirmed' : 'requests.flash.declined', values: { reference } })
}
