// Text the four theme shows itself, served under the i18next namespace `theme`.
// Every locale has exactly the keys of `en`; the type below refuses a missing or extra key.
const en = {
  'home.popularSubtitle': 'Guided days in the city and the mountains, in small groups.',
  'hero.kicker': 'Munich · Alps · Guided',
  'hero.subtitle': 'City walks, castles and mountain days with certified local guides. Small groups, clear plans, no detours to souvenir shops.',
  'fact.guides': 'Certified local guides',
  'fact.groups': 'Groups of 16 at most',
  'fact.flexible': 'Free cancellation on most days out',
}

type Messages = Record<keyof typeof en, string>

const ru: Messages = {
  'home.popularSubtitle': 'Дни с гидом в городе и в горах — небольшими группами.',
  'hero.kicker': 'Мюнхен · Альпы · С гидом',
  'hero.subtitle': 'Прогулки по городу, замки и дни в горах с сертифицированными местными гидами. Небольшие группы, понятный план, без заездов в сувенирные лавки.',
  'fact.guides': 'Сертифицированные местные гиды',
  'fact.groups': 'Группы не больше 16 человек',
  'fact.flexible': 'Бесплатная отмена для большинства поездок',
}

const tr: Messages = {
  'home.popularSubtitle': 'Şehirde ve dağlarda rehberli günler, küçük gruplarla.',
  'hero.kicker': 'Münih · Alpler · Rehberli',
  'hero.subtitle': 'Sertifikalı yerel rehberlerle şehir yürüyüşleri, şatolar ve dağ günleri. Küçük gruplar, net planlar, hediyelik eşya dükkânlarına sapmadan.',
  'fact.guides': 'Sertifikalı yerel rehberler',
  'fact.groups': 'En fazla 16 kişilik gruplar',
  'fact.flexible': 'Çoğu turda ücretsiz iptal',
}

const de: Messages = {
  'home.popularSubtitle': 'Geführte Tage in der Stadt und in den Bergen, in kleinen Gruppen.',
  'hero.kicker': 'München · Alpen · Geführt',
  'hero.subtitle': 'Stadtrundgänge, Schlösser und Bergtage mit zertifizierten Guides von hier. Kleine Gruppen, klare Pläne, keine Umwege zum Souvenirladen.',
  'fact.guides': 'Zertifizierte Guides von hier',
  'fact.groups': 'Gruppen mit höchstens 16 Gästen',
  'fact.flexible': 'Kostenlos stornierbar bei den meisten Touren',
}

export default { en, ru, tr, de } satisfies Record<'en' | 'ru' | 'tr' | 'de', Record<string, string>>
