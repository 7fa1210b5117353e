// Sends through an SMTP server (SMTP_URL) with nodemailer. The Message-ID is derived from the outbox row,
// so the rare resend after a crash between "sent" and "marked" carries the same id and can be deduplicated.
import nodemailer from 'nodemailer'
import { formatAddress, type MailTransport } from './transport'

export function createSmtpTransport(url: string, fromAddress: string): MailTransport {
  // Timeouts well under the worker's claim lease, so a claimed email is never sent by two workers at once.
  const transporter = nodemailer.createTransport(url, { connectionTimeout: 20_000, greetingTimeout: 15_000, socketTimeout: 30_000 })
  const domain = fromAddress.split('@')[1] ?? 'excursio.localhost'
  return {
    id: 'smtp',
    async send(email) {
      await transporter.sendMail({
        from: formatAddress(email.from),
        replyTo: email.replyTo,
        to: email.to,
        subject: email.subject,
        html: email.html,
        text: email.text,
        messageId: `<${email.outboxId}@${domain}>`,
        headers: { 'X-Excursio-Kind': email.kind },
      })
    },
  }
}
