// CSV as RFC 4180 writes it (CRLF, quotes doubled, a field quoted when it holds a comma, quote or line break),
// and safe to open in a spreadsheet: a cell that starts like a formula is prefixed with an apostrophe.
const FORMULA = /^[=+\-@\t\r]/

export function csvCell(value: string | number | null | undefined): string {
  let text = value === null || value === undefined ? '' : String(value)
  if (typeof value === 'string' && FORMULA.test(text)) text = `'${text}`
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text
}

export const csvRow = (cells: Array<string | number | null | undefined>) => `${cells.map(csvCell).join(',')}\r\n`
