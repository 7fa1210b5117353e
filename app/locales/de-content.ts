// German strings of the tenant content pages; keys mirror en-content.ts.
import type { Messages } from './en'

export const deContent: Pick<Messages, 'content'> = {
  content: {
    fallbackNotice: 'Diese Seite gibt es noch nicht auf {{language}}, daher wird sie auf Englisch angezeigt.',
    lastUpdated: 'Zuletzt aktualisiert am {{date}}',
    blogTitle: 'Neuigkeiten & Geschichten',
    blogMetaTitle: 'Neuigkeiten & Geschichten | {{name}}',
    blogMetaDescription: 'Reisetipps, lokale Guides und Geschichten von {{name}}: Ideen für Ihre nächste Tour, Bootsfahrt oder Ihren nächsten Ausflug.',
    blogIntro: 'Reisetipps, lokale Guides und Geschichten aus unserem Team.',
    blogEmpty: 'Noch keine Artikel. Schauen Sie bald wieder vorbei.',
    readingTime: '{{count}} Min. Lesezeit',
    byAuthor: 'Von {{author}}',
    relatedTitle: 'Erlebnisse aus diesem Artikel',
    backToBlog: 'Alle Artikel',
    inEnglish: 'Auf Englisch',
    faqHelpTitle: 'Keine Antwort gefunden?',
    faqHelpText: 'Unser Hilfe-Center ist rund um die Uhr für Sie da: Schreiben Sie uns auf WhatsApp, rufen Sie die Support-Hotline an oder senden Sie uns eine Nachricht.',
    faqHelpLink: 'Zum Hilfe-Center',
    figuresTitle: '{{name}} in Zahlen',
    figureExperiences: 'Erlebnisse',
    figureCities: 'Städte',
    figureReviews: 'Bewertungen von Reisenden',
    figureRating: 'Durchschnittliche Bewertung',
    figuresNote: 'Live gezählt aus den Erlebnissen auf dieser Website.',
    contactTitle: 'Kontakt',
    contactLink: 'Schreiben Sie uns',
  },
}
