// Text the get-that-boat theme shows itself, served under the i18next namespace `theme`.
// Every locale has exactly the keys of `en`; the type below refuses a missing or extra key.
const en = {
  'home.popularSubtitle': 'Skippered charters and sunset cruises, ready to sail.',
  'header.book': 'Book a boat',
  'hero.kicker': 'Yacht & boat charters',
  'hero.title': 'Your day on the water starts here',
  'hero.subtitle':
    'Private yachts, speedboats and sunset cruises with licensed captains. Choose a date, pick your boat and we’ll take care of the rest.',
  'hero.perkCaptain': 'Licensed captain & crew',
  'hero.perkSecure': 'Secure online payment',
  'hero.perkSupport': '24/7 support on WhatsApp',
  'cta.title': 'Ready to set sail?',
  'cta.text': 'Tell us your date and group size and we’ll find the right boat for you.',
  'footer.blurb': '{{name}} charters private yachts and boats with experienced, licensed crews.',
  'card.new': 'New',
  'card.view': 'View details',
}

type Messages = Record<keyof typeof en, string>

const ru: Messages = {
  'home.popularSubtitle': 'Яхты с капитаном и прогулки на закате — готовы к отплытию.',
  'header.book': 'Арендовать лодку',
  'hero.kicker': 'Аренда яхт и катеров',
  'hero.title': 'Ваш день на воде начинается здесь',
  'hero.subtitle':
    'Частные яхты, скоростные катера и круизы на закате с лицензированными капитанами. Выберите дату и судно — остальное мы возьмём на себя.',
  'hero.perkCaptain': 'Лицензированный капитан и экипаж',
  'hero.perkSecure': 'Безопасная онлайн-оплата',
  'hero.perkSupport': 'Поддержка 24/7 в WhatsApp',
  'cta.title': 'Готовы поднять паруса?',
  'cta.text': 'Назовите дату и размер группы — и мы подберём подходящее судно.',
  'footer.blurb': '{{name}} сдаёт в аренду частные яхты и катера с опытными лицензированными экипажами.',
  'card.new': 'Новинка',
  'card.view': 'Подробнее',
}

const tr: Messages = {
  'home.popularSubtitle': 'Kaptanlı kiralamalar ve gün batımı turları, yola çıkmaya hazır.',
  'header.book': 'Tekne kirala',
  'hero.kicker': 'Yat ve tekne kiralama',
  'hero.title': 'Denizdeki gününüz burada başlıyor',
  'hero.subtitle':
    'Lisanslı kaptanlarla özel yatlar, sürat tekneleri ve gün batımı turları. Tarihi ve teknenizi seçin, gerisini bize bırakın.',
  'hero.perkCaptain': 'Lisanslı kaptan ve mürettebat',
  'hero.perkSecure': 'Güvenli online ödeme',
  'hero.perkSupport': 'WhatsApp üzerinden 7/24 destek',
  'cta.title': 'Yelken açmaya hazır mısınız?',
  'cta.text': 'Tarihinizi ve grubunuzun büyüklüğünü söyleyin, size en uygun tekneyi bulalım.',
  'footer.blurb': '{{name}}, deneyimli ve lisanslı mürettebatla özel yat ve tekne kiralama hizmeti sunar.',
  'card.new': 'Yeni',
  'card.view': 'Ayrıntıları gör',
}

const de: Messages = {
  'home.popularSubtitle': 'Charter mit Skipper und Sonnenuntergangsfahrten, bereit zum Ablegen.',
  'header.book': 'Boot buchen',
  'hero.kicker': 'Yacht- & Bootscharter',
  'hero.title': 'Ihr Tag auf dem Wasser beginnt hier',
  'hero.subtitle':
    'Private Yachten, Speedboote und Sonnenuntergangsfahrten mit lizenzierten Kapitänen. Datum wählen, Boot aussuchen – um den Rest kümmern wir uns.',
  'hero.perkCaptain': 'Lizenzierter Kapitän & Crew',
  'hero.perkSecure': 'Sichere Online-Zahlung',
  'hero.perkSupport': 'Support rund um die Uhr per WhatsApp',
  'cta.title': 'Bereit zum Ablegen?',
  'cta.text': 'Nennen Sie uns Datum und Gruppengröße – wir finden das passende Boot für Sie.',
  'footer.blurb': '{{name}} verchartert private Yachten und Boote mit erfahrenen, lizenzierten Crews.',
  'card.new': 'Neu',
  'card.view': 'Details ansehen',
}

export default { en, ru, tr, de } satisfies Record<'en' | 'ru' | 'tr' | 'de', Record<string, string>>
