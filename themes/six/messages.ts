// Text the six theme shows itself, served under the i18next namespace `theme`.
// Every locale has exactly the keys of `en`; the type below refuses a missing or extra key.
const en = {
  'home.popularSubtitle': 'Arranged privately, around your hours.',
  'hero.title': 'Every journey, privately arranged',
  'footer.concierge': 'Your concierge, day and night',
  'footer.note': 'Chauffeurs, private guides and stays, arranged around you by {{name}}.',
}

type Messages = Record<keyof typeof en, string>

const ru: Messages = {
  'home.popularSubtitle': 'Индивидуально, в удобное для вас время.',
  'hero.title': 'Каждое путешествие — индивидуально',
  'footer.concierge': 'Ваш консьерж — днём и ночью',
  'footer.note': '{{name}}: водители, частные гиды и проживание — всё организовано для вас.',
}

const tr: Messages = {
  'home.popularSubtitle': 'Size özel, sizin saatlerinize göre düzenlenir.',
  'hero.title': 'Her yolculuk, size özel',
  'footer.concierge': 'Konsiyerjiniz gece gündüz yanınızda',
  'footer.note': '{{name}}: şoförler, özel rehberler ve konaklamalar, size göre düzenlenir.',
}

const de: Messages = {
  'home.popularSubtitle': 'Privat arrangiert, ganz nach Ihrer Zeit.',
  'hero.title': 'Jede Reise, privat arrangiert',
  'footer.concierge': 'Ihr Concierge, Tag und Nacht',
  'footer.note': 'Chauffeure, private Guides und Unterkünfte, von {{name}} ganz für Sie arrangiert.',
}

export default { en, ru, tr, de } satisfies Record<'en' | 'ru' | 'tr' | 'de', Record<string, string>>
