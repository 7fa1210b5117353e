// Phrases several profiles share, in every language.
import type { ByLocale } from './profile-type'

/** Where a pickup profile meets its travellers: the pickup points are chosen in the booking form, with their times. */
export const PICKUP_MEETING: ByLocale<string> = {
  en: 'Pickup at the pickup point you choose when booking; the pickup time is shown next to it.',
  ru: 'Трансфер от точки сбора, которую вы выберете при бронировании; время сбора указано рядом с ней.',
  tr: 'Rezervasyon sırasında seçtiğiniz alış noktasından alınırsınız; alış saati noktanın yanında yazar.',
  de: 'Abholung an dem Abholpunkt, den Sie bei der Buchung wählen; die Abholzeit steht direkt daneben.',
}

/** The first line of what a pickup profile includes. */
export const PICKUP_INCLUDED: ByLocale<string> = {
  en: 'Pickup and drop-off at the pickup point you choose',
  ru: 'Трансфер от выбранной точки сбора и обратно',
  tr: 'Seçtiğiniz alış noktasından alış ve aynı noktaya bırakış',
  de: 'Abholung und Rückfahrt ab dem gewählten Abholpunkt',
}
