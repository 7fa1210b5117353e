// The shared parts of every PDF (ADR 032): embedded DejaVu fonts from npm (they cover Latin, Turkish and
// Cyrillic, so no glyph of en/ru/tr/de falls back to a box), the tenant's colour band and its logo or name.
import { existsSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import PDFDocument from 'pdfkit'

const require = createRequire(import.meta.url)
const FONTS = {
  regular: require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf'),
  bold: require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf'),
}

type Brand = { id: string; name: string; logo: string | null; primary: string; primaryFg: string }
type Pdf = { doc: PDFKit.PDFDocument; finish: () => Promise<Buffer> }

export const PAGE = { width: 595.28, height: 841.89, margin: 48 }
export const INK = '#1f2937'
export const MUTED = '#6b7280'

const HEX = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i
/** pdfkit reads hex colours only; a theme token in another notation falls back to a neutral ink. */
export const pdfColour = (value: string, fallback: string) => (HEX.test(value) ? value : fallback)

export function createPdf(meta: { title: string; author: string; lang: string }): Pdf {
  const doc = new PDFDocument({ size: 'A4', margin: PAGE.margin, info: { Title: meta.title, Author: meta.author }, lang: meta.lang, bufferPages: true })
  languages.set(doc, meta.lang)
  doc.registerFont('regular', FONTS.regular)
  doc.registerFont('bold', FONTS.bold)
  doc.font('regular').fillColor(INK)
  const chunks: Buffer[] = []
  doc.on('data', (chunk: Buffer) => chunks.push(chunk))
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)))
    doc.on('error', reject)
  })
  return {
    doc,
    finish: () => {
      doc.end()
      return done
    },
  }
}

/** A PNG or JPEG logo in the tenant's folder (tenants/<id>/<logo>); anything else is shown as the name. */
function logoFile(brand: Brand): string | null {
  if (!brand.logo || !/\.(png|jpe?g)$/i.test(brand.logo) || /^[a-z]+:/i.test(brand.logo)) return null
  const file = path.resolve('tenants', brand.id, brand.logo.replace(/^\/+/, ''))
  return file.startsWith(path.resolve('tenants', brand.id) + path.sep) && existsSync(file) ? file : null
}

/** The colour band across the top: logo or name on the left, the document's title on the right. */
export function drawBand(doc: PDFKit.PDFDocument, brand: Brand, title: string): number {
  const height = 78
  const fg = pdfColour(brand.primaryFg, '#ffffff')
  doc.rect(0, 0, PAGE.width, height).fill(pdfColour(brand.primary, INK))
  const logo = logoFile(brand)
  if (logo) doc.image(logo, PAGE.margin, 18, { fit: [200, 42], valign: 'center' })
  else doc.font('bold').fontSize(20).fillColor(fg).text(brand.name, PAGE.margin, 27, { width: 300, lineBreak: false, ellipsis: true })
  doc.font('bold').fontSize(18).fillColor(fg).text(title, PAGE.width / 2, 29, { width: PAGE.width / 2 - PAGE.margin, align: 'right' })
  doc.fillColor(INK).font('regular')
  return height + 28
}

/** Capitals in the document's language: Turkish 'tarihi' is 'TARİHİ', not 'TARIHI'. */
export const capitals = (doc: PDFKit.PDFDocument, text: string) => text.toLocaleUpperCase(languages.get(doc) ?? 'en')
const languages = new WeakMap<PDFKit.PDFDocument, string>()

/** A label over its value; returns the y below it. */
export function labelled(doc: PDFKit.PDFDocument, label: string, value: string, x: number, y: number, width: number): number {
  doc.font('regular').fontSize(8).fillColor(MUTED).text(capitals(doc, label), x, y, { width, characterSpacing: 0.5 })
  doc.font('regular').fontSize(10.5).fillColor(INK).text(value, x, doc.y + 2, { width })
  return doc.y + 8
}

/** Starts a new page when fewer than `needed` points are left, and returns where to go on. */
export function room(doc: PDFKit.PDFDocument, y: number, needed: number): number {
  if (y + needed <= PAGE.height - PAGE.margin - 30) return y
  doc.addPage()
  return PAGE.margin
}

export function rule(doc: PDFKit.PDFDocument, y: number, colour = '#e5e7eb') {
  doc.moveTo(PAGE.margin, y).lineTo(PAGE.width - PAGE.margin, y).lineWidth(0.75).strokeColor(colour).stroke()
}
