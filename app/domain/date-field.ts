// A date typed in the page's language (24.12.2026 on a German page, 12/24/2026 on an English one), read into
// an ISO date (2026-12-24) and written back. The order and separator of the day, month and year come from Intl for
// the locale, so the field agrees with every other date the page shows (decision 062).

export type DatePart = 'day' | 'month' | 'year'
export type DateFieldPattern = { order: DatePart[]; separator: string }

const patterns = new Map<string, DateFieldPattern>()

/** The order of day, month and year and the separator between them in `intlLocale` (`de-DE` → day.month.year). */
export function dateFieldPattern(intlLocale: string): DateFieldPattern {
  const known = patterns.get(intlLocale)
  if (known) return known
  const parts = new Intl.DateTimeFormat(intlLocale, { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'UTC' }).formatToParts(
    new Date(Date.UTC(2000, 11, 31)),
  )
  const order = parts.map((p) => p.type).filter((type): type is DatePart => type === 'day' || type === 'month' || type === 'year')
  const separator = parts.find((p) => p.type === 'literal')?.value.trim() || '/'
  const pattern = order.length === 3 ? { order, separator } : { order: ['month', 'day', 'year'] as DatePart[], separator: '/' }
  patterns.set(intlLocale, pattern)
  return pattern
}

/** The pattern for people: `letters` names the parts in the page's language (TT, MM, JJJJ) → `TT.MM.JJJJ`. */
export function dateFieldPlaceholder(intlLocale: string, letters: Record<DatePart, string>): string {
  const { order, separator } = dateFieldPattern(intlLocale)
  return order.map((part) => letters[part]).join(separator)
}

/** `2026-12-24` written for `intlLocale` (`24.12.2026`); anything but an ISO date gives ''. */
export function formatDateField(isoDate: string, intlLocale: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate)
  if (!match) return ''
  const values: Record<DatePart, string> = { year: match[1]!, month: match[2]!, day: match[3]! }
  const { order, separator } = dateFieldPattern(intlLocale)
  return order.map((part) => values[part]).join(separator)
}

/**
 * The ISO date a visitor typed in `intlLocale`'s order, or null when it is not a real date. Any run of non-digits
 * separates the parts (24.12.2026, 24/12/2026, 24 12 2026); eight digits without separators are read in the same
 * order (24122026, easy on a phone's number pad); a two-digit year is this century's; an ISO date is accepted too.
 */
export function parseDateField(text: string, intlLocale: string): string | null {
  const trimmed = text.trim()
  if (trimmed === '') return null
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(trimmed)
  const { order } = dateFieldPattern(intlLocale)
  let values: Partial<Record<DatePart, string>>
  if (iso) {
    values = { year: iso[1], month: iso[2], day: iso[3] }
  } else {
    let pieces = trimmed.split(/\D+/).filter(Boolean)
    if (pieces.length === 1 && pieces[0]!.length === 8) {
      const digits = pieces[0]!
      let at = 0
      pieces = order.map((part) => {
        const size = part === 'year' ? 4 : 2
        at += size
        return digits.slice(at - size, at)
      })
    }
    if (pieces.length !== 3) return null
    values = Object.fromEntries(order.map((part, i) => [part, pieces[i]]))
  }
  const year = values.year!.length === 2 ? 2000 + Number(values.year) : values.year!.length === 4 ? Number(values.year) : NaN
  const month = values.month!.length <= 2 ? Number(values.month) : NaN
  const day = values.day!.length <= 2 ? Number(values.day) : NaN
  if (!Number.isInteger(year) || !Number.isInteger(month) || !Number.isInteger(day)) return null
  const date = new Date(Date.UTC(year, month - 1, day))
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null
  return date.toISOString().slice(0, 10)
}

/**
 * The form field naming a date field whose text a form sent before hydration: the hydrated field sends the ISO date,
 * the unhydrated one the text typed in the page's language, which the action reads with `readTypedDates`.
 */
export const TYPED_DATE_FIELDS = '_typedDates'

/**
 * The form's data with every field its date fields named (`TYPED_DATE_FIELDS`) read as an ISO date when its text is
 * a date in `intlLocale`'s order; text that is no date is left for the schema to refuse. Only fields the form itself
 * declared are touched, so a text answer that looks like a date stays as typed.
 */
export function readTypedDates(formData: FormData, intlLocale: string): FormData {
  const names = formData.getAll(TYPED_DATE_FIELDS).filter((n): n is string => typeof n === 'string')
  if (names.length === 0) return formData
  const out = new FormData()
  for (const [key, value] of formData) {
    if (key === TYPED_DATE_FIELDS) continue
    const typed = names.includes(key) && typeof value === 'string' ? parseDateField(value, intlLocale) : null
    out.append(key, typed ?? value)
  }
  return out
}
