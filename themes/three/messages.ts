// Text the three theme shows itself, served under the i18next namespace `theme`.
// Every locale has exactly the keys of `en`; the type below refuses a missing or extra key.
const en = {
  'home.popularSubtitle': 'Flights at sunrise, chosen by our pilots for the calmest skies.',
  'hero.subtitle': 'Licensed pilots, small baskets and a toast on landing. Choose your morning; we collect you from your hotel before dawn.',
  'footer.title': 'Talk to the flight desk',
  'footer.text': 'Weather, pickup times, a proposal in the basket: our team answers by phone and WhatsApp, every day of the season.',
}

type Messages = Record<keyof typeof en, string>

const ru: Messages = {
  'home.popularSubtitle': 'Полёты на рассвете — наши пилоты выбирают самое спокойное небо.',
  'hero.subtitle': 'Лицензированные пилоты, небольшие корзины и тост после приземления. Выберите утро — мы заберём вас из отеля до рассвета.',
  'footer.title': 'Свяжитесь с полётной службой',
  'footer.text': 'Погода, время трансфера, предложение руки и сердца в корзине: наша команда отвечает по телефону и в WhatsApp каждый день сезона.',
}

const tr: Messages = {
  'home.popularSubtitle': 'Gün doğumunda uçuşlar, en sakin gökyüzü için pilotlarımızca seçildi.',
  'hero.subtitle': 'Lisanslı pilotlar, küçük sepetler ve inişte kadeh. Sabahınızı seçin; sizi şafaktan önce otelinizden alalım.',
  'footer.title': 'Uçuş masasıyla konuşun',
  'footer.text': 'Hava durumu, alış saatleri, sepette evlilik teklifi: ekibimiz sezon boyunca her gün telefonda ve WhatsApp’ta.',
}

const de: Messages = {
  'home.popularSubtitle': 'Flüge bei Sonnenaufgang, von unseren Piloten für den ruhigsten Himmel gewählt.',
  'hero.subtitle': 'Lizenzierte Piloten, kleine Körbe und ein Toast nach der Landung. Wählen Sie Ihren Morgen – wir holen Sie vor Sonnenaufgang im Hotel ab.',
  'footer.title': 'Sprechen Sie mit unserem Flugbüro',
  'footer.text': 'Wetter, Abholzeiten, ein Antrag im Korb: Unser Team ist in der Saison jeden Tag per Telefon und WhatsApp für Sie da.',
}

export default { en, ru, tr, de } satisfies Record<'en' | 'ru' | 'tr' | 'de', Record<string, string>>
