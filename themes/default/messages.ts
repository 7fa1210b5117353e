// Text the default theme shows itself, served under the i18next namespace `theme`.
// Every locale has exactly the keys of `en`; the type below refuses a missing or extra key.
const en = {
  'home.popularSubtitle': 'What travellers book most this season.',
  'hero.kicker': 'Tours · Activities · Tickets',
  'hero.title': 'Experiences worth travelling for',
  'hero.subtitle':
    'Hand-picked tours and activities from trusted local operators, with instant confirmation and secure checkout.',
  'trust.secure': 'Secure, encrypted card payments',
  'trust.instant': 'Instant booking confirmation',
  'trust.cancellation': 'Free cancellation on many experiences',
  'trust.support': '24/7 support from real people',
  'footer.blurb': '{{name}} helps travellers discover and book tours, activities and experiences run by local experts.',
  'footer.secure': 'Payments are encrypted and processed by a certified payment provider.',
}

type Messages = Record<keyof typeof en, string>

const ru: Messages = {
  'home.popularSubtitle': 'Что путешественники чаще всего бронируют в этом сезоне.',
  'hero.kicker': 'Экскурсии · Развлечения · Билеты',
  'hero.title': 'Впечатления, ради которых стоит путешествовать',
  'hero.subtitle':
    'Отобранные экскурсии и развлечения от проверенных местных организаторов — с мгновенным подтверждением и безопасной оплатой.',
  'trust.secure': 'Безопасная зашифрованная оплата картой',
  'trust.instant': 'Мгновенное подтверждение бронирования',
  'trust.cancellation': 'Бесплатная отмена для многих впечатлений',
  'trust.support': 'Живая поддержка 24/7',
  'footer.blurb':
    '{{name}} помогает путешественникам находить и бронировать экскурсии, развлечения и впечатления от местных экспертов.',
  'footer.secure': 'Платежи шифруются и обрабатываются сертифицированным платёжным провайдером.',
}

const tr: Messages = {
  'home.popularSubtitle': 'Bu sezon gezginlerin en çok rezervasyon yaptıkları.',
  'hero.kicker': 'Turlar · Aktiviteler · Biletler',
  'hero.title': 'Yolculuğa değer deneyimler',
  'hero.subtitle':
    'Güvenilir yerel operatörlerden özenle seçilmiş turlar ve aktiviteler; anında onay ve güvenli ödeme ile.',
  'trust.secure': 'Güvenli, şifreli kartla ödeme',
  'trust.instant': 'Anında rezervasyon onayı',
  'trust.cancellation': 'Birçok deneyimde ücretsiz iptal',
  'trust.support': 'Gerçek kişilerden 7/24 destek',
  'footer.blurb':
    '{{name}}, gezginlerin yerel uzmanlarca düzenlenen turları, aktiviteleri ve deneyimleri keşfetmesine ve rezerve etmesine yardımcı olur.',
  'footer.secure': 'Ödemeler şifrelenir ve sertifikalı bir ödeme sağlayıcısı tarafından işlenir.',
}

const de: Messages = {
  'home.popularSubtitle': 'Was Reisende in dieser Saison am häufigsten buchen.',
  'hero.kicker': 'Touren · Aktivitäten · Tickets',
  'hero.title': 'Erlebnisse, für die sich die Reise lohnt',
  'hero.subtitle':
    'Handverlesene Touren und Aktivitäten von geprüften Anbietern vor Ort – mit sofortiger Bestätigung und sicherer Bezahlung.',
  'trust.secure': 'Sichere, verschlüsselte Kartenzahlung',
  'trust.instant': 'Sofortige Buchungsbestätigung',
  'trust.cancellation': 'Kostenlose Stornierung bei vielen Erlebnissen',
  'trust.support': 'Support rund um die Uhr – von echten Menschen',
  'footer.blurb':
    '{{name}} hilft Reisenden, Touren, Aktivitäten und Erlebnisse mit Experten vor Ort zu entdecken und zu buchen.',
  'footer.secure': 'Zahlungen werden verschlüsselt und von einem zertifizierten Zahlungsanbieter abgewickelt.',
}

export default { en, ru, tr, de } satisfies Record<'en' | 'ru' | 'tr' | 'de', Record<string, string>>
