// CSV as RFC 4180 writes it (CRLF, quotes doubled, a field quoted when it holds a comma, quote or line break)
// and safe to open in a spreadsheet: text that starts like a formula (= + - @, tab, CR) is prefixed with an
// apostrophe, since names and emails come from travellers (OWASP "CSV injection"). Numbers are written as they are.
const FORMULA = /^[=+\-@\t\r]/

export function csvCell(value: string | number | null | undefined): string {
  let text = value === null || value === undefined ? '' : String(value)
  if (typeof value === 'string' && FORMULA.test(text)) text = `'${text}`
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text
}

export const csvRow = (cells: Array<string | number | null | undefined>) => `${cells.map(csvCell).join(',')}\r\n`

/** A UTF-8 byte order mark, so Excel opens Cyrillic and Turkish names correctly. */
export const CSV_BOM = '\uFEFF'
