// GET /api/availability/{slug}?month=YYYY-MM → day statuses; ?date=YYYY-MM-DD → that date's options and prices.
// Unprefixed, so the language comes as ?lang= (one of the tenant's locales); the currency from the context.
import type { LoaderFunctionArgs } from '@remix-run/node'
import { z } from '~/domain/zod'
import { listDayStatuses } from '~/models/catalogue/availability.server'
import { getBookableExperience } from '~/models/catalogue/experience.server'
import { bookingWindow, loadBookingInput } from '~/pages/experience-page.server'
import { loadDateOptions } from '~/pages/experience-page-options.server'
import { addDays, daysInMonth, isValidDate } from '~/domain/zoned-time'

const QuerySchema = z
  .object({
    month: z
      .string()
      .regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'month must look like 2025-03')
      .optional(),
    date: z.string().refine(isValidDate, 'date must be a real date like 2025-03-14').optional(),
    lang: z.string().optional(),
  })
  .refine((q) => Boolean(q.month) !== Boolean(q.date), 'give either month or date')

const SlugSchema = z.string().regex(/^[a-z0-9-]{1,120}$/)

const json = (body: unknown, status = 200) =>
  Response.json(body, { status, headers: { 'cache-control': 'no-store', vary: 'Cookie' } })

export async function loader({ context, request, params }: LoaderFunctionArgs) {
  const slug = SlugSchema.safeParse(params.slug)
  if (!slug.success) return json({ message: 'Experience not found' }, 404)
  const query = QuerySchema.safeParse(Object.fromEntries(new URL(request.url).searchParams))
  if (!query.success) return json({ message: query.error.issues.map((i) => i.message).join('; ') }, 400)
  const { month, date, lang } = query.data
  if (lang !== undefined && !context.tenant.locales.includes(lang as never)) {
    return json({ message: `lang must be one of ${context.tenant.locales.join(', ')}` }, 400)
  }
  const ctx = lang ? { ...context, locale: lang as typeof context.locale } : context

  const experience = await getBookableExperience(ctx, slug.data)
  if (!experience) return json({ message: 'Experience not found' }, 404)
  const window = bookingWindow(experience.timeZone)
  const open = experience.status === 'active' && experience.hasFixedPrice

  if (month) {
    if (month < window.firstMonth || month > window.lastMonth) {
      return json({ message: `month must be between ${window.firstMonth} and ${window.lastMonth}` }, 400)
    }
    const range = { from: `${month}-01`, to: addDays(`${month}-01`, daysInMonth(month) - 1) }
    const days = open ? await listDayStatuses(ctx, experience, range) : []
    return json({ month, timeZone: experience.timeZone, days })
  }
  if (date! < window.today || date! > window.lastDate) {
    return json({ message: `date must be between ${window.today} and ${window.lastDate}` }, 400)
  }
  const input = await loadBookingInput(ctx, experience)
  const view = open ? await loadDateOptions(ctx, date!, input) : null
  return json(view ?? { date, dateLabel: date, customOffer: !experience.hasFixedPrice, options: [], extras: [] })
}
