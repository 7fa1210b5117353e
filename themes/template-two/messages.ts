// Text template-two shows itself, served under the i18next namespace `theme`; `ru`, `tr` and `de` must have
// exactly the keys of `en` (the type refuses a missing or extra one).
const en = {
  'home.popularSubtitle': "This season's stories, told by the people who guide them.",
  'hero.kicker': 'This season’s journeys',
  'hero.title': 'Travel slowly, see more',
  'hero.subtitle': 'Walks, day trips and evenings out, chosen by people who went first and came back with stories.',
  'hero.caption': 'On the cover: one of the journeys we booked for ourselves this year',
  'footer.signoff': 'Go well, and write to us when you are back.',
}

type Messages = Record<keyof typeof en, string>

const ru: Messages = {
  'home.popularSubtitle': 'Истории этого сезона — от тех, кто их показывает.',
  'hero.kicker': 'Путешествия этого сезона',
  'hero.title': 'Путешествуйте не спеша',
  'hero.subtitle': 'Прогулки, поездки на день и вечера в городе — их выбрали те, кто побывал там первым и вернулся с историями.',
  'hero.caption': 'На обложке: одно из путешествий, которые мы в этом году забронировали для себя',
  'footer.signoff': 'Счастливого пути — и напишите нам, когда вернётесь.',
}

const tr: Messages = {
  'home.popularSubtitle': 'Bu mevsimin hikâyeleri, onları anlatan rehberlerden.',
  'hero.kicker': 'Bu mevsimin yolculukları',
  'hero.title': 'Yavaş gezin, daha çok görün',
  'hero.subtitle': 'Yürüyüşler, günübirlik geziler ve akşam programları; önce gidip hikâyelerle dönenlerin seçimi.',
  'hero.caption': 'Kapakta: bu yıl kendimiz için rezerve ettiğimiz yolculuklardan biri',
  'footer.signoff': 'İyi yolculuklar; döndüğünüzde bize yazın.',
}

const de: Messages = {
  'home.popularSubtitle': 'Die Geschichten dieser Saison, erzählt von denen, die sie führen.',
  'hero.kicker': 'Reisen dieser Saison',
  'hero.title': 'Langsamer reisen, mehr sehen',
  'hero.subtitle': 'Spaziergänge, Tagesausflüge und Abende in der Stadt, ausgewählt von Menschen, die schon dort waren und mit Geschichten zurückkamen.',
  'hero.caption': 'Auf dem Titel: eine der Reisen, die wir dieses Jahr für uns selbst gebucht haben',
  'footer.signoff': 'Gute Reise – und schreiben Sie uns, wenn Sie zurück sind.',
}

export default { en, ru, tr, de } satisfies Record<'en' | 'ru' | 'tr' | 'de', Record<string, string>>
