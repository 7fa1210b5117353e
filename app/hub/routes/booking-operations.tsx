// POST /s/:supplier/bookings/:booking/operations: check-in, undo (owner), no-show, pay-later settlement and
// cancellation (owner), from the manifest and the booking page. Each answers with a redirect back and a toast;
// a booking of another supplier is a 404 with nothing written.
import { parseWithZod } from '@conform-to/zod/v4'
import { redirect, type ActionFunctionArgs } from '@remix-run/node'
import { currencyDigits } from '../../domain/money'
import { bookingById } from '../../models/partners/booking-lookup.server'
import { checkIn, markNoShow, settlePayLater, undoCheckIn, type Actor } from '../../models/partners/operations.server'
import { supplierCancel } from '../../models/partners/supplier-cancel.server'
import { hubContext } from '../../utils/hub-context'
import { setFlash, type Flash } from '../flash.server'
import { OperationSchema, toMinorUnits } from '../operations-schema'
import { requireSupplier, safeNext } from '../session.server'

export function loader(): never {
  throw new Response('Not found', { status: 404 })
}

const OWNER_ONLY = new Set(['undo-check-in', 'cancel'])
const notFound = () => new Response('Not found', { status: 404 })

export async function action({ request, context, params }: ActionFunctionArgs) {
  const ctx = hubContext(context)
  const form = await request.formData()
  const intent = String(form.get('intent') ?? '')
  const { staff, supplier } = await requireSupplier(ctx, request, params.supplier, OWNER_ONLY.has(intent) ? 'owner' : 'staff')
  const booking = await bookingById(ctx.db, supplier.supplierId, params.booking ?? '')
  if (!booking) throw notFound()
  const submission = parseWithZod(form, { schema: OperationSchema })
  const back = safeNext(submission.payload.back as string | undefined) ?? `/s/${supplier.slug}/bookings/${booking.id}`
  const answer = async (flash: Flash) => redirect(back, { headers: { 'Set-Cookie': await setFlash(flash) } })
  if (submission.status !== 'success') return answer({ kind: 'error', message: 'checkin.operations.invalid' })
  const actor: Actor = { staffId: staff.id, supplierId: supplier.supplierId }
  const v = submission.value
  const values = { reference: booking.reference, name: booking.leadName }
  switch (v.intent) {
    case 'check-in': {
      const r = await checkIn(ctx, actor, { bookingId: booking.id })
      if (r.ok) return answer({ kind: 'success', message: 'checkin.result.checkedIn', values })
      if (r.reason === 'already') return answer({ kind: 'info', message: 'checkin.result.alreadyShort', values })
      return answer({ kind: 'error', message: `checkin.operations.${r.reason}`, values })
    }
    case 'undo-check-in':
    case 'no-show': {
      const r = v.intent === 'no-show' ? await markNoShow(ctx, actor, booking.id) : await undoCheckIn(ctx, actor, booking.id)
      if (!r.ok) return answer({ kind: 'error', message: `checkin.operations.${r.reason}`, values })
      return answer({ kind: 'success', message: v.intent === 'no-show' ? 'checkin.operations.noShowDone' : 'checkin.operations.undoDone', values })
    }
    case 'settle': {
      const amount = toMinorUnits(v.amount, currencyDigits(booking.currency))
      if (amount === null) return answer({ kind: 'error', message: 'checkin.settle.amountInvalid' })
      const r = await settlePayLater(ctx, actor, booking.id, { amount, method: v.method, note: v.note || null })
      if (!r.ok) return answer({ kind: 'error', message: `checkin.operations.${r.reason}`, values })
      return answer({ kind: 'success', message: 'checkin.settle.done', values })
    }
    case 'cancel': {
      const r = await supplierCancel(ctx, actor, booking.id)
      if (!r.ok) return answer({ kind: r.reason === 'already_cancelled' ? 'info' : 'error', message: `checkin.operations.${r.reason}`, values })
      return answer({ kind: 'success', message: r.money === 'refund' ? 'checkin.cancel.refunded' : 'checkin.cancel.done', values })
    }
  }
}
