// Deutsche Texte der Stornoseite; Schlüssel wie in en-cancel.ts.
import type { Messages } from './en'

export const deCancel: Pick<Messages, 'cancelBooking'> = {
  cancelBooking: {
    metaTitle: 'Buchung stornieren | {{name}}',
    title: 'Diese Buchung stornieren?',
    orderNumber: 'Bestellung {{number}}',
    when: 'Wann',
    travellers: 'Teilnehmer',
    paid: 'Sie haben bezahlt',
    fee: 'Stornogebühr ({{percent}})',
    refund: 'Sie erhalten zurück',
    refundNote: 'Die Erstattung geht auf die Karte, mit der Sie bezahlt haben, und erscheint meist innerhalb von 5 bis 10 Tagen.',
    until: 'Diese Erstattung gilt, wenn Sie vor {{when}} stornieren. Danach beträgt die Gebühr {{percent}}.',
    noRefundAfter: 'Diese Erstattung gilt, wenn Sie vor {{when}} stornieren. Danach wird nichts erstattet.',
    noLaterTier: 'Bis zum Beginn ändert sich die Gebühr nicht mehr.',
    nonRefundable: 'Nach den Stornobedingungen dieser Buchung wird nichts erstattet.',
    released: 'Für diese Buchung wurde nichts abgebucht: Die auf Ihrer Karte reservierten {{amount}} werden freigegeben.',
    notCharged: 'Für diese Buchung wurde online nichts abgebucht, daher gibt es nichts zu erstatten.',
    confirm: 'Buchung stornieren',
    confirming: 'Wird storniert…',
    keep: 'Buchung behalten',
    quoteChanged: 'Die Erstattung hat sich geändert, während die Seite offen war. Bitte prüfen Sie den neuen Betrag, bevor Sie bestätigen.',
    refused: {
      already_cancelled: 'Diese Buchung ist bereits storniert.',
      not_cancellable: 'Diese Buchung kann nicht online storniert werden. Bitte kontaktieren Sie uns, wir helfen gern.',
      started: 'Dieser Termin hat bereits begonnen und kann nicht mehr online storniert werden.',
      no_policy: 'Für diese Buchung gibt es keine Stornobedingungen, die wir online anwenden können. Bitte kontaktieren Sie uns, wir helfen gern.',
    },
    back: 'Zurück zu Ihrer Bestellung',
  },
}
