// Lycian Family Adventures (TRY): family days out from Antalya, once Bosphorus Tours' Antalya day trips.
// The `five` layout's demo tenant sells them.
import { t4 } from '../text/t4'
import type { ExperienceSeed } from './types'

const base = { supplier: 'lycian-family-adventures', languages: ['en', 'tr', 'ru', 'de'] } as const

export const LYCIAN_EXPERIENCES: ExperienceSeed[] = [
  {
    ...base, slug: 'antalya-kaleici-old-town-tour', city: 'antalya', category: 'tours', profile: 'walk',
    title: t4("Kaleiçi Old Town Walking Tour in Antalya", "Пешеходная экскурсия по старому городу Калеичи в Анталье", "Antalya Kaleiçi Yürüyüş Turu", "Altstadtrundgang durch Kaleiçi in Antalya"),
    hook: t4("Wander the Ottoman lanes inside the old city walls, from the Roman gate of Emperor Hadrian down to the yachts in the horseshoe harbour.", "Прогуляйтесь по османским улочкам внутри старых стен — от римских ворот императора Адриана до яхт в подковообразной гавани.", "Eski surların içindeki Osmanlı sokaklarında, İmparator Hadrian'ın Roma kapısından at nalı biçimli limandaki yatlara kadar dolaşın.", "Schlendern Sie durch die osmanischen Gassen innerhalb der alten Stadtmauern, vom römischen Tor Kaiser Hadrians bis zu den Yachten im hufeisenförmigen Hafen."),
    highlights: ['kaleici', 'licensed-guide', 'small-group'],
    duration: 150, times: ['10:00', '16:30'], price: 1300,
    occasions: ['sightseeing'], bestFor: ['solo', 'couples'],
  },
  {
    ...base, slug: 'antalya-koprulu-canyon-rafting', city: 'antalya', category: 'activities', profile: 'rafting',
    title: t4("Köprülü Canyon Rafting Day with Lunch", "Рафтинг в каньоне Кёпрюлю с обедом", "Öğle Yemekli Köprülü Kanyon Rafting Günü", "Rafting-Tag im Köprülü-Canyon mit Mittagessen"),
    hook: t4("Paddle the cold, clear Köprüçay river between canyon walls and Roman bridges in the Taurus Mountains, with riverside trout for lunch.", "Сплав по холодной прозрачной реке Кёпрючай между стенами каньона и римскими мостами в горах Тавр и форель на обед у реки.", "Toros Dağları'nda kanyon duvarları ve Roma köprüleri arasında soğuk ve berrak Köprüçay'da kürek çekin; öğle yemeğinde nehir kenarında alabalık.", "Paddeln Sie auf dem kalten, klaren Köprüçay zwischen Canyonwänden und römischen Brücken im Taurusgebirge, mittags gibt es Forelle am Fluss."),
    highlights: ['rafting-canyon', 'safety-briefing', 'lunch-included', 'hotel-pickup'],
    duration: 480, times: ['09:00'], price: 1600, ages: [7, 65], capacity: 48,
    extras: [['photo-package', 600, 'per_booking']],
    labels: ['bestseller'], occasions: ['adventure', 'team-building'], bestFor: ['friends', 'families'],
  },
  {
    ...base, slug: 'antalya-pamukkale-day-trip', city: 'antalya', category: 'tours', profile: 'daytrip',
    title: t4("Pamukkale and Hierapolis Day Trip from Antalya", "Поездка на один день в Памуккале и Иераполис из Антальи", "Antalya'dan Günübirlik Pamukkale ve Hierapolis Turu", "Tagesausflug von Antalya nach Pamukkale und Hierapolis"),
    hook: t4("Cross the Taurus Mountains to the cotton-white terraces of Pamukkale, where warm mineral water has been flowing over the rock since Roman times.", "Через горы Тавр — к белоснежным террасам Памуккале, где тёплая минеральная вода стекает по скалам со времён Рима.", "Toros Dağları'nı aşıp Roma döneminden beri ılık mineralli suyun kayalardan aktığı pamuk beyazı Pamukkale travertenlerine ulaşın.", "Über das Taurusgebirge zu den schneeweißen Terrassen von Pamukkale, wo seit römischer Zeit warmes Mineralwasser über den Fels fließt."),
    highlights: ['pamukkale-terraces', 'hierapolis', 'lunch-included', 'hotel-pickup'],
    duration: 900, times: ['05:30'], price: 2800,
    texts: {
      locationDescription: {
        en: 'Departs from {city}; Pamukkale is about four hours away by road.',
        ru: 'Выезд из Антальи; до Памуккале около четырёх часов по дороге.',
        tr: '{city} çıkışlı; Pamukkale karayoluyla yaklaşık dört saat uzaklıkta.',
        de: 'Abfahrt {inCity}; bis Pamukkale sind es etwa vier Stunden auf der Straße.',
      },
    },
    occasions: ['sightseeing'], bestFor: ['families', 'friends'],
  },
]
