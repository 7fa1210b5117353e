// CSV as spreadsheets read it (RFC 4180): every field quoted when it must be, CRLF line ends, and a cell that a
// spreadsheet would run as a formula (= + - @, tab, CR) prefixed with an apostrophe, since names and emails
// come from travellers (OWASP "CSV injection").
const FORMULA = /^[=+\-@\t\r]/

export function csvCell(value: unknown): string {
  const text = value === null || value === undefined ? '' : String(value)
  const safe = FORMULA.test(text) ? `'${text}` : text
  return /[",\r\n;]/.test(safe) || safe !== safe.trim() ? `"${safe.replace(/"/g, '""')}"` : safe
}

export function csvLine(values: unknown[]): string {
  return `${values.map(csvCell).join(',')}\r\n`
}

/** A UTF-8 byte order mark, so Excel opens Cyrillic and Turkish names correctly. */
export const CSV_BOM = '\uFEFF'
