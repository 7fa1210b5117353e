import { describe, expect, it } from 'vitest'
import { csvCell, csvRow } from './csv'

describe('hub CSV', () => {
  it('quotes commas, quotes and line breaks as RFC 4180 says', () => {
    expect(csvRow(['a,b', 'say "hi"', 'two\nlines', 3])).toBe('"a,b","say ""hi""","two\nlines",3\r\n')
  })
  it('defuses cells a spreadsheet would run as a formula', () => {
    expect(['=SUM(A1)', '+1', '-2', '@cmd'].map(csvCell)).toEqual(["'=SUM(A1)", "'+1", "'-2", "'@cmd"])
    expect(csvCell('=HYPERLINK("x","y")')).toBe(`"'=HYPERLINK(""x"",""y"")"`)
    expect(csvCell(-5)).toBe('-5')
  })
})
