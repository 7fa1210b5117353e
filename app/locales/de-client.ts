// German strings of the page-wide client behaviours; keys mirror en-client.ts.
import type { Messages } from './en'

export const deClient: Pick<Messages, 'flash' | 'navigation' | 'consent'> = {
  flash: {
    signedOut: 'Sie sind abgemeldet.',
    bookingCancelled: 'Ihre Buchung ist storniert. Die Details haben wir Ihnen per E-Mail geschickt.',
    bookingAlreadyCancelled: 'Diese Buchung war bereits storniert.',
  },
  navigation: {
    loading: 'Seite wird geladen',
  },
  consent: {
    title: 'Ihre Privatsphäre',
    text: 'Wir möchten Analyse-Cookies (Google Tag Manager) verwenden, um zu verstehen, wie Besucher diese Website nutzen. Sie werden nur geladen, wenn Sie zustimmen.',
    privacy: 'Datenschutzerklärung',
    accept: 'Akzeptieren',
    refuse: 'Ablehnen',
  },
}
