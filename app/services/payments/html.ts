// Escaping for the plain server HTML of the sandbox page, the dev mailbox and emails.
const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' }

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ENTITIES[c]!)
}

export function htmlResponse(html: string, init: { status?: number; headers?: Record<string, string> } = {}): Response {
  return new Response(html, {
    status: init.status ?? 200,
    headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store', ...init.headers },
  })
}
