// Text template-four shows itself (i18next namespace `theme`); every locale has exactly the keys of `en`.
const en = {
  'home.popularSubtitle': "The city's best after dark, booked in a minute.",
  'hero.kicker': 'City guides after dark',
  'hero.title': 'Your city, after dark.',
  'hero.subtitle': 'Night safaris, rooftop views and dinner cruises, picked by people who stay out late.',
  'footer.blurb': '{{name}} finds the best of the city once the sun goes down. Ask us anything, any hour.',
  'card.new': 'New',
}

type Messages = Record<keyof typeof en, string>

const ru: Messages = {
  'home.popularSubtitle': 'Лучшее в городе после заката — бронирование за минуту.',
  'hero.kicker': 'Гид по городу после заката',
  'hero.title': 'Ваш город после заката.',
  'hero.subtitle': 'Ночные сафари, виды с крыш и круизы с ужином — выбор тех, кто не спешит домой.',
  'footer.blurb': '{{name}} находит лучшее в городе, когда садится солнце. Спрашивайте о чём угодно, в любой час.',
  'card.new': 'Новинка',
}

const tr: Messages = {
  'home.popularSubtitle': 'Karanlık çöktükten sonra şehrin en iyileri, bir dakikada rezervasyon.',
  'hero.kicker': 'Gece şehir rehberleri',
  'hero.title': 'Şehriniz, gün battıktan sonra.',
  'hero.subtitle': 'Gece safarileri, çatı manzaraları ve akşam yemekli tekne turları; geç saate kadar gezenlerin seçimi.',
  'footer.blurb': '{{name}}, güneş battığında şehrin en iyisini bulur. Her saatte, her şeyi sorabilirsiniz.',
  'card.new': 'Yeni',
}

const de: Messages = {
  'home.popularSubtitle': 'Das Beste der Stadt nach Einbruch der Dunkelheit, in einer Minute gebucht.',
  'hero.kicker': 'Stadtführer für die Nacht',
  'hero.title': 'Ihre Stadt bei Nacht.',
  'hero.subtitle': 'Nachtsafaris, Aussicht von oben und Dinner-Kreuzfahrten, ausgesucht von Leuten, die lange unterwegs sind.',
  'footer.blurb': '{{name}} findet das Beste der Stadt, sobald die Sonne untergeht. Fragen Sie uns alles, zu jeder Stunde.',
  'card.new': 'Neu',
}

export default { en, ru, tr, de } satisfies Record<'en' | 'ru' | 'tr' | 'de', Record<string, string>>
