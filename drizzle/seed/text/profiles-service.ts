// Profiles for services sold next to experiences: transfers, visas, hotels and packages, every text in every
// language.
import { t4 } from './t4'
import type { Profile } from './profile-type'
import { PICKUP_MEETING } from './profile-shared'

/** A private car from the arrivals hall to an address in the city: the driver meets you, and drops you off. */
export const transfer: Profile = {
  overview: t4(
    "Your driver follows your flight and helps with the luggage, and the price is per vehicle, not per person.",
    "Водитель следит за вашим рейсом и помогает с багажом, а цена указана за автомобиль, а не за человека.",
    "Şoförünüz uçuşunuzu takip eder ve bagajlarınıza yardım eder; fiyat kişi başı değil, araç başıdır.",
    "Ihr Fahrer verfolgt Ihren Flug und hilft beim Gepäck, und der Preis gilt pro Fahrzeug, nicht pro Person.",
  ),
  texts: {
    en: {
      includes: ['A private vehicle with a professional driver', 'Meet and greet in the arrivals hall with a name sign', '60 minutes of free waiting after landing', 'Tolls, fuel and airport parking', 'Drop-off at any address in {city}'],
      excludes: ['Extra stops on the way', 'Child seats unless booked as an extra'],
      itinerary: [
        { title: 'Arrival', description: 'Your driver waits in the arrivals hall with a sign showing your name.' },
        { title: 'Drive to your address', description: 'A direct ride to your hotel or any address in {city}.' },
      ],
      knowBeforeYouGo: ['Choose the pickup time nearest to your landing time and give your flight number when you book: the driver follows delays.', 'Each vehicle takes one large suitcase and one small bag per passenger.'],
      whatToBring: ['Your booking confirmation', 'A phone that works on arrival, so the driver can reach you'],
      meetingPoint: 'The arrivals hall of the airport; the exact meeting point is in your confirmation.',
      locationDescription: 'From the airport to any address in {city}.',
    },
    ru: {
      includes: ['Отдельный автомобиль с профессиональным водителем', 'Встреча в зале прилёта с табличкой с вашим именем', '60 минут бесплатного ожидания после посадки', 'Платные дороги, топливо и парковка в аэропорту', 'Поездка до любого адреса {inCity}'],
      excludes: ['Дополнительные остановки по пути', 'Детские кресла, если они не заказаны дополнительно'],
      itinerary: [
        { title: 'Прилёт', description: 'Водитель ждёт вас в зале прилёта с табличкой с вашим именем.' },
        { title: 'Поездка до адреса', description: 'Прямая поездка до отеля или любого адреса {inCity}.' },
      ],
      knowBeforeYouGo: ['Выберите время подачи, ближайшее ко времени посадки, и укажите номер рейса при бронировании: водитель следит за задержками.', 'В автомобиль помещается один большой чемодан и одна небольшая сумка на пассажира.'],
      whatToBring: ['Подтверждение бронирования', 'Телефон, который работает по прилёте, чтобы водитель мог с вами связаться'],
      meetingPoint: 'Зал прилёта аэропорта; точное место встречи указано в подтверждении.',
      locationDescription: 'Из аэропорта до любого адреса {inCity}.',
    },
    tr: {
      includes: ['Profesyonel şoförlü özel araç', 'Geliş salonunda isim tabelasıyla karşılama', 'İnişten sonra 60 dakika ücretsiz bekleme', 'Otoyol ücretleri, yakıt ve havalimanı otoparkı', "{city} içinde istediğiniz adrese bırakılış"],
      excludes: ['Yolda ek duraklar', 'Ekstra olarak ayırtılmadıkça çocuk koltuğu'],
      itinerary: [
        { title: 'Varış', description: 'Şoförünüz geliş salonunda adınızın yazılı olduğu bir tabelayla bekler.' },
        { title: 'Adresinize yolculuk', description: "Otelinize ya da {city} içindeki herhangi bir adrese doğrudan yolculuk." },
      ],
      knowBeforeYouGo: ['İniş saatinize en yakın alış saatini seçin ve rezervasyonda uçuş numaranızı verin: şoför rötarları takip eder.', 'Her araç yolcu başına bir büyük valiz ve bir küçük çanta alır.'],
      whatToBring: ['Rezervasyon onayınız', 'Şoförün size ulaşabilmesi için varışta çalışan bir telefon'],
      meetingPoint: 'Havalimanının geliş salonu; tam buluşma noktası onayınızda yazar.',
      locationDescription: "Havalimanından {city} içindeki herhangi bir adrese.",
    },
    de: {
      includes: ['Ein privates Fahrzeug mit professionellem Fahrer', 'Empfang in der Ankunftshalle mit Namensschild', '60 Minuten kostenlose Wartezeit nach der Landung', 'Maut, Treibstoff und Flughafenparken', 'Fahrt zu jeder Adresse {inCity}'],
      excludes: ['Zusätzliche Stopps unterwegs', 'Kindersitze, sofern nicht als Extra gebucht'],
      itinerary: [
        { title: 'Ankunft', description: 'Ihr Fahrer wartet in der Ankunftshalle mit einem Schild mit Ihrem Namen.' },
        { title: 'Fahrt zu Ihrer Adresse', description: 'Direkt zu Ihrem Hotel oder zu jeder Adresse {inCity}.' },
      ],
      knowBeforeYouGo: ['Wählen Sie die Abholzeit, die Ihrer Landezeit am nächsten liegt, und geben Sie bei der Buchung Ihre Flugnummer an: Der Fahrer verfolgt Verspätungen.', 'Pro Fahrgast passen ein großer Koffer und eine kleine Tasche ins Fahrzeug.'],
      whatToBring: ['Ihre Buchungsbestätigung', 'Ein Handy, das bei der Ankunft funktioniert, damit der Fahrer Sie erreicht'],
      meetingPoint: 'Die Ankunftshalle des Flughafens; den genauen Treffpunkt finden Sie in Ihrer Bestätigung.',
      locationDescription: 'Vom Flughafen zu jeder Adresse {inCity}.',
    },
  },
  reviews: 'transfer',
  capacity: 6,
  pickup: false,
  dropOff: true,
  policy: 'free-24h',
}

/** An online visa application handled by the supplier: no meeting point, no start time. */
export const visa: Profile = {
  overview: t4(
    "Upload your passport scan and photo after booking; our team checks every detail before submitting, which avoids most rejections.",
    "После бронирования загрузите скан паспорта и фото; наша команда проверит каждую деталь перед подачей — это исключает большинство отказов.",
    "Rezervasyondan sonra pasaport taramanızı ve fotoğrafınızı yükleyin; ekibimiz başvurudan önce her ayrıntıyı kontrol eder, bu da retlerin çoğunu önler.",
    "Laden Sie nach der Buchung Ihren Passscan und ein Foto hoch; unser Team prüft vor der Einreichung jedes Detail und vermeidet so die meisten Ablehnungen.",
  ),
  texts: {
    en: {
      includes: ['Checking of your documents', 'The government visa fee', 'Submission and tracking of the application', 'The e-visa sent by email'],
      excludes: ['Travel insurance', 'Express processing unless booked as an option'],
      itinerary: [
        { title: 'Upload documents', description: 'Send a passport scan and a photo on a white background.' },
        { title: 'Processing', description: 'We submit the application and follow it until the visa is issued.' },
        { title: 'Visa by email', description: 'Print the e-visa or keep it on your phone for your arrival in {city}.' },
      ],
      knowBeforeYouGo: [
        'Your passport must be valid for at least six months from the date of arrival.',
        'Applications are processed on working days.',
        'The authorities can refuse a visa without giving a reason; the service fee is then refunded, the government fee is not.',
      ],
      whatToBring: ['A passport scan', 'A recent passport photo'],
      meetingPoint: 'Online service: no meeting point.',
      locationDescription: 'For entry through {city}.',
    },
    ru: {
      includes: ['Проверка ваших документов', 'Государственная визовая пошлина', 'Подача заявления и отслеживание его статуса', 'Электронная виза по электронной почте'],
      excludes: ['Туристическая страховка', 'Срочное оформление, если оно не выбрано как вариант'],
      itinerary: [
        { title: 'Загрузка документов', description: 'Отправьте скан паспорта и фото на белом фоне.' },
        { title: 'Оформление', description: 'Мы подаём заявление и следим за ним до выдачи визы.' },
        { title: 'Виза по почте', description: 'Распечатайте электронную визу или сохраните её в телефоне: она понадобится при въезде.' },
      ],
      knowBeforeYouGo: [
        'Паспорт должен быть действителен не менее шести месяцев с даты въезда.',
        'Заявления обрабатываются в рабочие дни.',
        'Власти могут отказать в визе без объяснения причин; тогда сервисный сбор возвращается, государственная пошлина — нет.',
      ],
      whatToBring: ['Скан паспорта', 'Свежее фото на паспорт'],
      meetingPoint: 'Онлайн-услуга: место встречи не требуется.',
      locationDescription: 'Для въезда через город {city}.',
    },
    tr: {
      includes: ['Belgelerinizin kontrolü', 'Resmî vize harcı', 'Başvurunun yapılması ve takibi', 'E-vizenin e-postayla gönderilmesi'],
      excludes: ['Seyahat sigortası', 'Seçenek olarak ayırtılmadıkça ekspres işlem'],
      itinerary: [
        { title: 'Belgeleri yükleyin', description: 'Pasaport taramanızı ve beyaz fonlu bir fotoğrafınızı gönderin.' },
        { title: 'İşlem', description: 'Başvuruyu yapar ve vize çıkana kadar takip ederiz.' },
        { title: 'E-postayla vize', description: "E-vizenin çıktısını alın ya da {city} girişinde göstermek için telefonunuzda saklayın." },
      ],
      knowBeforeYouGo: [
        'Pasaportunuz giriş tarihinden itibaren en az altı ay geçerli olmalıdır.',
        'Başvurular iş günlerinde işleme alınır.',
        'Makamlar gerekçe göstermeden vizeyi reddedebilir; bu durumda hizmet bedeli iade edilir, resmî harç edilmez.',
      ],
      whatToBring: ['Pasaport taraması', 'Yeni çekilmiş bir vesikalık fotoğraf'],
      meetingPoint: 'Online hizmet: buluşma noktası yok.',
      locationDescription: '{city} üzerinden giriş için.',
    },
    de: {
      includes: ['Prüfung Ihrer Unterlagen', 'Die staatliche Visumgebühr', 'Einreichung und Verfolgung des Antrags', 'Das E-Visum per E-Mail'],
      excludes: ['Reiseversicherung', 'Expressbearbeitung, sofern nicht als Option gebucht'],
      itinerary: [
        { title: 'Unterlagen hochladen', description: 'Senden Sie einen Passscan und ein Foto vor weißem Hintergrund.' },
        { title: 'Bearbeitung', description: 'Wir reichen den Antrag ein und verfolgen ihn bis zur Ausstellung.' },
        { title: 'Visum per E-Mail', description: 'Drucken Sie das E-Visum aus oder zeigen Sie es bei der Einreise {inCity} auf dem Handy.' },
      ],
      knowBeforeYouGo: [
        'Ihr Reisepass muss ab dem Einreisedatum noch mindestens sechs Monate gültig sein.',
        'Anträge werden an Werktagen bearbeitet.',
        'Die Behörden können ein Visum ohne Begründung ablehnen; die Servicegebühr wird dann erstattet, die staatliche Gebühr nicht.',
      ],
      whatToBring: ['Ein Passscan', 'Ein aktuelles Passfoto'],
      meetingPoint: 'Online-Service: kein Treffpunkt.',
      locationDescription: 'Für die Einreise über {city}.',
    },
  },
  reviews: 'visa',
  capacity: 50,
  pickup: false,
  timed: false,
  policy: 'non-refundable',
}

/** One night in a small hotel, breakfast included: one departure per night, check-in to check-out. */
export const hotel: Profile = {
  overview: t4(
    "The price is per room per night with breakfast included, and our team can add transfers and tours to your stay.",
    "Цена указана за номер за ночь, завтрак включён, а наша команда может добавить к проживанию трансферы и экскурсии.",
    "Fiyat oda başına ve gecelik olup kahvaltı dahildir; ekibimiz konaklamanıza transfer ve turlar ekleyebilir.",
    "Der Preis gilt pro Zimmer und Nacht inklusive Frühstück; unser Team ergänzt Ihren Aufenthalt gern um Transfers und Touren.",
  ),
  texts: {
    en: {
      includes: ['One night in the room type booked', 'Breakfast', 'Wi-Fi', 'City tax'],
      excludes: ['Airport transfer (our team can arrange one)', 'Minibar'],
      itinerary: [
        { title: 'Check-in from 14:00', description: 'Reception is open around the clock.' },
        { title: 'Check-out until 11:00', description: 'Luggage can be stored for free after check-out.' },
      ],
      knowBeforeYouGo: ['Book one date per night of your stay.', 'A credit card is needed at check-in for incidentals.'],
      whatToBring: ['A passport or ID for check-in'],
      meetingPoint: 'The hotel reception in {city}; the address is in your confirmation.',
      locationDescription: 'A small boutique hotel in {city}.',
    },
    ru: {
      includes: ['Одна ночь в номере выбранной категории', 'Завтрак', 'Wi-Fi', 'Городской налог'],
      excludes: ['Трансфер из аэропорта (наша команда может его организовать)', 'Мини-бар'],
      itinerary: [
        { title: 'Заселение с 14:00', description: 'Стойка регистрации работает круглосуточно.' },
        { title: 'Выезд до 11:00', description: 'После выезда багаж можно бесплатно оставить в отеле.' },
      ],
      knowBeforeYouGo: ['Бронируйте одну дату на каждую ночь проживания.', 'При заселении понадобится кредитная карта для дополнительных расходов.'],
      whatToBring: ['Паспорт или удостоверение личности для заселения'],
      meetingPoint: 'Стойка регистрации отеля {inCity}; адрес указан в подтверждении.',
      locationDescription: 'Небольшой бутик-отель {inCity}.',
    },
    tr: {
      includes: ['Ayırttığınız oda tipinde bir gece', 'Kahvaltı', 'Wi-Fi', 'Konaklama vergisi'],
      excludes: ['Havalimanı transferi (ekibimiz ayarlayabilir)', 'Minibar'],
      itinerary: [
        { title: "14:00'ten itibaren giriş", description: 'Resepsiyon 24 saat açıktır.' },
        { title: "11:00'e kadar çıkış", description: 'Çıkıştan sonra bagajınızı ücretsiz bırakabilirsiniz.' },
      ],
      knowBeforeYouGo: ['Konaklamanızın her gecesi için bir tarih ayırtın.', 'Girişte ekstra harcamalar için kredi kartı gerekir.'],
      whatToBring: ['Giriş için pasaport veya kimlik'],
      meetingPoint: '{city} içindeki otelin resepsiyonu; adres onayınızda yazar.',
      locationDescription: "{inCity} küçük bir butik otel.",
    },
    de: {
      includes: ['Eine Nacht in der gebuchten Zimmerkategorie', 'Frühstück', 'WLAN', 'Citytax'],
      excludes: ['Flughafentransfer (unser Team organisiert ihn gern)', 'Minibar'],
      itinerary: [
        { title: 'Check-in ab 14:00 Uhr', description: 'Die Rezeption ist rund um die Uhr besetzt.' },
        { title: 'Check-out bis 11:00 Uhr', description: 'Nach dem Check-out können Sie Ihr Gepäck kostenlos unterstellen.' },
      ],
      knowBeforeYouGo: ['Buchen Sie für jede Nacht Ihres Aufenthalts ein Datum.', 'Beim Check-in wird eine Kreditkarte für Nebenkosten benötigt.'],
      whatToBring: ['Reisepass oder Ausweis für den Check-in'],
      meetingPoint: 'Die Hotelrezeption {inCity}; die Adresse steht in Ihrer Bestätigung.',
      locationDescription: 'Ein kleines Boutique-Hotel {inCity}.',
    },
  },
  reviews: 'hotel',
  capacity: 6,
  pickup: false,
  policy: 'free-72h',
}

/** A multi-day programme; each package words its own days. */
export const pkg: Profile = {
  overview: t4(
    "Everything is arranged in advance, and a local coordinator is reachable around the clock during your trip.",
    "Всё организовано заранее, а местный координатор на связи круглосуточно во время поездки.",
    "Her şey önceden ayarlanır ve yolculuğunuz boyunca yerel bir koordinatöre 7/24 ulaşabilirsiniz.",
    "Alles ist im Voraus organisiert, und eine Ansprechperson vor Ort ist während der Reise rund um die Uhr erreichbar.",
  ),
  texts: {
    en: {
      includes: ['Hotel nights with breakfast', 'Every transfer in the programme', 'The guided tours in the itinerary', 'A local coordinator you can reach around the clock'],
      excludes: ['International flights', 'Meals not listed', 'Travel insurance'],
      itinerary: [
        { title: 'Day 1', description: 'Pickup in {city} and the start of the programme.' },
        { title: 'The following days', description: 'The tours and visits described above.' },
        { title: 'Last day', description: 'Drop-off at the end of the programme.' },
      ],
      knowBeforeYouGo: ['Hotels of the same standard may be substituted if one is full.', 'The order of the programme can change with the weather.'],
      whatToBring: ['A passport or ID', 'Comfortable shoes', 'Layers for changing weather'],
      meetingPoint: PICKUP_MEETING.en,
      locationDescription: 'A programme of several days starting in {city}.',
    },
    ru: {
      includes: ['Ночи в отелях с завтраком', 'Все трансферы по программе', 'Экскурсии с гидом из программы', 'Местный координатор на связи круглосуточно'],
      excludes: ['Международные перелёты', 'Питание, не указанное в программе', 'Туристическая страховка'],
      itinerary: [
        { title: 'День 1', description: 'Трансфер {inCity} и начало программы.' },
        { title: 'Следующие дни', description: 'Экскурсии и поездки, описанные выше.' },
        { title: 'Последний день', description: 'Трансфер в конце программы.' },
      ],
      knowBeforeYouGo: ['Если отель заполнен, его могут заменить отелем того же уровня.', 'Порядок программы может меняться из-за погоды.'],
      whatToBring: ['Паспорт или удостоверение личности', 'Удобную обувь', 'Одежду слоями на переменчивую погоду'],
      meetingPoint: PICKUP_MEETING.ru,
      locationDescription: 'Программа на несколько дней с началом {inCity}.',
    },
    tr: {
      includes: ['Kahvaltı dahil otel geceleri', 'Programdaki tüm transferler', 'Programdaki rehberli turlar', '7/24 ulaşılabilen yerel bir koordinatör'],
      excludes: ['Uluslararası uçuşlar', 'Belirtilmeyen öğünler', 'Seyahat sigortası'],
      itinerary: [
        { title: '1. gün', description: "{inCity} alış ve programın başlangıcı." },
        { title: 'Sonraki günler', description: 'Yukarıda anlatılan turlar ve ziyaretler.' },
        { title: 'Son gün', description: 'Programın sonunda bırakılış.' },
      ],
      knowBeforeYouGo: ['Otel doluysa aynı standartta bir otel verilebilir.', 'Programın sırası havaya göre değişebilir.'],
      whatToBring: ['Pasaport veya kimlik', 'Rahat ayakkabı', 'Değişken hava için katmanlı giysiler'],
      meetingPoint: PICKUP_MEETING.tr,
      locationDescription: "{city} çıkışlı, birkaç günlük bir program.",
    },
    de: {
      includes: ['Hotelnächte mit Frühstück', 'Alle Transfers im Programm', 'Die geführten Touren aus dem Programm', 'Eine Ansprechperson vor Ort, rund um die Uhr erreichbar'],
      excludes: ['Internationale Flüge', 'Nicht genannte Mahlzeiten', 'Reiseversicherung'],
      itinerary: [
        { title: 'Tag 1', description: 'Abholung {inCity} und Beginn des Programms.' },
        { title: 'Die folgenden Tage', description: 'Die oben beschriebenen Touren und Besuche.' },
        { title: 'Letzter Tag', description: 'Rücktransfer am Ende des Programms.' },
      ],
      knowBeforeYouGo: ['Ist ein Hotel voll, kann es durch eines gleichen Standards ersetzt werden.', 'Die Reihenfolge des Programms kann sich wetterbedingt ändern.'],
      whatToBring: ['Reisepass oder Ausweis', 'Bequeme Schuhe', 'Kleidung in Schichten für wechselndes Wetter'],
      meetingPoint: PICKUP_MEETING.de,
      locationDescription: 'Ein mehrtägiges Programm ab {city}.',
    },
  },
  reviews: 'package',
  capacity: 12,
  pickup: true,
  policy: 'charter-tiers',
}
