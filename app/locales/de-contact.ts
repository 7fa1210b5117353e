// German strings of /contact-us and its help centre; keys mirror en-contact.ts.
import type { Messages } from './en'

export const deContact: Pick<Messages, 'contact'> = {
  contact: {
    metaTitle: 'Kontakt | {{name}}',
    metaDescription: 'Fragen zu einer Tour oder Buchung? Schreiben Sie {{name}}, rufen Sie die 24/7-Support-Hotline an oder chatten Sie mit uns auf WhatsApp.',
    title: 'Kontakt',
    intro: 'Fragen zu einer Tour, einer Buchung oder einer Gruppenreise? Schreiben Sie uns, wir antworten per E-Mail, meist innerhalb eines Tages.',
    formTitle: 'Schreiben Sie uns',
    name: 'Ihr Name',
    email: 'E-Mail',
    subject: 'Betreff',
    message: 'Nachricht',
    messageHint: 'Mindestens 10 Zeichen. Nennen Sie uns Tour, Datum und Personenzahl, falls Sie sie schon kennen.',
    submit: 'Nachricht senden',
    sending: 'Wird gesendet…',
    sent: 'Vielen Dank! Ihre Nachricht wurde gesendet.',
    honeypot: 'Dieses Feld bitte leer lassen',
    tooManyRequests: 'Sie haben in kurzer Zeit mehrere Nachrichten gesendet. Bitte versuchen Sie es in {{minutes}} Min. erneut oder rufen Sie uns an bzw. schreiben Sie uns.',
    helpTitle: 'Hilfe-Center',
    helpIntro: 'Lieber persönlich? Unser Team ist rund um die Uhr für Sie da.',
    chat: 'Chat auf WhatsApp',
    chatText: 'Schnelle Antworten von unserem Team',
    phone: 'Rufen Sie uns an',
    supportLine: '24/7-Support-Hotline',
    supportText: 'Tag und Nacht, jeden Tag',
    emailUs: 'E-Mail an uns',
    emailText: 'Wir antworten innerhalb eines Tages',
    address: 'Unser Büro',
  },
}
