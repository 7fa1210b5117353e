// /s/:supplier/statements.csv (owners): the month the statements page shows, as CSV — a row per booking, a row per
// site and currency, a total per currency. Built at once rather than streamed (decision 049): the statement is read
// whole to be totalled anyway, and one supplier's month is hundreds of rows.
import type { LoaderFunctionArgs } from '@remix-run/node'
import { getStatement, statementCsv, statementMonth, statementTenant } from '../../models/partners/statements.server'
import { hubContext } from '../../utils/hub-context'
import { requireSupplier } from '../session.server'

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const ctx = hubContext(context)
  const { supplier, staff } = await requireSupplier(ctx, request, params.supplier, 'owner')
  const url = new URL(request.url)
  const month = statementMonth(url.searchParams.get('month'), supplier.timeZone)
  const tenant = statementTenant(url.searchParams.get('tenant'))
  const rateOf = (id: string) => ctx.getTenant(id)?.commission?.percent ?? null
  const statement = await getStatement(ctx.db, supplier.supplierId, { month, tenant, locale: staff.locale, currency: supplier.currency }, rateOf)
  const body = statementCsv(statement, { tenantName: (id) => ctx.getTenant(id)?.name ?? id })
  return new Response(body, {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="${supplier.slug}-statement-${month}${tenant ? `-${tenant}` : ''}.csv"`,
      'Cache-Control': 'no-store',
    },
  })
}
