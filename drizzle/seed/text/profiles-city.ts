// Profiles for walks, food walks, a memorial visit, day trips, tickets, a ceremony, a bath and a workshop,
// every text in every language.
import { t4 } from './t4'
import type { Profile } from './profile-type'
import { PICKUP_INCLUDED as P, PICKUP_MEETING } from './profile-shared'

/** A guided walk in a city centre, meeting at a square. */
export const walk: Profile = {
  overview: t4(
    "Your guide lives {inCity} and shares the stories behind each stop, along with tips for the rest of your stay.",
    "Ваш гид живёт {inCity} и расскажет истории каждого места, а заодно даст советы на оставшиеся дни поездки.",
    "Rehberiniz {inCity} yaşıyor; her durağın ardındaki hikâyeleri ve kalan günleriniz için önerilerini paylaşır.",
    "Ihr Guide lebt {inCity} und erzählt die Geschichten hinter jedem Halt – samt Tipps für den Rest Ihres Aufenthalts.",
  ),
  texts: {
    en: {
      includes: ['A local guide', 'A small group'],
      excludes: ['Entry fees', 'Food and drinks', 'Hotel pickup', 'Tips'],
      itinerary: [
        { title: 'Meet your guide', description: 'Look for the guide with the orange umbrella at the meeting point.' },
        { title: 'On foot through {city}', description: 'An easy-paced walk with a stop every 10 to 15 minutes.' },
        { title: 'Farewell', description: 'The tour ends in the centre, close to public transport.' },
      ],
      knowBeforeYouGo: ['The tour goes ahead in light rain.', 'The route is on foot, partly on cobblestones, and not suitable for wheelchairs.'],
      whatToBring: ['Comfortable walking shoes', 'Clothes for the weather', 'A bottle of water'],
      meetingPoint: 'A central square in {city}; the exact spot and a photo are sent after booking.',
      locationDescription: 'The historic centre of {city}.',
    },
    ru: {
      includes: ['Местный гид', 'Небольшая группа'],
      excludes: ['Входные билеты', 'Еда и напитки', 'Трансфер из отеля', 'Чаевые'],
      itinerary: [
        { title: 'Встреча с гидом', description: 'Ищите на месте встречи гида с оранжевым зонтом.' },
        { title: 'Пешком по городу', description: 'Неспешная прогулка с остановками каждые 10–15 минут.' },
        { title: 'Прощание', description: 'Экскурсия заканчивается в центре, рядом с общественным транспортом.' },
      ],
      knowBeforeYouGo: ['Экскурсия проходит и в небольшой дождь.', 'Маршрут пешеходный, местами по брусчатке; для инвалидных колясок не подходит.'],
      whatToBring: ['Удобную обувь для ходьбы', 'Одежду по погоде', 'Бутылку воды'],
      meetingPoint: 'Центральная площадь {inCity}; точное место и фото пришлём после бронирования.',
      locationDescription: 'Исторический центр {inCity}.',
    },
    tr: {
      includes: ['Yerel bir rehber', 'Küçük bir grup'],
      excludes: ['Giriş ücretleri', 'Yiyecek ve içecekler', 'Otelden alış', 'Bahşiş'],
      itinerary: [
        { title: 'Rehberinizle buluşun', description: 'Buluşma noktasında turuncu şemsiyeli rehberi arayın.' },
        { title: 'Şehirde yürüyüş', description: 'Her 10–15 dakikada bir durulan, rahat tempolu bir yürüyüş.' },
        { title: 'Veda', description: 'Tur, toplu taşımaya yakın bir noktada, merkezde sona erer.' },
      ],
      knowBeforeYouGo: ['Tur hafif yağmurda da yapılır.', 'Rota yürüyüştür, kısmen arnavut kaldırımlıdır ve tekerlekli sandalyeye uygun değildir.'],
      whatToBring: ['Rahat yürüyüş ayakkabısı', 'Havaya uygun kıyafet', 'Bir şişe su'],
      meetingPoint: '{city} merkezinde bir meydan; tam yer ve fotoğrafı rezervasyondan sonra gönderilir.',
      locationDescription: '{city} tarihi merkezi.',
    },
    de: {
      includes: ['Ein Guide aus der Stadt', 'Eine kleine Gruppe'],
      excludes: ['Eintrittsgelder', 'Speisen und Getränke', 'Abholung am Hotel', 'Trinkgeld'],
      itinerary: [
        { title: 'Treffen mit dem Guide', description: 'Halten Sie am Treffpunkt nach dem Guide mit dem orangefarbenen Schirm Ausschau.' },
        { title: 'Zu Fuß durch {city}', description: 'Ein gemütlicher Spaziergang mit einem Halt alle 10 bis 15 Minuten.' },
        { title: 'Abschied', description: 'Die Tour endet im Zentrum, nahe an Bus und Bahn.' },
      ],
      knowBeforeYouGo: ['Die Tour findet auch bei leichtem Regen statt.', 'Die Route führt zu Fuß teils über Kopfsteinpflaster und ist nicht für Rollstühle geeignet.'],
      whatToBring: ['Bequeme Schuhe', 'Kleidung für das Wetter', 'Eine Flasche Wasser'],
      meetingPoint: 'Ein zentraler Platz {inCity}; den genauen Ort und ein Foto erhalten Sie nach der Buchung.',
      locationDescription: 'Die historische Mitte von {city}.',
    },
  },
  reviews: 'walk',
  capacity: 15,
  pickup: false,
  policy: 'free-24h',
}

/** A walk from tasting stop to tasting stop; what is tasted is worded by each experience. */
export const foodWalk: Profile = {
  overview: t4(
    "The stops are small family places where the owners know your guide, so you taste what locals order rather than a tourist menu.",
    "Все остановки — небольшие семейные заведения, где хозяева знают вашего гида, так что вы пробуете то, что заказывают местные, а не туристическое меню.",
    "Duraklar, sahiplerinin rehberinizi tanıdığı küçük aile işletmeleridir; turist menüsü yerine yerlilerin sipariş ettiklerini tadarsınız.",
    "Die Stationen sind kleine Familienbetriebe, deren Inhaber Ihren Guide kennen – Sie probieren, was Einheimische bestellen, statt einer Touristenkarte.",
  ),
  texts: {
    en: {
      includes: ['A local guide who knows every stop', 'All the tastings on the route, enough for a full meal', 'A small group'],
      excludes: ['Food and drinks you order yourself', 'Tips'],
      itinerary: [
        { title: 'Meet your guide', description: 'At the meeting point sent with your booking.' },
        { title: 'Tasting stops', description: 'Walk from stop to stop, tasting as you go, with the story behind each dish.' },
        { title: 'Last stop', description: 'The tour ends at the last tasting stop, close to public transport.' },
      ],
      knowBeforeYouGo: ['Tell us about allergies or diets when booking; most stops can offer a vegetarian alternative.', 'Come hungry: there is a lot to taste.'],
      whatToBring: ['An appetite', 'Comfortable shoes'],
      meetingPoint: 'A central meeting point in {city}; the exact spot and a photo are sent after booking.',
      locationDescription: 'The food streets of {city}.',
    },
    ru: {
      includes: ['Местный гид, которого знают на каждой остановке', 'Все дегустации на маршруте — хватит на полноценный обед', 'Небольшая группа'],
      excludes: ['Еда и напитки, которые вы заказываете сами', 'Чаевые'],
      itinerary: [
        { title: 'Встреча с гидом', description: 'На месте встречи, которое мы пришлём вместе с бронированием.' },
        { title: 'Дегустации', description: 'От остановки к остановке: пробуете и слушаете историю каждого блюда.' },
        { title: 'Последняя остановка', description: 'Тур заканчивается на последней дегустации, рядом с общественным транспортом.' },
      ],
      knowBeforeYouGo: ['Сообщите при бронировании об аллергии или диете; почти везде есть вегетарианская замена.', 'Приходите голодными: пробовать придётся много.'],
      whatToBring: ['Аппетит', 'Удобную обувь'],
      meetingPoint: 'Место встречи в центре {inCity}; точное место и фото пришлём после бронирования.',
      locationDescription: 'Гастрономические улицы {inCity}.',
    },
    tr: {
      includes: ['Her durakta tanınan yerel bir rehber', 'Rotadaki tüm tadımlar, tam bir öğün kadar', 'Küçük bir grup'],
      excludes: ['Kendi sipariş ettiğiniz yiyecek ve içecekler', 'Bahşiş'],
      itinerary: [
        { title: 'Rehberinizle buluşun', description: 'Rezervasyonunuzla gönderilen buluşma noktasında.' },
        { title: 'Tadım durakları', description: 'Duraktan durağa yürüyün, her yemeğin hikâyesini dinleyerek tadın.' },
        { title: 'Son durak', description: 'Tur, toplu taşımaya yakın son tadım durağında biter.' },
      ],
      knowBeforeYouGo: ['Alerji ya da diyetinizi rezervasyonda bildirin; çoğu durakta vejetaryen seçenek vardır.', 'Aç gelin: tadacak çok şey var.'],
      whatToBring: ['İştah', 'Rahat ayakkabı'],
      meetingPoint: '{city} merkezinde bir buluşma noktası; tam yer ve fotoğrafı rezervasyondan sonra gönderilir.',
      locationDescription: '{city} lezzet sokakları.',
    },
    de: {
      includes: ['Ein Guide aus der Stadt, den man an jeder Station kennt', 'Alle Kostproben auf der Route, genug für eine ganze Mahlzeit', 'Eine kleine Gruppe'],
      excludes: ['Speisen und Getränke, die Sie selbst bestellen', 'Trinkgeld'],
      itinerary: [
        { title: 'Treffen mit dem Guide', description: 'Am Treffpunkt, den Sie mit Ihrer Buchung erhalten.' },
        { title: 'Kostproben', description: 'Von Station zu Station, probieren und die Geschichte hinter jedem Gericht hören.' },
        { title: 'Letzte Station', description: 'Die Tour endet an der letzten Station, nahe an Bus und Bahn.' },
      ],
      knowBeforeYouGo: ['Nennen Sie uns Allergien oder Ernährungswünsche bei der Buchung; fast überall gibt es eine vegetarische Alternative.', 'Kommen Sie hungrig: Es gibt viel zu probieren.'],
      whatToBring: ['Appetit', 'Bequeme Schuhe'],
      meetingPoint: 'Ein zentraler Treffpunkt {inCity}; den genauen Ort und ein Foto erhalten Sie nach der Buchung.',
      locationDescription: 'Die Genussviertel von {city}.',
    },
  },
  reviews: 'food-walk',
  capacity: 12,
  pickup: false,
  policy: 'free-24h',
}

/** A guided visit to a memorial site, travelling there by public transport with the guide. */
export const memorial: Profile = {
  overview: t4(
    "The visit is led by guides trained in history; it is a quiet, respectful day that leaves time for questions and for your own thoughts.",
    "Экскурсию ведут гиды с историческим образованием; это тихий и уважительный день, в котором есть время и для вопросов, и для собственных мыслей.",
    "Ziyarete tarih eğitimi almış rehberler eşlik eder; sorulara ve kendi düşüncelerinize zaman bırakan sessiz ve saygılı bir gün.",
    "Die Führung übernehmen historisch ausgebildete Guides; ein stiller, respektvoller Tag mit Zeit für Fragen und für eigene Gedanken.",
  ),
  texts: {
    en: {
      includes: ['A guide trained in history', 'Return train and bus tickets from central {city}', 'Headsets, so you hear the guide without raised voices'],
      excludes: ['Food and drinks (there is a café at the visitor centre)', 'Hotel pickup', 'Tips'],
      itinerary: [
        { title: 'Meet at the station', description: 'Meet your guide at {city} main station and travel together by S-Bahn and bus.' },
        { title: 'The memorial site', description: 'About three hours on the grounds: the roll-call square, the barracks, the crematorium area and the museum.' },
        { title: 'Return', description: 'Back at the main station in the early afternoon.' },
      ],
      knowBeforeYouGo: ['The memorial is a place of remembrance: please dress and behave respectfully.', 'The visit is not recommended for children under 12.', 'There is a lot of standing and walking outdoors.'],
      whatToBring: ['Comfortable shoes', 'Clothes for the weather', 'Water'],
      meetingPoint: '{city} main station (Hauptbahnhof); the exact spot and a photo are sent after booking.',
      locationDescription: 'The Dachau Concentration Camp Memorial Site, about 40 minutes from {city}.',
    },
    ru: {
      includes: ['Гид с историческим образованием', 'Билеты на электричку и автобус из центра и обратно', 'Наушники, чтобы слышать гида без повышения голоса'],
      excludes: ['Еда и напитки (в центре для посетителей есть кафе)', 'Трансфер из отеля', 'Чаевые'],
      itinerary: [
        { title: 'Встреча на вокзале', description: 'Встреча с гидом на главном вокзале и поездка вместе на электричке S-Bahn и автобусе.' },
        { title: 'Мемориал', description: 'Около трёх часов на территории: аппельплац, бараки, зона крематория и музей.' },
        { title: 'Возвращение', description: 'Снова на главном вокзале в начале второй половины дня.' },
      ],
      knowBeforeYouGo: ['Мемориал — место памяти: пожалуйста, одевайтесь и ведите себя уважительно.', 'Посещение не рекомендуется детям до 12 лет.', 'Много придётся стоять и ходить на улице.'],
      whatToBring: ['Удобную обувь', 'Одежду по погоде', 'Воду'],
      meetingPoint: 'Главный вокзал (Hauptbahnhof) {inCity}; точное место и фото пришлём после бронирования.',
      locationDescription: 'Мемориал концлагеря Дахау, примерно в 40 минутах от города {city}.',
    },
    tr: {
      includes: ['Tarih eğitimi almış bir rehber', '{city} merkezinden gidiş-dönüş tren ve otobüs biletleri', 'Rehberi ses yükseltmeden duymanız için kulaklık'],
      excludes: ['Yiyecek ve içecekler (ziyaretçi merkezinde kafe vardır)', 'Otelden alış', 'Bahşiş'],
      itinerary: [
        { title: 'İstasyonda buluşma', description: '{city} ana istasyonunda rehberinizle buluşun; birlikte S-Bahn ve otobüsle gidilir.' },
        { title: 'Anıt alanı', description: 'Alanda yaklaşık üç saat: içtima meydanı, barakalar, krematoryum bölümü ve müze.' },
        { title: 'Dönüş', description: 'Öğleden sonra erken saatte ana istasyona dönüş.' },
      ],
      knowBeforeYouGo: ['Anıt alanı bir anma yeridir: lütfen saygılı giyinin ve davranın.', 'Ziyaret 12 yaşından küçük çocuklara önerilmez.', 'Açık havada uzun süre ayakta durulur ve yürünür.'],
      whatToBring: ['Rahat ayakkabı', 'Havaya uygun kıyafet', 'Su'],
      meetingPoint: '{city} ana istasyonu (Hauptbahnhof); tam yer ve fotoğrafı rezervasyondan sonra gönderilir.',
      locationDescription: "Dachau Toplama Kampı Anıt Alanı, {city} şehrine yaklaşık 40 dakika.",
    },
    de: {
      includes: ['Ein historisch ausgebildeter Guide', 'Hin- und Rückfahrt mit S-Bahn und Bus ab dem Zentrum von {city}', 'Kopfhörer, damit Sie den Guide ohne erhobene Stimme hören'],
      excludes: ['Speisen und Getränke (im Besucherzentrum gibt es ein Café)', 'Abholung am Hotel', 'Trinkgeld'],
      itinerary: [
        { title: 'Treffen am Bahnhof', description: 'Treffen mit dem Guide am Hauptbahnhof {inCity}, gemeinsame Fahrt mit S-Bahn und Bus.' },
        { title: 'Die Gedenkstätte', description: 'Etwa drei Stunden auf dem Gelände: Appellplatz, Baracken, Krematoriumsbereich und Museum.' },
        { title: 'Rückfahrt', description: 'Am frühen Nachmittag zurück am Hauptbahnhof.' },
      ],
      knowBeforeYouGo: ['Die Gedenkstätte ist ein Ort der Erinnerung: Bitte kleiden und verhalten Sie sich respektvoll.', 'Für Kinder unter 12 Jahren ist der Besuch nicht zu empfehlen.', 'Sie stehen und gehen viel im Freien.'],
      whatToBring: ['Bequeme Schuhe', 'Kleidung für das Wetter', 'Wasser'],
      meetingPoint: 'Hauptbahnhof {inCity}; den genauen Ort und ein Foto erhalten Sie nach der Buchung.',
      locationDescription: 'Die KZ-Gedenkstätte Dachau, etwa 40 Minuten von {city} entfernt.',
    },
  },
  reviews: 'memorial',
  capacity: 25,
  pickup: false,
  policy: 'free-24h',
}

/** A day out by minibus or coach with pickup and lunch. */
export const daytrip: Profile = {
  overview: t4(
    "A comfortable air-conditioned vehicle and an experienced guide take care of the logistics, so you can simply enjoy the day.",
    "Комфортабельный транспорт с кондиционером и опытный гид берут на себя всю логистику — вам остаётся просто наслаждаться днём.",
    "Konforlu klimalı araç ve deneyimli rehber tüm organizasyonu üstlenir; size yalnızca günün tadını çıkarmak kalır.",
    "Ein komfortables, klimatisiertes Fahrzeug und ein erfahrener Guide übernehmen die Organisation – Sie genießen einfach den Tag.",
  ),
  texts: {
    en: {
      includes: [P.en, 'Transport in an air-conditioned minibus or coach', 'A professional guide', 'Entry fees to the sites in the highlights', 'Lunch at a local restaurant', 'Bottled water'],
      excludes: ['Drinks with lunch', 'Personal expenses', 'Tips'],
      itinerary: [
        { title: 'Departure', description: 'Pickup at your pickup point in {city}, then the drive out of town.' },
        { title: 'Guided visits', description: 'The sites in the highlights, with your guide and free time for photos.' },
        { title: 'Lunch', description: 'A break for lunch at a local restaurant.' },
        { title: 'Return', description: 'The drive back and drop-off at your pickup point.' },
      ],
      knowBeforeYouGo: ['The day is long and includes several hours on the road.', 'Sites sometimes close at short notice for official events; your guide then replaces them with a similar visit.', 'A vegetarian lunch is available; tell us when booking.'],
      whatToBring: ['Comfortable shoes', 'Sun protection', 'A passport or ID'],
      meetingPoint: PICKUP_MEETING.en,
      locationDescription: 'Departs from {city}.',
    },
    ru: {
      includes: [P.ru, 'Поездка на микроавтобусе или автобусе с кондиционером', 'Профессиональный гид', 'Входные билеты на объекты из списка «Главное»', 'Обед в местном ресторане', 'Питьевая вода'],
      excludes: ['Напитки к обеду', 'Личные расходы', 'Чаевые'],
      itinerary: [
        { title: 'Отправление', description: 'Сбор у вашей точки {inCity}, затем выезд из города.' },
        { title: 'Экскурсии', description: 'Места из списка «Главное» с гидом и свободным временем для фото.' },
        { title: 'Обед', description: 'Перерыв на обед в местном ресторане.' },
        { title: 'Возвращение', description: 'Дорога обратно и высадка у вашей точки сбора.' },
      ],
      knowBeforeYouGo: ['День долгий, несколько часов уходит на дорогу.', 'Иногда объекты закрывают без предупреждения из-за официальных мероприятий; тогда гид заменяет их похожими.', 'Есть вегетарианский обед — сообщите об этом при бронировании.'],
      whatToBring: ['Удобную обувь', 'Защиту от солнца', 'Паспорт или удостоверение личности'],
      meetingPoint: PICKUP_MEETING.ru,
      locationDescription: 'Выезд из города {city}.',
    },
    tr: {
      includes: [P.tr, 'Klimalı minibüs ya da otobüsle ulaşım', 'Profesyonel bir rehber', 'Öne çıkanlarda sayılan yerlerin giriş ücretleri', 'Yerel bir restoranda öğle yemeği', 'Şişe su'],
      excludes: ['Öğle yemeğindeki içecekler', 'Kişisel harcamalar', 'Bahşiş'],
      itinerary: [
        { title: 'Hareket', description: "{inCity} alış noktanızdan alınırsınız, ardından şehir dışına çıkılır." },
        { title: 'Rehberli ziyaretler', description: 'Öne çıkanlarda sayılan yerler, rehberinizle ve fotoğraf için serbest zamanla.' },
        { title: 'Öğle yemeği', description: 'Yerel bir restoranda öğle yemeği molası.' },
        { title: 'Dönüş', description: 'Dönüş yolu ve alış noktanıza bırakılış.' },
      ],
      knowBeforeYouGo: ['Gün uzundur ve birkaç saatlik yolculuk içerir.', 'Bazı yerler resmî etkinlikler nedeniyle aniden kapanabilir; rehberiniz bunların yerine benzer bir ziyaret koyar.', 'Vejetaryen öğle yemeği mümkündür; rezervasyonda belirtin.'],
      whatToBring: ['Rahat ayakkabı', 'Güneş koruması', 'Pasaport veya kimlik'],
      meetingPoint: PICKUP_MEETING.tr,
      locationDescription: "{city} çıkışlı.",
    },
    de: {
      includes: [P.de, 'Fahrt im klimatisierten Kleinbus oder Reisebus', 'Ein professioneller Guide', 'Eintritt zu den Orten in den Highlights', 'Mittagessen in einem lokalen Restaurant', 'Wasser'],
      excludes: ['Getränke zum Mittagessen', 'Persönliche Ausgaben', 'Trinkgeld'],
      itinerary: [
        { title: 'Abfahrt', description: 'Abholung an Ihrem Abholpunkt {inCity}, dann die Fahrt aus der Stadt.' },
        { title: 'Besichtigungen', description: 'Die Orte aus den Highlights, mit Ihrem Guide und freier Zeit für Fotos.' },
        { title: 'Mittagessen', description: 'Eine Mittagspause in einem lokalen Restaurant.' },
        { title: 'Rückfahrt', description: 'Die Fahrt zurück bis zu Ihrem Abholpunkt.' },
      ],
      knowBeforeYouGo: ['Der Tag ist lang und umfasst mehrere Stunden Fahrt.', 'Manchmal schließen Orte kurzfristig wegen offizieller Anlässe; Ihr Guide ersetzt sie dann durch einen ähnlichen Besuch.', 'Ein vegetarisches Mittagessen ist möglich; sagen Sie es uns bei der Buchung.'],
      whatToBring: ['Bequeme Schuhe', 'Sonnenschutz', 'Reisepass oder Ausweis'],
      meetingPoint: PICKUP_MEETING.de,
      locationDescription: 'Abfahrt {inCity}.',
    },
  },
  reviews: 'daytrip',
  capacity: 30,
  pickup: true,
  policy: 'free-24h',
}

/** A coach day out from a German city: meet at the main station, lunch on your own. */
export const coachTrip: Profile = {
  overview: t4(
    "A comfortable coach and an experienced guide take care of tickets and timing, so you can simply enjoy the day.",
    "Комфортабельный автобус и опытный гид берут на себя билеты и расписание — вам остаётся просто наслаждаться днём.",
    "Konforlu bir otobüs ve deneyimli bir rehber biletlerle ve zamanlamayla ilgilenir; size yalnızca günün tadını çıkarmak kalır.",
    "Ein bequemer Reisebus und ein erfahrener Guide kümmern sich um Tickets und Zeitplan – Sie genießen einfach den Tag.",
  ),
  texts: {
    en: {
      includes: ['Travel by coach from central {city} and back', 'A professional guide for the whole day', 'Entry to the castles and palaces in the highlights'],
      excludes: ['Lunch (there is a break to buy it)', 'Hotel pickup', 'Tips'],
      itinerary: [
        { title: 'Departure', description: 'Meet your guide at the meeting point in {city}; the coach leaves on time.' },
        { title: 'On the road', description: 'Your guide introduces the day on the way.' },
        { title: 'Guided visits', description: 'The sights in the highlights, with your guide.' },
        { title: 'Lunch break and free time', description: 'Time to eat (not included) and explore on your own.' },
        { title: 'Return', description: 'The coach brings you back to the meeting point in the evening.' },
      ],
      knowBeforeYouGo: ['Please be at the meeting point 15 minutes before departure.', 'Tours inside castles and palaces run at fixed times; your guide keeps the group to them.', 'Some visits involve steep paths and stairs.'],
      whatToBring: ['Comfortable shoes', 'Clothes for the weather', 'A passport or ID'],
      meetingPoint: 'In front of {city} main station (Hauptbahnhof); the exact spot and a photo are sent after booking.',
      locationDescription: 'Departs from {city}.',
    },
    ru: {
      includes: ['Поездка на автобусе из центра и обратно', 'Профессиональный гид на весь день', 'Вход в замки и дворцы из списка «Главное»'],
      excludes: ['Обед (будет перерыв, чтобы купить его)', 'Трансфер из отеля', 'Чаевые'],
      itinerary: [
        { title: 'Отправление', description: 'Встреча с гидом на месте сбора {inCity}; автобус отправляется точно по времени.' },
        { title: 'В дороге', description: 'По пути гид рассказывает о программе дня.' },
        { title: 'Экскурсии', description: 'Достопримечательности из списка «Главное» вместе с гидом.' },
        { title: 'Обед и свободное время', description: 'Время поесть (не включено) и погулять самостоятельно.' },
        { title: 'Возвращение', description: 'Вечером автобус привозит вас обратно к месту сбора.' },
      ],
      knowBeforeYouGo: ['Пожалуйста, приходите к месту сбора за 15 минут до отправления.', 'Экскурсии по замкам и дворцам проходят в фиксированное время; гид следит, чтобы группа успевала.', 'На некоторых объектах есть крутые тропы и лестницы.'],
      whatToBring: ['Удобную обувь', 'Одежду по погоде', 'Паспорт или удостоверение личности'],
      meetingPoint: 'У главного вокзала (Hauptbahnhof) {inCity}; точное место и фото пришлём после бронирования.',
      locationDescription: 'Выезд из города {city}.',
    },
    tr: {
      includes: ['{city} merkezinden otobüsle gidiş-dönüş', 'Gün boyu profesyonel bir rehber', 'Öne çıkanlarda sayılan şato ve saraylara giriş'],
      excludes: ['Öğle yemeği (almanız için mola verilir)', 'Otelden alış', 'Bahşiş'],
      itinerary: [
        { title: 'Hareket', description: '{city} buluşma noktasında rehberinizle buluşun; otobüs tam saatinde kalkar.' },
        { title: 'Yolda', description: 'Rehberiniz yolda günün programını anlatır.' },
        { title: 'Rehberli ziyaretler', description: 'Öne çıkanlarda sayılan yerler, rehberinizle.' },
        { title: 'Öğle arası ve serbest zaman', description: 'Yemek yemek (dahil değildir) ve kendi başınıza gezmek için zaman.' },
        { title: 'Dönüş', description: 'Otobüs sizi akşam buluşma noktasına geri getirir.' },
      ],
      knowBeforeYouGo: ['Lütfen kalkıştan 15 dakika önce buluşma noktasında olun.', 'Şato ve saray içi turlar belirli saatlerde yapılır; rehberiniz grubun bu saatlere uymasını sağlar.', 'Bazı ziyaretlerde dik patikalar ve merdivenler vardır.'],
      whatToBring: ['Rahat ayakkabı', 'Havaya uygun kıyafet', 'Pasaport veya kimlik'],
      meetingPoint: '{city} ana istasyonunun (Hauptbahnhof) önü; tam yer ve fotoğrafı rezervasyondan sonra gönderilir.',
      locationDescription: '{city} çıkışlı.',
    },
    de: {
      includes: ['Fahrt im Reisebus ab dem Zentrum von {city} und zurück', 'Ein professioneller Guide für den ganzen Tag', 'Eintritt in die Schlösser und Burgen aus den Highlights'],
      excludes: ['Mittagessen (es gibt eine Pause, um es zu kaufen)', 'Abholung am Hotel', 'Trinkgeld'],
      itinerary: [
        { title: 'Abfahrt', description: 'Treffen mit dem Guide am Treffpunkt {inCity}; der Bus fährt pünktlich ab.' },
        { title: 'Unterwegs', description: 'Auf der Fahrt stellt Ihr Guide den Tag vor.' },
        { title: 'Besichtigungen', description: 'Die Sehenswürdigkeiten aus den Highlights, mit Ihrem Guide.' },
        { title: 'Mittagspause und freie Zeit', description: 'Zeit zum Essen (nicht inklusive) und für eigene Erkundungen.' },
        { title: 'Rückfahrt', description: 'Am Abend bringt Sie der Bus zurück zum Treffpunkt.' },
      ],
      knowBeforeYouGo: ['Bitte seien Sie 15 Minuten vor Abfahrt am Treffpunkt.', 'Führungen in Schlössern und Burgen haben feste Zeiten; Ihr Guide sorgt dafür, dass die Gruppe sie einhält.', 'Manche Besichtigungen führen über steile Wege und Treppen.'],
      whatToBring: ['Bequeme Schuhe', 'Kleidung für das Wetter', 'Reisepass oder Ausweis'],
      meetingPoint: 'Vor dem Hauptbahnhof {inCity}; den genauen Ort und ein Foto erhalten Sie nach der Buchung.',
      locationDescription: 'Abfahrt {inCity}.',
    },
  },
  reviews: 'daytrip',
  capacity: 30,
  pickup: false,
  policy: 'free-24h',
}

/** An entry ticket for a date and time slot, on the phone. */
export const ticket: Profile = {
  overview: t4(
    "Your ticket is sent to your phone right after booking; show it at the entrance and walk straight in.",
    "Билет приходит на телефон сразу после бронирования — покажите его на входе и проходите.",
    "Biletiniz rezervasyondan hemen sonra telefonunuza gelir; girişte gösterip doğrudan içeri geçin.",
    "Ihr Ticket kommt direkt nach der Buchung aufs Handy; zeigen Sie es am Eingang und gehen Sie direkt hinein.",
  ),
  texts: {
    en: {
      includes: ['An entry ticket for the date and time you book', 'Access to the areas in the highlights'],
      excludes: ['A guide', 'Food and drinks', 'Transport to the entrance'],
      itinerary: [
        { title: 'Entry at your time', description: 'Arrive 15 minutes before your time and show the ticket on your phone.' },
        { title: 'Your visit', description: 'Stay as long as you like within the opening hours.' },
      ],
      knowBeforeYouGo: ['There are security checks at the entrance; large bags are not allowed.', 'The ticket is valid only on the date and at the time booked.'],
      whatToBring: ['Your mobile ticket', 'A photo ID'],
      meetingPoint: 'The main visitor entrance; directions are on your ticket.',
      locationDescription: 'In {city}; the address is on your ticket.',
    },
    ru: {
      includes: ['Входной билет на выбранные дату и время', 'Доступ в зоны из списка «Главное»'],
      excludes: ['Гид', 'Еда и напитки', 'Трансфер до входа'],
      itinerary: [
        { title: 'Вход в ваше время', description: 'Приходите за 15 минут до начала и покажите билет на телефоне.' },
        { title: 'Посещение', description: 'Оставайтесь сколько хотите в часы работы.' },
      ],
      knowBeforeYouGo: ['На входе проводится досмотр; крупные сумки проносить нельзя.', 'Билет действителен только в забронированные дату и время.'],
      whatToBring: ['Электронный билет в телефоне', 'Документ с фотографией'],
      meetingPoint: 'Главный вход для посетителей; как пройти, указано в билете.',
      locationDescription: 'Расположено {inCity}; адрес указан в билете.',
    },
    tr: {
      includes: ['Ayırttığınız gün ve saat için giriş bileti', 'Öne çıkanlarda sayılan alanlara giriş'],
      excludes: ['Rehber', 'Yiyecek ve içecekler', 'Girişe ulaşım'],
      itinerary: [
        { title: 'Saatinizde giriş', description: 'Saatinizden 15 dakika önce gelin ve biletinizi telefonunuzda gösterin.' },
        { title: 'Ziyaretiniz', description: 'Açık olduğu saatler içinde dilediğiniz kadar kalın.' },
      ],
      knowBeforeYouGo: ['Girişte güvenlik kontrolü yapılır; büyük çantalar alınmaz.', 'Bilet yalnızca ayırtılan gün ve saatte geçerlidir.'],
      whatToBring: ['Telefonunuzdaki bilet', 'Fotoğraflı bir kimlik'],
      meetingPoint: 'Ana ziyaretçi girişi; yol tarifi biletinizde yazar.',
      locationDescription: '{city} içinde; adres biletinizde yazar.',
    },
    de: {
      includes: ['Ein Ticket für das gebuchte Datum und die gebuchte Uhrzeit', 'Zugang zu den Bereichen aus den Highlights'],
      excludes: ['Ein Guide', 'Speisen und Getränke', 'Anfahrt zum Eingang'],
      itinerary: [
        { title: 'Einlass zu Ihrer Zeit', description: 'Kommen Sie 15 Minuten vor Ihrer Zeit und zeigen Sie das Ticket auf dem Handy.' },
        { title: 'Ihr Besuch', description: 'Bleiben Sie innerhalb der Öffnungszeiten so lange Sie möchten.' },
      ],
      knowBeforeYouGo: ['Am Eingang gibt es Sicherheitskontrollen; große Taschen sind nicht erlaubt.', 'Das Ticket gilt nur am gebuchten Datum und zur gebuchten Uhrzeit.'],
      whatToBring: ['Ihr Handyticket', 'Einen Lichtbildausweis'],
      meetingPoint: 'Der Haupteingang für Besucher; der Weg steht auf Ihrem Ticket.',
      locationDescription: 'Der Ort liegt {inCity}; die Adresse steht auf Ihrem Ticket.',
    },
  },
  reviews: 'ticket',
  capacity: 200,
  pickup: false,
  policy: 'non-refundable',
}

/** A religious ceremony attended with a reserved seat. */
export const ceremony: Profile = {
  overview: t4(
    "The Sema is a religious ceremony rather than a show: the hall is quiet, and the evening opens with a short introduction to its meaning.",
    "Сема — это религиозная церемония, а не шоу: в зале тихо, а вечер начинается с короткого рассказа о её смысле.",
    "Sema bir gösteri değil, dinî bir törendir: salon sessizdir ve akşam, anlamını anlatan kısa bir girişle başlar.",
    "Die Sema ist eine religiöse Zeremonie, keine Show: Im Saal ist es still, und der Abend beginnt mit einer kurzen Einführung in ihre Bedeutung.",
  ),
  texts: {
    en: {
      includes: ['A reserved seat in the hall', 'A short introduction to the Mevlevi tradition', 'Live Sufi music'],
      excludes: ['Transport to the hall', 'Food and drinks'],
      itinerary: [
        { title: 'Doors open', description: 'Doors open 30 minutes before the start; find your seat in your section.' },
        { title: 'Music and introduction', description: 'The musicians play Sufi music and the meaning of the ceremony is explained.' },
        { title: 'The Sema', description: 'The semazens enter and turn in silence for about 40 minutes.' },
      ],
      knowBeforeYouGo: ['Photos and videos are not allowed during the ceremony.', 'There is no applause at the end: the Sema is a prayer.', 'Children must be at least 7 years old.'],
      whatToBring: ['Your mobile ticket'],
      meetingPoint: 'At the hall in {city}; the address and a map are on your ticket.',
      locationDescription: 'A restored historic hall near Sirkeci station, in the old city of {city}.',
    },
    ru: {
      includes: ['Забронированное место в зале', 'Короткий рассказ о традиции ордена Мевлеви', 'Живая суфийская музыка'],
      excludes: ['Дорога до зала', 'Еда и напитки'],
      itinerary: [
        { title: 'Открытие дверей', description: 'Двери открываются за 30 минут до начала; займите место в своей секции.' },
        { title: 'Музыка и вступление', description: 'Музыканты играют суфийскую музыку, и вам объясняют смысл церемонии.' },
        { title: 'Сема', description: 'Семазены входят и кружатся в тишине около 40 минут.' },
      ],
      knowBeforeYouGo: ['Во время церемонии фото- и видеосъёмка запрещена.', 'В конце не аплодируют: сема — это молитва.', 'Детям должно быть не меньше 7 лет.'],
      whatToBring: ['Электронный билет в телефоне'],
      meetingPoint: 'В зале {inCity}; адрес и карта указаны в билете.',
      locationDescription: 'Отреставрированный исторический зал у вокзала Сиркеджи, в старом городе.',
    },
    tr: {
      includes: ['Salonda ayrılmış bir koltuk', 'Mevlevi geleneğine kısa bir giriş', 'Canlı tasavvuf müziği'],
      excludes: ['Salona ulaşım', 'Yiyecek ve içecekler'],
      itinerary: [
        { title: 'Kapılar açılır', description: 'Kapılar başlangıçtan 30 dakika önce açılır; bölümünüzdeki yerinize oturun.' },
        { title: 'Müzik ve giriş', description: 'Müzisyenler tasavvuf müziği çalar ve törenin anlamı anlatılır.' },
        { title: 'Sema', description: 'Semazenler salona girer ve yaklaşık 40 dakika sessizce döner.' },
      ],
      knowBeforeYouGo: ['Tören sırasında fotoğraf ve video çekilmez.', 'Sonunda alkışlanmaz: sema bir ibadettir.', 'Çocuklar en az 7 yaşında olmalıdır.'],
      whatToBring: ['Telefonunuzdaki bilet'],
      meetingPoint: '{city} içindeki salon; adres ve harita biletinizde yazar.',
      locationDescription: "{city} tarihi yarımadasında, Sirkeci Garı yakınında restore edilmiş tarihi bir salon.",
    },
    de: {
      includes: ['Ein reservierter Platz im Saal', 'Eine kurze Einführung in die Tradition der Mevlevi', 'Live gespielte Sufi-Musik'],
      excludes: ['Anfahrt zum Saal', 'Speisen und Getränke'],
      itinerary: [
        { title: 'Einlass', description: 'Einlass ist 30 Minuten vor Beginn; nehmen Sie Ihren Platz in Ihrem Bereich ein.' },
        { title: 'Musik und Einführung', description: 'Die Musiker spielen Sufi-Musik, und die Bedeutung der Zeremonie wird erklärt.' },
        { title: 'Die Sema', description: 'Die Semazen ziehen ein und drehen sich etwa 40 Minuten lang schweigend.' },
      ],
      knowBeforeYouGo: ['Fotos und Videos sind während der Zeremonie nicht erlaubt.', 'Am Ende wird nicht applaudiert: Die Sema ist ein Gebet.', 'Kinder müssen mindestens 7 Jahre alt sein.'],
      whatToBring: ['Ihr Handyticket'],
      meetingPoint: 'Im Saal {inCity}; Adresse und Karte stehen auf Ihrem Ticket.',
      locationDescription: 'Ein restaurierter historischer Saal nahe dem Bahnhof Sirkeci in der Altstadt von {city}.',
    },
  },
  reviews: 'ceremony',
  capacity: 120,
  pickup: false,
  policy: 'free-24h',
}

/** A traditional bath with a scrub and foam wash. */
export const hammam: Profile = {
  overview: t4(
    "Attendants guide you through every step, and men and women bathe in separate sections, each with their own attendants.",
    "Банщики проводят вас через каждый этап, а мужчины и женщины моются в разных отделениях, каждое — со своими банщиками.",
    "Tellaklar ve natırlar her adımda size eşlik eder; kadınlar ve erkekler, her birinin kendi görevlileri olan ayrı bölümlerde yıkanır.",
    "Die Badediener begleiten Sie bei jedem Schritt, und Frauen und Männer baden in getrennten Bereichen mit eigenem Personal.",
  ),
  texts: {
    en: {
      includes: ['Time in the hot room on the heated marble', 'A traditional scrub with a kese mitt and a foam wash', 'Peştemal wrap, slippers and towels', 'Tea or sherbet in the cooling room', 'A 30-minute oil massage with the deluxe option'],
      excludes: ['Tips for the attendants', 'Transport to the hammam'],
      itinerary: [
        { title: 'Changing', description: 'Change in a private cubicle and wrap yourself in a peştemal.' },
        { title: 'Hot room', description: 'Warm up on the heated marble beneath the dome.' },
        { title: 'Scrub and foam', description: 'Your attendant scrubs, rinses and washes you in soft foam.' },
        { title: 'Rest', description: 'Tea or sherbet in the cooling room before you dress.' },
      ],
      knowBeforeYouGo: ['Not recommended in pregnancy or with heart conditions or high blood pressure.', 'Guests must be at least 12 years old.', 'Eat lightly beforehand and drink plenty of water.'],
      whatToBring: ['Swimwear to wear under the peştemal, if you prefer', 'Anything you need after bathing, such as a comb'],
      meetingPoint: 'At the hammam in the old city of {city}; the address is on your ticket.',
      locationDescription: 'A 16th-century hammam in the old city of {city}.',
    },
    ru: {
      includes: ['Время в парной на тёплом мраморе', 'Традиционный пилинг рукавицей-кесе и пенное омовение', 'Пештемаль, тапочки и полотенца', 'Чай или шербет в комнате отдыха', '30-минутный масляный массаж в варианте делюкс'],
      excludes: ['Чаевые банщикам', 'Дорога до хаммама'],
      itinerary: [
        { title: 'Переодевание', description: 'Переоденьтесь в отдельной кабинке и завернитесь в пештемаль.' },
        { title: 'Парная', description: 'Прогрейтесь на тёплом мраморе под куполом.' },
        { title: 'Пилинг и пена', description: 'Банщик делает пилинг, ополаскивает и моет вас мягкой пеной.' },
        { title: 'Отдых', description: 'Чай или шербет в комнате отдыха, прежде чем одеться.' },
      ],
      knowBeforeYouGo: ['Не рекомендуется при беременности, болезнях сердца и повышенном давлении.', 'Гостям должно быть не меньше 12 лет.', 'Перед посещением ешьте легко и пейте много воды.'],
      whatToBring: ['Купальник под пештемаль, если так удобнее', 'То, что понадобится после бани, например расчёску'],
      meetingPoint: 'В хаммаме в старом городе {inCity}; адрес указан в билете.',
      locationDescription: 'Хаммам XVI века в старом городе {inCity}.',
    },
    tr: {
      includes: ['Sıcak mermerde, sıcaklıkta vakit', 'Kese ile geleneksel kese ve köpük', 'Peştemal, terlik ve havlular', 'Soğukluk bölümünde çay veya şerbet', 'Deluxe seçenekte 30 dakikalık yağ masajı'],
      excludes: ['Tellak ve natırlar için bahşiş', 'Hamama ulaşım'],
      itinerary: [
        { title: 'Soyunma', description: 'Özel bir kabinde soyunun ve peştemalinize sarının.' },
        { title: 'Sıcaklık', description: 'Kubbenin altında sıcak mermerde ısının.' },
        { title: 'Kese ve köpük', description: 'Görevliniz sizi keseler, durular ve yumuşak köpükle yıkar.' },
        { title: 'Dinlenme', description: 'Giyinmeden önce soğuklukta çay veya şerbet.' },
      ],
      knowBeforeYouGo: ['Hamilelikte, kalp rahatsızlığında ve yüksek tansiyonda önerilmez.', 'Misafirler en az 12 yaşında olmalıdır.', 'Öncesinde hafif yiyin ve bol su için.'],
      whatToBring: ['İsterseniz peştemalin altına giymek için mayo', 'Yıkandıktan sonra gerekecek şeyler, örneğin tarak'],
      meetingPoint: '{city} tarihi yarımadasındaki hamam; adres biletinizde yazar.',
      locationDescription: "{city} tarihi yarımadasında 16. yüzyıldan kalma bir hamam.",
    },
    de: {
      includes: ['Zeit im Heißraum auf dem warmen Marmor', 'Traditionelles Peeling mit dem Kese-Handschuh und Schaumwäsche', 'Peştemal-Tuch, Badeschuhe und Handtücher', 'Tee oder Sherbet im Ruheraum', 'Mit der Deluxe-Option eine 30-minütige Ölmassage'],
      excludes: ['Trinkgeld für die Badediener', 'Anfahrt zum Hamam'],
      itinerary: [
        { title: 'Umkleiden', description: 'Ziehen Sie sich in einer eigenen Kabine um und hüllen Sie sich in ein Peştemal.' },
        { title: 'Heißraum', description: 'Wärmen Sie sich auf dem warmen Marmor unter der Kuppel auf.' },
        { title: 'Peeling und Schaum', description: 'Ihr Badediener peelt, spült und wäscht Sie mit weichem Schaum.' },
        { title: 'Ruhe', description: 'Tee oder Sherbet im Ruheraum, bevor Sie sich anziehen.' },
      ],
      knowBeforeYouGo: ['Nicht zu empfehlen in der Schwangerschaft, bei Herzerkrankungen oder Bluthochdruck.', 'Gäste müssen mindestens 12 Jahre alt sein.', 'Essen Sie vorher leicht und trinken Sie viel Wasser.'],
      whatToBring: ['Badesachen für unter das Peştemal, wenn Ihnen das lieber ist', 'Was Sie nach dem Bad brauchen, etwa einen Kamm'],
      meetingPoint: 'Im Hamam in der Altstadt von {city}; die Adresse steht auf Ihrem Ticket.',
      locationDescription: 'Ein Hamam aus dem 16. Jahrhundert in der Altstadt von {city}.',
    },
  },
  reviews: 'hammam',
  capacity: 16,
  pickup: false,
  policy: 'free-24h',
}

/** A hands-on craft workshop. */
export const workshop: Profile = {
  overview: t4(
    "Workshops are small and hands-on: the potter shows each step, then helps you at your own wheel.",
    "Мастер-классы проходят в небольших группах и на практике: гончар показывает каждый шаг, а потом помогает вам за вашим кругом.",
    "Atölyeler küçük ve uygulamalıdır: usta her adımı gösterir, sonra kendi tezgâhınızda size yardım eder.",
    "Die Workshops sind klein und praktisch: Der Töpfer zeigt jeden Schritt und hilft Ihnen dann an Ihrer eigenen Scheibe.",
  ),
  texts: {
    en: {
      includes: ['Your own wheel and clay', 'A master potter’s help throughout', 'Firing of your piece and delivery to your hotel in the region two days later', 'Tea'],
      excludes: ['Postage, if you want your piece sent home', 'Transport to the workshop'],
      itinerary: [
        { title: 'Welcome and demonstration', description: 'The potter shows how to centre the clay and lift the walls.' },
        { title: 'At the wheel', description: 'Make your own piece, with help whenever you want it.' },
        { title: 'Decoration', description: 'Carve or paint your piece before it goes to the kiln.' },
      ],
      knowBeforeYouGo: ['Aprons are provided, but wear clothes you do not mind getting dirty.', 'Children from 4 to 11 take part with an adult.'],
      whatToBring: ['Clothes that can get dirty'],
      meetingPoint: 'The workshop in Avanos, 10 minutes from Göreme; the address is on your ticket.',
      locationDescription: 'A family pottery workshop in Avanos, on the Kızılırmak river.',
    },
    ru: {
      includes: ['Собственный гончарный круг и глина', 'Помощь мастера на всём занятии', 'Обжиг изделия и доставка в ваш отель в регионе через два дня', 'Чай'],
      excludes: ['Пересылка изделия домой', 'Дорога до мастерской'],
      itinerary: [
        { title: 'Знакомство и показ', description: 'Гончар показывает, как отцентровать глину и вытянуть стенки.' },
        { title: 'За кругом', description: 'Вы делаете своё изделие, а мастер помогает, когда нужно.' },
        { title: 'Украшение', description: 'Процарапайте узор или распишите изделие перед обжигом.' },
      ],
      knowBeforeYouGo: ['Фартуки выдаются, но лучше надеть одежду, которую не жалко испачкать.', 'Дети от 4 до 11 лет участвуют вместе со взрослым.'],
      whatToBring: ['Одежду, которую не жалко испачкать'],
      meetingPoint: 'Мастерская в Аваносе, в 10 минутах от Гёреме; адрес указан в билете.',
      locationDescription: 'Семейная гончарная мастерская в Аваносе на реке Кызылырмак.',
    },
    tr: {
      includes: ['Size ait çömlek tezgâhı ve kil', 'Baştan sona usta çömlekçi desteği', 'Eserinizin fırınlanması ve iki gün sonra bölgedeki otelinize teslimi', 'Çay'],
      excludes: ['Eserinizin eve gönderilmesi için kargo', 'Atölyeye ulaşım'],
      itinerary: [
        { title: 'Karşılama ve gösteri', description: 'Usta, kili nasıl ortalayıp duvarlarını nasıl yükselteceğinizi gösterir.' },
        { title: 'Tezgâhta', description: 'Kendi eserinizi yapın; istediğiniz her an yardım alırsınız.' },
        { title: 'Süsleme', description: 'Fırına girmeden önce eserinize desen oyun ya da boyayın.' },
      ],
      knowBeforeYouGo: ['Önlük verilir, ama kirlenmesine aldırmayacağınız kıyafetler giyin.', '4–11 yaş arası çocuklar bir yetişkinle katılır.'],
      whatToBring: ['Kirlenebilecek kıyafetler'],
      meetingPoint: "Göreme'ye 10 dakika uzaklıktaki Avanos'ta atölye; adres biletinizde yazar.",
      locationDescription: "Kızılırmak kıyısında, Avanos'ta bir aile çömlek atölyesi.",
    },
    de: {
      includes: ['Eine eigene Töpferscheibe und Ton', 'Die Hilfe eines Töpfermeisters die ganze Zeit', 'Brennen Ihres Stücks und Lieferung in Ihr Hotel in der Region zwei Tage später', 'Tee'],
      excludes: ['Versand, wenn Ihr Stück nach Hause geschickt werden soll', 'Anfahrt zur Werkstatt'],
      itinerary: [
        { title: 'Begrüßung und Vorführung', description: 'Der Töpfer zeigt, wie man den Ton zentriert und die Wände hochzieht.' },
        { title: 'An der Scheibe', description: 'Formen Sie Ihr eigenes Stück, mit Hilfe, wann immer Sie möchten.' },
        { title: 'Verzieren', description: 'Ritzen oder bemalen Sie Ihr Stück, bevor es in den Brennofen kommt.' },
      ],
      knowBeforeYouGo: ['Schürzen liegen bereit, aber tragen Sie Kleidung, die schmutzig werden darf.', 'Kinder von 4 bis 11 Jahren machen mit einem Erwachsenen mit.'],
      whatToBring: ['Kleidung, die schmutzig werden darf'],
      meetingPoint: 'Die Werkstatt in Avanos, 10 Minuten von Göreme; die Adresse steht auf Ihrem Ticket.',
      locationDescription: 'Eine Familientöpferei in Avanos am Fluss Kızılırmak.',
    },
  },
  reviews: 'workshop',
  capacity: 10,
  pickup: false,
  policy: 'free-24h',
}
