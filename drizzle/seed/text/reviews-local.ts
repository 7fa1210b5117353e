// Reviews written in the other catalogue languages, usable for any experience.
import type { Locale } from '../../../app/domain/locales'
import type { ReviewText } from './reviews-english'

export const LOCAL_REVIEWS: Array<ReviewText & { locale: Exclude<Locale, 'en'> }> = [
  { locale: 'ru', rating: 5, title: 'Всё прошло идеально', body: 'Организация на высоте: нас забрали вовремя, гид говорил по-русски и рассказывал много интересного. Обязательно порекомендуем друзьям.' },
  { locale: 'ru', rating: 4, title: 'Очень понравилось', body: 'Красивые виды и приятная команда. Немного задержались с началом, но в целом впечатления отличные.' },
  { locale: 'ru', rating: 5, title: 'Лучший день отпуска', body: 'Детям и нам было одинаково интересно. Фотографии получились потрясающие, спасибо за заботу и внимание к деталям.' },
  { locale: 'de', rating: 5, title: 'Absolut empfehlenswert', body: 'Sehr gut organisiert, pünktliche Abholung und ein Guide mit viel Humor und Wissen. Wir würden jederzeit wieder buchen.' },
  { locale: 'de', rating: 4, title: 'Schöner Ausflug', body: 'Tolle Landschaft und freundliches Team. Die Gruppe war etwas groß, aber das Erlebnis hat sich trotzdem gelohnt.' },
  { locale: 'tr', rating: 5, title: 'Harika bir deneyim', body: 'Her şey çok iyi planlanmıştı. Ekip güler yüzlü ve ilgiliydi, manzaralar muhteşemdi. Kesinlikle tavsiye ederim.' },
  { locale: 'tr', rating: 4, title: 'Keyifliydi', body: 'Güzel bir gün geçirdik. Yemekler lezzetliydi, sadece dönüşte biraz trafiğe takıldık.' },
  { locale: 'de', rating: 3, title: 'In Ordnung', body: 'Das Programm war interessant, aber die Wartezeiten zwischen den Stationen waren lang. Für den Preis trotzdem okay.' },
]

/** First name, initial and country of the people who wrote the demo reviews. */
export const REVIEW_AUTHORS: Array<{ name: string; country: string; locale: Locale }> = [
  { name: 'Emma W.', country: 'GB', locale: 'en' },
  { name: 'James T.', country: 'US', locale: 'en' },
  { name: 'Priya S.', country: 'IN', locale: 'en' },
  { name: 'Liam O.', country: 'IE', locale: 'en' },
  { name: 'Chloe M.', country: 'AU', locale: 'en' },
  { name: 'Noah K.', country: 'CA', locale: 'en' },
  { name: 'Sofia R.', country: 'IT', locale: 'en' },
  { name: 'Ahmed H.', country: 'EG', locale: 'en' },
  { name: 'Mia L.', country: 'NL', locale: 'en' },
  { name: 'Daniel P.', country: 'ZA', locale: 'en' },
  { name: 'Анна К.', country: 'RU', locale: 'ru' },
  { name: 'Дмитрий С.', country: 'KZ', locale: 'ru' },
  { name: 'Ольга В.', country: 'RU', locale: 'ru' },
  { name: 'Lukas B.', country: 'DE', locale: 'de' },
  { name: 'Sabine H.', country: 'AT', locale: 'de' },
  { name: 'Jonas F.', country: 'CH', locale: 'de' },
  { name: 'Elif Y.', country: 'TR', locale: 'tr' },
  { name: 'Mert A.', country: 'TR', locale: 'tr' },
]
