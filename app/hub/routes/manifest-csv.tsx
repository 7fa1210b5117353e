// /s/:supplier/manifest.csv?date=YYYY-MM-DD: the day's manifest as a spreadsheet, one row per booking.
import type { LoaderFunctionArgs } from '@remix-run/node'
import { isValidDate, todayIn, wallClock } from '../../domain/zoned-time'
import { getManifest } from '../../models/partners/manifest.server'
import { hubContext } from '../../utils/hub-context'
import { csvRow } from '../../domain/csv'
import { requireSupplier } from '../session.server'

const HEAD = ['date', 'time', 'experience', 'option', 'reference', 'status', 'lead_traveller', 'phone', 'email', 'adults', 'children', 'infants', 'items', 'travellers', 'extras', 'pickup', 'pickup_time', 'answers', 'tenant', 'pay_later', 'settled', 'checked_in_at', 'checked_in_by', 'no_show']

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const ctx = hubContext(context)
  const { staff, supplier } = await requireSupplier(ctx, request, params.supplier)
  const asked = new URL(request.url).searchParams.get('date')
  const date = asked && isValidDate(asked) ? asked : todayIn(supplier.timeZone)
  const departures = await getManifest(ctx.db, supplier.supplierId, date, { locale: staff.locale, tenantName: (id) => ctx.getTenant(id)?.name ?? id })
  let body = csvRow(HEAD)
  for (const d of departures) {
    for (const b of d.bookings) {
      const extras = b.extras.map((x) => `${x.name} x${x.quantity}`).join('; ')
      // Every answer in one cell, 'Flight number: EK 2; …'; csvCell defuses one that starts like a formula.
      const answers = b.answers.map((a) => `${a.label}: ${a.value}`).join('; ')
      const checkedIn = b.checkedInAt ? wallClock(new Date(b.checkedInAt), d.timeZone).time : null
      body += csvRow([date, d.time, d.title, d.option, b.reference, b.status, b.leadName, b.phone, b.email, b.units.adult ?? 0, b.units.child ?? 0, b.units.infant ?? 0, b.units.item ?? 0, b.travellers, extras, b.pickup?.name, b.pickup?.time, answers, b.tenantName, b.payLater ? 'yes' : 'no', b.settled ? 'yes' : 'no', checkedIn, b.checkedInBy, b.noShowAt ? 'yes' : 'no'])
    }
  }
  return new Response(body, {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="manifest-${supplier.slug}-${date}.csv"`,
      'Cache-Control': 'private, no-store',
    },
  })
}
