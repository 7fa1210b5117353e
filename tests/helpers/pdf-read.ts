// Reading a PDF the way a person would: its text (pdfjs-dist) and the QR code on its first page, rendered to
// pixels (pdfjs with @napi-rs/canvas) and decoded (jsqr), so the test sees what a scanner at check-in sees.
import jsQR from 'jsqr'
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs'

/** All the text of every page, with every kind of space made one plain space. */
export async function pdfText(pdf: Uint8Array | Buffer): Promise<string> {
  const doc = await getDocument({ data: new Uint8Array(pdf), useSystemFonts: false }).promise
  const pages: string[] = []
  for (let i = 1; i <= doc.numPages; i++) {
    const content = await (await doc.getPage(i)).getTextContent()
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '))
  }
  await doc.destroy()
  return spaces(pages.join('\n'))
}

export const spaces = (text: string) => text.replace(/[\s\u00a0\u202f]+/g, ' ')

export async function pdfQr(pdf: Uint8Array | Buffer): Promise<string | null> {
  const doc = await getDocument({ data: new Uint8Array(pdf) }).promise
  const page = await doc.getPage(1)
  const viewport = page.getViewport({ scale: 2 })
  const factory = doc.canvasFactory as { create: (w: number, h: number) => { canvas: unknown; context: CanvasRenderingContext2D } }
  const { canvas, context } = factory.create(Math.ceil(viewport.width), Math.ceil(viewport.height))
  await page.render({ canvasContext: context, viewport, canvas: canvas as HTMLCanvasElement }).promise
  const image = context.getImageData(0, 0, Math.ceil(viewport.width), Math.ceil(viewport.height))
  await doc.destroy()
  return jsQR(image.data, image.width, image.height)?.data ?? null
}
