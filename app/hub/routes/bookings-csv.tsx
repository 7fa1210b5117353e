// /s/:supplier/bookings.csv: the filtered list as CSV, streamed page by page (models/partners/bookings.server.ts
// streamBookings): the response starts at once and memory stays flat whatever the number of bookings.
import type { LoaderFunctionArgs } from '@remix-run/node'
import { CSV_BOM, csvRow } from '../../domain/csv'
import { parseBookingFilters, streamBookings } from '../../models/partners/bookings.server'
import { hubContext } from '../../utils/hub-context'
import { requireSupplier } from '../session.server'

const HEADER = ['reference', 'status', 'pay_later', 'checked_in_at', 'departure_date', 'start_time', 'time_zone', 'experience', 'option', 'lead_first_name', 'lead_last_name', 'email', 'phone', 'adults', 'children', 'infants', 'items', 'travellers', 'amount', 'currency', 'sold_through', 'booked_at']

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const ctx = hubContext(context)
  const { supplier } = await requireSupplier(ctx, request, params.supplier)
  const filters = parseBookingFilters(new URL(request.url).searchParams)
  const encoder = new TextEncoder()
  const rows = streamBookings(ctx.db, supplier.supplierId, filters)
  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(encoder.encode(CSV_BOM + csvRow(HEADER)))
    },
    // Pulled as the client reads: a slow download reads the database no faster than it is sent.
    async pull(controller) {
      const next = await rows.next()
      if (next.done) return controller.close()
      let chunk = ''
      for (const r of next.value) {
        const time = new Intl.DateTimeFormat('en-GB', { timeZone: r.timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(r.startsAt)
        const name = typeof r.optionName === 'object' && r.optionName ? (r.optionName as { en?: string }).en ?? '' : ''
        chunk += csvRow([r.reference, r.status, r.payLater ? 'yes' : 'no', r.checkedInAt?.toISOString() ?? '', r.localDate, time, r.timeZone, r.title, name, r.firstName, r.lastName, r.email, r.phone, r.units.adult ?? 0, r.units.child ?? 0, r.units.infant ?? 0, r.units.item ?? 0, r.travellers, (r.amount / 100).toFixed(2), r.currency, ctx.getTenant(r.tenantId)?.name ?? r.tenantId, r.createdAt.toISOString()])
      }
      controller.enqueue(encoder.encode(chunk))
    },
    async cancel() {
      await rows.return(undefined)
    },
  })
  const day = new Date().toISOString().slice(0, 10)
  return new Response(stream, {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="${supplier.slug}-bookings-${day}.csv"`,
      'Cache-Control': 'no-store',
    },
  })
}
