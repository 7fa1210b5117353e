// Profiles for boats: shared sightseeing and dinner cruises, day boats, sailing, the blue cruise and private
// charters, every text in every language.
import { t4 } from './t4'
import type { Profile } from './profile-type'

/** A shared sightseeing boat: a seat, the views, back where you boarded. */
export const water: Profile = {
  overview: t4(
    "Boarding is straightforward, the crew looks after you the whole time, and the best views {inCity} are the ones from the water.",
    "Посадка проста, команда заботится о вас всё время, а лучшие виды {inCity} открываются с воды.",
    "Tekneye biniş kolaydır, mürettebat her an yanınızdadır ve {inCity} en güzel manzaralar sudan görülür.",
    "Das Einsteigen ist unkompliziert, die Crew kümmert sich die ganze Zeit um Sie, und die schönsten Ausblicke {inCity} hat man vom Wasser aus.",
  ),
  texts: {
    en: {
      includes: ['A seat on a shared sightseeing boat', 'An open deck and a covered saloon', 'Life jackets for every guest'],
      excludes: ['Food and drinks (sold on board)', 'Transfer to the pier', 'Tips'],
      itinerary: [
        { title: 'Boarding', description: 'Check in at the pier 15 minutes before departure.' },
        { title: 'The cruise', description: 'Sit on the open deck or in the saloon while the boat follows the route described above.' },
        { title: 'Back at the pier', description: 'The boat returns to the pier where you boarded.' },
      ],
      knowBeforeYouGo: ['Boats leave on time and cannot wait for late arrivals.', 'Wind or high water can change the route; the captain decides for safety.', 'Step-free boarding depends on the pier; ask us before booking if you need it.'],
      whatToBring: ['Sunscreen and a hat in summer', 'A light jacket: it is windy on deck'],
      meetingPoint: 'The departure pier in {city}; the exact berth is on your ticket.',
      locationDescription: 'The waterfront of {city}.',
    },
    ru: {
      includes: ['Место на общем прогулочном судне', 'Открытая палуба и крытый салон', 'Спасательные жилеты для всех гостей'],
      excludes: ['Еда и напитки (продаются на борту)', 'Трансфер до причала', 'Чаевые'],
      itinerary: [
        { title: 'Посадка', description: 'Зарегистрируйтесь на причале за 15 минут до отправления.' },
        { title: 'Прогулка', description: 'Располагайтесь на открытой палубе или в салоне, пока судно идёт по описанному выше маршруту.' },
        { title: 'Снова у причала', description: 'Судно возвращается к причалу, где вы садились.' },
      ],
      knowBeforeYouGo: ['Суда отправляются точно по расписанию и не ждут опоздавших.', 'Из-за ветра или высокой воды маршрут может измениться; решение ради безопасности принимает капитан.', 'Посадка без ступенек зависит от причала; если она вам нужна, спросите нас до бронирования.'],
      whatToBring: ['Летом — солнцезащитный крем и головной убор', 'Лёгкую куртку: на палубе ветрено'],
      meetingPoint: 'Причал отправления {inCity}; точное место стоянки указано в билете.',
      locationDescription: 'Набережные {inCity}.',
    },
    tr: {
      includes: ['Paylaşımlı bir gezi teknesinde koltuk', 'Açık güverte ve kapalı salon', 'Her misafir için can yeleği'],
      excludes: ['Yiyecek ve içecekler (teknede satılır)', 'İskeleye ulaşım', 'Bahşiş'],
      itinerary: [
        { title: 'Biniş', description: 'Kalkıştan 15 dakika önce iskelede giriş yapın.' },
        { title: 'Tur', description: 'Tekne yukarıda anlatılan rotayı izlerken açık güvertede ya da salonda oturun.' },
        { title: 'İskeleye dönüş', description: 'Tekne bindiğiniz iskeleye geri döner.' },
      ],
      knowBeforeYouGo: ['Tekneler tam saatinde kalkar ve geç kalanları bekleyemez.', 'Rüzgâr veya yüksek su rotayı değiştirebilir; güvenlik için kararı kaptan verir.', 'Basamaksız biniş iskeleye bağlıdır; ihtiyacınız varsa rezervasyondan önce bize sorun.'],
      whatToBring: ['Yazın güneş kremi ve şapka', 'İnce bir ceket: güvertede rüzgâr olur'],
      meetingPoint: '{city} kalkış iskelesi; tam yanaşma yeri biletinizde yazar.',
      locationDescription: '{city} sahili.',
    },
    de: {
      includes: ['Ein Platz auf einem Ausflugsschiff', 'Offenes Deck und überdachter Salon', 'Schwimmwesten für alle Gäste'],
      excludes: ['Speisen und Getränke (an Bord erhältlich)', 'Anfahrt zum Anleger', 'Trinkgeld'],
      itinerary: [
        { title: 'Einsteigen', description: 'Melden Sie sich 15 Minuten vor Abfahrt am Anleger.' },
        { title: 'Die Fahrt', description: 'Sitzen Sie auf dem offenen Deck oder im Salon, während das Schiff der oben beschriebenen Route folgt.' },
        { title: 'Zurück am Anleger', description: 'Das Schiff kehrt zu dem Anleger zurück, an dem Sie eingestiegen sind.' },
      ],
      knowBeforeYouGo: ['Die Schiffe legen pünktlich ab und können nicht auf Verspätete warten.', 'Wind oder Hochwasser können die Route ändern; der Kapitän entscheidet zur Sicherheit.', 'Ob stufenlos eingestiegen werden kann, hängt vom Anleger ab; fragen Sie uns bei Bedarf vor der Buchung.'],
      whatToBring: ['Im Sommer Sonnencreme und Hut', 'Eine leichte Jacke: An Deck ist es windig'],
      meetingPoint: 'Der Abfahrtsanleger {inCity}; der genaue Liegeplatz steht auf Ihrem Ticket.',
      locationDescription: 'Das Ufer von {city}.',
    },
  },
  reviews: 'sightseeing-cruise',
  capacity: 80,
  pickup: false,
  policy: 'free-24h',
}

/** A dinner cruise on a shared boat, with an option that adds a hotel transfer. */
export const dinnerCruise: Profile = {
  overview: t4(
    "Dinner is served on board while the boat cruises at an easy pace, so you see the city lit up {inCity} without rushing from the table.",
    "Ужин подают на борту, пока судно неспешно идёт вдоль берега, — вы видите огни города {inCity}, не вставая из-за стола.",
    "Tekne ağır ağır ilerlerken akşam yemeği servis edilir; {inCity} ışıklarını masadan kalkmadan seyredersiniz.",
    "Das Abendessen wird an Bord serviert, während das Schiff gemächlich fährt – so sehen Sie die Lichter {inCity}, ohne vom Tisch aufzustehen.",
  ),
  texts: {
    en: {
      includes: ['Dinner on board', 'Unlimited soft drinks and water', 'Tea and coffee after dinner', 'Hotel transfer, with the option that includes it'],
      excludes: ['Alcoholic drinks (sold on board)', 'Tips'],
      itinerary: [
        { title: 'Boarding', description: 'Board at the pier 30 minutes before departure; with the transfer option, the driver brings you there.' },
        { title: 'Dinner cruise', description: 'Dinner is served while the boat cruises past the sights lit up at night.' },
        { title: 'Back at the pier', description: 'The boat returns to the pier; the transfer option then takes you back to your hotel.' },
      ],
      knowBeforeYouGo: ['Tell us about allergies or a vegetarian diet when booking.', 'With the transfer option, your pickup time is sent the day before.', 'Smart-casual clothes are appreciated.'],
      whatToBring: ['A light jacket for the open deck', 'Your booking confirmation'],
      meetingPoint: 'The departure pier in {city}; the berth is on your ticket. With the transfer option, the driver collects you at your hotel.',
      locationDescription: 'The waterfront of {city}.',
    },
    ru: {
      includes: ['Ужин на борту', 'Безалкогольные напитки и вода без ограничений', 'Чай и кофе после ужина', 'Трансфер из отеля — в варианте с трансфером'],
      excludes: ['Алкогольные напитки (продаются на борту)', 'Чаевые'],
      itinerary: [
        { title: 'Посадка', description: 'Посадка на причале за 30 минут до отправления; в варианте с трансфером туда привозит водитель.' },
        { title: 'Ужин на воде', description: 'Ужин подают, пока судно проходит мимо подсвеченных достопримечательностей.' },
        { title: 'Снова у причала', description: 'Судно возвращается к причалу; в варианте с трансфером вас отвозят обратно в отель.' },
      ],
      knowBeforeYouGo: ['Сообщите при бронировании об аллергии или вегетарианском питании.', 'В варианте с трансфером время выезда пришлём накануне.', 'Приветствуется одежда в стиле смарт-кэжуал.'],
      whatToBring: ['Лёгкую куртку для открытой палубы', 'Подтверждение бронирования'],
      meetingPoint: 'Причал отправления {inCity}; место стоянки указано в билете. В варианте с трансфером водитель заберёт вас из отеля.',
      locationDescription: 'Набережные {inCity}.',
    },
    tr: {
      includes: ['Teknede akşam yemeği', 'Sınırsız alkolsüz içecek ve su', 'Yemekten sonra çay ve kahve', 'Transferli seçenekte otel transferi'],
      excludes: ['Alkollü içecekler (teknede satılır)', 'Bahşiş'],
      itinerary: [
        { title: 'Biniş', description: 'Kalkıştan 30 dakika önce iskelede binin; transferli seçenekte sizi şoför getirir.' },
        { title: 'Akşam yemekli tur', description: 'Tekne geceleri ışıklandırılan yapıların önünden geçerken yemek servis edilir.' },
        { title: 'İskeleye dönüş', description: 'Tekne iskeleye döner; transferli seçenekte ardından otelinize bırakılırsınız.' },
      ],
      knowBeforeYouGo: ['Alerjinizi ya da vejetaryen beslendiğinizi rezervasyonda bildirin.', 'Transferli seçenekte alış saatiniz bir gün önce gönderilir.', 'Şık-rahat kıyafet tercih edilir.'],
      whatToBring: ['Açık güverte için ince bir ceket', 'Rezervasyon onayınız'],
      meetingPoint: '{city} kalkış iskelesi; yanaşma yeri biletinizde yazar. Transferli seçenekte şoför sizi otelinizden alır.',
      locationDescription: '{city} sahili.',
    },
    de: {
      includes: ['Abendessen an Bord', 'Softdrinks und Wasser nach Belieben', 'Tee und Kaffee nach dem Essen', 'Hoteltransfer mit der Option, die ihn enthält'],
      excludes: ['Alkoholische Getränke (an Bord erhältlich)', 'Trinkgeld'],
      itinerary: [
        { title: 'Einsteigen', description: 'Einstieg am Anleger 30 Minuten vor Abfahrt; mit der Transferoption bringt Sie der Fahrer hin.' },
        { title: 'Dinnerfahrt', description: 'Das Essen wird serviert, während das Schiff an den nachts beleuchteten Sehenswürdigkeiten vorbeifährt.' },
        { title: 'Zurück am Anleger', description: 'Das Schiff kehrt zum Anleger zurück; mit der Transferoption geht es dann zurück zum Hotel.' },
      ],
      knowBeforeYouGo: ['Nennen Sie uns Allergien oder vegetarische Ernährung bei der Buchung.', 'Mit der Transferoption erhalten Sie die Abholzeit am Vortag.', 'Smart-casual-Kleidung ist gern gesehen.'],
      whatToBring: ['Eine leichte Jacke fürs offene Deck', 'Ihre Buchungsbestätigung'],
      meetingPoint: 'Der Abfahrtsanleger {inCity}; der Liegeplatz steht auf Ihrem Ticket. Mit der Transferoption holt der Fahrer Sie am Hotel ab.',
      locationDescription: 'Das Ufer von {city}.',
    },
  },
  reviews: 'dinner-cruise',
  capacity: 80,
  pickup: false,
  policy: 'free-24h',
}

/** A day on a shared boat with swim stops and lunch cooked on board. */
export const dayBoat: Profile = {
  overview: t4(
    "It is a relaxed day at sea: the boat anchors in a few bays for swimming, lunch is cooked on board, and the rest of the time is yours on the sun deck.",
    "Это спокойный день на море: судно встаёт на якорь в нескольких бухтах для купания, обед готовят на борту, а остальное время — ваше, на солнечной палубе.",
    "Denizde keyifli bir gün: tekne yüzmek için birkaç koyda demirler, öğle yemeği teknede pişirilir, kalan zaman güneş güvertesinde sizindir.",
    "Ein entspannter Tag auf See: Das Boot ankert in einigen Buchten zum Baden, mittags wird an Bord gekocht, und die übrige Zeit gehört Ihnen auf dem Sonnendeck.",
  ),
  texts: {
    en: {
      includes: ['A day on a shared boat with swim stops', 'Lunch cooked on board', 'Drinking water', 'Life jackets', 'Hotel transfer, with the option that includes it'],
      excludes: ['Drinks from the bar', 'Tips for the crew'],
      itinerary: [
        { title: 'Boarding', description: 'Board at the harbour 30 minutes before departure.' },
        { title: 'Morning swim stops', description: 'The boat anchors in the first bays for swimming and snorkelling.' },
        { title: 'Lunch on board', description: 'Lunch is served on deck while the boat is at anchor.' },
        { title: 'Afternoon and return', description: 'One or two more swim stops, then back to the harbour in the late afternoon.' },
      ],
      knowBeforeYouGo: ['The sea decides the order of the bays; the captain may change the route for safety.', 'Parents keep an eye on their children at all times, in and out of the water.', 'The boat has toilets and a shaded deck.'],
      whatToBring: ['Swimwear and a towel', 'Sunscreen and a hat', 'Cash for drinks from the bar'],
      meetingPoint: 'The harbour in {city}; the boat’s name and berth are on your ticket. With the transfer option, the driver collects you at your hotel.',
      locationDescription: 'Bays along the coast of {city}.',
    },
    ru: {
      includes: ['День на общем судне с остановками для купания', 'Обед, приготовленный на борту', 'Питьевая вода', 'Спасательные жилеты', 'Трансфер из отеля — в варианте с трансфером'],
      excludes: ['Напитки из бара', 'Чаевые экипажу'],
      itinerary: [
        { title: 'Посадка', description: 'Посадка в гавани за 30 минут до отправления.' },
        { title: 'Утренние купания', description: 'Судно встаёт на якорь в первых бухтах — можно купаться и плавать с маской.' },
        { title: 'Обед на борту', description: 'Обед подают на палубе, пока судно стоит на якоре.' },
        { title: 'После обеда и возвращение', description: 'Ещё одна-две остановки для купания и возвращение в гавань ближе к вечеру.' },
      ],
      knowBeforeYouGo: ['Порядок бухт зависит от моря; ради безопасности капитан может изменить маршрут.', 'Родители всё время присматривают за детьми — и в воде, и на борту.', 'На судне есть туалеты и палуба в тени.'],
      whatToBring: ['Купальник и полотенце', 'Солнцезащитный крем и головной убор', 'Наличные для бара'],
      meetingPoint: 'Гавань {inCity}; название судна и место стоянки указаны в билете. В варианте с трансфером водитель заберёт вас из отеля.',
      locationDescription: 'Бухты и пляжи {inCity} и в окрестностях.',
    },
    tr: {
      includes: ['Yüzme molalı paylaşımlı teknede bir gün', 'Teknede pişirilen öğle yemeği', 'İçme suyu', 'Can yelekleri', 'Transferli seçenekte otel transferi'],
      excludes: ['Bardan alınan içecekler', 'Mürettebat için bahşiş'],
      itinerary: [
        { title: 'Biniş', description: 'Kalkıştan 30 dakika önce limanda tekneye binin.' },
        { title: 'Sabah yüzme molaları', description: 'Tekne yüzmek ve şnorkelle dalmak için ilk koylarda demirler.' },
        { title: 'Teknede öğle yemeği', description: 'Tekne demirliyken öğle yemeği güvertede servis edilir.' },
        { title: 'Öğleden sonra ve dönüş', description: 'Bir iki yüzme molası daha, ardından öğleden sonra geç saatte limana dönüş.' },
      ],
      knowBeforeYouGo: ['Koyların sırasını deniz belirler; kaptan güvenlik için rotayı değiştirebilir.', 'Ebeveynler çocuklarını suda ve teknede her an gözetir.', 'Teknede tuvalet ve gölgeli güverte vardır.'],
      whatToBring: ['Mayo ve havlu', 'Güneş kremi ve şapka', 'Bar için nakit'],
      meetingPoint: '{city} limanı; teknenin adı ve yanaşma yeri biletinizde yazar. Transferli seçenekte şoför sizi otelinizden alır.',
      locationDescription: '{city} kıyısı boyunca koylar.',
    },
    de: {
      includes: ['Ein Tag auf einem Ausflugsboot mit Badestopps', 'An Bord gekochtes Mittagessen', 'Trinkwasser', 'Schwimmwesten', 'Hoteltransfer mit der Option, die ihn enthält'],
      excludes: ['Getränke von der Bar', 'Trinkgeld für die Crew'],
      itinerary: [
        { title: 'Einsteigen', description: 'Einstieg im Hafen 30 Minuten vor Abfahrt.' },
        { title: 'Badestopps am Vormittag', description: 'Das Boot ankert in den ersten Buchten zum Schwimmen und Schnorcheln.' },
        { title: 'Mittagessen an Bord', description: 'Das Mittagessen wird an Deck serviert, während das Boot vor Anker liegt.' },
        { title: 'Nachmittag und Rückfahrt', description: 'Noch ein oder zwei Badestopps, dann zurück in den Hafen am späten Nachmittag.' },
      ],
      knowBeforeYouGo: ['Das Meer bestimmt die Reihenfolge der Buchten; der Kapitän kann die Route zur Sicherheit ändern.', 'Eltern behalten ihre Kinder im und am Wasser jederzeit im Blick.', 'An Bord gibt es Toiletten und ein schattiges Deck.'],
      whatToBring: ['Badesachen und Handtuch', 'Sonnencreme und Hut', 'Bargeld für Getränke von der Bar'],
      meetingPoint: 'Der Hafen {inCity}; Bootsname und Liegeplatz stehen auf Ihrem Ticket. Mit der Transferoption holt der Fahrer Sie am Hotel ab.',
      locationDescription: 'Buchten entlang der Küste von {city}.',
    },
  },
  reviews: 'day-boat',
  capacity: 80,
  pickup: false,
  policy: 'free-24h',
}

/** A short evening sail on a shared sailing boat. */
export const sunsetSail: Profile = {
  overview: t4(
    "It is a short, unhurried evening under sail: the crew handles the ropes, and you watch the light change over the water {inCity}.",
    "Это короткий неспешный вечер под парусом: с канатами управляется команда, а вы смотрите, как меняется свет над водой {inCity}.",
    "Yelken altında kısa ve acelesiz bir akşam: halatlar mürettebatta, siz {inCity} suyun üzerinde değişen ışığı izlersiniz.",
    "Ein kurzer, gemächlicher Abend unter Segeln: Die Crew kümmert sich um die Leinen, und Sie sehen zu, wie sich das Licht über dem Wasser {inCity} verändert.",
  ),
  texts: {
    en: {
      includes: ['A sail on a shared sailing boat', 'A glass of wine or a soft drink at sunset', 'Soft drinks, water and fruit', 'Life jackets'],
      excludes: ['Dinner', 'Transfer to the marina', 'Tips'],
      itinerary: [
        { title: 'Boarding', description: 'Board at the marina 15 minutes before departure.' },
        { title: 'Under sail', description: 'The crew hoists the sails and follows the coast towards the windmills.' },
        { title: 'Sunset', description: 'A glass of wine as the sun goes down behind the islands.' },
        { title: 'Return', description: 'Back at the marina two and a half hours after departure.' },
      ],
      knowBeforeYouGo: ['The boat heels under sail; hold on when the crew tells you to.', 'In light wind the boat motors part of the way.', 'Children must be at least 6 years old; wine is served from 18.'],
      whatToBring: ['A light jacket', 'Soft-soled shoes', 'A camera'],
      meetingPoint: 'The marina in {city}; the boat’s name and berth are on your ticket.',
      locationDescription: 'The coast of {city}, towards the windmills and the islands.',
    },
    ru: {
      includes: ['Прогулка на общей парусной яхте', 'Бокал вина или безалкогольный напиток на закате', 'Безалкогольные напитки, вода и фрукты', 'Спасательные жилеты'],
      excludes: ['Ужин', 'Трансфер до марины', 'Чаевые'],
      itinerary: [
        { title: 'Посадка', description: 'Посадка в марине за 15 минут до отправления.' },
        { title: 'Под парусом', description: 'Команда поднимает паруса, и яхта идёт вдоль берега к мельницам.' },
        { title: 'Закат', description: 'Бокал вина, пока солнце садится за острова.' },
        { title: 'Возвращение', description: 'Через два с половиной часа после отправления вы снова в марине.' },
      ],
      knowBeforeYouGo: ['Под парусом яхта кренится; держитесь, когда об этом просит команда.', 'В слабый ветер часть пути яхта идёт на моторе.', 'Детям должно быть не меньше 6 лет; вино подают с 18 лет.'],
      whatToBring: ['Лёгкую куртку', 'Обувь на мягкой подошве', 'Фотоаппарат'],
      meetingPoint: 'Марина {inCity}; название яхты и место стоянки указаны в билете.',
      locationDescription: 'Побережье Бодрума — в сторону мельниц и островов.',
    },
    tr: {
      includes: ['Paylaşımlı bir yelkenliyle gezinti', 'Gün batımında bir kadeh şarap ya da alkolsüz içecek', 'Alkolsüz içecekler, su ve meyve', 'Can yelekleri'],
      excludes: ['Akşam yemeği', 'Marinaya ulaşım', 'Bahşiş'],
      itinerary: [
        { title: 'Biniş', description: 'Kalkıştan 15 dakika önce marinada tekneye binin.' },
        { title: 'Yelken altında', description: 'Mürettebat yelkenleri açar ve kıyı boyunca yel değirmenlerine doğru ilerler.' },
        { title: 'Gün batımı', description: 'Güneş adaların ardında batarken bir kadeh şarap.' },
        { title: 'Dönüş', description: 'Kalkıştan iki buçuk saat sonra marinaya dönüş.' },
      ],
      knowBeforeYouGo: ['Tekne yelken altında yatar; mürettebat söylediğinde tutunun.', 'Rüzgâr hafifse yolun bir kısmı motorla gidilir.', 'Çocuklar en az 6 yaşında olmalıdır; şarap 18 yaşından itibaren servis edilir.'],
      whatToBring: ['İnce bir ceket', 'Yumuşak tabanlı ayakkabı', 'Fotoğraf makinesi'],
      meetingPoint: '{city} marinası; teknenin adı ve yanaşma yeri biletinizde yazar.',
      locationDescription: '{city} kıyısı, yel değirmenlerine ve adalara doğru.',
    },
    de: {
      includes: ['Ein Törn auf einem Segelboot mit anderen Gästen', 'Ein Glas Wein oder ein Softdrink zum Sonnenuntergang', 'Softdrinks, Wasser und Obst', 'Schwimmwesten'],
      excludes: ['Abendessen', 'Anfahrt zur Marina', 'Trinkgeld'],
      itinerary: [
        { title: 'Einsteigen', description: 'Einstieg in der Marina 15 Minuten vor Abfahrt.' },
        { title: 'Unter Segeln', description: 'Die Crew setzt die Segel und folgt der Küste in Richtung der Windmühlen.' },
        { title: 'Sonnenuntergang', description: 'Ein Glas Wein, während die Sonne hinter den Inseln versinkt.' },
        { title: 'Rückfahrt', description: 'Zweieinhalb Stunden nach Abfahrt sind Sie zurück in der Marina.' },
      ],
      knowBeforeYouGo: ['Unter Segeln krängt das Boot; halten Sie sich fest, wenn die Crew es sagt.', 'Bei wenig Wind fährt das Boot einen Teil der Strecke unter Motor.', 'Kinder müssen mindestens 6 Jahre alt sein; Wein gibt es ab 18.'],
      whatToBring: ['Eine leichte Jacke', 'Schuhe mit weicher Sohle', 'Eine Kamera'],
      meetingPoint: 'Die Marina {inCity}; Bootsname und Liegeplatz stehen auf Ihrem Ticket.',
      locationDescription: 'Die Küste von {city}, Richtung Windmühlen und Inseln.',
    },
  },
  reviews: 'sunset-sail',
  capacity: 24,
  pickup: false,
  policy: 'free-24h',
}

/** Four days and three nights on a crewed gulet, departing on Saturdays. */
export const blueCruise: Profile = {
  overview: t4(
    "Life on board is simple: a swim before breakfast, sailing in the afternoon and dinner at anchor in a quiet bay.",
    "Жизнь на борту проста: купание до завтрака, переходы под парусом после обеда и ужин на якоре в тихой бухте.",
    "Teknede hayat basittir: kahvaltıdan önce yüzme, öğleden sonra seyir ve sakin bir koyda demirde akşam yemeği.",
    "Das Leben an Bord ist einfach: vor dem Frühstück schwimmen, nachmittags segeln und abends vor Anker in einer ruhigen Bucht essen.",
  ),
  texts: {
    en: {
      includes: ['Three nights in an air-conditioned cabin with its own bathroom', 'All meals on board, cooked by the boat’s cook', 'Water, tea and coffee', 'Captain, crew and fuel', 'Towels and snorkelling gear'],
      excludes: ['Drinks from the bar', 'National park fees in the bays', 'Tips for the crew'],
      itinerary: [
        { title: 'Day 1: Bodrum to Orak Island', description: 'Board at 11:00 in Bodrum marina and sail to Orak Island for the first swim.' },
        { title: 'Day 2: Sedir Island', description: 'Morning at Cleopatra Beach, then the night at anchor in Değirmen Bükü.' },
        { title: 'Day 3: English Harbour', description: 'Snorkel in the clear water of İngiliz Limanı and dine on deck.' },
        { title: 'Day 4: Return to Bodrum', description: 'Breakfast at anchor and a slow sail back, arriving at about 15:00.' },
      ],
      knowBeforeYouGo: ['Departures are on Saturdays; the gulet is back in Bodrum on Tuesday afternoon.', 'Cabins are compact: pack a soft bag rather than a hard suitcase.', 'The captain may change the route because of wind.', 'Children must be at least 6 years old.'],
      whatToBring: ['A soft bag instead of a suitcase', 'Swimwear, sunscreen and a hat', 'A warm layer for the evenings'],
      meetingPoint: 'The marina in {city}; the gulet’s name and berth are sent after booking.',
      locationDescription: 'The Gulf of Gökova, east of {city}.',
    },
    ru: {
      includes: ['Три ночи в каюте с кондиционером и собственной ванной', 'Питание на борту, которое готовит кок', 'Вода, чай и кофе', 'Капитан, экипаж и топливо', 'Полотенца и снаряжение для снорклинга'],
      excludes: ['Напитки из бара', 'Сборы национального парка в бухтах', 'Чаевые экипажу'],
      itinerary: [
        { title: 'День 1: из Бодрума к острову Орак', description: 'Посадка в 11:00 в марине Бодрума и переход к острову Орак для первого купания.' },
        { title: 'День 2: остров Седир', description: 'Утро на пляже Клеопатры, ночь на якоре в бухте Деирмен-Бюкю.' },
        { title: 'День 3: Английская гавань', description: 'Снорклинг в прозрачной воде бухты Ингилиз-Лиманы и ужин на палубе.' },
        { title: 'День 4: возвращение в Бодрум', description: 'Завтрак на якоре и неспешный путь обратно; прибытие около 15:00.' },
      ],
      knowBeforeYouGo: ['Отправление по субботам; во вторник после обеда гулета возвращается в Бодрум.', 'Каюты компактные: берите мягкую сумку, а не жёсткий чемодан.', 'Из-за ветра капитан может изменить маршрут.', 'Детям должно быть не меньше 6 лет.'],
      whatToBring: ['Мягкую сумку вместо чемодана', 'Купальник, солнцезащитный крем и головной убор', 'Тёплую кофту на вечер'],
      meetingPoint: 'Марина {inCity}; название гулеты и место стоянки пришлём после бронирования.',
      locationDescription: 'Залив Гёкова к востоку от города {city}.',
    },
    tr: {
      includes: ['Kendi banyosu olan klimalı kabinde üç gece', 'Teknenin aşçısının hazırladığı tüm öğünler', 'Su, çay ve kahve', 'Kaptan, mürettebat ve yakıt', 'Havlu ve şnorkel ekipmanı'],
      excludes: ['Bardan alınan içecekler', 'Koylardaki milli park ücretleri', 'Mürettebat için bahşiş'],
      itinerary: [
        { title: '1. gün: Bodrum’dan Orak Adası’na', description: 'Saat 11:00’de Bodrum marinasında binin ve ilk yüzme için Orak Adası’na yelken açın.' },
        { title: '2. gün: Sedir Adası', description: 'Sabah Kleopatra Plajı, gece Değirmen Bükü’nde demirde.' },
        { title: '3. gün: İngiliz Limanı', description: 'İngiliz Limanı’nın berrak sularında şnorkel ve güvertede akşam yemeği.' },
        { title: '4. gün: Bodrum’a dönüş', description: 'Demirde kahvaltı ve ağır ağır dönüş; varış saat 15:00 civarında.' },
      ],
      knowBeforeYouGo: ['Kalkışlar cumartesi günleridir; gulet salı öğleden sonra Bodrum’a döner.', 'Kabinler küçüktür: sert valiz yerine yumuşak bir çanta getirin.', 'Kaptan rüzgâr nedeniyle rotayı değiştirebilir.', 'Çocuklar en az 6 yaşında olmalıdır.'],
      whatToBring: ['Valiz yerine yumuşak bir çanta', 'Mayo, güneş kremi ve şapka', 'Akşamlar için kalın bir katman'],
      meetingPoint: '{city} marinası; guletin adı ve yanaşma yeri rezervasyondan sonra gönderilir.',
      locationDescription: '{city} şehrinin doğusundaki Gökova Körfezi.',
    },
    de: {
      includes: ['Drei Nächte in einer klimatisierten Kabine mit eigenem Bad', 'Alle Mahlzeiten an Bord, vom Bordkoch zubereitet', 'Wasser, Tee und Kaffee', 'Kapitän, Crew und Treibstoff', 'Handtücher und Schnorchelausrüstung'],
      excludes: ['Getränke von der Bar', 'Nationalparkgebühren in den Buchten', 'Trinkgeld für die Crew'],
      itinerary: [
        { title: 'Tag 1: Von Bodrum zur Insel Orak', description: 'Einstieg um 11:00 Uhr in der Marina von Bodrum und Fahrt zur Insel Orak zum ersten Baden.' },
        { title: 'Tag 2: Insel Sedir', description: 'Vormittags am Kleopatra-Strand, die Nacht vor Anker in Değirmen Bükü.' },
        { title: 'Tag 3: English Harbour', description: 'Schnorcheln im klaren Wasser von İngiliz Limanı und Abendessen an Deck.' },
        { title: 'Tag 4: Zurück nach Bodrum', description: 'Frühstück vor Anker und gemächliche Rückfahrt, Ankunft gegen 15:00 Uhr.' },
      ],
      knowBeforeYouGo: ['Abfahrt ist samstags; am Dienstagnachmittag ist die Gulet zurück in Bodrum.', 'Die Kabinen sind klein: Bringen Sie eine weiche Tasche statt eines Hartschalenkoffers mit.', 'Der Kapitän kann die Route wegen des Windes ändern.', 'Kinder müssen mindestens 6 Jahre alt sein.'],
      whatToBring: ['Eine weiche Tasche statt eines Koffers', 'Badesachen, Sonnencreme und Hut', 'Eine warme Schicht für die Abende'],
      meetingPoint: 'Die Marina {inCity}; Name und Liegeplatz der Gulet erhalten Sie nach der Buchung.',
      locationDescription: 'Der Golf von Gökova östlich von {city}.',
    },
  },
  reviews: 'blue-cruise',
  capacity: 16,
  pickup: false,
  policy: 'charter-tiers',
}

const CHARTER_OVERVIEW = t4(
  "You choose who comes on board and how the day goes; the crew handles the sailing, the anchoring and the cold drinks.",
  "Вы сами решаете, кто будет на борту и как пройдёт день, а команда берёт на себя управление, стоянки и прохладные напитки.",
  "Teknede kimin olacağına ve günün nasıl geçeceğine siz karar verirsiniz; seyir, demirleme ve soğuk içecekler mürettebattan.",
  "Sie bestimmen, wer an Bord kommt und wie der Tag verläuft; um Fahren, Ankern und kalte Getränke kümmert sich die Crew.",
)

/** A private boat by day, with swim stops; the price is for the boat. */
export const yacht: Profile = {
  overview: CHARTER_OVERVIEW,
  texts: {
    en: {
      includes: ['Private use of the boat', 'Captain and crew', 'Fuel for the standard route', 'Soft drinks, water and seasonal fruit', 'Towels and snorkelling gear'],
      excludes: ['Food', 'Alcoholic drinks', 'Marina fees outside the home port', 'Tips for the crew'],
      itinerary: [
        { title: 'Welcome on board', description: 'Meet the captain at the marina in {city} and agree the route.' },
        { title: 'Cruising and swimming', description: 'Anchor in quiet bays to swim and snorkel.' },
        { title: 'Back at the marina', description: 'Return to the marina at the end of your charter time.' },
      ],
      knowBeforeYouGo: [
        'The price is for the whole boat, not per person; the number of guests cannot exceed the boat’s licence.',
        'The captain may change the route because of wind or sea conditions.',
        'Please wear soft-soled shoes on deck.',
      ],
      whatToBring: ['Swimwear and sunscreen', 'Soft-soled shoes', 'A passport or ID for the marina check-in'],
      meetingPoint: 'The marina in {city}; the berth number is sent after booking.',
      locationDescription: 'Bays along the coast of {city}.',
    },
    ru: {
      includes: ['Судно целиком в вашем распоряжении', 'Капитан и экипаж', 'Топливо для стандартного маршрута', 'Безалкогольные напитки, вода и сезонные фрукты', 'Полотенца и снаряжение для снорклинга'],
      excludes: ['Еда', 'Алкогольные напитки', 'Сборы марин за пределами порта приписки', 'Чаевые экипажу'],
      itinerary: [
        { title: 'Добро пожаловать на борт', description: 'Встреча с капитаном в марине {inCity} и согласование маршрута.' },
        { title: 'Прогулка и купание', description: 'Стоянки в тихих бухтах для купания и снорклинга.' },
        { title: 'Снова в марине', description: 'Возвращение в марину к концу оплаченного времени.' },
      ],
      knowBeforeYouGo: [
        'Цена указана за всё судно, а не за человека; число гостей не может превышать допустимое по лицензии.',
        'Из-за ветра или волнения капитан может изменить маршрут.',
        'На палубе, пожалуйста, носите обувь на мягкой подошве.',
      ],
      whatToBring: ['Купальник и солнцезащитный крем', 'Обувь на мягкой подошве', 'Паспорт или удостоверение личности для регистрации в марине'],
      meetingPoint: 'Марина {inCity}; номер причала пришлём после бронирования.',
      locationDescription: 'Бухты и пляжи {inCity} и в окрестностях.',
    },
    tr: {
      includes: ['Teknenin yalnızca size özel kullanımı', 'Kaptan ve mürettebat', 'Standart rota için yakıt', 'Alkolsüz içecekler, su ve mevsim meyveleri', 'Havlu ve şnorkel ekipmanı'],
      excludes: ['Yemek', 'Alkollü içecekler', 'Bağlama limanı dışındaki marina ücretleri', 'Mürettebat için bahşiş'],
      itinerary: [
        { title: 'Tekneye hoş geldiniz', description: '{city} marinasında kaptanla buluşun ve rotayı birlikte belirleyin.' },
        { title: 'Seyir ve yüzme', description: 'Yüzmek ve şnorkelle dalmak için sakin koylarda demirleme.' },
        { title: 'Marinaya dönüş', description: 'Kiralama sürenizin sonunda marinaya dönüş.' },
      ],
      knowBeforeYouGo: [
        'Fiyat kişi başı değil, teknenin tamamı içindir; misafir sayısı teknenin ruhsatındaki sınırı aşamaz.',
        'Kaptan rüzgâr veya deniz durumu nedeniyle rotayı değiştirebilir.',
        'Güvertede lütfen yumuşak tabanlı ayakkabı giyin.',
      ],
      whatToBring: ['Mayo ve güneş kremi', 'Yumuşak tabanlı ayakkabı', 'Marina girişi için pasaport veya kimlik'],
      meetingPoint: '{city} marinası; iskele numarası rezervasyondan sonra gönderilir.',
      locationDescription: '{city} kıyısı boyunca koylar.',
    },
    de: {
      includes: ['Das Boot für Sie allein', 'Kapitän und Crew', 'Treibstoff für die Standardroute', 'Softdrinks, Wasser und Obst der Saison', 'Handtücher und Schnorchelausrüstung'],
      excludes: ['Essen', 'Alkoholische Getränke', 'Marinagebühren außerhalb des Heimathafens', 'Trinkgeld für die Crew'],
      itinerary: [
        { title: 'Willkommen an Bord', description: 'Treffen mit dem Kapitän in der Marina von {city} und Absprache der Route.' },
        { title: 'Fahren und Baden', description: 'Ankern in ruhigen Buchten zum Schwimmen und Schnorcheln.' },
        { title: 'Zurück in der Marina', description: 'Rückkehr in die Marina zum Ende Ihrer Charterzeit.' },
      ],
      knowBeforeYouGo: [
        'Der Preis gilt für das ganze Boot, nicht pro Person; die Zahl der Gäste darf die Zulassung des Boots nicht überschreiten.',
        'Wegen Wind oder Seegang kann der Kapitän die Route ändern.',
        'Bitte tragen Sie an Deck Schuhe mit weicher Sohle.',
      ],
      whatToBring: ['Badesachen und Sonnencreme', 'Schuhe mit weicher Sohle', 'Reisepass oder Ausweis für den Check-in in der Marina'],
      meetingPoint: 'Die Marina {inCity}; die Liegeplatznummer erhalten Sie nach der Buchung.',
      locationDescription: 'Buchten entlang der Küste von {city}.',
    },
  },
  reviews: 'yacht',
  capacity: 1,
  pickup: false,
  policy: 'charter-tiers',
}

/** A private yacht for an evening: sunset and city lights, no swimming. */
export const yachtEvening: Profile = {
  overview: t4(
    "The yacht is yours for the evening: the crew handles the cruising and the service, and you choose the music and the mood.",
    "Яхта в вашем распоряжении на весь вечер: команда отвечает за маршрут и обслуживание, а музыку и настроение выбираете вы.",
    "Yat akşam boyunca sizindir: seyir ve servis mürettebattan, müzik ve atmosfer sizden.",
    "Die Yacht gehört Ihnen für den Abend: Die Crew kümmert sich um Fahrt und Service, Musik und Stimmung bestimmen Sie.",
  ),
  texts: {
    en: {
      includes: ['Private use of the yacht', 'Captain and crew', 'Fuel for the route', 'Soft drinks and water'],
      excludes: ['Food and alcoholic drinks', 'Tips for the crew'],
      itinerary: [
        { title: 'Boarding', description: 'Meet the crew at the pier in {city}; the berth is sent after booking.' },
        { title: 'Evening cruise', description: 'Cruise past the sights as the sun goes down and the lights come on.' },
        { title: 'Return', description: 'Back at the pier at the end of your charter time.' },
      ],
      knowBeforeYouGo: [
        'The price is for the whole yacht, not per person; the number of guests cannot exceed the boat’s licence.',
        'There is no swimming on an evening cruise.',
        'Please wear soft-soled shoes on deck.',
      ],
      whatToBring: ['A warm layer: evenings on the water are cool', 'Soft-soled shoes', 'A passport or ID for the check-in'],
      meetingPoint: 'A pier or marina in {city}; the exact berth is sent after booking.',
      locationDescription: 'The waterfront of {city} at dusk.',
    },
    ru: {
      includes: ['Яхта целиком в вашем распоряжении', 'Капитан и экипаж', 'Топливо для маршрута', 'Безалкогольные напитки и вода'],
      excludes: ['Еда и алкогольные напитки', 'Чаевые экипажу'],
      itinerary: [
        { title: 'Посадка', description: 'Встреча с экипажем на причале {inCity}; место стоянки пришлём после бронирования.' },
        { title: 'Вечерняя прогулка', description: 'Мимо достопримечательностей, пока садится солнце и зажигаются огни.' },
        { title: 'Возвращение', description: 'Снова у причала к концу оплаченного времени.' },
      ],
      knowBeforeYouGo: [
        'Цена указана за всю яхту, а не за человека; число гостей не может превышать допустимое по лицензии.',
        'На вечерней прогулке купания нет.',
        'На палубе, пожалуйста, носите обувь на мягкой подошве.',
      ],
      whatToBring: ['Тёплую кофту: вечером на воде прохладно', 'Обувь на мягкой подошве', 'Паспорт или удостоверение личности для регистрации'],
      meetingPoint: 'Причал или марина {inCity}; точное место стоянки пришлём после бронирования.',
      locationDescription: 'Набережные {inCity} в сумерках.',
    },
    tr: {
      includes: ['Yatın yalnızca size özel kullanımı', 'Kaptan ve mürettebat', 'Rota için yakıt', 'Alkolsüz içecekler ve su'],
      excludes: ['Yemek ve alkollü içecekler', 'Mürettebat için bahşiş'],
      itinerary: [
        { title: 'Biniş', description: '{city} iskelesinde mürettebatla buluşun; yanaşma yeri rezervasyondan sonra gönderilir.' },
        { title: 'Akşam turu', description: 'Güneş batarken ve ışıklar yanarken simge yapıların önünden seyir.' },
        { title: 'Dönüş', description: 'Kiralama sürenizin sonunda iskeleye dönüş.' },
      ],
      knowBeforeYouGo: [
        'Fiyat kişi başı değil, yatın tamamı içindir; misafir sayısı teknenin ruhsatındaki sınırı aşamaz.',
        'Akşam turunda yüzme yoktur.',
        'Güvertede lütfen yumuşak tabanlı ayakkabı giyin.',
      ],
      whatToBring: ['Kalın bir katman: akşamları suyun üstü serindir', 'Yumuşak tabanlı ayakkabı', 'Giriş için pasaport veya kimlik'],
      meetingPoint: '{city} içinde bir iskele ya da marina; tam yanaşma yeri rezervasyondan sonra gönderilir.',
      locationDescription: 'Akşam alacasında {city} sahili.',
    },
    de: {
      includes: ['Die Yacht für Sie allein', 'Kapitän und Crew', 'Treibstoff für die Route', 'Softdrinks und Wasser'],
      excludes: ['Essen und alkoholische Getränke', 'Trinkgeld für die Crew'],
      itinerary: [
        { title: 'Einsteigen', description: 'Treffen mit der Crew am Anleger {inCity}; den Liegeplatz erhalten Sie nach der Buchung.' },
        { title: 'Abendfahrt', description: 'Vorbei an den Sehenswürdigkeiten, während die Sonne sinkt und die Lichter angehen.' },
        { title: 'Rückkehr', description: 'Zurück am Anleger zum Ende Ihrer Charterzeit.' },
      ],
      knowBeforeYouGo: [
        'Der Preis gilt für die ganze Yacht, nicht pro Person; die Zahl der Gäste darf die Zulassung des Boots nicht überschreiten.',
        'Bei einer Abendfahrt wird nicht gebadet.',
        'Bitte tragen Sie an Deck Schuhe mit weicher Sohle.',
      ],
      whatToBring: ['Eine warme Schicht: Abends ist es auf dem Wasser kühl', 'Schuhe mit weicher Sohle', 'Reisepass oder Ausweis für den Check-in'],
      meetingPoint: 'Ein Anleger oder eine Marina {inCity}; den genauen Liegeplatz erhalten Sie nach der Buchung.',
      locationDescription: 'Das Ufer von {city} in der Abenddämmerung.',
    },
  },
  reviews: 'yacht-evening',
  capacity: 1,
  pickup: false,
  policy: 'charter-tiers',
}
