// The QR code on a voucher: the booking reference only, so any scanner at check-in reads the same text.
import QRCode from 'qrcode'

export function qrPng(text: string, width = 360): Promise<Buffer> {
  return QRCode.toBuffer(text, { type: 'png', errorCorrectionLevel: 'M', margin: 2, width })
}

/** The same code as an SVG string, for the voucher page (crisp when printed, no image request). */
export function qrSvg(text: string): Promise<string> {
  return QRCode.toString(text, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 })
}
