// Bavaria Guides (EUR): guided tours, tickets and transfers in Munich and Berlin.
import { PICKUP_INCLUDED as P } from '../text/profile-shared'
import { t4 } from '../text/t4'
import type { ExperienceSeed } from './types'

const base = { supplier: 'bavaria-guides', languages: ['en', 'de'] } as const
const munich = { ...base, city: 'munich' } as const
const berlin = { ...base, city: 'berlin' } as const

export const BAVARIA_EXPERIENCES: ExperienceSeed[] = [
  {
    ...munich, slug: 'munich-neuschwanstein-castle-day-trip', category: 'tours', profile: 'coach-trip', languages: ['en', 'de', 'ru', 'tr'],
    title: t4("Neuschwanstein Castle Day Trip from Munich", "Поездка из Мюнхена в замок Нойшванштайн", "Münih'ten Günübirlik Neuschwanstein Şatosu Turu", "Tagesausflug von München zum Schloss Neuschwanstein"),
    hook: t4("Visit the fairy-tale castle of King Ludwig II, perched on a crag above the Alpine foothills, with skip-the-line entry arranged for your group.", "Посетите сказочный замок короля Людвига II на скале над предгорьями Альп — вход без очереди для вашей группы уже организован.", "Alp eteklerinin üzerinde bir kayalığa kurulmuş Kral II. Ludwig'in masal şatosunu ziyaret edin; grubunuz için sırasız giriş ayarlanmıştır.", "Besuchen Sie das Märchenschloss König Ludwigs II. auf einem Felsen über dem Alpenvorland, mit reserviertem Einlass ohne Anstehen für Ihre Gruppe."),
    highlights: ['neuschwanstein', 'marienbruecke', 'oberammergau', 'licensed-guide'],
    duration: 630, times: ['08:30'], price: 75, capacity: 45, discount: true,
    options: [{ name: 'shared' }, { name: 'private', factor: 3 }],
    labels: ['bestseller', 'likely-to-sell-out'], occasions: ['sightseeing'], bestFor: ['families', 'couples', 'solo'],
  },
  {
    ...munich, slug: 'munich-beer-and-food-tour', category: 'tours', profile: 'food-walk',
    title: t4("Munich Beer and Food Tour through the Old Town", "Пивной и гастрономический тур по старому Мюнхену", "Münih Eski Şehir Bira ve Lezzet Turu", "Bier- und Genusstour durch die Münchner Altstadt"),
    hook: t4("Learn why Munich's brewers still follow a purity law from 1516, and taste the difference in three beer halls that locals actually use.", "Узнайте, почему мюнхенские пивовары до сих пор соблюдают закон о чистоте пива 1516 года, и почувствуйте разницу в трёх пивных, куда ходят сами местные.", "Münihli bira üreticilerinin neden hâlâ 1516 tarihli saflık yasasına uyduğunu öğrenin ve farkı yerlilerin gerçekten gittiği üç birahanede tadın.", "Erfahren Sie, warum Münchens Brauer noch heute dem Reinheitsgebot von 1516 folgen, und schmecken Sie den Unterschied in drei Bierhallen, in die auch Einheimische gehen."),
    highlights: ['beer-halls', 'bavarian-food', 'small-group'],
    duration: 210, times: ['17:00'], price: 69, ages: [18, 99], capacity: 14,
    texts: {
      includes: {
        en: ['A local guide who knows every stop', 'Three beers (0.5 l each) in three beer halls', 'Pretzels, Weisswurst and roast pork to taste', 'A small group'],
        ru: ['Местный гид, которого знают на каждой остановке', 'Три кружки пива (по 0,5 л) в трёх пивных', 'Брецели, белые колбаски и жареная свинина на пробу', 'Небольшая группа'],
        tr: ['Her durakta tanınan yerel bir rehber', 'Üç birahanede üç bira (her biri 0,5 l)', 'Tatmak için pretzel, Weißwurst ve domuz rosto', 'Küçük bir grup'],
        de: ['Ein Guide aus der Stadt, den man an jeder Station kennt', 'Drei Bier (je 0,5 l) in drei Bierhallen', 'Brezn, Weißwurst und Schweinebraten zum Probieren', 'Eine kleine Gruppe'],
      },
      knowBeforeYouGo: {
        en: ['Guests must be 18 or older and bring a photo ID.', 'Alcohol-free beer or soft drinks are available at every stop.', 'Tell us about allergies or diets when booking.'],
        ru: ['Участникам должно быть не меньше 18 лет; возьмите документ с фотографией.', 'На каждой остановке есть безалкогольное пиво или лимонад.', 'Сообщите при бронировании об аллергии или диете.'],
        tr: ['Katılımcılar 18 yaşını doldurmuş olmalı ve fotoğraflı kimlik getirmelidir.', 'Her durakta alkolsüz bira ya da meşrubat vardır.', 'Alerji ya da diyetinizi rezervasyonda bildirin.'],
        de: ['Teilnehmende müssen mindestens 18 Jahre alt sein und einen Lichtbildausweis dabeihaben.', 'An jeder Station gibt es alkoholfreies Bier oder Limo.', 'Nennen Sie uns Allergien oder Ernährungswünsche bei der Buchung.'],
      },
      meetingPoint: {
        en: 'The Fish Fountain on Marienplatz, {city}.',
        ru: 'Рыбный фонтан на Мариенплац, {city}.',
        tr: 'Marienplatz’taki Balık Çeşmesi, {city}.',
        de: 'Der Fischbrunnen am Marienplatz, {city}.',
      },
      locationDescription: {
        en: 'The old town of {city}, between Marienplatz and the Hofbräuhaus.',
        ru: 'Старый город между Мариенплац и Хофбройхаусом, {city}.',
        tr: '{city} eski şehri, Marienplatz ile Hofbräuhaus arası.',
        de: 'Die Altstadt von {city} zwischen Marienplatz und Hofbräuhaus.',
      },
    },
    labels: ['bestseller'], occasions: ['birthday', 'team-building'], bestFor: ['friends', 'solo'],
  },
  {
    ...munich, slug: 'munich-old-town-walking-tour', category: 'tours', profile: 'walk',
    title: t4("Munich Old Town Walking Tour", "Пешеходная экскурсия по старому Мюнхену", "Münih Eski Şehir Yürüyüş Turu", "Stadtführung durch die Münchner Altstadt"),
    hook: t4("Eight hundred years of Bavarian history between the Isar Gate and the Residenz, told by a guide who knows the stories behind the facades.", "Восемьсот лет баварской истории между воротами Изартор и Резиденцией — в рассказах гида, который знает истории за каждым фасадом.", "Isartor ile Residenz arasında sekiz yüz yıllık Bavyera tarihi; cephelerin ardındaki hikâyeleri bilen bir rehberin anlatımıyla.", "Achthundert Jahre bayerische Geschichte zwischen Isartor und Residenz, erzählt von einem Guide, der die Geschichten hinter den Fassaden kennt."),
    highlights: ['marienplatz', 'viktualienmarkt', 'licensed-guide'],
    duration: 150, times: ['10:00', '14:00'], price: 25,
    occasions: ['sightseeing'], bestFor: ['solo', 'families'],
  },
  {
    ...munich, slug: 'munich-dachau-memorial-tour', category: 'tours', profile: 'memorial',
    title: t4("Dachau Concentration Camp Memorial Tour from Munich", "Экскурсия из Мюнхена в мемориал концлагеря Дахау", "Münih'ten Dachau Toplama Kampı Anıt Alanı Turu", "Führung zur KZ-Gedenkstätte Dachau ab München"),
    hook: t4("A thoughtful half-day visit to the first Nazi concentration camp, guided by historians who help you understand what happened here and why it matters.", "Вдумчивое посещение первого нацистского концлагеря с гидами-историками, которые помогут понять, что здесь происходило и почему это важно.", "İlk Nazi toplama kampına, burada neler yaşandığını ve bunun neden önemli olduğunu anlamanıza yardım eden tarihçiler eşliğinde düşündürücü yarım günlük bir ziyaret.", "Ein nachdenklicher Halbtagesbesuch im ersten nationalsozialistischen Konzentrationslager, begleitet von Historikern, die erklären, was hier geschah und warum es wichtig bleibt."),
    highlights: ['dachau-memorial', 'historian-guide', 'small-group'],
    duration: 330, times: ['09:15'], price: 39, ages: [12, 99], capacity: 25,
    occasions: ['sightseeing'], bestFor: ['solo'],
  },
  {
    ...munich, slug: 'munich-bmw-museum-tickets', category: 'attractions', profile: 'ticket', languages: [],
    closedWeekdays: [1],
    title: t4("BMW Museum Tickets with BMW Welt", "Билеты в музей BMW и BMW Welt", "BMW Welt ile BMW Müzesi Biletleri", "Tickets für das BMW Museum mit BMW Welt"),
    hook: t4("A century of engines, motorbikes and design classics inside the bowl-shaped museum next to the four-cylinder tower of BMW headquarters.", "Сто лет двигателей, мотоциклов и классики дизайна в музее-«чаше» рядом с четырёхцилиндровой башней штаб-квартиры BMW.", "BMW genel merkezinin dört silindirli kulesinin yanındaki kâse biçimli müzede motorlar, motosikletler ve tasarım klasikleriyle dolu bir asır.", "Ein Jahrhundert Motoren, Motorräder und Designklassiker in der Museumsschüssel neben dem Vierzylinder, der BMW-Zentrale."),
    highlights: ['bmw-welt', 'skip-line', 'mobile-ticket'],
    duration: 180, times: ['10:00', '14:00'], price: 14,
    extras: [['audio-guide', 5, 'per_person']],
    labels: ['skip-the-line'], occasions: ['sightseeing'], bestFor: ['families', 'kids'],
  },
  {
    ...munich, slug: 'munich-airport-private-transfer', category: 'transport', profile: 'transfer', languages: [],
    title: t4("Private Transfer from Munich Airport", "Индивидуальный трансфер из аэропорта Мюнхена", "Münih Havalimanı'ndan Özel Transfer", "Privater Transfer vom Flughafen München"),
    hook: t4("Munich airport is 40 minutes from the city; a driver waits at the arrivals exit with your name and takes you door to door in a German sedan.", "Аэропорт Мюнхена в 40 минутах от города; водитель ждёт у выхода из зоны прилёта с табличкой и довезёт вас от двери до двери на немецком седане.", "Münih havalimanı şehre 40 dakika uzaklıkta; şoförünüz geliş çıkışında isminizle bekler ve sizi bir Alman sedanıyla kapıdan kapıya götürür.", "Der Münchner Flughafen liegt 40 Minuten vor der Stadt; ein Fahrer wartet mit Namensschild am Ausgang der Ankunft und bringt Sie in einer Limousine von Tür zu Tür."),
    highlights: ['meet-greet', 'flight-tracking', 'fixed-price'],
    duration: 45, times: ['08:00', '11:00', '14:00', '17:00', '20:00', '23:00'], price: 90, perItem: 3,
    options: [{ name: 'sedan', perItem: 3 }, { name: 'minivan', factor: 1.5, perItem: 6 }],
    extras: [['child-seat', 10, 'per_booking']],
    bestFor: ['families', 'solo'],
  },
  {
    ...munich, slug: 'munich-bavarian-alps-3-day-package', category: 'packages', profile: 'package',
    title: t4("Bavarian Alps Three-Day Package from Munich", "Трёхдневный тур в Баварские Альпы из Мюнхена", "Münih'ten Üç Günlük Bavyera Alpleri Paketi", "Dreitagespaket Bayerische Alpen ab München"),
    hook: t4("Three days in the mountains south of Munich: Germany's highest summit, turquoise lakes and a stay in the painted village streets of Garmisch.", "Три дня в горах к югу от Мюнхена: высшая вершина Германии, бирюзовые озёра и проживание среди расписных улочек Гармиша.", "Münih'in güneyindeki dağlarda üç gün: Almanya'nın en yüksek zirvesi, turkuaz göller ve Garmisch'in resimli sokaklarında konaklama.", "Drei Tage in den Bergen südlich von München: Deutschlands höchster Gipfel, türkisfarbene Seen und Übernachtungen zwischen den bemalten Häusern von Garmisch."),
    highlights: ['zugspitze', 'eibsee', 'package-hotels'],
    duration: 3420, times: ['09:00'], price: 900, closedWeekdays: [2, 3, 4],
    options: [{ name: 'four-star', payLater: true }, { name: 'five-star', factor: 1.5, payLater: true }],
    texts: {
      includes: {
        en: [P.en, 'Two nights in Garmisch-Partenkirchen with breakfast', 'Transport between {city} and the Alps', 'Cogwheel train and cable car up the Zugspitze', 'A guide on the first two days', 'A local coordinator you can reach around the clock'],
        ru: [P.ru, 'Две ночи в Гармиш-Партенкирхене с завтраком', 'Переезд из Мюнхена в Альпы и обратно', 'Зубчатая железная дорога и канатная дорога на Цугшпитце', 'Гид в первые два дня', 'Местный координатор на связи круглосуточно'],
        tr: [P.tr, 'Garmisch-Partenkirchen’de kahvaltı dahil iki gece', '{city} ile Alpler arasında ulaşım', 'Zugspitze’ye dişli tren ve teleferik', 'İlk iki gün rehber', '7/24 ulaşılabilen yerel bir koordinatör'],
        de: [P.de, 'Zwei Nächte in Garmisch-Partenkirchen mit Frühstück', 'Fahrt zwischen {city} und den Alpen', 'Zahnradbahn und Seilbahn auf die Zugspitze', 'Ein Guide an den ersten beiden Tagen', 'Eine Ansprechperson vor Ort, rund um die Uhr erreichbar'],
      },
      itinerary: {
        en: [
          { title: 'Day 1: into the mountains', description: 'Pickup in {city} at 09:00, the drive to Garmisch-Partenkirchen and a guided walk through the Partnach Gorge.' },
          { title: 'Day 2: Zugspitze and Eibsee', description: 'Cogwheel train to Germany’s highest summit, the cable car down to Lake Eibsee and a walk along its shore.' },
          { title: 'Day 3: Garmisch and return', description: 'A free morning among the painted houses of Garmisch, then the drive back to {city}, arriving at about 18:00.' },
        ],
        ru: [
          { title: 'День 1: в горы', description: 'В 09:00 трансфер от точки сбора в Мюнхене, дорога в Гармиш-Партенкирхен и прогулка с гидом по ущелью Партнахкламм.' },
          { title: 'День 2: Цугшпитце и Айбзее', description: 'Зубчатая железная дорога на высшую вершину Германии, спуск на канатной дороге к озеру Айбзее и прогулка по берегу.' },
          { title: 'День 3: Гармиш и возвращение', description: 'Свободное утро среди расписных домов Гармиша, затем дорога обратно; прибытие в Мюнхен около 18:00.' },
        ],
        tr: [
          { title: '1. gün: dağlara', description: "Saat 09:00’da {inCity} alış, Garmisch-Partenkirchen’e yolculuk ve Partnach Vadisi’nde rehberli yürüyüş." },
          { title: '2. gün: Zugspitze ve Eibsee', description: 'Dişli trenle Almanya’nın en yüksek zirvesine, teleferikle Eibsee gölüne iniş ve kıyıda yürüyüş.' },
          { title: '3. gün: Garmisch ve dönüş', description: 'Garmisch’in resimli evleri arasında serbest bir sabah, ardından {city} dönüşü; varış saat 18:00 civarında.' },
        ],
        de: [
          { title: 'Tag 1: In die Berge', description: 'Abholung {inCity} um 09:00 Uhr, Fahrt nach Garmisch-Partenkirchen und geführte Wanderung durch die Partnachklamm.' },
          { title: 'Tag 2: Zugspitze und Eibsee', description: 'Mit der Zahnradbahn auf Deutschlands höchsten Gipfel, mit der Seilbahn hinunter zum Eibsee und ein Spaziergang am Ufer.' },
          { title: 'Tag 3: Garmisch und Rückfahrt', description: 'Ein freier Vormittag zwischen den bemalten Häusern von Garmisch, dann die Rückfahrt nach {city}, Ankunft gegen 18:00 Uhr.' },
        ],
      },
      locationDescription: {
        en: 'Garmisch-Partenkirchen and the Zugspitze, about 90 minutes south of {city}.',
        ru: 'Гармиш-Партенкирхен и Цугшпитце, примерно в 90 минутах к югу от Мюнхена.',
        tr: '{city} şehrinin yaklaşık 90 dakika güneyinde Garmisch-Partenkirchen ve Zugspitze.',
        de: 'Garmisch-Partenkirchen und die Zugspitze, etwa 90 Minuten südlich von {city}.',
      },
    },
    extras: [['travel-insurance', 35, 'per_person']],
    labels: ['new'], occasions: ['honeymoon', 'adventure'], bestFor: ['couples', 'families'],
  },
  {
    ...munich, slug: 'munich-salzburg-day-trip', category: 'tours', profile: 'coach-trip',
    title: t4("Salzburg Day Trip from Munich", "Поездка из Мюнхена в Зальцбург на один день", "Münih'ten Günübirlik Salzburg Turu", "Tagesausflug von München nach Salzburg"),
    hook: t4("Cross into Austria for the city of Mozart, with its baroque domes beneath a hilltop fortress and the lakes of the Salzkammergut on the way.", "Переезд в Австрию — в город Моцарта с барочными куполами под крепостью на холме и озёрами Зальцкаммергута по пути.", "Tepedeki bir kalenin altındaki barok kubbeleri ve yol üzerindeki Salzkammergut gölleriyle Mozart'ın şehri için Avusturya'ya geçin.", "Fahren Sie nach Österreich in die Stadt Mozarts mit ihren barocken Kuppeln unter der Burg auf dem Berg, unterwegs vorbei an den Seen des Salzkammerguts."),
    highlights: ['salzburg-old-town', 'mirabell', 'photo-stops'],
    duration: 600, times: ['08:00'], price: 89, capacity: 30,
    texts: {
      includes: {
        en: ['Travel by coach from central {city} and back', 'A professional guide for the whole day', 'A guided walk through Salzburg’s old town and the Mirabell Gardens'],
        ru: ['Поездка на автобусе из центра и обратно', 'Профессиональный гид на весь день', 'Прогулка с гидом по старому городу Зальцбурга и садам Мирабель'],
        tr: ['{city} merkezinden otobüsle gidiş-dönüş', 'Gün boyu profesyonel bir rehber', 'Salzburg eski şehri ve Mirabell Bahçeleri’nde rehberli yürüyüş'],
        de: ['Fahrt im Reisebus ab dem Zentrum von {city} und zurück', 'Ein professioneller Guide für den ganzen Tag', 'Ein geführter Rundgang durch Salzburgs Altstadt und den Mirabellgarten'],
      },
    },
    occasions: ['sightseeing'], bestFor: ['couples', 'families'],
  },
  {
    ...berlin, slug: 'berlin-wall-cold-war-tour', category: 'tours', profile: 'walk', languages: ['en', 'de', 'ru'],
    title: t4("Berlin Wall and Cold War Walking Tour", "Пешеходная экскурсия: Берлинская стена и холодная война", "Berlin Duvarı ve Soğuk Savaş Yürüyüş Turu", "Rundgang Berliner Mauer und Kalter Krieg"),
    hook: t4("Follow the line where the Wall once split the city, and hear how Berliners lived, escaped and finally broke through in November 1989.", "Пройдите вдоль линии, где когда-то стена разделяла город, и узнайте, как берлинцы жили, бежали и наконец прорвались в ноябре 1989 года.", "Duvar'ın bir zamanlar şehri ikiye böldüğü hattı izleyin ve Berlinlilerin nasıl yaşadığını, kaçtığını ve sonunda Kasım 1989'da duvarı nasıl aştığını dinleyin.", "Folgen Sie der Linie, an der die Mauer einst die Stadt teilte, und hören Sie, wie Berliner lebten, flohen und im November 1989 schließlich durchbrachen."),
    highlights: ['berlin-wall', 'checkpoint-charlie', 'licensed-guide'],
    duration: 180, times: ['10:00', '14:00'], price: 22,
    labels: ['bestseller'], occasions: ['sightseeing'], bestFor: ['solo', 'friends'],
  },
  {
    ...berlin, slug: 'berlin-reichstag-government-quarter-tour', category: 'tours', profile: 'walk', onRequest: true,
    title: t4("Reichstag Dome and Government Quarter Tour", "Экскурсия: купол Рейхстага и правительственный квартал", "Reichstag Kubbesi ve Hükümet Bölgesi Turu", "Tour Reichstagskuppel und Regierungsviertel"),
    hook: t4("See where modern Germany is governed, from the Chancellery to the glass dome above the Bundestag, where a spiral ramp looks down into the chamber.", "Посмотрите, где управляют современной Германией, — от ведомства канцлера до стеклянного купола над Бундестагом, откуда спиральный пандус смотрит в зал заседаний.", "Başbakanlık'tan, spiral bir rampanın genel kurul salonuna baktığı Bundestag'ın cam kubbesine kadar modern Almanya'nın yönetildiği yerleri görün.", "Sehen Sie, wo das heutige Deutschland regiert wird, vom Kanzleramt bis zur Glaskuppel über dem Bundestag, deren Spiralrampe in den Plenarsaal blickt."),
    highlights: ['reichstag-dome', 'brandenburg-gate', 'licensed-guide'],
    duration: 150, times: ['11:00'], price: 29, capacity: 20,
    texts: {
      knowBeforeYouGo: {
        en: ['Visits to the Reichstag dome must be registered with the Bundestag in advance: we ask for everyone’s full name and date of birth, which is why we confirm each booking by hand.', 'Everyone needs a passport or ID card at the security check.', 'The dome can close at short notice for parliamentary business; the tour then continues around the government quarter.'],
        ru: ['Посещение купола Рейхстага нужно заранее зарегистрировать в Бундестаге: мы запрашиваем полные имена и даты рождения всех участников, поэтому каждое бронирование подтверждаем вручную.', 'На досмотре каждому нужен паспорт или удостоверение личности.', 'Купол могут закрыть без предупреждения из-за работы парламента; тогда экскурсия продолжается по правительственному кварталу.'],
        tr: ['Reichstag kubbesi ziyaretleri önceden Bundestag’a kaydedilmelidir: herkesin tam adını ve doğum tarihini isteriz, bu yüzden her rezervasyonu elle onaylarız.', 'Güvenlik kontrolünde herkesin pasaportu veya kimlik kartı gerekir.', 'Kubbe meclis çalışmaları nedeniyle aniden kapanabilir; tur o zaman hükümet bölgesinde devam eder.'],
        de: ['Besuche der Reichstagskuppel müssen vorab beim Bundestag angemeldet werden: Wir fragen nach vollem Namen und Geburtsdatum aller Teilnehmenden und bestätigen deshalb jede Buchung von Hand.', 'Bei der Sicherheitskontrolle braucht jede Person einen Reisepass oder Personalausweis.', 'Die Kuppel kann wegen Parlamentsbetrieb kurzfristig schließen; die Tour geht dann im Regierungsviertel weiter.'],
      },
      whatToBring: {
        en: ['A passport or ID card', 'Comfortable walking shoes', 'Clothes for the weather'],
        ru: ['Паспорт или удостоверение личности', 'Удобную обувь для ходьбы', 'Одежду по погоде'],
        tr: ['Pasaport veya kimlik kartı', 'Rahat yürüyüş ayakkabısı', 'Havaya uygun kıyafet'],
        de: ['Reisepass oder Personalausweis', 'Bequeme Schuhe', 'Kleidung für das Wetter'],
      },
    },
    occasions: ['sightseeing'], bestFor: ['solo', 'couples'],
  },
  {
    ...berlin, slug: 'berlin-spree-river-cruise', category: 'cruises', profile: 'water',
    title: t4("Spree River Sightseeing Cruise through Berlin", "Обзорная прогулка по Шпрее через Берлин", "Spree Nehri'nde Berlin Tekne Turu", "Stadtrundfahrt auf der Spree durch Berlin"),
    hook: t4("An hour on the water through the historic centre, under a dozen bridges and past the Chancellery, the Reichstag and Berlin Cathedral.", "Час на воде в историческом центре — под дюжиной мостов мимо ведомства канцлера, Рейхстага и Берлинского собора.", "Tarihi merkezde suda bir saat; bir düzine köprünün altından Başbakanlık, Reichstag ve Berlin Katedrali'nin önünden geçin.", "Eine Stunde auf dem Wasser durch die historische Mitte, unter einem Dutzend Brücken hindurch, vorbei an Kanzleramt, Reichstag und Berliner Dom."),
    highlights: ['spree-sights', 'live-commentary', 'family-friendly'],
    duration: 60, times: ['11:00', '15:00'], price: 20, capacity: 120,
    occasions: ['sightseeing'], bestFor: ['families', 'kids', 'couples'],
  },
  {
    ...berlin, slug: 'berlin-museum-island-pass', category: 'attractions', profile: 'ticket', closedWeekdays: [1], languages: [],
    title: t4("Museum Island Day Pass", "Единый билет на Музейный остров", "Müze Adası Günlük Kartı", "Tageskarte Museumsinsel"),
    hook: t4("One ticket for the five museums on the island in the Spree, from ancient Babylon's Ishtar Gate panorama to the collections of the Alte Nationalgalerie.", "Один билет на пять музеев на острове посреди Шпрее — от панорамы вавилонских ворот Иштар до собраний Старой национальной галереи.", "Spree'deki adadaki beş müze için tek bilet: antik Babil'in İştar Kapısı panoramasından Alte Nationalgalerie koleksiyonlarına.", "Ein Ticket für die fünf Museen auf der Insel in der Spree, vom Panorama des babylonischen Ischtar-Tors bis zu den Sammlungen der Alten Nationalgalerie."),
    highlights: ['museum-island', 'nefertiti', 'mobile-ticket'],
    duration: 360, times: ['10:00'], price: 24,
    extras: [['audio-guide', 5, 'per_person']],
    labels: ['skip-the-line'], occasions: ['sightseeing'], bestFor: ['solo', 'couples'],
  },
  {
    ...berlin, slug: 'berlin-kreuzberg-street-art-tour', category: 'tours', profile: 'walk',
    title: t4("Kreuzberg Street Art and Alternative Berlin Tour", "Стрит-арт Кройцберга и альтернативный Берлин", "Kreuzberg Sokak Sanatı ve Alternatif Berlin Turu", "Streetart in Kreuzberg und alternatives Berlin"),
    hook: t4("Backyards, squats and murals the size of houses: a walk with a local artist through the neighbourhoods that made Berlin's creative reputation.", "Дворы, сквоты и муралы размером с дом: прогулка с местным художником по районам, создавшим Берлину репутацию творческой столицы.", "Arka avlular, işgal evleri ve ev büyüklüğünde duvar resimleri: Berlin'in yaratıcı ününü yaratan mahallelerde yerel bir sanatçıyla yürüyüş.", "Hinterhöfe, besetzte Häuser und haushohe Wandbilder: ein Spaziergang mit einem Berliner Künstler durch die Kieze, die den kreativen Ruf der Stadt begründet haben."),
    highlights: ['street-art', 'small-group'],
    duration: 180, times: ['13:00'], price: 25, capacity: 12,
    texts: {
      locationDescription: {
        en: 'Kreuzberg and Friedrichshain, east of the centre of {city}.',
        ru: 'Кройцберг и Фридрихсхайн, к востоку от центра города {city}.',
        tr: '{city} merkezinin doğusunda Kreuzberg ve Friedrichshain.',
        de: 'Kreuzberg und Friedrichshain, östlich der Mitte von {city}.',
      },
    },
    labels: ['new'], occasions: ['sightseeing'], bestFor: ['friends', 'solo'],
  },
  {
    ...berlin, slug: 'berlin-potsdam-sanssouci-day-trip', category: 'tours', profile: 'coach-trip', closedWeekdays: [1],
    title: t4("Potsdam and Sanssouci Palace Day Trip from Berlin", "Поездка из Берлина в Потсдам и дворец Сан-Суси", "Berlin'den Günübirlik Potsdam ve Sanssouci Sarayı Turu", "Tagesausflug von Berlin nach Potsdam und Schloss Sanssouci"),
    hook: t4("Half an hour from Berlin lies the summer residence of Frederick the Great, a rococo palace above terraced vineyards surrounded by lakes and parkland.", "В получасе от Берлина — летняя резиденция Фридриха Великого: дворец в стиле рококо над террасными виноградниками среди озёр и парков.", "Berlin'e yarım saat uzaklıkta, göller ve parklarla çevrili teraslı bağların üzerinde rokoko bir saray: Büyük Frederick'in yazlık konutu.", "Eine halbe Stunde von Berlin entfernt liegt die Sommerresidenz Friedrichs des Großen, ein Rokokoschloss über Weinbergterrassen inmitten von Seen und Parks."),
    highlights: ['sanssouci', 'cecilienhof', 'licensed-guide'],
    duration: 420, times: ['09:30'], price: 49, capacity: 30,
    occasions: ['sightseeing'], bestFor: ['couples', 'families'],
  },
  {
    ...berlin, slug: 'berlin-christmas-markets-evening-tour', category: 'tours', profile: 'walk', noAvailability: true,
    title: t4("Christmas Markets Evening Walk in Berlin", "Вечерняя прогулка по рождественским ярмаркам Берлина", "Berlin'de Akşam Noel Pazarları Yürüyüşü", "Abendlicher Spaziergang über die Berliner Weihnachtsmärkte"),
    hook: t4("From late November the squares of Berlin fill with wooden stalls, carols and the smell of roasted almonds; this walk returns when the markets open.", "С конца ноября площади Берлина заполняются деревянными прилавками, рождественскими песнями и запахом жареного миндаля; прогулка вернётся, когда откроются ярмарки.", "Kasım sonundan itibaren Berlin'in meydanları ahşap tezgâhlar, Noel şarkıları ve kavrulmuş badem kokusuyla dolar; bu yürüyüş pazarlar açıldığında geri dönüyor.", "Ab Ende November füllen sich Berlins Plätze mit Holzbuden, Weihnachtsliedern und dem Duft gebrannter Mandeln; dieser Rundgang kehrt zurück, wenn die Märkte öffnen."),
    highlights: ['christmas-markets', 'small-group'],
    duration: 150, times: ['17:30'], price: 35,
    texts: {
      includes: {
        en: ['A local guide', 'A mug of mulled wine or hot punch at each of the two markets', 'A small group'],
        ru: ['Местный гид', 'Кружка глинтвейна или горячего пунша на каждой из двух ярмарок', 'Небольшая группа'],
        tr: ['Yerel bir rehber', 'İki pazarın her birinde bir kupa sıcak şarap ya da sıcak punç', 'Küçük bir grup'],
        de: ['Ein Guide aus der Stadt', 'Ein Becher Glühwein oder Kinderpunsch auf jedem der beiden Märkte', 'Eine kleine Gruppe'],
      },
    },
    occasions: ['romantic'], bestFor: ['couples', 'families'],
  },
]
