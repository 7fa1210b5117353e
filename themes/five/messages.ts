// The five theme's own text (i18next namespace `theme`); each locale has exactly the keys of `en`.
const en = {
  'home.popularSubtitle': 'Days out the whole family will talk about, from toddlers to grandparents.',
  'header.call': 'Call us',
  'hero.title': 'Big adventures for little explorers',
  'hero.subtitle': 'Days out that children love and grown-ups can relax on, with friendly guides and a pace that suits little legs.',
  'why.title': 'Why families love us',
  'why.guides': 'Friendly guides who love kids',
  'why.safe': 'Safety checked before every trip',
  'why.easy': 'Easy booking, real people on the phone',
  'card.family': 'Family friendly',
  'footer.title': 'Questions? We love to help!',
}

type Messages = Record<keyof typeof en, string>

const ru: Messages = {
  'home.popularSubtitle': 'Дни, о которых будет вспоминать вся семья — от малышей до бабушек и дедушек.',
  'header.call': 'Позвонить',
  'hero.title': 'Большие приключения для маленьких исследователей',
  'hero.subtitle': 'Прогулки, которые любят дети и на которых отдыхают взрослые: добрые гиды и темп, удобный для маленьких ножек.',
  'why.title': 'За что нас любят семьи',
  'why.guides': 'Добрые гиды, которые любят детей',
  'why.safe': 'Проверка безопасности перед каждой поездкой',
  'why.easy': 'Простое бронирование и живые люди на связи',
  'card.family': 'Для всей семьи',
  'footer.title': 'Есть вопросы? Мы с радостью поможем!',
}

const tr: Messages = {
  'home.popularSubtitle': 'Küçüklerden büyükanne ve büyükbabalara, tüm ailenin konuşacağı günler.',
  'header.call': 'Bizi arayın',
  'hero.title': 'Küçük kâşiflere büyük maceralar',
  'hero.subtitle': 'Çocukların bayıldığı, büyüklerin dinlendiği geziler: güler yüzlü rehberler ve küçük adımlara uygun bir tempo.',
  'why.title': 'Aileler bizi neden seviyor',
  'why.guides': 'Çocukları seven güler yüzlü rehberler',
  'why.safe': 'Her geziden önce güvenlik kontrolü',
  'why.easy': 'Kolay rezervasyon, telefonda gerçek insanlar',
  'card.family': 'Aileye uygun',
  'footer.title': 'Sorunuz mu var? Yardım etmeyi severiz!',
}

const de: Messages = {
  'home.popularSubtitle': 'Ausflüge, von denen die ganze Familie erzählt, von den Kleinsten bis zu den Großeltern.',
  'header.call': 'Anrufen',
  'hero.title': 'Große Abenteuer für kleine Entdecker',
  'hero.subtitle': 'Ausflüge, die Kinder lieben und bei denen Eltern entspannen: freundliche Guides und ein Tempo für kleine Beine.',
  'why.title': 'Darum lieben uns Familien',
  'why.guides': 'Freundliche Guides, die Kinder mögen',
  'why.safe': 'Sicherheitscheck vor jedem Ausflug',
  'why.easy': 'Einfach buchen, echte Menschen am Telefon',
  'card.family': 'Familienfreundlich',
  'footer.title': 'Fragen? Wir helfen gern!',
}

export default { en, ru, tr, de } satisfies Record<'en' | 'ru' | 'tr' | 'de', Record<string, string>>
