// Profiles for the desert, motor and riding adventures, and balloon flights: every text in every language.
import { t4 } from './t4'
import type { Profile } from './profile-type'
import { PICKUP_INCLUDED as P, PICKUP_MEETING } from './profile-shared'

/** The evening safari: dunes, sunset, dinner and shows at a camp, back at about 21:00. */
export const desert: Profile = {
  overview: t4(
    "Our drivers collect you at a pickup point near your hotel {inCity} and bring you back afterwards, so all you need to pack is a camera.",
    "Наши водители заберут вас от точки сбора рядом с вашим отелем {inCity} и привезут обратно, так что с собой нужна только камера.",
    "Şoförlerimiz sizi {inCity} otelinize yakın bir alış noktasından alır ve sonra geri bırakır; yanınıza yalnızca bir fotoğraf makinesi almanız yeterli.",
    "Unsere Fahrer holen Sie an einem Abholpunkt nahe Ihrem Hotel {inCity} ab und bringen Sie wieder zurück – Sie brauchen nur eine Kamera.",
  ),
  texts: {
    en: {
      includes: [P.en + ' in a 4x4 vehicle', 'About 45 minutes of dune driving with a professional desert driver', 'Arabic coffee, tea and dates at the camp', 'Dinner and the evening shows at the camp', 'Bottled water and soft drinks'],
      excludes: ['Alcoholic drinks', 'Quad bike rides', 'Tips for the driver'],
      itinerary: [
        { title: 'Pickup', description: 'Your driver collects you at your pickup point in {city} in a 4x4 Land Cruiser.' },
        { title: 'Into the dunes', description: 'At the edge of the desert the driver lets air out of the tyres and heads into the dunes.' },
        { title: 'Sunset', description: 'A stop on a high dune to watch the sun go down.' },
        { title: 'Evening at the camp', description: 'Dinner, Arabic coffee and the shows at a Bedouin-style camp.' },
        { title: 'Return', description: 'The driver brings you back to your pickup point at about 21:00.' },
      ],
      knowBeforeYouGo: [
        'Dune driving is not recommended for pregnant travellers or people with back or heart conditions.',
        'Pickup times can move by up to 30 minutes with the traffic; your driver will message you.',
        'Children under 3 ride free on an adult’s lap but must be declared when booking.',
      ],
      whatToBring: ['Sunglasses', 'Closed shoes or sandals you do not mind filling with sand', 'A light jacket for the evening from November to March'],
      meetingPoint: PICKUP_MEETING.en,
      locationDescription: 'The red dunes of the Lahbab desert, about 45 minutes from central {city}.',
    },
    ru: {
      includes: [P.ru + ' на внедорожнике 4x4', 'Около 45 минут катания по дюнам с профессиональным водителем', 'Арабский кофе, чай и финики в лагере', 'Ужин и вечерняя шоу-программа в лагере', 'Питьевая вода и безалкогольные напитки'],
      excludes: ['Алкогольные напитки', 'Катание на квадроциклах', 'Чаевые водителю'],
      itinerary: [
        { title: 'Трансфер', description: 'Водитель забирает вас от точки сбора {inCity} на внедорожнике Land Cruiser.' },
        { title: 'В дюны', description: 'На краю пустыни водитель спускает шины и уходит в дюны.' },
        { title: 'Закат', description: 'Остановка на высокой дюне, чтобы проводить солнце.' },
        { title: 'Вечер в лагере', description: 'Ужин, арабский кофе и шоу в лагере в бедуинском стиле.' },
        { title: 'Возвращение', description: 'Около 21:00 водитель привозит вас обратно к точке сбора.' },
      ],
      knowBeforeYouGo: [
        'Катание по дюнам не рекомендуется беременным и людям с заболеваниями спины или сердца.',
        'Из-за пробок время трансфера может сдвинуться до 30 минут; водитель напишет вам.',
        'Дети до 3 лет едут бесплатно на коленях у взрослого, но их нужно указать при бронировании.',
      ],
      whatToBring: ['Солнцезащитные очки', 'Закрытую обувь или сандалии, которые не жалко наполнить песком', 'Лёгкую куртку на вечер с ноября по март'],
      meetingPoint: PICKUP_MEETING.ru,
      locationDescription: 'Красные дюны пустыни Лахбаб, примерно в 45 минутах от центра города {city}.',
    },
    tr: {
      includes: [P.tr + ' (4x4 araçla)', 'Profesyonel çöl şoförüyle yaklaşık 45 dakikalık kumul sürüşü', 'Kampta Arap kahvesi, çay ve hurma', 'Kampta akşam yemeği ve akşam gösterileri', 'Şişe su ve alkolsüz içecekler'],
      excludes: ['Alkollü içecekler', 'ATV sürüşü', 'Şoför için bahşiş'],
      itinerary: [
        { title: 'Alış', description: "Şoförünüz sizi {inCity} alış noktanızdan 4x4 Land Cruiser ile alır." },
        { title: 'Kumullara', description: 'Çölün kenarında şoför lastiklerin havasını indirir ve kumullara doğru yola çıkar.' },
        { title: 'Gün batımı', description: 'Güneşin batışını izlemek için yüksek bir kumulda mola.' },
        { title: 'Kampta akşam', description: 'Bedevi tarzı bir kampta akşam yemeği, Arap kahvesi ve gösteriler.' },
        { title: 'Dönüş', description: 'Şoför sizi saat 21:00 civarında alış noktanıza geri bırakır.' },
      ],
      knowBeforeYouGo: [
        'Kumul sürüşü hamileler ile bel veya kalp rahatsızlığı olanlara önerilmez.',
        'Alış saatleri trafiğe göre 30 dakikaya kadar değişebilir; şoförünüz size mesaj atar.',
        '3 yaşından küçük çocuklar bir yetişkinin kucağında ücretsiz gelir, ancak rezervasyonda belirtilmelidir.',
      ],
      whatToBring: ['Güneş gözlüğü', 'Kapalı ayakkabı ya da içine kum dolmasına aldırmayacağınız sandalet', 'Kasım–mart arası akşam için ince bir ceket'],
      meetingPoint: PICKUP_MEETING.tr,
      locationDescription: "Lahbab çölünün kızıl kumulları, {city} merkezine yaklaşık 45 dakika.",
    },
    de: {
      includes: [P.de + ' im Geländewagen (4x4)', 'Etwa 45 Minuten Dünenfahrt mit einem professionellen Wüstenfahrer', 'Arabischer Kaffee, Tee und Datteln im Camp', 'Abendessen und Abendshows im Camp', 'Wasser und Softdrinks'],
      excludes: ['Alkoholische Getränke', 'Quadfahrten', 'Trinkgeld für den Fahrer'],
      itinerary: [
        { title: 'Abholung', description: 'Ihr Fahrer holt Sie an Ihrem Abholpunkt {inCity} im 4x4-Land-Cruiser ab.' },
        { title: 'In die Dünen', description: 'Am Wüstenrand lässt der Fahrer Luft aus den Reifen und fährt in die Dünen.' },
        { title: 'Sonnenuntergang', description: 'Halt auf einer hohen Düne, um die Sonne untergehen zu sehen.' },
        { title: 'Abend im Camp', description: 'Abendessen, arabischer Kaffee und die Shows in einem Camp im Beduinenstil.' },
        { title: 'Rückfahrt', description: 'Gegen 21:00 Uhr bringt Sie der Fahrer zurück zu Ihrem Abholpunkt.' },
      ],
      knowBeforeYouGo: [
        'Dünenfahrten sind für Schwangere und Menschen mit Rücken- oder Herzbeschwerden nicht zu empfehlen.',
        'Die Abholzeit kann sich je nach Verkehr um bis zu 30 Minuten verschieben; Ihr Fahrer schreibt Ihnen.',
        'Kinder unter 3 Jahren fahren kostenlos auf dem Schoß eines Erwachsenen mit, müssen bei der Buchung aber angegeben werden.',
      ],
      whatToBring: ['Sonnenbrille', 'Geschlossene Schuhe oder Sandalen, in die ruhig Sand darf', 'Von November bis März eine leichte Jacke für den Abend'],
      meetingPoint: PICKUP_MEETING.de,
      locationDescription: 'Die roten Dünen der Lahbab-Wüste, etwa 45 Minuten vom Zentrum von {city} entfernt.',
    },
  },
  reviews: 'desert',
  capacity: 60,
  pickup: true,
  policy: 'free-24h',
}

/** Early desert mornings: the morning safari's programme; the camel trek and the falconry word their own. */
export const desertMorning: Profile = {
  overview: t4(
    "Mornings are the coolest and quietest time in the desert: pickup is early, and you are back {inCity} before the heat of the day.",
    "Утро — самое прохладное и тихое время в пустыне: выезд ранний, и вы вернётесь {inCity} ещё до дневной жары.",
    "Sabahlar çölün en serin ve en sakin saatleridir: alış erkendir ve günün sıcağı bastırmadan {inCity} dönmüş olursunuz.",
    "Der Morgen ist die kühlste und ruhigste Zeit in der Wüste: Die Abholung ist früh, und Sie sind vor der Mittagshitze zurück {inCity}.",
  ),
  texts: {
    en: {
      includes: [P.en + ' in a 4x4 vehicle', 'About 30 minutes of dune driving', 'Sandboarding and a short camel ride', 'Bottled water, Arabic coffee and dates'],
      excludes: ['Breakfast', 'Quad bike rides unless booked as an extra', 'Tips for the driver'],
      itinerary: [
        { title: 'Early pickup', description: 'Your driver collects you at your pickup point in {city} in a 4x4 Land Cruiser.' },
        { title: 'Dune driving', description: 'About half an hour over the dunes while the sand is still cool.' },
        { title: 'Sandboarding and camels', description: 'Try sandboarding down a dune and take a short camel ride.' },
        { title: 'Return', description: 'Back at your pickup point about four hours after pickup.' },
      ],
      knowBeforeYouGo: [
        'Dune driving is not recommended for pregnant travellers or people with back or heart conditions.',
        'Your driver confirms the pickup time the evening before.',
        'Children under 3 ride free on an adult’s lap but must be declared when booking.',
      ],
      whatToBring: ['Sunglasses and a hat', 'Closed shoes', 'A light layer: dawn in the desert is cool in winter'],
      meetingPoint: PICKUP_MEETING.en,
      locationDescription: 'The dunes of the Lahbab desert, about 45 minutes from central {city}.',
    },
    ru: {
      includes: [P.ru + ' на внедорожнике 4x4', 'Около 30 минут катания по дюнам', 'Сэндбординг и короткая прогулка на верблюде', 'Питьевая вода, арабский кофе и финики'],
      excludes: ['Завтрак', 'Квадроциклы, если они не заказаны дополнительно', 'Чаевые водителю'],
      itinerary: [
        { title: 'Ранний выезд', description: 'Водитель забирает вас от точки сбора {inCity} на внедорожнике Land Cruiser.' },
        { title: 'Катание по дюнам', description: 'Около получаса по дюнам, пока песок ещё прохладный.' },
        { title: 'Сэндбординг и верблюды', description: 'Спуск с дюны на сэндборде и короткая прогулка на верблюде.' },
        { title: 'Возвращение', description: 'Примерно через четыре часа после выезда вы снова у точки сбора.' },
      ],
      knowBeforeYouGo: [
        'Катание по дюнам не рекомендуется беременным и людям с заболеваниями спины или сердца.',
        'Водитель подтвердит время выезда накануне вечером.',
        'Дети до 3 лет едут бесплатно на коленях у взрослого, но их нужно указать при бронировании.',
      ],
      whatToBring: ['Солнцезащитные очки и головной убор', 'Закрытую обувь', 'Лёгкую кофту: зимой на рассвете в пустыне прохладно'],
      meetingPoint: PICKUP_MEETING.ru,
      locationDescription: 'Дюны пустыни Лахбаб, примерно в 45 минутах от центра города {city}.',
    },
    tr: {
      includes: [P.tr + ' (4x4 araçla)', 'Yaklaşık 30 dakikalık kumul sürüşü', 'Kum sörfü ve kısa bir deve turu', 'Şişe su, Arap kahvesi ve hurma'],
      excludes: ['Kahvaltı', 'Ekstra olarak ayırtılmadıkça ATV sürüşü', 'Şoför için bahşiş'],
      itinerary: [
        { title: 'Erken alış', description: "Şoförünüz sizi {inCity} alış noktanızdan 4x4 Land Cruiser ile alır." },
        { title: 'Kumul sürüşü', description: 'Kum henüz serinken kumullarda yaklaşık yarım saat.' },
        { title: 'Kum sörfü ve develer', description: 'Bir kumuldan kum sörfüyle kayın ve kısa bir deve turuna çıkın.' },
        { title: 'Dönüş', description: 'Alıştan yaklaşık dört saat sonra alış noktanıza dönersiniz.' },
      ],
      knowBeforeYouGo: [
        'Kumul sürüşü hamileler ile bel veya kalp rahatsızlığı olanlara önerilmez.',
        'Şoförünüz alış saatini bir önceki akşam teyit eder.',
        '3 yaşından küçük çocuklar bir yetişkinin kucağında ücretsiz gelir, ancak rezervasyonda belirtilmelidir.',
      ],
      whatToBring: ['Güneş gözlüğü ve şapka', 'Kapalı ayakkabı', 'İnce bir katman: kışın şafak vakti çöl serindir'],
      meetingPoint: PICKUP_MEETING.tr,
      locationDescription: "Lahbab çölünün kumulları, {city} merkezine yaklaşık 45 dakika.",
    },
    de: {
      includes: [P.de + ' im Geländewagen (4x4)', 'Etwa 30 Minuten Dünenfahrt', 'Sandboarding und ein kurzer Kamelritt', 'Wasser, arabischer Kaffee und Datteln'],
      excludes: ['Frühstück', 'Quadfahrten, sofern nicht als Extra gebucht', 'Trinkgeld für den Fahrer'],
      itinerary: [
        { title: 'Frühe Abholung', description: 'Ihr Fahrer holt Sie an Ihrem Abholpunkt {inCity} im 4x4-Land-Cruiser ab.' },
        { title: 'Dünenfahrt', description: 'Eine gute halbe Stunde über die Dünen, solange der Sand noch kühl ist.' },
        { title: 'Sandboarding und Kamele', description: 'Mit dem Sandboard eine Düne hinunter und ein kurzer Kamelritt.' },
        { title: 'Rückfahrt', description: 'Etwa vier Stunden nach der Abholung sind Sie zurück am Abholpunkt.' },
      ],
      knowBeforeYouGo: [
        'Dünenfahrten sind für Schwangere und Menschen mit Rücken- oder Herzbeschwerden nicht zu empfehlen.',
        'Ihr Fahrer bestätigt die Abholzeit am Vorabend.',
        'Kinder unter 3 Jahren fahren kostenlos auf dem Schoß eines Erwachsenen mit, müssen bei der Buchung aber angegeben werden.',
      ],
      whatToBring: ['Sonnenbrille und Hut', 'Geschlossene Schuhe', 'Eine leichte Schicht: Im Winter ist die Wüste im Morgengrauen kühl'],
      meetingPoint: PICKUP_MEETING.de,
      locationDescription: 'Die Dünen der Lahbab-Wüste, etwa 45 Minuten vom Zentrum von {city} entfernt.',
    },
  },
  reviews: 'desert-morning',
  capacity: 60,
  pickup: true,
  policy: 'free-24h',
}

/** A night at a desert camp: from mid-afternoon to breakfast the next morning. */
export const overnight: Profile = {
  overview: desert.overview,
  texts: {
    en: {
      includes: [P.en + ' in a 4x4 vehicle', 'Dune driving and a sunset stop', 'Dinner and the evening shows at the camp', 'A tent with beds and bedding (with its own bathroom in the deluxe option)', 'Breakfast at sunrise', 'Bottled water, soft drinks, tea and coffee'],
      excludes: ['Alcoholic drinks', 'Quad bike rides', 'Tips for the driver and camp staff'],
      itinerary: [
        { title: 'Afternoon pickup', description: 'Your driver collects you at your pickup point in {city} at about 15:30.' },
        { title: 'Dunes and sunset', description: 'Dune driving, then the sunset from a high dune.' },
        { title: 'Dinner at the camp', description: 'Barbecue dinner and shows while the day guests are there.' },
        { title: 'Night in the desert', description: 'The day guests leave at 21:00, the generators go quiet and the stars come out.' },
        { title: 'Sunrise and breakfast', description: 'Watch the sun rise over the dunes, then breakfast at the camp.' },
        { title: 'Return', description: 'Back at your pickup point at about 09:30.' },
      ],
      knowBeforeYouGo: [
        'Standard tents share clean bathrooms with showers a short walk away.',
        'Nights in the desert are cold from November to March; blankets are provided.',
        'Children must be at least 5 years old.',
      ],
      whatToBring: ['A warm layer for the night', 'Toiletries and a change of clothes', 'A torch or your phone’s light'],
      meetingPoint: PICKUP_MEETING.en,
      locationDescription: 'A camp in the red dunes of the Lahbab desert, about 45 minutes from central {city}.',
    },
    ru: {
      includes: [P.ru + ' на внедорожнике 4x4', 'Катание по дюнам и остановка на закате', 'Ужин и вечерняя шоу-программа в лагере', 'Палатка с кроватями и постельным бельём (в варианте делюкс — с собственной ванной)', 'Завтрак на рассвете', 'Питьевая вода, безалкогольные напитки, чай и кофе'],
      excludes: ['Алкогольные напитки', 'Катание на квадроциклах', 'Чаевые водителю и персоналу лагеря'],
      itinerary: [
        { title: 'Трансфер днём', description: 'Около 15:30 водитель забирает вас от точки сбора {inCity}.' },
        { title: 'Дюны и закат', description: 'Катание по дюнам, затем закат с вершины высокой дюны.' },
        { title: 'Ужин в лагере', description: 'Ужин-барбекю и шоу, пока в лагере вечерние гости.' },
        { title: 'Ночь в пустыне', description: 'В 21:00 вечерние гости уезжают, генераторы затихают, и появляются звёзды.' },
        { title: 'Рассвет и завтрак', description: 'Встреча рассвета над дюнами и завтрак в лагере.' },
        { title: 'Возвращение', description: 'Около 09:30 вы снова у точки сбора.' },
      ],
      knowBeforeYouGo: [
        'В стандартных палатках — общие чистые санузлы с душем в нескольких шагах.',
        'С ноября по март ночи в пустыне холодные; одеяла выдаются.',
        'Детям должно быть не меньше 5 лет.',
      ],
      whatToBring: ['Тёплую одежду на ночь', 'Туалетные принадлежности и смену одежды', 'Фонарик или телефон с фонариком'],
      meetingPoint: PICKUP_MEETING.ru,
      locationDescription: 'Лагерь среди красных дюн пустыни Лахбаб, примерно в 45 минутах от центра города {city}.',
    },
    tr: {
      includes: [P.tr + ' (4x4 araçla)', 'Kumul sürüşü ve gün batımı molası', 'Kampta akşam yemeği ve akşam gösterileri', 'Yataklı ve nevresimli çadır (deluxe seçenekte kendi banyosuyla)', 'Gün doğarken kahvaltı', 'Şişe su, alkolsüz içecekler, çay ve kahve'],
      excludes: ['Alkollü içecekler', 'ATV sürüşü', 'Şoför ve kamp ekibi için bahşiş'],
      itinerary: [
        { title: 'Öğleden sonra alış', description: "Şoförünüz sizi saat 15:30 civarında {inCity} alış noktanızdan alır." },
        { title: 'Kumullar ve gün batımı', description: 'Kumul sürüşü, ardından yüksek bir kumuldan gün batımı.' },
        { title: 'Kampta akşam yemeği', description: 'Günübirlik misafirlerle birlikte barbekü akşam yemeği ve gösteriler.' },
        { title: 'Çölde gece', description: 'Günübirlikçiler 21:00’de ayrılır, jeneratörler susar ve yıldızlar çıkar.' },
        { title: 'Gün doğumu ve kahvaltı', description: 'Kumulların üzerinde güneşin doğuşunu izleyin, ardından kampta kahvaltı.' },
        { title: 'Dönüş', description: 'Saat 09:30 civarında alış noktanıza dönersiniz.' },
      ],
      knowBeforeYouGo: [
        'Standart çadırlar, birkaç adım ötedeki duşlu ve temiz ortak banyoları kullanır.',
        'Kasım–mart arası çölde geceler soğuktur; battaniye verilir.',
        'Çocuklar en az 5 yaşında olmalıdır.',
      ],
      whatToBring: ['Gece için kalın bir giysi', 'Kişisel bakım malzemeleri ve yedek kıyafet', 'El feneri ya da telefon ışığı'],
      meetingPoint: PICKUP_MEETING.tr,
      locationDescription: "Lahbab çölünün kızıl kumulları arasında bir kamp, {city} merkezine yaklaşık 45 dakika.",
    },
    de: {
      includes: [P.de + ' im Geländewagen (4x4)', 'Dünenfahrt und Halt zum Sonnenuntergang', 'Abendessen und Abendshows im Camp', 'Zelt mit Betten und Bettzeug (in der Deluxe-Option mit eigenem Bad)', 'Frühstück bei Sonnenaufgang', 'Wasser, Softdrinks, Tee und Kaffee'],
      excludes: ['Alkoholische Getränke', 'Quadfahrten', 'Trinkgeld für Fahrer und Camp-Team'],
      itinerary: [
        { title: 'Abholung am Nachmittag', description: 'Gegen 15:30 Uhr holt Ihr Fahrer Sie an Ihrem Abholpunkt {inCity} ab.' },
        { title: 'Dünen und Sonnenuntergang', description: 'Dünenfahrt, danach der Sonnenuntergang von einer hohen Düne.' },
        { title: 'Abendessen im Camp', description: 'Grillbuffet und Shows, solange die Abendgäste da sind.' },
        { title: 'Nacht in der Wüste', description: 'Um 21:00 Uhr fahren die Abendgäste, die Generatoren verstummen und die Sterne kommen heraus.' },
        { title: 'Sonnenaufgang und Frühstück', description: 'Die Sonne über den Dünen aufgehen sehen, dann Frühstück im Camp.' },
        { title: 'Rückfahrt', description: 'Gegen 09:30 Uhr sind Sie zurück am Abholpunkt.' },
      ],
      knowBeforeYouGo: [
        'Die Standardzelte teilen sich saubere Bäder mit Duschen wenige Schritte entfernt.',
        'Von November bis März sind die Nächte in der Wüste kalt; Decken liegen bereit.',
        'Kinder müssen mindestens 5 Jahre alt sein.',
      ],
      whatToBring: ['Eine warme Schicht für die Nacht', 'Waschzeug und Wechselkleidung', 'Eine Taschenlampe oder das Licht Ihres Handys'],
      meetingPoint: PICKUP_MEETING.de,
      locationDescription: 'Ein Camp in den roten Dünen der Lahbab-Wüste, etwa 45 Minuten vom Zentrum von {city} entfernt.',
    },
  },
  reviews: 'overnight',
  capacity: 20,
  pickup: true,
  policy: 'free-72h',
}

/** A full day to the Liwa Oasis and Moreeb Dune, from Abu Dhabi. */
export const liwa: Profile = {
  overview: t4(
    "It is a long day on the road, and the reward is a landscape few visitors {inCity} ever see: dunes the height of towers and an oasis of date palms.",
    "Это долгий день в дороге, а награда — пейзаж, который мало кто из гостей {inCity} видит: дюны высотой с башню и оазис финиковых пальм.",
    "Yolda geçen uzun bir gün; ödülü ise {inCity} bulunan ziyaretçilerin pek azının gördüğü bir manzara: kuleler kadar yüksek kumullar ve hurmalıklarla dolu bir vaha.",
    "Es ist ein langer Tag auf der Straße, und der Lohn ist eine Landschaft, die kaum ein Besucher {inCity} je sieht: Dünen so hoch wie Türme und eine Oase voller Dattelpalmen.",
  ),
  texts: {
    en: {
      includes: [P.en + ' in a 4x4 vehicle', 'Dune driving around Moreeb Dune', 'Lunch at a restaurant in the oasis', 'Bottled water and soft drinks', 'A desert driver and guide for the whole day'],
      excludes: ['Drinks with lunch beyond water and soft drinks', 'Tips for the driver'],
      itinerary: [
        { title: 'Early pickup', description: 'Your driver collects you at your pickup point in {city} at about 07:00.' },
        { title: 'Drive to Liwa', description: 'About two and a half hours south, with a coffee stop on the way.' },
        { title: 'The oasis', description: 'Date farms and the villages of the Liwa Oasis.' },
        { title: 'Moreeb Dune', description: 'Dune driving and a climb on one of the tallest dunes in the world.' },
        { title: 'Lunch', description: 'Lunch at a restaurant in the oasis.' },
        { title: 'Return', description: 'Back at your pickup point at about 18:00.' },
      ],
      knowBeforeYouGo: ['You spend about five hours on the road in total.', 'Dune driving is not recommended for pregnant travellers or people with back or heart conditions.', 'From June to September the midday heat is extreme; the programme keeps you in the shade at noon.'],
      whatToBring: ['Sunglasses and a hat', 'Sunscreen', 'Closed shoes'],
      meetingPoint: PICKUP_MEETING.en,
      locationDescription: 'The Liwa Oasis at the edge of the Empty Quarter, about two and a half hours from {city}.',
    },
    ru: {
      includes: [P.ru + ' на внедорожнике 4x4', 'Катание по дюнам вокруг дюны Мореб', 'Обед в ресторане в оазисе', 'Питьевая вода и безалкогольные напитки', 'Водитель-гид на весь день'],
      excludes: ['Напитки к обеду, кроме воды и безалкогольных', 'Чаевые водителю'],
      itinerary: [
        { title: 'Ранний выезд', description: 'Около 07:00 водитель забирает вас от точки сбора {inCity}.' },
        { title: 'Дорога в Ливу', description: 'Около двух с половиной часов на юг с остановкой на кофе.' },
        { title: 'Оазис', description: 'Финиковые фермы и деревни оазиса Лива.' },
        { title: 'Дюна Мореб', description: 'Катание по дюнам и подъём на одну из самых высоких дюн мира.' },
        { title: 'Обед', description: 'Обед в ресторане в оазисе.' },
        { title: 'Возвращение', description: 'Около 18:00 вы снова у точки сбора.' },
      ],
      knowBeforeYouGo: ['Всего в дороге около пяти часов.', 'Катание по дюнам не рекомендуется беременным и людям с заболеваниями спины или сердца.', 'С июня по сентябрь в полдень стоит сильная жара; в это время программа проходит в тени.'],
      whatToBring: ['Солнцезащитные очки и головной убор', 'Солнцезащитный крем', 'Закрытую обувь'],
      meetingPoint: PICKUP_MEETING.ru,
      locationDescription: 'Оазис Лива на краю пустыни Руб-эль-Хали, примерно в двух с половиной часах от города {city}.',
    },
    tr: {
      includes: [P.tr + ' (4x4 araçla)', 'Moreeb Kumulu çevresinde kumul sürüşü', 'Vahada bir restoranda öğle yemeği', 'Şişe su ve alkolsüz içecekler', 'Gün boyu çöl şoförü ve rehber'],
      excludes: ['Öğle yemeğinde su ve alkolsüz içecekler dışındaki içecekler', 'Şoför için bahşiş'],
      itinerary: [
        { title: 'Erken alış', description: "Şoförünüz sizi saat 07:00 civarında {inCity} alış noktanızdan alır." },
        { title: 'Liva’ya yolculuk', description: 'Yolda bir kahve molasıyla yaklaşık iki buçuk saat güneye.' },
        { title: 'Vaha', description: 'Liva Vahası’nın hurma bahçeleri ve köyleri.' },
        { title: 'Moreeb Kumulu', description: 'Kumul sürüşü ve dünyanın en yüksek kumullarından birine tırmanış.' },
        { title: 'Öğle yemeği', description: 'Vahadaki bir restoranda öğle yemeği.' },
        { title: 'Dönüş', description: 'Saat 18:00 civarında alış noktanıza dönersiniz.' },
      ],
      knowBeforeYouGo: ['Toplamda yaklaşık beş saat yolda geçer.', 'Kumul sürüşü hamileler ile bel veya kalp rahatsızlığı olanlara önerilmez.', 'Haziran–eylül arası öğle sıcağı çok serttir; program öğle saatlerinde gölgede devam eder.'],
      whatToBring: ['Güneş gözlüğü ve şapka', 'Güneş kremi', 'Kapalı ayakkabı'],
      meetingPoint: PICKUP_MEETING.tr,
      locationDescription: "Rub'ül Hali’nin kıyısındaki Liva Vahası, {city} şehrine yaklaşık iki buçuk saat.",
    },
    de: {
      includes: [P.de + ' im Geländewagen (4x4)', 'Dünenfahrt rund um die Moreeb-Düne', 'Mittagessen in einem Restaurant in der Oase', 'Wasser und Softdrinks', 'Ein Wüstenfahrer und Guide für den ganzen Tag'],
      excludes: ['Getränke zum Mittagessen außer Wasser und Softdrinks', 'Trinkgeld für den Fahrer'],
      itinerary: [
        { title: 'Frühe Abholung', description: 'Gegen 07:00 Uhr holt Ihr Fahrer Sie an Ihrem Abholpunkt {inCity} ab.' },
        { title: 'Fahrt nach Liwa', description: 'Etwa zweieinhalb Stunden Richtung Süden, mit einer Kaffeepause unterwegs.' },
        { title: 'Die Oase', description: 'Dattelfarmen und die Dörfer der Oase Liwa.' },
        { title: 'Moreeb-Düne', description: 'Dünenfahrt und Aufstieg auf eine der höchsten Dünen der Welt.' },
        { title: 'Mittagessen', description: 'Mittagessen in einem Restaurant in der Oase.' },
        { title: 'Rückfahrt', description: 'Gegen 18:00 Uhr sind Sie zurück am Abholpunkt.' },
      ],
      knowBeforeYouGo: ['Insgesamt sind Sie etwa fünf Stunden unterwegs.', 'Dünenfahrten sind für Schwangere und Menschen mit Rücken- oder Herzbeschwerden nicht zu empfehlen.', 'Von Juni bis September ist die Mittagshitze extrem; mittags findet das Programm im Schatten statt.'],
      whatToBring: ['Sonnenbrille und Hut', 'Sonnencreme', 'Geschlossene Schuhe'],
      meetingPoint: PICKUP_MEETING.de,
      locationDescription: 'Die Oase Liwa am Rand der Rub al-Chali, etwa zweieinhalb Stunden von {city} entfernt.',
    },
  },
  reviews: 'liwa',
  capacity: 14,
  pickup: true,
  policy: 'free-24h',
}

/** Quads, buggies and ATVs: you drive, an instructor leads. */
export const adventure: Profile = {
  overview: t4(
    "No experience is needed: the instructors start with a short briefing and stay with the group from start to finish.",
    "Опыт не нужен: инструкторы начинают с короткого инструктажа и остаются с группой от начала до конца.",
    "Deneyim gerekmez: eğitmenler kısa bir brifingle başlar ve baştan sona grupla birlikte kalır.",
    "Vorkenntnisse braucht es nicht: Die Instruktoren beginnen mit einer kurzen Einweisung und bleiben von Anfang bis Ende bei der Gruppe.",
  ),
  texts: {
    en: {
      includes: [P.en, 'Safety briefing, helmet and goggles', 'An instructor leading the group', 'Bottled water', 'Insurance'],
      excludes: ['Photos and videos', 'Tips'],
      itinerary: [
        { title: 'Pickup', description: 'A driver collects you at your pickup point and takes you to our base outside {city}.' },
        { title: 'Briefing', description: 'Sign the safety form, get your helmet and goggles and try the controls on a practice loop.' },
        { title: 'The ride', description: 'Follow the instructor in a line, at a pace that suits the group, with a stop for photos.' },
        { title: 'Return', description: 'Hand back the helmet; the driver takes you back to your pickup point.' },
      ],
      knowBeforeYouGo: [
        'Drivers must be at least 16 years old; where children are allowed, they ride as passengers with an adult on a two-seat vehicle.',
        'Not suitable for pregnant travellers or people with back problems.',
        'Rides can be paused for safety in strong wind or heavy rain.',
      ],
      whatToBring: ['Closed shoes', 'Clothes that can get dusty', 'Sunglasses and sunscreen'],
      meetingPoint: PICKUP_MEETING.en,
      locationDescription: 'Open terrain just outside {city}, chosen for safe riding and wide views.',
    },
    ru: {
      includes: [P.ru, 'Инструктаж по безопасности, шлем и очки', 'Инструктор во главе группы', 'Питьевая вода', 'Страховка'],
      excludes: ['Фото и видео', 'Чаевые'],
      itinerary: [
        { title: 'Трансфер', description: 'Водитель забирает вас от точки сбора и везёт на нашу базу за городом.' },
        { title: 'Инструктаж', description: 'Подпишите правила безопасности, получите шлем и очки и опробуйте управление на учебном круге.' },
        { title: 'Заезд', description: 'Едете колонной за инструктором в темпе, удобном для группы, с остановкой для фото.' },
        { title: 'Возвращение', description: 'Сдайте шлем — водитель отвезёт вас обратно к точке сбора.' },
      ],
      knowBeforeYouGo: [
        'Водителю должно быть не меньше 16 лет; там, где допускаются дети, они едут пассажирами со взрослым на двухместной машине.',
        'Не подходит беременным и людям с проблемами со спиной.',
        'При сильном ветре или ливне заезд могут приостановить из соображений безопасности.',
      ],
      whatToBring: ['Закрытую обувь', 'Одежду, которую не жалко запылить', 'Солнцезащитные очки и крем'],
      meetingPoint: PICKUP_MEETING.ru,
      locationDescription: 'Открытая местность сразу за городом {city}, выбранная для безопасной езды и широких видов.',
    },
    tr: {
      includes: [P.tr, 'Güvenlik brifingi, kask ve gözlük', 'Gruba öncülük eden bir eğitmen', 'Şişe su', 'Sigorta'],
      excludes: ['Fotoğraf ve video', 'Bahşiş'],
      itinerary: [
        { title: 'Alış', description: 'Bir şoför sizi alış noktanızdan alıp şehir dışındaki üssümüze götürür.' },
        { title: 'Brifing', description: 'Güvenlik formunu imzalayın, kask ve gözlüğünüzü alın ve kontrolleri deneme parkurunda tanıyın.' },
        { title: 'Sürüş', description: 'Eğitmeni sıra halinde, grubun temposuna uygun bir hızda takip edin; fotoğraf için mola verilir.' },
        { title: 'Dönüş', description: 'Kaskı teslim edin; şoför sizi alış noktanıza geri götürür.' },
      ],
      knowBeforeYouGo: [
        'Sürücüler en az 16 yaşında olmalıdır; çocukların katılabildiği turlarda çocuklar iki kişilik araçta bir yetişkinin yolcusu olur.',
        'Hamileler ve bel sorunu olanlar için uygun değildir.',
        'Şiddetli rüzgâr veya sağanakta sürüşe güvenlik için ara verilebilir.',
      ],
      whatToBring: ['Kapalı ayakkabı', 'Tozlanabilecek kıyafetler', 'Güneş gözlüğü ve güneş kremi'],
      meetingPoint: PICKUP_MEETING.tr,
      locationDescription: '{city} şehrinin hemen dışında, güvenli sürüş ve geniş manzara için seçilmiş açık arazi.',
    },
    de: {
      includes: [P.de, 'Sicherheitseinweisung, Helm und Schutzbrille', 'Ein Instruktor, der die Gruppe anführt', 'Wasser', 'Versicherung'],
      excludes: ['Fotos und Videos', 'Trinkgeld'],
      itinerary: [
        { title: 'Abholung', description: 'Ein Fahrer holt Sie am Abholpunkt ab und bringt Sie zu unserer Basis außerhalb von {city}.' },
        { title: 'Einweisung', description: 'Sicherheitsformular unterschreiben, Helm und Brille aufsetzen und die Bedienung auf einer Übungsrunde ausprobieren.' },
        { title: 'Die Fahrt', description: 'In einer Reihe hinter dem Instruktor, im Tempo der Gruppe, mit einem Fotostopp.' },
        { title: 'Rückfahrt', description: 'Helm abgeben; der Fahrer bringt Sie zurück zum Abholpunkt.' },
      ],
      knowBeforeYouGo: [
        'Fahrer müssen mindestens 16 Jahre alt sein; wo Kinder erlaubt sind, fahren sie als Beifahrer bei einem Erwachsenen auf einem Zweisitzer mit.',
        'Nicht geeignet für Schwangere und Menschen mit Rückenproblemen.',
        'Bei starkem Wind oder Starkregen kann die Fahrt aus Sicherheitsgründen unterbrochen werden.',
      ],
      whatToBring: ['Geschlossene Schuhe', 'Kleidung, die staubig werden darf', 'Sonnenbrille und Sonnencreme'],
      meetingPoint: PICKUP_MEETING.de,
      locationDescription: 'Offenes Gelände direkt außerhalb von {city}, ausgewählt für sicheres Fahren und weite Ausblicke.',
    },
  },
  reviews: 'motor',
  capacity: 20,
  pickup: true,
  policy: 'free-24h',
}

/** A guided ride on calm horses, with pickup. */
export const horse: Profile = {
  overview: t4(
    "The horses are calm, well cared for and used to beginners, and the guide chooses the pace and the trails to suit the group.",
    "Лошади спокойные, ухоженные и привыкли к новичкам, а проводник подбирает темп и маршрут под группу.",
    "Atlar sakin, bakımlı ve yeni başlayanlara alışkındır; rehber tempoyu ve parkuru gruba göre seçer.",
    "Die Pferde sind ruhig, gut gepflegt und an Anfänger gewöhnt, und der Guide wählt Tempo und Wege passend zur Gruppe.",
  ),
  texts: {
    en: {
      includes: [P.en, 'A calm horse matched to your experience', 'A riding helmet', 'A riding guide with the group'],
      excludes: ['Photos', 'Tips'],
      itinerary: [
        { title: 'Pickup', description: 'A driver collects you at your pickup point and takes you to the ranch.' },
        { title: 'Meet your horse', description: 'A short introduction to mounting, steering and stopping.' },
        { title: 'The ride', description: 'About an hour and a quarter on the valley trails, at a walk with short trots for those who want them.' },
        { title: 'Back at the ranch', description: 'Say goodbye to your horse; the driver takes you back.' },
      ],
      knowBeforeYouGo: ['No riding experience is needed; tell us when booking if you have ridden before.', 'Riders must be at least 8 years old and weigh no more than 100 kg.', 'Not suitable for pregnant travellers.'],
      whatToBring: ['Long trousers', 'Closed shoes', 'Sunglasses and a hat'],
      meetingPoint: PICKUP_MEETING.en,
      locationDescription: 'A family ranch near Göreme and the trails of the Rose and Red valleys.',
    },
    ru: {
      includes: [P.ru, 'Спокойная лошадь по вашему уровню', 'Шлем для верховой езды', 'Проводник с группой'],
      excludes: ['Фотографии', 'Чаевые'],
      itinerary: [
        { title: 'Трансфер', description: 'Водитель забирает вас от точки сбора и везёт на ранчо.' },
        { title: 'Знакомство с лошадью', description: 'Короткий инструктаж: как садиться в седло, поворачивать и останавливаться.' },
        { title: 'Прогулка', description: 'Около часа с четвертью по тропам долин шагом, с короткой рысью для желающих.' },
        { title: 'Снова на ранчо', description: 'Попрощайтесь с лошадью — водитель отвезёт вас обратно.' },
      ],
      knowBeforeYouGo: ['Опыт верховой езды не нужен; если вы уже ездили, укажите это при бронировании.', 'Всадникам должно быть не меньше 8 лет, вес — не больше 100 кг.', 'Не подходит беременным.'],
      whatToBring: ['Длинные брюки', 'Закрытую обувь', 'Солнцезащитные очки и головной убор'],
      meetingPoint: PICKUP_MEETING.ru,
      locationDescription: 'Семейное ранчо рядом с Гёреме и тропы Розовой и Красной долин.',
    },
    tr: {
      includes: [P.tr, 'Deneyiminize uygun sakin bir at', 'Binicilik kaskı', 'Grupla birlikte bir at rehberi'],
      excludes: ['Fotoğraflar', 'Bahşiş'],
      itinerary: [
        { title: 'Alış', description: 'Bir şoför sizi alış noktanızdan alıp çiftliğe götürür.' },
        { title: 'Atınızla tanışın', description: 'Ata biniş, yön verme ve durma üzerine kısa bir giriş.' },
        { title: 'Gezinti', description: 'Vadi patikalarında yaklaşık bir saat on beş dakika; adım adım, isteyenler için kısa tırıslarla.' },
        { title: 'Çiftliğe dönüş', description: 'Atınızla vedalaşın; şoför sizi geri götürür.' },
      ],
      knowBeforeYouGo: ['Binicilik deneyimi gerekmez; daha önce ata bindiyseniz rezervasyonda belirtin.', 'Biniciler en az 8 yaşında olmalı ve en fazla 100 kg gelmelidir.', 'Hamileler için uygun değildir.'],
      whatToBring: ['Uzun pantolon', 'Kapalı ayakkabı', 'Güneş gözlüğü ve şapka'],
      meetingPoint: PICKUP_MEETING.tr,
      locationDescription: 'Göreme yakınlarında bir aile çiftliği ile Güllüdere ve Kızılçukur vadilerinin patikaları.',
    },
    de: {
      includes: [P.de, 'Ein ruhiges Pferd, passend zu Ihrer Erfahrung', 'Reithelm', 'Ein Reitführer bei der Gruppe'],
      excludes: ['Fotos', 'Trinkgeld'],
      itinerary: [
        { title: 'Abholung', description: 'Ein Fahrer holt Sie am Abholpunkt ab und bringt Sie zur Ranch.' },
        { title: 'Ihr Pferd kennenlernen', description: 'Eine kurze Einführung ins Aufsteigen, Lenken und Anhalten.' },
        { title: 'Der Ausritt', description: 'Etwa eineinviertel Stunden auf den Talwegen im Schritt, mit kurzen Trabstrecken für alle, die möchten.' },
        { title: 'Zurück auf der Ranch', description: 'Verabschieden Sie sich von Ihrem Pferd; der Fahrer bringt Sie zurück.' },
      ],
      knowBeforeYouGo: ['Reiterfahrung ist nicht nötig; sagen Sie uns bei der Buchung, wenn Sie schon geritten sind.', 'Reiter müssen mindestens 8 Jahre alt sein und dürfen höchstens 100 kg wiegen.', 'Nicht geeignet für Schwangere.'],
      whatToBring: ['Lange Hosen', 'Geschlossene Schuhe', 'Sonnenbrille und Hut'],
      meetingPoint: PICKUP_MEETING.de,
      locationDescription: 'Eine Familienranch bei Göreme und die Wege durch das Rosental und das Rote Tal.',
    },
  },
  reviews: 'horse',
  capacity: 12,
  pickup: true,
  policy: 'free-24h',
}

/** An open-top jeep driven by a local driver: you ride, you do not drive. */
export const jeep: Profile = {
  overview: t4(
    "You sit back in an open-top jeep while a local driver takes the rough tracks, so everyone in the group can look around and take photos.",
    "Вы едете в джипе с открытым верхом, а местный водитель ведёт машину по бездорожью — все в группе могут смотреть по сторонам и фотографировать.",
    "Üstü açık cipte arkanıza yaslanırsınız; engebeli yolları yerel bir şoför sürer, böylece gruptaki herkes etrafı izleyip fotoğraf çekebilir.",
    "Sie sitzen entspannt im offenen Jeep, während ein einheimischer Fahrer die holprigen Pisten nimmt – so kann die ganze Gruppe schauen und fotografieren.",
  ),
  texts: {
    en: {
      includes: [P.en, 'An open-top jeep with an experienced local driver', 'Stops at viewpoints along the valleys', 'A glass of local wine or a soft drink at sunset'],
      excludes: ['Tips', 'Personal expenses'],
      itinerary: [
        { title: 'Pickup', description: 'The jeep collects you at your pickup point in {city}.' },
        { title: 'The valleys', description: 'Dirt tracks through the valleys, with stops at viewpoints for photos.' },
        { title: 'Sunset point', description: 'A glass of wine or a soft drink on the ridge as the rock changes colour.' },
        { title: 'Return', description: 'Drop-off at your pickup point about two and a half hours after pickup.' },
      ],
      knowBeforeYouGo: ['The tracks are bumpy: not recommended for pregnant travellers or people with back problems.', 'Jeeps take up to six passengers and are shared with other travellers.', 'Wine is served only to guests of 18 and over.'],
      whatToBring: ['A scarf or buff against the dust', 'Sunglasses', 'A warm layer for after sunset'],
      meetingPoint: PICKUP_MEETING.en,
      locationDescription: 'The valleys between Göreme, Çavuşin and Uçhisar.',
    },
    ru: {
      includes: [P.ru, 'Джип с открытым верхом и опытным местным водителем', 'Остановки на смотровых площадках в долинах', 'Бокал местного вина или безалкогольный напиток на закате'],
      excludes: ['Чаевые', 'Личные расходы'],
      itinerary: [
        { title: 'Трансфер', description: 'Джип забирает вас от точки сбора {inCity}.' },
        { title: 'Долины', description: 'Грунтовые дороги по долинам с остановками для фото на смотровых площадках.' },
        { title: 'Точка заката', description: 'Бокал вина или безалкогольный напиток на гребне, пока скалы меняют цвет.' },
        { title: 'Возвращение', description: 'Примерно через два с половиной часа вас привозят обратно к точке сбора.' },
      ],
      knowBeforeYouGo: ['Дорога тряская: не рекомендуется беременным и людям с проблемами со спиной.', 'В джипе до шести пассажиров, машина общая с другими путешественниками.', 'Вино наливают только гостям с 18 лет.'],
      whatToBring: ['Шарф или бафф от пыли', 'Солнцезащитные очки', 'Тёплую кофту на время после заката'],
      meetingPoint: PICKUP_MEETING.ru,
      locationDescription: 'Долины между Гёреме, Чавушином и Учхисаром.',
    },
    tr: {
      includes: [P.tr, 'Deneyimli yerel şoförüyle üstü açık cip', 'Vadiler boyunca manzara noktalarında molalar', 'Gün batımında bir kadeh yerel şarap ya da alkolsüz içecek'],
      excludes: ['Bahşiş', 'Kişisel harcamalar'],
      itinerary: [
        { title: 'Alış', description: "Cip sizi {inCity} alış noktanızdan alır." },
        { title: 'Vadiler', description: 'Vadilerde toprak yollar ve fotoğraf için manzara noktalarında molalar.' },
        { title: 'Gün batımı noktası', description: 'Kayalar renk değiştirirken sırtta bir kadeh şarap ya da alkolsüz içecek.' },
        { title: 'Dönüş', description: 'Alıştan yaklaşık iki buçuk saat sonra alış noktanıza bırakılırsınız.' },
      ],
      knowBeforeYouGo: ['Yollar sarsıntılıdır: hamileler ve bel sorunu olanlara önerilmez.', 'Ciplerde en fazla altı yolcu bulunur ve araç başka yolcularla paylaşılır.', 'Şarap yalnızca 18 yaşını doldurmuş misafirlere servis edilir.'],
      whatToBring: ['Toza karşı bir eşarp ya da boyunluk', 'Güneş gözlüğü', 'Gün batımı sonrası için kalın bir katman'],
      meetingPoint: PICKUP_MEETING.tr,
      locationDescription: 'Göreme, Çavuşin ve Uçhisar arasındaki vadiler.',
    },
    de: {
      includes: [P.de, 'Offener Jeep mit erfahrenem einheimischem Fahrer', 'Halt an Aussichtspunkten in den Tälern', 'Ein Glas Landwein oder ein Softdrink bei Sonnenuntergang'],
      excludes: ['Trinkgeld', 'Persönliche Ausgaben'],
      itinerary: [
        { title: 'Abholung', description: 'Der Jeep holt Sie an Ihrem Abholpunkt {inCity} ab.' },
        { title: 'Die Täler', description: 'Schotterpisten durch die Täler, mit Fotostopps an Aussichtspunkten.' },
        { title: 'Sonnenuntergangspunkt', description: 'Ein Glas Wein oder ein Softdrink auf dem Grat, während der Fels die Farbe wechselt.' },
        { title: 'Rückfahrt', description: 'Etwa zweieinhalb Stunden nach der Abholung sind Sie zurück am Abholpunkt.' },
      ],
      knowBeforeYouGo: ['Die Pisten sind holprig: nicht zu empfehlen für Schwangere und Menschen mit Rückenproblemen.', 'Die Jeeps fassen bis zu sechs Fahrgäste und werden mit anderen Reisenden geteilt.', 'Wein wird nur an Gäste ab 18 Jahren ausgeschenkt.'],
      whatToBring: ['Ein Tuch oder Schlauchschal gegen den Staub', 'Sonnenbrille', 'Eine warme Schicht für nach Sonnenuntergang'],
      meetingPoint: PICKUP_MEETING.de,
      locationDescription: 'Die Täler zwischen Göreme, Çavuşin und Uçhisar.',
    },
  },
  reviews: 'jeep',
  capacity: 18,
  pickup: true,
  policy: 'free-24h',
}

/** A rafting day on a river graded for beginners, with lunch. */
export const rafting: Profile = {
  overview: t4(
    "The guides are certified and this stretch of river is graded for beginners, so families and first-timers can join.",
    "Гиды сертифицированы, а этот участок реки подходит для новичков, так что присоединиться могут и семьи, и те, кто сплавляется впервые.",
    "Rehberler sertifikalıdır ve nehrin bu bölümü yeni başlayanlara uygundur; aileler ve ilk kez rafting yapacaklar da katılabilir.",
    "Die Guides sind zertifiziert und dieser Flussabschnitt ist für Anfänger eingestuft – Familien und Neulinge können also mitmachen.",
  ),
  texts: {
    en: {
      includes: [P.en, 'Raft, paddle, helmet and life jacket', 'A certified river guide in every raft', 'Lunch at a riverside restaurant', 'Insurance'],
      excludes: ['Photos unless booked as an extra', 'Drinks with lunch', 'Tips'],
      itinerary: [
        { title: 'Pickup', description: 'A minibus collects you at your pickup point in {city} for the drive of about 90 minutes to the canyon.' },
        { title: 'Briefing', description: 'Get your helmet and life jacket and learn the paddle commands on the riverbank.' },
        { title: 'On the river', description: 'About 14 km through the canyon, with stops to swim in calm water.' },
        { title: 'Lunch', description: 'Grilled trout or chicken at a riverside restaurant.' },
        { title: 'Return', description: 'Drop-off at your pickup point in the late afternoon.' },
      ],
      knowBeforeYouGo: ['Rafters must be at least 7 years old; children sit in the middle of the raft.', 'You will get wet, and the river is cold all year.', 'Not suitable for pregnant travellers.'],
      whatToBring: ['Swimwear to wear under your clothes', 'Shoes that can get wet and stay on your feet', 'A towel and a change of clothes'],
      meetingPoint: PICKUP_MEETING.en,
      locationDescription: 'Köprülü Canyon National Park in the Taurus Mountains, about 90 minutes from {city}.',
    },
    ru: {
      includes: [P.ru, 'Рафт, весло, шлем и спасательный жилет', 'Сертифицированный гид в каждом рафте', 'Обед в ресторане на берегу реки', 'Страховка'],
      excludes: ['Фото, если они не заказаны дополнительно', 'Напитки к обеду', 'Чаевые'],
      itinerary: [
        { title: 'Трансфер', description: 'Микроавтобус забирает вас от точки сбора {inCity}; до каньона около 90 минут.' },
        { title: 'Инструктаж', description: 'Получите шлем и жилет и выучите команды на берегу.' },
        { title: 'На реке', description: 'Около 14 км по каньону с остановками, чтобы искупаться в спокойной воде.' },
        { title: 'Обед', description: 'Форель или курица на гриле в ресторане у реки.' },
        { title: 'Возвращение', description: 'Ближе к вечеру вас привозят обратно к точке сбора.' },
      ],
      knowBeforeYouGo: ['Участникам должно быть не меньше 7 лет; дети сидят в середине рафта.', 'Вы промокнете, а вода в реке холодная круглый год.', 'Не подходит беременным.'],
      whatToBring: ['Купальник под одежду', 'Обувь, которую не жалко намочить и которая не слетает с ноги', 'Полотенце и смену одежды'],
      meetingPoint: PICKUP_MEETING.ru,
      locationDescription: 'Национальный парк «Каньон Кёпрюлю» в горах Тавр, примерно в 90 минутах от города {city}.',
    },
    tr: {
      includes: [P.tr, 'Bot, kürek, kask ve can yeleği', 'Her botta sertifikalı bir nehir rehberi', 'Nehir kenarındaki bir restoranda öğle yemeği', 'Sigorta'],
      excludes: ['Ekstra olarak ayırtılmadıkça fotoğraflar', 'Öğle yemeğindeki içecekler', 'Bahşiş'],
      itinerary: [
        { title: 'Alış', description: "Bir minibüs sizi {inCity} alış noktanızdan alır; kanyona yaklaşık 90 dakika sürer." },
        { title: 'Brifing', description: 'Kask ve can yeleğinizi alın, kürek komutlarını nehir kıyısında öğrenin.' },
        { title: 'Nehirde', description: 'Kanyon boyunca yaklaşık 14 km; sakin sularda yüzme molalarıyla.' },
        { title: 'Öğle yemeği', description: 'Nehir kenarındaki bir restoranda ızgara alabalık ya da tavuk.' },
        { title: 'Dönüş', description: 'Öğleden sonra geç saatte alış noktanıza bırakılırsınız.' },
      ],
      knowBeforeYouGo: ['Katılımcılar en az 7 yaşında olmalıdır; çocuklar botun ortasında oturur.', 'Islanacaksınız; nehir suyu her mevsim soğuktur.', 'Hamileler için uygun değildir.'],
      whatToBring: ['Kıyafetinizin altına giyeceğiniz mayo', 'Islanabilecek ve ayağınızdan çıkmayan ayakkabı', 'Havlu ve yedek kıyafet'],
      meetingPoint: PICKUP_MEETING.tr,
      locationDescription: "Toros Dağları’ndaki Köprülü Kanyon Milli Parkı, {city} şehrine yaklaşık 90 dakika.",
    },
    de: {
      includes: [P.de, 'Raft, Paddel, Helm und Schwimmweste', 'Ein zertifizierter Flussguide in jedem Raft', 'Mittagessen in einem Restaurant am Fluss', 'Versicherung'],
      excludes: ['Fotos, sofern nicht als Extra gebucht', 'Getränke zum Mittagessen', 'Trinkgeld'],
      itinerary: [
        { title: 'Abholung', description: 'Ein Kleinbus holt Sie am Abholpunkt {inCity} ab; die Fahrt zum Canyon dauert etwa 90 Minuten.' },
        { title: 'Einweisung', description: 'Helm und Schwimmweste anlegen und die Paddelkommandos am Ufer lernen.' },
        { title: 'Auf dem Fluss', description: 'Etwa 14 km durch den Canyon, mit Badepausen in ruhigem Wasser.' },
        { title: 'Mittagessen', description: 'Forelle oder Hähnchen vom Grill in einem Restaurant am Fluss.' },
        { title: 'Rückfahrt', description: 'Am späten Nachmittag sind Sie zurück am Abholpunkt.' },
      ],
      knowBeforeYouGo: ['Teilnehmende müssen mindestens 7 Jahre alt sein; Kinder sitzen in der Mitte des Rafts.', 'Sie werden nass, und der Fluss ist das ganze Jahr kalt.', 'Nicht geeignet für Schwangere.'],
      whatToBring: ['Badesachen unter der Kleidung', 'Schuhe, die nass werden dürfen und fest sitzen', 'Handtuch und Wechselkleidung'],
      meetingPoint: PICKUP_MEETING.de,
      locationDescription: 'Der Nationalpark Köprülü-Canyon im Taurusgebirge, etwa 90 Minuten von {city} entfernt.',
    },
  },
  reviews: 'rafting',
  capacity: 48,
  pickup: true,
  policy: 'free-24h',
}

const BALLOON_OVERVIEW = t4(
  "Flights only take off when the wind allows; if the civil aviation authority cancels the morning's flights, you can rebook or receive a full refund.",
  "Полёты проходят только при подходящем ветре; если авиационные власти отменят утренние полёты, можно перенести бронь или получить полный возврат.",
  "Uçuşlar yalnızca rüzgâr uygun olduğunda yapılır; sivil havacılık sabah uçuşlarını iptal ederse rezervasyonunuzu değiştirebilir veya tam iade alabilirsiniz.",
  "Gestartet wird nur, wenn der Wind es zulässt; sagt die Luftfahrtbehörde die Fahrten des Morgens ab, buchen Sie um oder erhalten den vollen Preis zurück.",
)

/** Sunrise balloon flights in Cappadocia; how long a flight lasts is said by each experience. */
export const balloon: Profile = {
  overview: BALLOON_OVERVIEW,
  texts: {
    en: {
      includes: [P.en, 'Tea, coffee and pastries at the launch site', 'The flight with a licensed pilot', 'A celebration drink and flight certificate after landing', 'Flight insurance'],
      excludes: ['Flight video', 'Tips for the crew'],
      itinerary: [
        { title: 'Early pickup', description: 'A shuttle collects you at your pickup point about an hour before sunrise.' },
        { title: 'At the launch site', description: 'Coffee and pastries while the crew inflates the balloons.' },
        { title: 'The flight', description: 'Drift with the wind over the valleys and fairy chimneys as the sun comes up.' },
        { title: 'Landing', description: 'A toast with the pilot, your certificate, then the shuttle back to your pickup point.' },
      ],
      knowBeforeYouGo: [
        'Children under 6 cannot fly.',
        'Flights depend on the weather; the authorities decide on the morning itself.',
        'You climb in and out of the basket; tell us about any mobility needs when booking.',
      ],
      whatToBring: ['Warm layers: it is cold before sunrise', 'Flat, closed shoes', 'A hat'],
      meetingPoint: PICKUP_MEETING.en,
      locationDescription: 'Launch sites around {city}, chosen each morning by the pilots according to the wind.',
    },
    ru: {
      includes: [P.ru, 'Чай, кофе и выпечка на стартовой площадке', 'Полёт с лицензированным пилотом', 'Праздничный напиток и сертификат полёта после посадки', 'Страховка полёта'],
      excludes: ['Видео полёта', 'Чаевые экипажу'],
      itinerary: [
        { title: 'Ранний выезд', description: 'Шаттл забирает вас от точки сбора примерно за час до рассвета.' },
        { title: 'На стартовой площадке', description: 'Кофе и выпечка, пока команда наполняет шары.' },
        { title: 'Полёт', description: 'Вы плывёте по ветру над долинами и каменными грибами, пока встаёт солнце.' },
        { title: 'Посадка', description: 'Тост с пилотом, сертификат — и шаттл обратно к точке сбора.' },
      ],
      knowBeforeYouGo: [
        'Дети до 6 лет не допускаются к полёту.',
        'Полёты зависят от погоды; решение принимают власти в то же утро.',
        'В корзину нужно забираться и выбираться из неё; сообщите при бронировании об ограничениях подвижности.',
      ],
      whatToBring: ['Тёплую одежду: до рассвета холодно', 'Закрытую обувь на плоской подошве', 'Головной убор'],
      meetingPoint: PICKUP_MEETING.ru,
      locationDescription: 'Стартовые площадки {inCity}, которые пилоты каждое утро выбирают по ветру.',
    },
    tr: {
      includes: [P.tr, 'Kalkış alanında çay, kahve ve hamur işleri', 'Lisanslı pilotla uçuş', 'İnişten sonra kutlama içeceği ve uçuş sertifikası', 'Uçuş sigortası'],
      excludes: ['Uçuş videosu', 'Ekip için bahşiş'],
      itinerary: [
        { title: 'Erken alış', description: 'Servis aracı sizi gün doğumundan yaklaşık bir saat önce alış noktanızdan alır.' },
        { title: 'Kalkış alanında', description: 'Ekip balonları şişirirken kahve ve hamur işleri.' },
        { title: 'Uçuş', description: 'Güneş doğarken vadilerin ve peribacalarının üzerinde rüzgârla süzülün.' },
        { title: 'İniş', description: 'Pilotla kadeh kaldırma, sertifikanız ve alış noktanıza dönüş servisi.' },
      ],
      knowBeforeYouGo: [
        '6 yaşından küçük çocuklar uçamaz.',
        'Uçuşlar havaya bağlıdır; kararı yetkililer o sabah verir.',
        'Sepete girip çıkmanız gerekir; hareket kısıtlılığınız varsa rezervasyonda bildirin.',
      ],
      whatToBring: ['Kalın katmanlar: gün doğmadan hava soğuktur', 'Düz tabanlı, kapalı ayakkabı', 'Şapka'],
      meetingPoint: PICKUP_MEETING.tr,
      locationDescription: "{city} çevresinde, pilotların her sabah rüzgâra göre seçtiği kalkış alanları.",
    },
    de: {
      includes: [P.de, 'Tee, Kaffee und Gebäck am Startplatz', 'Die Fahrt mit einem lizenzierten Piloten', 'Ein Getränk zum Anstoßen und das Fahrtzertifikat nach der Landung', 'Versicherung'],
      excludes: ['Fahrtvideo', 'Trinkgeld für die Crew'],
      itinerary: [
        { title: 'Frühe Abholung', description: 'Ein Shuttle holt Sie etwa eine Stunde vor Sonnenaufgang am Abholpunkt ab.' },
        { title: 'Am Startplatz', description: 'Kaffee und Gebäck, während die Crew die Ballons füllt.' },
        { title: 'Die Fahrt', description: 'Mit dem Wind über Täler und Feenkamine schweben, während die Sonne aufgeht.' },
        { title: 'Landung', description: 'Anstoßen mit dem Piloten, Ihr Zertifikat, dann mit dem Shuttle zurück zum Abholpunkt.' },
      ],
      knowBeforeYouGo: [
        'Kinder unter 6 Jahren dürfen nicht mitfahren.',
        'Die Fahrten hängen vom Wetter ab; die Behörden entscheiden am Morgen selbst.',
        'Sie steigen in den Korb und wieder heraus; sagen Sie uns bei der Buchung, wenn Sie in der Beweglichkeit eingeschränkt sind.',
      ],
      whatToBring: ['Warme Schichten: Vor Sonnenaufgang ist es kalt', 'Flache, geschlossene Schuhe', 'Eine Mütze oder einen Hut'],
      meetingPoint: PICKUP_MEETING.de,
      locationDescription: 'Startplätze rund um {city}, die die Piloten jeden Morgen nach dem Wind auswählen.',
    },
  },
  reviews: 'balloon',
  capacity: 24,
  pickup: true,
  policy: 'flight-tiers',
}

/** The desert balloon: flight over the reserve, breakfast after landing, flying season until the spring heat. */
export const balloonDubai: Profile = {
  overview: BALLOON_OVERVIEW,
  texts: {
    en: {
      includes: [P.en + ' in a 4x4 vehicle', 'About one hour in the air with a licensed pilot', 'Breakfast at a desert camp after landing', 'Flight certificate', 'Flight insurance'],
      excludes: ['Flight video unless booked as an extra', 'Tips for the crew'],
      itinerary: [
        { title: 'Early pickup', description: 'A 4x4 collects you at your pickup point and drives to the launch site in the desert reserve.' },
        { title: 'The flight', description: 'About an hour over the dunes as the sun rises, with gazelles and oryx below.' },
        { title: 'Breakfast', description: 'A short drive from the landing site to a desert camp for breakfast.' },
        { title: 'Return', description: 'Back at your pickup point about four hours after pickup.' },
      ],
      knowBeforeYouGo: ['Children under 6 cannot fly.', 'Flights depend on the weather; the pilots decide on the morning itself.', 'The season ends with the spring heat: the experience can be booked until the date shown under Validity.'],
      whatToBring: ['A warm layer: the desert is cold before sunrise in winter', 'Flat, closed shoes', 'Sunglasses'],
      meetingPoint: PICKUP_MEETING.en,
      locationDescription: 'The Dubai Desert Conservation Reserve, about an hour from central {city}.',
    },
    ru: {
      includes: [P.ru + ' на внедорожнике 4x4', 'Около часа в воздухе с лицензированным пилотом', 'Завтрак в лагере в пустыне после посадки', 'Сертификат полёта', 'Страховка полёта'],
      excludes: ['Видео полёта, если оно не заказано дополнительно', 'Чаевые экипажу'],
      itinerary: [
        { title: 'Ранний выезд', description: 'Внедорожник забирает вас от точки сбора и везёт на стартовую площадку в заповеднике.' },
        { title: 'Полёт', description: 'Около часа над дюнами на рассвете; внизу газели и ориксы.' },
        { title: 'Завтрак', description: 'Короткая поездка от места посадки в лагерь в пустыне на завтрак.' },
        { title: 'Возвращение', description: 'Примерно через четыре часа после выезда вы снова у точки сбора.' },
      ],
      knowBeforeYouGo: ['Дети до 6 лет не допускаются к полёту.', 'Полёты зависят от погоды; решение пилоты принимают в то же утро.', 'Сезон заканчивается с весенней жарой: бронировать можно до даты, указанной в поле «Срок действия».'],
      whatToBring: ['Тёплую кофту: зимой до рассвета в пустыне холодно', 'Закрытую обувь на плоской подошве', 'Солнцезащитные очки'],
      meetingPoint: PICKUP_MEETING.ru,
      locationDescription: 'Природный заповедник пустыни Дубая, примерно в часе от центра города {city}.',
    },
    tr: {
      includes: [P.tr + ' (4x4 araçla)', 'Lisanslı pilotla yaklaşık bir saat havada', 'İnişten sonra bir çöl kampında kahvaltı', 'Uçuş sertifikası', 'Uçuş sigortası'],
      excludes: ['Ekstra olarak ayırtılmadıkça uçuş videosu', 'Ekip için bahşiş'],
      itinerary: [
        { title: 'Erken alış', description: 'Bir 4x4 sizi alış noktanızdan alıp koruma alanındaki kalkış noktasına götürür.' },
        { title: 'Uçuş', description: 'Güneş doğarken kumulların üzerinde yaklaşık bir saat; aşağıda ceylanlar ve oriksler.' },
        { title: 'Kahvaltı', description: 'İniş yerinden kısa bir yolculukla bir çöl kampında kahvaltı.' },
        { title: 'Dönüş', description: 'Alıştan yaklaşık dört saat sonra alış noktanıza dönersiniz.' },
      ],
      knowBeforeYouGo: ['6 yaşından küçük çocuklar uçamaz.', 'Uçuşlar havaya bağlıdır; kararı pilotlar o sabah verir.', 'Sezon bahar sıcaklarıyla biter: bu deneyim Geçerlilik alanında yazan tarihe kadar ayırtılabilir.'],
      whatToBring: ['Kalın bir katman: kışın gün doğmadan çöl soğuktur', 'Düz tabanlı, kapalı ayakkabı', 'Güneş gözlüğü'],
      meetingPoint: PICKUP_MEETING.tr,
      locationDescription: "Dubai Çöl Koruma Alanı, {city} merkezine yaklaşık bir saat.",
    },
    de: {
      includes: [P.de + ' im Geländewagen (4x4)', 'Etwa eine Stunde in der Luft mit einem lizenzierten Piloten', 'Frühstück in einem Wüstencamp nach der Landung', 'Fahrtzertifikat', 'Versicherung'],
      excludes: ['Fahrtvideo, sofern nicht als Extra gebucht', 'Trinkgeld für die Crew'],
      itinerary: [
        { title: 'Frühe Abholung', description: 'Ein Geländewagen holt Sie am Abholpunkt ab und fährt zum Startplatz im Wüstenreservat.' },
        { title: 'Die Fahrt', description: 'Etwa eine Stunde über den Dünen bei Sonnenaufgang, unter Ihnen Gazellen und Oryxe.' },
        { title: 'Frühstück', description: 'Eine kurze Fahrt vom Landeplatz zu einem Wüstencamp zum Frühstück.' },
        { title: 'Rückfahrt', description: 'Etwa vier Stunden nach der Abholung sind Sie zurück am Abholpunkt.' },
      ],
      knowBeforeYouGo: ['Kinder unter 6 Jahren dürfen nicht mitfahren.', 'Die Fahrten hängen vom Wetter ab; die Piloten entscheiden am Morgen selbst.', 'Die Saison endet mit der Frühjahrshitze: Buchbar ist das Erlebnis bis zu dem Datum, das unter Gültigkeit steht.'],
      whatToBring: ['Eine warme Schicht: Im Winter ist die Wüste vor Sonnenaufgang kalt', 'Flache, geschlossene Schuhe', 'Sonnenbrille'],
      meetingPoint: PICKUP_MEETING.de,
      locationDescription: 'Das Dubai Desert Conservation Reserve, etwa eine Stunde vom Zentrum von {city} entfernt.',
    },
  },
  reviews: 'balloon-dubai',
  capacity: 24,
  pickup: true,
  policy: 'flight-tiers',
}
