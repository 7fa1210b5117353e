// A voucher as a PDF: what the guide checks (reference and QR, date and time with the zone, travellers) and
// what the traveller needs (where to be, what to bring), in the visitor's language.
import type { VoucherView } from '../../domain/voucher'
import type { Translate } from '../../domain/cancellation'
import { formatCalendarDate } from '../../domain/zoned-time'
import { createPdf, drawBand, INK, labelled, MUTED, PAGE, pdfColour, room, rule } from './canvas.server'
import { qrPng } from './qr.server'

const QR_SIZE = 150

export async function renderVoucherPdf(v: VoucherView, t: Translate): Promise<Buffer> {
  const heading = t('documents.voucher.heading')
  const { doc, finish } = createPdf({ title: `${heading} ${v.reference}`, author: v.tenant.name, lang: v.locale })
  const top = drawBand(doc, v.tenant, heading)
  const qrX = PAGE.width - PAGE.margin - QR_SIZE
  const textWidth = qrX - PAGE.margin - 24

  doc.image(await qrPng(v.reference), qrX, top, { width: QR_SIZE, height: QR_SIZE })
  doc.font('bold').fontSize(11).fillColor(INK).text(v.reference, qrX, top + QR_SIZE + 4, { width: QR_SIZE, align: 'center' })
  doc.font('regular').fontSize(8).fillColor(MUTED).text(t('documents.voucher.scan'), qrX, doc.y + 2, { width: QR_SIZE, align: 'center' })
  const qrBottom = doc.y

  doc.font('bold').fontSize(17).fillColor(pdfColour(v.tenant.primary, INK)).text(v.title, PAGE.margin, top, { width: textWidth })
  doc.font('regular').fontSize(10.5).fillColor(MUTED).text(v.option, { width: textWidth })
  let y = doc.y + 14
  y = labelled(doc, t('documents.reference'), v.reference, PAGE.margin, y, textWidth)
  const when = `${formatCalendarDate(v.date, v.locale, 'long')}, ${t('documents.zoneTime', { time: v.time, zone: v.zone })}`
  y = labelled(doc, t('documents.when'), when, PAGE.margin, y, textWidth)
  y = labelled(doc, t('documents.travellers'), v.travellers.map((p) => t(`documents.units.${p.unit}`, { count: p.quantity })).join(', '), PAGE.margin, y, textWidth)
  y = labelled(doc, t('documents.voucher.leadTraveller'), v.leadTraveller, PAGE.margin, y, textWidth)

  y = Math.max(y, qrBottom) + 8
  rule(doc, y)
  y += 14
  const fullWidth = PAGE.width - PAGE.margin * 2
  if (v.pickup) {
    const place = [v.pickup.name, v.pickup.address].filter((x, i, all) => x && all.indexOf(x) === i).join(', ')
    const text = v.pickup.time ? t('documents.voucher.pickupAt', { time: v.pickup.time, place }) : place
    y = labelled(doc, t('documents.voucher.pickup'), text, PAGE.margin, y, fullWidth)
  }
  if (v.meetingPoint || !v.pickup) {
    y = labelled(doc, t('documents.voucher.meetingPoint'), v.meetingPoint ?? t('documents.voucher.noMeetingPoint'), PAGE.margin, y, fullWidth)
  }

  y = room(doc, y + 4, 80)
  doc.font('bold').fontSize(11).fillColor(INK).text(t('documents.voucher.whatToBring'), PAGE.margin, y)
  doc.font('regular').fontSize(10).fillColor(INK)
  if (v.whatToBring.length) for (const thing of v.whatToBring) doc.text(`• ${thing}`, PAGE.margin + 4, doc.y + 3, { width: fullWidth - 4 })
  else doc.fillColor(MUTED).text(t('documents.voucher.nothingToBring'), PAGE.margin, doc.y + 3, { width: fullWidth })

  y = room(doc, doc.y + 22, 50)
  rule(doc, y)
  doc.font('regular').fontSize(9).fillColor(MUTED).text(t('documents.voucher.intro'), PAGE.margin, y + 10, { width: fullWidth })
  doc.text(t('documents.contact', { email: v.tenant.email, phone: v.tenant.phone }), { width: fullWidth })
  return finish()
}
