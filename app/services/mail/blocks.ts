// An email as a list of blocks, written once and rendered twice: as HTML (tables and inline styles, which
// mail clients understand) and as plain text, so both parts always say the same thing.
import { escapeHtml as e } from '../payments/html'
import type { EmailBrand } from './brand.server'

export type Block =
  | { kind: 'p'; text: string; strong?: boolean }
  | { kind: 'h'; text: string }
  | { kind: 'rows'; rows: Array<[string, string]> }
  | { kind: 'booking'; title: string; rows: Array<[string, string]>; note: string; link?: { label: string; href: string } }
  | { kind: 'button'; label: string; href: string }

export type Footer = { contactUs: string; phone: string; whatsapp: string; email: string; reason: string }

const FONT = "font-family:-apple-system,BlinkMacSystemFont,'Segoe UI',Roboto,Helvetica,Arial,sans-serif"

function rowsHtml(rows: Array<[string, string]>): string {
  return `<table role="presentation" cellpadding="0" cellspacing="0" style="width:100%;border-collapse:collapse;margin:8px 0">${rows
    .map(([k, v]) => `<tr><td style="padding:4px 12px 4px 0;color:#6b7280;vertical-align:top;white-space:nowrap">${e(k)}</td><td style="padding:4px 0;color:#111827">${e(v)}</td></tr>`)
    .join('')}</table>`
}

export function blockHtml(block: Block, brand: EmailBrand): string {
  switch (block.kind) {
    case 'p':
      return `<p style="margin:0 0 14px;line-height:1.55${block.strong ? ';font-weight:600' : ''}">${e(block.text)}</p>`
    case 'h':
      return `<h2 style="margin:22px 0 8px;font-size:17px;color:${e(brand.primary)}">${e(block.text)}</h2>`
    case 'rows':
      return rowsHtml(block.rows)
    case 'booking':
      return `<div style="border:1px solid #e5e7eb;border-radius:8px;padding:14px 16px;margin:0 0 12px">
<p style="margin:0 0 4px;font-weight:600;font-size:16px">${e(block.title)}</p>${rowsHtml(block.rows)}
<p style="margin:6px 0 0;font-size:14px;color:#374151">${e(block.note)}</p>${
        block.link ? `<p style="margin:8px 0 0;font-size:14px"><a href="${e(block.link.href)}" style="color:${e(brand.primary)}">${e(block.link.label)}</a></p>` : ''
      }</div>`
    case 'button':
      return `<p style="margin:18px 0"><a href="${e(block.href)}" style="display:inline-block;background:${e(brand.primary)};color:${e(brand.primaryFg)};text-decoration:none;font-weight:600;padding:12px 20px;border-radius:6px">${e(block.label)}</a></p>`
  }
}

export function renderHtml(subject: string, blocks: Block[], brand: EmailBrand, footer: Footer, lang: string): string {
  const c = brand.contact
  return `<!doctype html>
<html lang="${e(lang)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${e(subject)}</title></head>
<body style="margin:0;padding:0;background:#f3f4f6;${FONT};color:#111827;font-size:15px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f3f4f6"><tr><td align="center" style="padding:20px 10px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:600px;background:#ffffff;border-radius:10px;overflow:hidden">
<tr><td style="background:${e(brand.primary)};color:${e(brand.primaryFg)};padding:18px 24px;font-size:20px;font-weight:700">${e(brand.name)}</td></tr>
<tr><td style="padding:24px">${blocks.map((b) => blockHtml(b, brand)).join('\n')}</td></tr>
<tr><td style="padding:18px 24px;background:#f9fafb;font-size:13px;color:#4b5563;line-height:1.6">
${e(footer.contactUs)}<br>
${e(footer.phone)}: <a href="${e(c.telHref)}" style="color:${e(brand.primary)}">${e(c.phone)}</a> ·
${e(footer.whatsapp)}: <a href="${e(c.whatsappHref)}" style="color:${e(brand.primary)}">${e(c.whatsapp)}</a> ·
${e(footer.email)}: <a href="mailto:${e(c.email)}" style="color:${e(brand.primary)}">${e(c.email)}</a><br>
${e(c.address)}<br><span style="color:#9ca3af">${e(footer.reason)}</span>
</td></tr></table></td></tr></table></body></html>`
}

export function renderText(blocks: Block[], brand: EmailBrand, footer: Footer): string {
  const rows = (r: Array<[string, string]>) => r.map(([k, v]) => `  ${k}: ${v}`).join('\n')
  const parts = blocks.map((b) => {
    switch (b.kind) {
      case 'p':
        return b.text
      case 'h':
        return `${b.text}\n${'-'.repeat(b.text.length)}`
      case 'rows':
        return rows(b.rows)
      case 'booking':
        return [`* ${b.title}`, rows(b.rows), `  ${b.note}`, b.link ? `  ${b.link.label}: ${b.link.href}` : ''].filter(Boolean).join('\n')
      case 'button':
        return `${b.label}: ${b.href}`
    }
  })
  const c = brand.contact
  return `${brand.name}\n\n${parts.join('\n\n')}\n\n--\n${footer.contactUs}\n${footer.phone}: ${c.phone}\n${footer.whatsapp}: ${c.whatsapp} (${c.whatsappHref})\n${footer.email}: ${c.email}\n${c.address}\n${footer.reason}\n`
}
