// Bosphorus Tours (TRY): Istanbul's sights, walks, food and ceremonies. Its Antalya day trips went to Lycian Family
// Adventures and its transfers, stays and concierge services to Pera Private (issue 12).
import { t4 } from '../text/t4'
import type { ExperienceSeed } from './types'

const base = { supplier: 'bosphorus-tours', languages: ['en', 'tr', 'ru', 'de'] } as const

export const BOSPHORUS_EXPERIENCES: ExperienceSeed[] = [
  {
    ...base, slug: 'istanbul-bosphorus-sightseeing-cruise', city: 'istanbul', category: 'cruises', profile: 'water',
    title: t4("Bosphorus Sightseeing Cruise between Europe and Asia", "Обзорный круиз по Босфору между Европой и Азией", "Avrupa ile Asya Arasında Boğaz Turu", "Bosporus-Rundfahrt zwischen Europa und Asien"),
    hook: t4("Sail from Eminönü up to the Second Bridge and back, passing Ottoman palaces, seaside mansions and fortress walls on both continents.", "Проплывите от Эминёню до Второго моста и обратно мимо османских дворцов, прибрежных особняков и крепостных стен на обоих континентах.", "Eminönü'nden İkinci Köprü'ye kadar gidip dönün; iki kıtada Osmanlı sarayları, yalılar ve hisar surları önünden geçin.", "Fahren Sie von Eminönü bis zur Zweiten Brücke und zurück, vorbei an osmanischen Palästen, Ufervillen und Festungsmauern auf beiden Kontinenten."),
    highlights: ['two-continents', 'bosphorus-palaces', 'licensed-guide'],
    duration: 120, times: ['10:30', '14:30'], price: 850, discount: true,
    labels: ['bestseller', 'likely-to-sell-out'], occasions: ['sightseeing'], bestFor: ['families', 'solo', 'couples'],
  },
  {
    ...base, slug: 'istanbul-old-city-walking-tour', city: 'istanbul', category: 'tours', profile: 'walk',
    closedWeekdays: [5],
    title: t4("Istanbul Old City Walking Tour: Hagia Sophia, Blue Mosque and Cistern", "Пешеходная экскурсия по старому Стамбулу: Айя-София, Голубая мечеть и цистерна", "Tarihi Yarımada Yürüyüş Turu: Ayasofya, Sultanahmet Camii ve Sarnıç", "Altstadtrundgang Istanbul: Hagia Sophia, Blaue Moschee und Zisterne"),
    hook: t4("Fifteen centuries of history within a few hundred metres: Byzantine mosaics, Ottoman tiles and an underground forest of marble columns.", "Пятнадцать веков истории на нескольких сотнях метров: византийские мозаики, османские изразцы и подземный лес мраморных колонн.", "Birkaç yüz metre içinde on beş asırlık tarih: Bizans mozaikleri, Osmanlı çinileri ve yeraltında mermer sütunlardan bir orman.", "Fünfzehn Jahrhunderte Geschichte auf wenigen hundert Metern: byzantinische Mosaiken, osmanische Fliesen und ein unterirdischer Wald aus Marmorsäulen."),
    highlights: ['hagia-sophia', 'basilica-cistern', 'licensed-guide', 'small-group'],
    duration: 240, times: ['09:00'], price: 2400,
    options: [{ name: 'shared' }, { name: 'private', factor: 2.5 }],
    extras: [['lunch', 650, 'per_person']],
    texts: {
      knowBeforeYouGo: {
        en: ['Mosques close to visitors at prayer times; your guide plans the route around them.', 'Hagia Sophia and the Blue Mosque ask for covered shoulders and knees, and a headscarf for women.', 'Entry tickets are bought on the day with your guide; there is a fair amount of walking, partly on cobblestones.'],
        ru: ['Во время намаза мечети закрыты для туристов; гид строит маршрут с учётом этого.', 'В Айя-Софию и Голубую мечеть входят с закрытыми плечами и коленями, женщинам нужен платок.', 'Входные билеты покупаются в тот же день вместе с гидом; ходить придётся немало, местами по брусчатке.'],
        tr: ['Camiler namaz vakitlerinde ziyaretçilere kapanır; rehberiniz rotayı buna göre planlar.', 'Ayasofya ve Sultanahmet Camii omuzların ve dizlerin örtülmesini, kadınlar için başörtüsünü ister.', 'Giriş biletleri o gün rehberinizle birlikte alınır; kısmen arnavut kaldırımlı epey yürüyüş vardır.'],
        de: ['Moscheen schließen zu den Gebetszeiten für Besucher; Ihr Guide plant die Route darum herum.', 'Hagia Sophia und Blaue Moschee verlangen bedeckte Schultern und Knie, Frauen tragen ein Kopftuch.', 'Die Eintrittskarten kaufen Sie am Tag selbst mit Ihrem Guide; es wird viel gelaufen, teils über Kopfsteinpflaster.'],
      },
      whatToBring: {
        en: ['Comfortable walking shoes', 'A scarf to cover your head in the mosques', 'Cash or a card for the entry tickets'],
        ru: ['Удобную обувь для ходьбы', 'Платок, чтобы покрыть голову в мечетях', 'Наличные или карту для входных билетов'],
        tr: ['Rahat yürüyüş ayakkabısı', 'Camilerde başınızı örtmek için bir eşarp', 'Giriş biletleri için nakit ya da kart'],
        de: ['Bequeme Schuhe', 'Ein Tuch, um in den Moscheen den Kopf zu bedecken', 'Bargeld oder Karte für die Eintrittskarten'],
      },
    },
    labels: ['bestseller'], occasions: ['sightseeing'], bestFor: ['solo', 'couples', 'families'],
  },
  {
    ...base, slug: 'istanbul-topkapi-palace-skip-the-line', city: 'istanbul', category: 'attractions', profile: 'ticket',
    closedWeekdays: [2],
    title: t4("Topkapı Palace Skip-the-Line Tour with Harem", "Дворец Топкапы без очереди с посещением гарема", "Harem Dahil Sıra Beklemeden Topkapı Sarayı Turu", "Topkapı-Palast ohne Anstehen mit Harem"),
    hook: t4("Walk the courtyards where the Ottoman sultans ruled for four centuries, and see the Spoonmaker's Diamond without queuing for a ticket.", "Пройдите по дворам, где четыре столетия правили османские султаны, и увидьте алмаз «Ложечник» без очереди за билетом.", "Osmanlı padişahlarının dört yüzyıl boyunca hüküm sürdüğü avlularda dolaşın ve bilet kuyruğuna girmeden Kaşıkçı Elması'nı görün.", "Gehen Sie durch die Höfe, in denen die osmanischen Sultane vier Jahrhunderte lang herrschten, und sehen Sie den Löffelmacher-Diamanten, ohne für ein Ticket anzustehen."),
    highlights: ['topkapi-harem', 'skip-line', 'licensed-guide', 'mobile-ticket'],
    duration: 180, times: ['09:00', '13:00'], price: 3000,
    options: [{ name: 'skip-line-guided' }, { name: 'ticket-only', factor: 0.6, policy: 'non-refundable' }],
    texts: {
      includes: {
        en: ['An entry ticket to the palace and the Harem for your date and time', 'Skip-the-line entry', 'A licensed guide for about two and a half hours, with the guided option'],
        ru: ['Входной билет во дворец и гарем на выбранные дату и время', 'Вход без очереди', 'Лицензированный гид примерно на два с половиной часа — в варианте с гидом'],
        tr: ['Ayırttığınız gün ve saat için saray ve Harem giriş bileti', 'Sıra beklemeden giriş', 'Rehberli seçenekte yaklaşık iki buçuk saat lisanslı rehber'],
        de: ['Ein Ticket für Palast und Harem zum gebuchten Datum und zur gebuchten Uhrzeit', 'Einlass ohne Anstehen', 'Mit der geführten Option ein lizenzierter Guide für etwa zweieinhalb Stunden'],
      },
      excludes: {
        en: ['A guide, with the ticket-only option', 'Food and drinks', 'Transport to the palace'],
        ru: ['Гид — в варианте «только билет»', 'Еда и напитки', 'Дорога до дворца'],
        tr: ['Yalnızca bilet seçeneğinde rehber', 'Yiyecek ve içecekler', 'Saraya ulaşım'],
        de: ['Ein Guide bei der Option „Nur Ticket“', 'Speisen und Getränke', 'Anfahrt zum Palast'],
      },
      itinerary: {
        en: [
          { title: 'At the Gate of Salutation', description: 'Meet your guide 15 minutes before your time; with a ticket only, show it at the gate.' },
          { title: 'The palace', description: 'The courtyards, the treasury with the Spoonmaker’s Diamond and the Harem.' },
        ],
        ru: [
          { title: 'У Ворот приветствия', description: 'Встреча с гидом за 15 минут до начала; с билетом без гида просто покажите его на входе.' },
          { title: 'Дворец', description: 'Дворы, сокровищница с алмазом «Ложечник» и гарем.' },
        ],
        tr: [
          { title: 'Babüsselam’da', description: 'Saatinizden 15 dakika önce rehberinizle buluşun; yalnızca biletle geliyorsanız kapıda gösterin.' },
          { title: 'Saray', description: 'Avlular, Kaşıkçı Elması’yla Hazine Dairesi ve Harem.' },
        ],
        de: [
          { title: 'Am Tor der Begrüßung', description: 'Treffen mit dem Guide 15 Minuten vor Ihrer Zeit; mit dem reinen Ticket zeigen Sie es einfach am Tor.' },
          { title: 'Der Palast', description: 'Die Höfe, die Schatzkammer mit dem Löffelmacher-Diamanten und der Harem.' },
        ],
      },
    },
    labels: ['skip-the-line'], occasions: ['sightseeing'], bestFor: ['families', 'solo'],
  },
  {
    ...base, slug: 'istanbul-kadikoy-food-tour', city: 'istanbul', category: 'tours', profile: 'food-walk',
    title: t4("Kadıköy Food Tour on the Asian Side", "Гастрономический тур по Кадыкёю на азиатской стороне", "Anadolu Yakasında Kadıköy Lezzet Turu", "Kulinarische Tour durch Kadıköy auf der asiatischen Seite"),
    hook: t4("Cross to Asia by ferry and eat your way through the Kadıköy market with a local foodie: meze, kokoreç, pickles, coffee and the best baklava in town.", "Переправьтесь на пароме в Азию и пройдите по рынку Кадыкёя с местным гурманом: мезе, кокореч, соленья, кофе и лучшая пахлава в городе.", "Vapurla Anadolu yakasına geçin ve yerel bir yemek tutkunuyla Kadıköy Çarşısı'nı tadın: meze, kokoreç, turşu, kahve ve şehrin en iyi baklavası.", "Setzen Sie mit der Fähre nach Asien über und essen Sie sich mit einem Einheimischen durch den Markt von Kadıköy: Meze, Kokoreç, Eingelegtes, Kaffee und das beste Baklava der Stadt."),
    highlights: ['ferry-crossing', 'food-tastings', 'small-group'],
    duration: 300, times: ['11:00'], price: 3800, capacity: 12,
    extras: [['extra-tastings', 900, 'per_person']],
    texts: {
      includes: {
        en: ['A local guide who knows every stop', 'More than 12 tastings, enough for a full meal', 'Ferry tokens across the Bosphorus', 'A small group'],
        ru: ['Местный гид, которого знают на каждой остановке', 'Более 12 дегустаций — хватит на полноценный обед', 'Жетоны на паром через Босфор', 'Небольшая группа'],
        tr: ['Her durakta tanınan yerel bir rehber', 'Tam bir öğün kadar, 12’den fazla tadım', 'Boğaz’ı geçmek için vapur jetonları', 'Küçük bir grup'],
        de: ['Ein Guide aus der Stadt, den man an jeder Station kennt', 'Mehr als 12 Kostproben, genug für eine ganze Mahlzeit', 'Fährmarken über den Bosporus', 'Eine kleine Gruppe'],
      },
      meetingPoint: {
        en: 'Eminönü ferry pier, at the Kadıköy ferry gates; a photo of the spot is sent after booking.',
        ru: 'Паромный причал Эминёню, у турникетов паромов до Кадыкёя; фото места пришлём после бронирования.',
        tr: 'Eminönü vapur iskelesi, Kadıköy vapurlarının turnikeleri; yerin fotoğrafı rezervasyondan sonra gönderilir.',
        de: 'Fähranleger Eminönü, an den Drehkreuzen der Fähren nach Kadıköy; ein Foto des Treffpunkts erhalten Sie nach der Buchung.',
      },
      locationDescription: {
        en: 'The market streets of Kadıköy, on the Asian side of {city}.',
        ru: 'Рыночные улицы Кадыкёя на азиатской стороне города {city}.',
        tr: '{city} Anadolu yakasında, Kadıköy’ün çarşı sokakları.',
        de: 'Die Marktgassen von Kadıköy auf der asiatischen Seite von {city}.',
      },
    },
    labels: ['new'], occasions: ['sightseeing'], bestFor: ['friends', 'couples', 'solo'],
  },
  {
    ...base, slug: 'istanbul-whirling-dervish-ceremony', city: 'istanbul', category: 'attractions', profile: 'ceremony', languages: [],
    closedWeekdays: [1],
    title: t4("Whirling Dervish Ceremony in a Historic Hall", "Церемония кружащихся дервишей в историческом зале", "Tarihi Salonda Sema Töreni", "Zeremonie der tanzenden Derwische in einem historischen Saal"),
    hook: t4("An hour of music and silence in which the semazens turn with arms outstretched, a Sufi ritual that UNESCO lists as intangible heritage.", "Час музыки и тишины, в течение которого семазены кружатся с раскинутыми руками, — суфийский ритуал из списка нематериального наследия ЮНЕСКО.", "Semazenlerin kollarını açarak döndüğü, UNESCO'nun somut olmayan miras listesindeki bir tasavvuf ritüeli: bir saatlik müzik ve sessizlik.", "Eine Stunde Musik und Stille, in der sich die Semazen mit ausgebreiteten Armen drehen – ein Sufi-Ritual, das die UNESCO als immaterielles Kulturerbe führt."),
    highlights: ['sema-ceremony', 'mobile-ticket'],
    duration: 60, times: ['19:00'], price: 1100, capacity: 120, ages: [7, 99],
    occasions: ['sightseeing'], bestFor: ['couples', 'solo'],
  },
  {
    ...base, slug: 'istanbul-grand-bazaar-spice-market-tour', city: 'istanbul', category: 'tours', profile: 'walk',
    closedWeekdays: [0],
    title: t4("Grand Bazaar and Spice Market Guided Tour", "Экскурсия по Гранд-базару и рынку специй", "Kapalıçarşı ve Mısır Çarşısı Rehberli Tur", "Führung durch den Großen Basar und den Gewürzbasar"),
    hook: t4("Find your way through 60 covered streets with someone who knows the hidden hans, the honest jewellers and where the tea is poured.", "Разберитесь в 60 крытых улицах вместе с тем, кто знает скрытые ханы, честных ювелиров и места, где наливают лучший чай.", "Gizli hanları, dürüst kuyumcuları ve çayın nerede demlendiğini bilen biriyle 60 kapalı sokakta yolunuzu bulun.", "Finden Sie sich in 60 überdachten Gassen zurecht – mit jemandem, der die versteckten Hans, die ehrlichen Juweliere und die besten Teestuben kennt."),
    highlights: ['bazaar-spices', 'tea-tasting', 'small-group'],
    duration: 180, times: ['10:00'], price: 1950,
    texts: {
      includes: {
        en: ['A licensed local guide', 'Turkish tea and Turkish delight in a historic han', 'A small group'],
        ru: ['Лицензированный местный гид', 'Турецкий чай и лукум в старинном хане', 'Небольшая группа'],
        tr: ['Lisanslı yerel bir rehber', 'Tarihi bir handa çay ve lokum', 'Küçük bir grup'],
        de: ['Ein lizenzierter örtlicher Guide', 'Türkischer Tee und Lokum in einem historischen Han', 'Eine kleine Gruppe'],
      },
      excludes: {
        en: ['Purchases', 'Hotel pickup', 'Tips'],
        ru: ['Покупки', 'Трансфер из отеля', 'Чаевые'],
        tr: ['Alışverişler', 'Otelden alış', 'Bahşiş'],
        de: ['Einkäufe', 'Abholung am Hotel', 'Trinkgeld'],
      },
      knowBeforeYouGo: {
        en: ['The Grand Bazaar is closed on Sundays, and so is this tour.', 'Shopkeepers will invite you in; your guide helps you bargain, but nobody has to buy anything.', 'The bazaars are crowded: keep your bag in front of you.'],
        ru: ['По воскресеньям Гранд-базар закрыт, и экскурсии нет.', 'Продавцы будут зазывать в лавки; гид поможет торговаться, но покупать ничего не обязательно.', 'На базарах многолюдно: держите сумку перед собой.'],
        tr: ['Kapalıçarşı pazar günleri kapalıdır, bu tur da yapılmaz.', 'Esnaf sizi dükkânına davet eder; rehberiniz pazarlıkta yardım eder ama kimse bir şey almak zorunda değildir.', 'Çarşılar kalabalıktır: çantanızı önünüzde taşıyın.'],
        de: ['Sonntags ist der Große Basar geschlossen, und diese Tour findet nicht statt.', 'Händler werden Sie hereinbitten; Ihr Guide hilft beim Handeln, aber niemand muss etwas kaufen.', 'In den Basaren ist es voll: Tragen Sie Ihre Tasche vor dem Körper.'],
      },
    },
    occasions: ['sightseeing'], bestFor: ['solo', 'friends'],
  },
]
