// The development mailbox pages: plain HTML for developers and tests, not a customer screen (English only).
import { escapeHtml as e } from '../payments/html'
import type { MailboxEntry } from './dev-mailbox.server'

const CSS = `body{margin:0;font:15px/1.5 -apple-system,BlinkMacSystemFont,"Segoe UI",Roboto,sans-serif;color:#111827;background:#f9fafb}
main{max-width:960px;margin:0 auto;padding:20px 14px}h1{font-size:20px}table{width:100%;border-collapse:collapse;background:#fff}
th,td{text-align:left;padding:8px 10px;border-bottom:1px solid #e5e7eb;vertical-align:top}th{font-size:13px;color:#6b7280}
a{color:#1d4ed8}dl{display:grid;grid-template-columns:max-content 1fr;gap:4px 12px;background:#fff;padding:12px;border:1px solid #e5e7eb}
dt{color:#6b7280}iframe{width:100%;height:70vh;border:1px solid #e5e7eb;background:#fff}pre{white-space:pre-wrap;background:#fff;border:1px solid #e5e7eb;padding:12px}
@media (max-width:640px){.hide-sm{display:none}}`

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><link rel="icon" href="data:,"><title>${e(title)}</title><style>${CSS}</style></head><body><main>${body}</main></body></html>`
}

export function renderMailboxList(tenantName: string, entries: Omit<MailboxEntry, 'html' | 'text'>[], to: string | null): string {
  const rows = entries
    .map(
      (m) =>
        `<tr><td><a href="/_dev/mailbox/${e(m.id)}">${e(m.subject)}</a></td><td>${e(m.to)}</td><td class="hide-sm">${e(m.kind)}</td><td class="hide-sm"><time datetime="${m.createdAt.toISOString()}">${e(m.createdAt.toISOString().replace('T', ' ').slice(0, 19))} UTC</time></td></tr>`,
    )
    .join('')
  const empty = `<p>No emails${to ? ` to ${e(to)}` : ''} yet. Emails appear here a few seconds after they are queued.</p>`
  return page(
    `Development mailbox · ${tenantName}`,
    `<h1>Development mailbox · ${e(tenantName)}</h1><p>Emails this site would have sent. No SMTP server is configured, so nothing left this machine.</p>
${entries.length ? `<table><thead><tr><th>Subject</th><th>To</th><th class="hide-sm">Kind</th><th class="hide-sm">Queued</th></tr></thead><tbody>${rows}</tbody></table>` : empty}`,
  )
}

export function renderMailboxEntry(m: MailboxEntry): string {
  return page(
    m.subject,
    `<p><a href="/_dev/mailbox">← All emails</a></p><h1>${e(m.subject)}</h1>
<dl><dt>From</dt><dd>${e(m.from)}</dd><dt>To</dt><dd>${e(m.to)}</dd><dt>Kind</dt><dd>${e(m.kind)}</dd><dt>Queued</dt><dd>${e(m.createdAt.toISOString())}</dd></dl>
<h2>HTML part</h2><iframe title="HTML part of the email" sandbox="" srcdoc="${e(m.html)}"></iframe>
<h2>Text part</h2><pre>${e(m.text)}</pre>`,
  )
}
