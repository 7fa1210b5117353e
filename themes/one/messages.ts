// Text the `one` layout shows itself (i18next namespace `theme`); every locale has exactly the keys of `en`.
const en = {
  'home.popularSubtitle': "Our guides' favourite walks and cruises, with the ticket on your phone.",
  'hero.title': 'See the city with the people who live in it',
  'hero.guides': 'Licensed local guides in your language',
  'hero.groups': 'Small groups, hotel pickup on most tours',
  'hero.cancel': 'Clear cancellation terms on every tour',
  'hero.cta': 'Browse all tours',
  'footer.blurb': '{{name}} runs walking tours, cruises and day trips with its own licensed guides.',
  'card.book': 'Book',
}

type Messages = Record<keyof typeof en, string>

const tr: Messages = {
  'home.popularSubtitle': 'Rehberlerimizin en sevdiği yürüyüşler ve turlar, bilet telefonunuzda.',
  'hero.title': 'Şehri, orada yaşayanlarla keşfedin',
  'hero.guides': 'Sizin dilinizde lisanslı yerel rehberler',
  'hero.groups': 'Küçük gruplar, çoğu turda otelden alış',
  'hero.cancel': 'Her turda açık iptal koşulları',
  'hero.cta': 'Tüm turlara göz atın',
  'footer.blurb': '{{name}}, kendi lisanslı rehberleriyle yürüyüş turları, tekne turları ve günübirlik geziler düzenler.',
  'card.book': 'Rezervasyon',
}

const ru: Messages = {
  'home.popularSubtitle': 'Любимые прогулки и круизы наших гидов — билет прямо в телефоне.',
  'hero.title': 'Откройте город вместе с теми, кто в нём живёт',
  'hero.guides': 'Лицензированные гиды на вашем языке',
  'hero.groups': 'Малые группы, трансфер из отеля на большинстве туров',
  'hero.cancel': 'Понятные условия отмены для каждого тура',
  'hero.cta': 'Все экскурсии',
  'footer.blurb': '{{name}} проводит пешеходные экскурсии, круизы и поездки на день со своими лицензированными гидами.',
  'card.book': 'Забронировать',
}

const de: Messages = {
  'home.popularSubtitle': 'Die liebsten Rundgänge und Fahrten unserer Guides, das Ticket auf dem Handy.',
  'hero.title': 'Entdecken Sie die Stadt mit den Menschen, die hier leben',
  'hero.guides': 'Lizenzierte Guides vor Ort in Ihrer Sprache',
  'hero.groups': 'Kleine Gruppen, Abholung am Hotel bei den meisten Touren',
  'hero.cancel': 'Klare Stornobedingungen bei jeder Tour',
  'hero.cta': 'Alle Touren ansehen',
  'footer.blurb': '{{name}} bietet Stadtspaziergänge, Bootstouren und Tagesausflüge mit eigenen lizenzierten Guides.',
  'card.book': 'Buchen',
}

export default { en, ru, tr, de } satisfies Record<'en' | 'ru' | 'tr' | 'de', Record<string, string>>
