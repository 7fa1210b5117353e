// The partner hub's emails as blocks, in the staff member's language and the hub's neutral look: one layout
// for every supplier, never a tenant's brand (the buyer's tenant is named in the rows).
import type { HubMail } from '../../domain/hub-mail'
import { dateLocale, formatCalendarDate } from '../../domain/zoned-time'
import { blockHtml, type Block } from './blocks'
import type { EmailBrand } from './brand.server'
import { fill, money, zoneName } from './format'
import { hubMailMessages, type HubMailMessages } from './messages/hub'
import { escapeHtml as e } from '../payments/html'
import type { RenderedEmail } from './render'

const HUB_BRAND: EmailBrand = {
  name: 'Excursio Partners',
  primary: '#0f172a',
  primaryFg: '#ffffff',
  contact: { email: '', phone: '', whatsapp: '', address: '', telHref: '', whatsappHref: '' } as EmailBrand['contact'],
  link: (path) => path,
}

function messagesFor(locale: string): HubMailMessages {
  return hubMailMessages[locale as keyof typeof hubMailMessages] ?? hubMailMessages.en
}

/** A due time in the experience's zone: "28 November 2026, 14:00 (Berlin, GMT+1)". */
function dueText(iso: string, timeZone: string, locale: string): string {
  const at = new Date(iso)
  const text = new Intl.DateTimeFormat(dateLocale(locale), { timeZone, day: 'numeric', month: 'long', year: 'numeric', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(at)
  return `${text} (${zoneName(timeZone, at, locale)})`
}

function blocksOf(mail: HubMail, locale: string, m: HubMailMessages): { subject: string; blocks: Block[]; footer: string } {
  switch (mail.type) {
    case 'invitation': {
      const role = m.invitation.roles[mail.role]
      const admin = mail.supplier === null
      const v = { supplier: mail.supplier ?? '', inviter: mail.inviter, role }
      return {
        subject: fill(admin ? m.invitation.subjectAdmin : m.invitation.subject, v),
        blocks: [
          { kind: 'p', text: fill(admin ? m.invitation.introAdmin : m.invitation.intro, v) },
          { kind: 'button', label: m.invitation.action, href: mail.url },
          { kind: 'p', text: fill(m.invitation.expires, { days: String(mail.expiresInDays) }) },
        ],
        footer: m.accountFooter,
      }
    }
    case 'password_reset':
      return {
        subject: m.passwordReset.subject,
        blocks: [
          { kind: 'p', text: m.passwordReset.intro },
          { kind: 'button', label: m.passwordReset.action, href: mail.url },
          { kind: 'p', text: fill(m.passwordReset.expires, { minutes: String(mail.expiresInMinutes) }) },
        ],
        footer: m.accountFooter,
      }
    case 'booking': {
      const b = m.booking
      const date = formatCalendarDate(mail.date, locale, 'long')
      const due = mail.answerDueAt ? dueText(mail.answerDueAt, mail.timeZone, locale) : ''
      const v = { reference: mail.reference, experience: mail.experience, date, tenant: mail.tenant, due, by: mail.cancelledBy ? b.cancelledBy[mail.cancelledBy] : '' }
      const travellers = (Object.entries(mail.units) as Array<[keyof typeof b.units, number]>).filter(([, n]) => n > 0).map(([unit, n]) => `${b.units[unit]}: ${n}`).join(', ')
      const rows: Array<[string, string]> = [
        [b.rows.reference, mail.reference],
        [b.rows.experience, mail.option && mail.option !== mail.experience ? `${mail.experience} – ${mail.option}` : mail.experience],
        [b.rows.date, date],
        [b.rows.time, `${mail.time} (${zoneName(mail.timeZone, new Date(`${mail.date}T12:00:00Z`), locale)})`],
        [b.rows.travellers, travellers],
        [b.rows.lead, mail.leadName],
        [b.rows.email, mail.email],
        [b.rows.phone, mail.phone],
        // The booking questions' answers (a flight number) where the team reads the traveller's contact.
        ...(mail.answers ?? []).map((a): [string, string] => [a.label, a.value]),
        [b.rows.amount, money(mail.amount, mail.currency, locale)],
        [b.rows.tenant, mail.tenant],
      ]
      const answer: Block[] =
        mail.confirmUrl && mail.declineUrl
          ? [
              { kind: 'p', text: fill(b.due, v), strong: true },
              { kind: 'button', label: b.confirm, href: mail.confirmUrl },
              { kind: 'button', label: b.decline, href: mail.declineUrl },
            ]
          : []
      return {
        subject: fill(b.subject[mail.event], v),
        blocks: [{ kind: 'p', text: fill(b.intro[mail.event], v) }, ...answer, { kind: 'rows', rows }, { kind: 'button', label: b.view, href: mail.url }],
        footer: m.footer,
      }
    }
  }
}

export function renderHubEmail(mail: HubMail, locale: string): RenderedEmail {
  const m = messagesFor(locale)
  const { subject, blocks, footer } = blocksOf(mail, locale, m)
  const html = `<!doctype html>
<html lang="${e(locale)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${e(subject)}</title></head>
<body style="margin:0;padding:0;background:#f1f5f9;font-family:-apple-system,BlinkMacSystemFont,'Segoe UI',Roboto,Helvetica,Arial,sans-serif;color:#0f172a;font-size:15px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f1f5f9"><tr><td align="center" style="padding:20px 10px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:600px;background:#ffffff;border-radius:10px;overflow:hidden">
<tr><td style="background:#0f172a;color:#ffffff;padding:16px 24px;font-size:18px;font-weight:700">${e(m.brand)}</td></tr>
<tr><td style="padding:24px">${blocks.map((b) => blockHtml(b, HUB_BRAND)).join('\n')}</td></tr>
<tr><td style="padding:16px 24px;background:#f8fafc;font-size:13px;color:#64748b;line-height:1.6">${e(footer)}</td></tr>
</table></td></tr></table></body></html>`
  const text = [
    m.brand,
    '',
    ...blocks.map((b) => (b.kind === 'p' ? b.text : b.kind === 'button' ? `${b.label}: ${b.href}` : b.kind === 'rows' ? b.rows.map(([k, v]) => `  ${k}: ${v}`).join('\n') : '')),
    '--',
    footer,
  ].join('\n\n')
  return { subject, html, text }
}
