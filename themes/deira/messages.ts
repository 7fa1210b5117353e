// Text the deira theme shows itself, served under the i18next namespace `theme`.
// Every locale has exactly the keys of `en`; the type below refuses a missing or extra key.
const en = {
  'home.popularSubtitle': 'Private evenings in the desert, arranged by our concierges.',
  'utility.tagline': 'Private desert safaris · Yacht charters · Chauffeured transfers',
  'hero.kicker': 'Luxury desert experiences',
  'hero.title': 'Where the dunes meet quiet luxury',
  'hero.subtitle':
    'Private safaris, dinners beneath the stars and yacht charters, arranged by a personal concierge who answers day and night.',
  'trust.private': 'Private & tailor-made',
  'trust.concierge': 'Personal concierge, 24/7',
  'trust.secure': 'Secure, encrypted payment',
  'footer.blurb':
    '{{name}} arranges private desert safaris, yacht charters and chauffeured transfers, personally and at any hour.',
  'footer.cta': 'Speak with a concierge',
  'card.new': 'New',
  'card.discover': 'Discover',
}

type Messages = Record<keyof typeof en, string>

const ru: Messages = {
  'home.popularSubtitle': 'Частные вечера в пустыне — всё устроят наши консьержи.',
  'utility.tagline': 'Частные сафари в пустыне · Аренда яхт · Трансферы с водителем',
  'hero.kicker': 'Роскошь в сердце пустыни',
  'hero.title': 'Там, где дюны встречают тихую роскошь',
  'hero.subtitle':
    'Частные сафари, ужины под звёздами и прогулки на яхте — всё организует личный консьерж, который на связи днём и ночью.',
  'trust.private': 'Индивидуально и только для вас',
  'trust.concierge': 'Личный консьерж 24/7',
  'trust.secure': 'Безопасная зашифрованная оплата',
  'footer.blurb':
    '{{name}} организует частные сафари в пустыне, аренду яхт и трансферы с водителем — лично и в любое время суток.',
  'footer.cta': 'Связаться с консьержем',
  'card.new': 'Новинка',
  'card.discover': 'Подробнее',
}

const tr: Messages = {
  'home.popularSubtitle': 'Çölde özel akşamlar, concierge ekibimiz tarafından düzenlenir.',
  'utility.tagline': 'Özel çöl safarileri · Yat kiralama · Şoförlü transferler',
  'hero.kicker': 'Lüks çöl deneyimleri',
  'hero.title': 'Kum tepelerinin sessiz lüksle buluştuğu yer',
  'hero.subtitle':
    'Özel safariler, yıldızların altında akşam yemekleri ve yat turları; gece gündüz ulaşabileceğiniz kişisel bir concierge tarafından düzenlenir.',
  'trust.private': 'Size özel ve kişiye göre',
  'trust.concierge': '7/24 kişisel concierge',
  'trust.secure': 'Güvenli, şifreli ödeme',
  'footer.blurb':
    '{{name}}, özel çöl safarilerini, yat kiralamalarını ve şoförlü transferleri bizzat ve günün her saatinde düzenler.',
  'footer.cta': 'Bir concierge ile görüşün',
  'card.new': 'Yeni',
  'card.discover': 'Keşfedin',
}

const de: Messages = {
  'home.popularSubtitle': 'Private Abende in der Wüste, von unseren Concierges arrangiert.',
  'utility.tagline': 'Private Wüstensafaris · Yachtcharter · Transfers mit Chauffeur',
  'hero.kicker': 'Luxuriöse Wüstenerlebnisse',
  'hero.title': 'Wo die Dünen auf stillen Luxus treffen',
  'hero.subtitle':
    'Private Safaris, Dinner unter dem Sternenhimmel und Yachtausflüge – organisiert von einem persönlichen Concierge, der Tag und Nacht erreichbar ist.',
  'trust.private': 'Privat & maßgeschneidert',
  'trust.concierge': 'Persönlicher Concierge rund um die Uhr',
  'trust.secure': 'Sichere, verschlüsselte Zahlung',
  'footer.blurb':
    '{{name}} organisiert private Wüstensafaris, Yachtcharter und Transfers mit Chauffeur – persönlich und zu jeder Stunde.',
  'footer.cta': 'Mit einem Concierge sprechen',
  'card.new': 'Neu',
  'card.discover': 'Entdecken',
}

export default { en, ru, tr, de } satisfies Record<'en' | 'ru' | 'tr' | 'de', Record<string, string>>
