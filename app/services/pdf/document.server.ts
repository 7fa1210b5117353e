// An invoice or credit note as a PDF, drawn from its frozen snapshot only, in the snapshot's language.
import type { DocumentLine, DocumentSnapshot } from '../../domain/invoice-document'
import type { Translate } from '../../domain/cancellation'
import { currencyName, formatMoney, formatPercent } from '../../domain/format'
import { formatCalendarDate, wallClock } from '../../domain/zoned-time'
import { capitals, createPdf, drawBand, INK, labelled, MUTED, PAGE, pdfColour, room, rule } from './canvas.server'

const COLUMNS = { title: PAGE.margin, when: 244, travellers: 366, price: 472, end: PAGE.width - PAGE.margin }

export async function renderDocumentPdf(s: DocumentSnapshot, t: Translate): Promise<Buffer> {
  const title = s.kind === 'invoice' ? t('documents.invoice') : t('documents.creditNote')
  const { doc, finish } = createPdf({ title: `${title} ${s.number}`, author: s.tenant.name, lang: s.locale })
  const money = (amount: number) => formatMoney(amount, s.currency, s.locale)
  let y = drawBand(doc, s.tenant, title)

  // Who, which order, when: two columns under the band.
  const half = (PAGE.width - PAGE.margin * 2) / 2
  let left = labelled(doc, t('documents.number'), s.number, PAGE.margin, y, half - 12)
  left = labelled(doc, t('documents.issued'), formatCalendarDate(issueDay(s), s.locale, 'long'), PAGE.margin, left, half - 12)
  left = labelled(doc, t('documents.order'), s.order.number, PAGE.margin, left, half - 12)
  left = labelled(doc, t('documents.purchaseId'), s.order.purchaseId, PAGE.margin, left, half - 12)
  if (s.tax) left = labelled(doc, t('documents.taxNumber'), s.tax.number, PAGE.margin, left, half - 12)
  let right = labelled(doc, t('documents.billedTo'), [s.buyer.name, s.buyer.email, s.buyer.phone].filter(Boolean).join('\n'), PAGE.margin + half, y, half)
  if (s.credit) {
    if (s.credit.invoiceNumber) right = labelled(doc, t('documents.creditNote'), t('documents.correctsInvoice', { number: s.credit.invoiceNumber }), PAGE.margin + half, right, half)
    if (s.credit.reason) doc.fontSize(10).fillColor(MUTED).text(t('documents.reason', { reason: s.credit.reason }), PAGE.margin + half, right - 4, { width: half })
    right = Math.max(right, doc.y + 8)
  }
  y = Math.max(left, right) + 10

  y = drawTable(doc, s, t, money, y)
  y = drawTotals(doc, s, t, money, y)
  y = drawTax(doc, s, t, money, y)
  y = drawPolicies(doc, s, t, y)

  y = room(doc, y + 10, 60)
  rule(doc, y)
  doc.font('bold').fontSize(10).fillColor(pdfColour(s.tenant.primary, INK)).text(t('documents.thanks', { name: s.tenant.name }), PAGE.margin, y + 10)
  doc.font('regular').fontSize(9).fillColor(MUTED).text(t('documents.contact', { email: s.tenant.email, phone: s.tenant.phone }))
  doc.text(s.tenant.address)
  return finish()
}

function drawTable(doc: PDFKit.PDFDocument, s: DocumentSnapshot, t: Translate, money: (n: number) => string, top: number): number {
  // Column titles may wrap (Russian ones are long): the rule goes under the tallest.
  const header = (y: number) => {
    const cell = (key: string, x: number, width: number, align: 'left' | 'right' = 'left') => {
      doc.font('bold').fontSize(7.5).fillColor(MUTED).text(capitals(doc, t(key)), x, y, { width, align })
      return doc.y
    }
    const bottom = Math.max(
      cell('documents.experience', COLUMNS.title, COLUMNS.when - COLUMNS.title - 10),
      cell('documents.when', COLUMNS.when, COLUMNS.travellers - COLUMNS.when - 10),
      cell('documents.travellers', COLUMNS.travellers, COLUMNS.price - COLUMNS.travellers - 4),
      cell('documents.price', COLUMNS.price, COLUMNS.end - COLUMNS.price, 'right'),
    )
    rule(doc, bottom + 3, pdfColour(s.tenant.primary, INK))
    return bottom + 11
  }
  let y = header(top)
  for (const line of s.lines) {
    const before = y
    y = room(doc, y, 70)
    if (y < before) y = header(y)
    y = drawLine(doc, line, s, t, money, y)
    rule(doc, y - 6)
  }
  return y + 4
}

function drawLine(doc: PDFKit.PDFDocument, line: DocumentLine, s: DocumentSnapshot, t: Translate, money: (n: number) => string, y: number): number {
  doc.font('bold').fontSize(10).fillColor(INK).text(line.title, COLUMNS.title, y, { width: COLUMNS.when - COLUMNS.title - 10 })
  doc.font('regular').fontSize(9).fillColor(MUTED).text(line.option, { width: COLUMNS.when - COLUMNS.title - 10 })
  doc.text(`${t('documents.reference')}: ${line.reference}`, { width: COLUMNS.when - COLUMNS.title - 10 })
  const bottoms = [doc.y]
  doc.fontSize(9.5).fillColor(INK).text(formatCalendarDate(line.date, s.locale, 'long'), COLUMNS.when, y, { width: COLUMNS.travellers - COLUMNS.when - 10 })
  doc.fontSize(9).fillColor(MUTED).text(t('documents.zoneTime', { time: line.time, zone: line.zone }), { width: COLUMNS.travellers - COLUMNS.when - 10 })
  bottoms.push(doc.y)
  const people = line.travellers.map((p) => t(`documents.units.${p.unit}`, { count: p.quantity })).join('\n')
  doc.fontSize(9.5).fillColor(INK).text(people, COLUMNS.travellers, y, { width: COLUMNS.price - COLUMNS.travellers - 8 })
  bottoms.push(doc.y)
  doc.font('bold').fontSize(10).text(money(line.amount), COLUMNS.price, y, { width: COLUMNS.end - COLUMNS.price, align: 'right' })
  if (line.originalAmount !== null && line.originalAmount !== line.amount) {
    doc.font('regular').fontSize(8.5).fillColor(MUTED).text(t('documents.was', { amount: money(line.originalAmount) }), COLUMNS.price - 30, doc.y, {
      width: COLUMNS.end - COLUMNS.price + 30,
      align: 'right',
    })
  }
  bottoms.push(doc.y)
  return Math.max(...bottoms) + 14
}

function drawTotals(doc: PDFKit.PDFDocument, s: DocumentSnapshot, t: Translate, money: (n: number) => string, top: number): number {
  let y = room(doc, top, 80)
  const row = (label: string, value: string, strong = false) => {
    doc.font(strong ? 'bold' : 'regular').fontSize(strong ? 12 : 10).fillColor(strong ? pdfColour(s.tenant.primary, INK) : INK)
    doc.text(label, 300, y, { width: 150 })
    doc.text(value, COLUMNS.price - 40, y, { width: COLUMNS.end - COLUMNS.price + 40, align: 'right' })
    y = doc.y + 6
  }
  if (s.kind === 'invoice') {
    row(t('documents.subtotal'), money(s.subtotal))
    if (s.discount > 0) row(t('documents.discount'), `−${money(s.discount)}`)
    row(t('documents.total'), money(s.total), true)
  } else row(t('documents.totalCredited'), money(s.total), true)
  return y + 12
}

/** The tax in the total, one row per rate (rate, net, tax, gross), and the currency everything is in. */
function drawTax(doc: PDFKit.PDFDocument, s: DocumentSnapshot, t: Translate, money: (n: number) => string, top: number): number {
  let y = room(doc, top, s.tax ? 70 : 24)
  if (s.tax) {
    const cols = [
      { text: t('documents.taxRate'), x: 300, width: 50, align: 'left' as const },
      { text: t('documents.taxNet'), x: 350, width: 62, align: 'right' as const },
      { text: s.tax.label, x: 412, width: 62, align: 'right' as const },
      { text: t('documents.taxGross'), x: 474, width: COLUMNS.end - 474, align: 'right' as const },
    ]
    doc.font('bold').fontSize(9).fillColor(INK).text(t('documents.taxTitle'), 300, y, { width: COLUMNS.end - 300 })
    y = doc.y + 4
    const row = (cells: string[], font: 'bold' | 'regular', colour: string) => {
      const bottoms = cols.map((c, i) => {
        doc.font(font).fontSize(font === 'bold' ? 7.5 : 9.5).fillColor(colour).text(cells[i]!, c.x, y, { width: c.width, align: c.align })
        return doc.y
      })
      y = Math.max(...bottoms) + 4
    }
    row(cols.map((c) => capitals(doc, c.text)), 'bold', MUTED)
    doc.moveTo(300, y - 2).lineTo(COLUMNS.end, y - 2).lineWidth(0.75).strokeColor('#e5e7eb').stroke()
    for (const line of s.tax.lines) row([formatPercent(line.rate, s.locale), money(line.net), money(line.tax), money(line.gross)], 'regular', INK)
    y += 6
  }
  doc.font('regular').fontSize(8.5).fillColor(MUTED).text(t('documents.chargedIn', { currency: currencyName(s.currency, s.locale) }), 300, y, {
    width: COLUMNS.end - 300,
    align: 'right',
  })
  return doc.y + 14
}

function drawPolicies(doc: PDFKit.PDFDocument, s: DocumentSnapshot, t: Translate, top: number): number {
  if (!s.policies.length) return top
  let y = room(doc, top, 60)
  doc.font('bold').fontSize(11).fillColor(INK).text(t('documents.cancellationPolicy'), PAGE.margin, y)
  for (const policy of s.policies) {
    const line = s.lines.find((l) => l.bookingId === policy.bookingId)
    y = room(doc, doc.y + 6, 40)
    if (s.lines.length > 1 && line) doc.font('bold').fontSize(9).fillColor(INK).text(line.title, PAGE.margin, y)
    doc.font('regular').fontSize(9).fillColor(MUTED)
    for (const sentence of policy.text) doc.text(`• ${sentence}`, PAGE.margin, doc.y + 2, { width: PAGE.width - PAGE.margin * 2 })
  }
  return doc.y + 12
}

/** The day the document was issued where the tenant is: a Dubai invoice paid at 01:30 is dated that day, not the UTC day before. */
function issueDay(s: DocumentSnapshot): string {
  return s.tenant.timeZone ? wallClock(new Date(s.issuedAt), s.tenant.timeZone).date : s.issuedAt.slice(0, 10)
}
