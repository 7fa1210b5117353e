// Text the transparent layout shows itself (namespace `theme`); the footer it inherits reads the `footer.*` keys.
const en = {
  'home.popularSubtitle': 'Clear prices, instant confirmation, the most booked first.',
  'hero.title': 'Go further than the guidebook',
  'hero.subtitle': 'Cruises, flights at sunrise, private boats and walks with people who live there, run by operators we know by name.',
  'footer.blurb': '{{name}} brings together trusted local operators for tours, cruises and flights, with one secure checkout.',
  'footer.secure': 'Card payments are encrypted and handled by a certified payment provider.',
}

type Messages = Record<keyof typeof en, string>

const ru: Messages = {
  'home.popularSubtitle': 'Понятные цены, мгновенное подтверждение — сначала самое популярное.',
  'hero.title': 'Дальше, чем в путеводителе',
  'hero.subtitle': 'Круизы, полёты на рассвете, частные яхты и прогулки с местными жителями — от организаторов, которых мы знаем лично.',
  'footer.blurb': '{{name}} объединяет проверенных местных организаторов экскурсий, круизов и полётов — с единой безопасной оплатой.',
  'footer.secure': 'Оплата картой шифруется и обрабатывается сертифицированным платёжным провайдером.',
}

const tr: Messages = {
  'home.popularSubtitle': 'Net fiyatlar, anında onay; önce en çok tercih edilenler.',
  'hero.title': 'Rehber kitapların ötesine geçin',
  'hero.subtitle': 'Tekne turları, gün doğumunda uçuşlar, özel tekneler ve oranın insanlarıyla yürüyüşler; hepsi yakından tanıdığımız operatörlerden.',
  'footer.blurb': '{{name}}, turlar, tekne gezileri ve uçuşlar için güvenilir yerel operatörleri tek bir güvenli ödemeyle bir araya getirir.',
  'footer.secure': 'Kartla ödemeler şifrelenir ve sertifikalı bir ödeme sağlayıcısı tarafından işlenir.',
}

const de: Messages = {
  'home.popularSubtitle': 'Klare Preise, sofortige Bestätigung, das Beliebteste zuerst.',
  'hero.title': 'Weiter als jeder Reiseführer',
  'hero.subtitle': 'Bootsfahrten, Flüge bei Sonnenaufgang, private Boote und Spaziergänge mit Einheimischen – von Anbietern, die wir persönlich kennen.',
  'footer.blurb': '{{name}} vereint geprüfte Anbieter vor Ort für Touren, Bootsfahrten und Flüge – mit einer sicheren Kasse.',
  'footer.secure': 'Kartenzahlungen werden verschlüsselt und von einem zertifizierten Zahlungsanbieter abgewickelt.',
}

export default { en, ru, tr, de } satisfies Record<'en' | 'ru' | 'tr' | 'de', Record<string, string>>
