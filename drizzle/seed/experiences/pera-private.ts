// Pera Private (TRY): chauffeured transfers, private stays and concierge services in Istanbul, once Bosphorus
// Tours'. The `six` layout's demo tenant sells them.
import { PICKUP_INCLUDED as P } from '../text/profile-shared'
import { t4 } from '../text/t4'
import type { ExperienceSeed } from './types'

const base = { supplier: 'pera-private', languages: ['en', 'tr', 'ru', 'de'] } as const

export const PERA_EXPERIENCES: ExperienceSeed[] = [
  {
    ...base, slug: 'istanbul-historic-hammam-experience', city: 'istanbul', category: 'activities', profile: 'hammam', languages: [],
    title: t4("Traditional Turkish Bath at a Historic Hammam", "Традиционная турецкая баня в историческом хаммаме", "Tarihi Hamamda Geleneksel Türk Hamamı", "Traditionelles türkisches Bad in einem historischen Hamam"),
    hook: t4("Lie back on the warm navel stone beneath a dome pierced with star-shaped skylights while an attendant scrubs away the dust of the city.", "Растянитесь на тёплом «камне пупка» под куполом со звёздчатыми окнами, пока банщик смывает с вас городскую пыль.", "Yıldız biçimli ışık delikleriyle süslü bir kubbenin altında sıcak göbek taşına uzanın; tellak şehrin tozunu üzerinizden alsın.", "Legen Sie sich auf den warmen Nabelstein unter einer Kuppel mit sternförmigen Lichtöffnungen, während ein Bademeister den Staub der Stadt abschrubbt."),
    highlights: ['hammam-ritual', 'hammam-history'],
    duration: 90, times: ['10:00', '16:00'], price: 3200, ages: [12, 99], capacity: 16,
    options: [{ name: 'standard' }, { name: 'deluxe', factor: 1.5, duration: 120 }],
    occasions: ['romantic'], bestFor: ['couples', 'solo'],
  },
  {
    ...base, slug: 'istanbul-airport-private-transfer', city: 'istanbul', category: 'transport', profile: 'transfer', languages: [],
    title: t4("Private Transfer from Istanbul Airport", "Индивидуальный трансфер из аэропорта Стамбула", "İstanbul Havalimanı'ndan Özel Transfer", "Privater Transfer vom Flughafen Istanbul"),
    hook: t4("The new airport is 40 kilometres from the old city; your driver waits at the meeting point in arrivals and knows the fastest route at every hour.", "Новый аэропорт находится в 40 километрах от старого города; водитель ждёт в зоне прилёта и знает самый быстрый маршрут в любое время суток.", "Yeni havalimanı tarihi yarımadaya 40 kilometre uzaklıkta; şoförünüz geliş katındaki buluşma noktasında bekler ve her saatte en hızlı güzergâhı bilir.", "Der neue Flughafen liegt 40 Kilometer von der Altstadt entfernt; Ihr Fahrer wartet am Treffpunkt in der Ankunftshalle und kennt zu jeder Uhrzeit die schnellste Route."),
    highlights: ['meet-greet', 'flight-tracking', 'fixed-price'],
    duration: 75, times: ['08:00', '11:00', '14:00', '17:00', '20:00', '23:00'], price: 2500, perItem: 3,
    options: [{ name: 'sedan', perItem: 3 }, { name: 'minivan', factor: 1.4, perItem: 6 }],
    extras: [['child-seat', 350, 'per_booking']],
    bestFor: ['families', 'solo'],
  },
  {
    ...base, slug: 'turkey-e-visa-assistance', city: 'istanbul', category: 'visas', profile: 'visa', onRequest: true, languages: [],
    closedWeekdays: [0, 6],
    title: t4("Turkey e-Visa Application Service", "Оформление электронной визы в Турцию", "Türkiye e-Vize Başvuru Hizmeti", "Antragsservice für das türkische E-Visum"),
    hook: t4("For travellers who need an e-visa for Türkiye, we fill in and submit the official application and send you the visa as soon as it is issued.", "Для путешественников, которым нужна электронная виза в Турцию, мы заполним и подадим официальную заявку и пришлём визу сразу после выдачи.", "Türkiye için e-vize gereken yolcular adına resmi başvuruyu doldurup gönderiyor, vize düzenlenir düzenlenmez size iletiyoruz.", "Für Reisende, die ein E-Visum für die Türkei brauchen, füllen wir den offiziellen Antrag aus, reichen ihn ein und schicken Ihnen das Visum, sobald es ausgestellt ist."),
    highlights: ['visa-processing', 'visa-email'],
    duration: 4320, times: ['09:00'], price: 3000,
    options: [{ name: 'single-entry' }, { name: 'express', factor: 1.5, duration: 1440 }],
    bestFor: ['solo', 'families'],
  },
  {
    ...base, slug: 'istanbul-cappadocia-3-day-package', city: 'istanbul', category: 'packages', profile: 'package', onRequest: true,
    title: t4("Istanbul to Cappadocia: Three-Day Package with Flights", "Из Стамбула в Каппадокию: трёхдневный тур с перелётами", "İstanbul'dan Kapadokya'ya Uçuşlu Üç Günlük Paket", "Von Istanbul nach Kappadokien: Dreitagespaket mit Flügen"),
    hook: t4("Fly from Istanbul to Kayseri and spend two nights in a cave hotel, with guided tours of the valleys and an optional balloon flight at sunrise.", "Перелёт из Стамбула в Кайсери, две ночи в пещерном отеле, экскурсии по долинам с гидом и полёт на шаре на рассвете по желанию.", "İstanbul'dan Kayseri'ye uçun, bir mağara otelde iki gece kalın; rehberli vadi turları ve isteğe bağlı gün doğumu balon uçuşu.", "Fliegen Sie von Istanbul nach Kayseri und verbringen Sie zwei Nächte im Höhlenhotel, mit geführten Touren durch die Täler und optionaler Ballonfahrt bei Sonnenaufgang."),
    highlights: ['domestic-flight', 'cave-room', 'goreme-museum', 'package-hotels'],
    duration: 3480, times: ['08:00'], price: 18500, ages: [2, 99],
    options: [{ name: 'four-star', payLater: true }, { name: 'five-star', factor: 1.4, payLater: true }],
    texts: {
      includes: {
        en: [P.en, 'Return flights between Istanbul and Kayseri, with airport transfers', 'Two nights in a cave hotel with breakfast', 'The Red Tour and the Green Tour with a guide and lunch', 'A local coordinator you can reach around the clock'],
        ru: [P.ru, 'Перелёты Стамбул — Кайсери и обратно с трансферами в аэропорты', 'Две ночи в пещерном отеле с завтраком', 'Красный и Зелёный туры с гидом и обедом', 'Местный координатор на связи круглосуточно'],
        tr: [P.tr, 'Havalimanı transferleriyle İstanbul–Kayseri gidiş-dönüş uçuşları', 'Kahvaltı dahil mağara otelde iki gece', 'Rehberli ve öğle yemekli Kırmızı ve Yeşil Tur', '7/24 ulaşılabilen yerel bir koordinatör'],
        de: [P.de, 'Hin- und Rückflug zwischen Istanbul und Kayseri mit Flughafentransfers', 'Zwei Nächte im Höhlenhotel mit Frühstück', 'Die Rote und die Grüne Tour mit Guide und Mittagessen', 'Eine Ansprechperson vor Ort, rund um die Uhr erreichbar'],
      },
      excludes: {
        en: ['The balloon flight (we can book it for you)', 'Dinners', 'Travel insurance unless booked as an extra'],
        ru: ['Полёт на шаре (можем забронировать его для вас)', 'Ужины', 'Туристическая страховка, если она не заказана дополнительно'],
        tr: ['Balon uçuşu (sizin için ayırtabiliriz)', 'Akşam yemekleri', 'Ekstra olarak ayırtılmadıkça seyahat sigortası'],
        de: ['Die Ballonfahrt (wir buchen sie gern für Sie)', 'Abendessen', 'Reiseversicherung, sofern nicht als Extra gebucht'],
      },
      itinerary: {
        en: [
          { title: 'Day 1: fly to Cappadocia', description: 'Pickup in {city} at 08:00 for the morning flight to Kayseri, transfer to your cave hotel and a free afternoon in Göreme.' },
          { title: 'Day 2: Red Tour', description: 'Göreme Open-Air Museum, Uçhisar and the potters of Avanos with a guide, lunch included. Early risers can add a balloon flight before breakfast.' },
          { title: 'Day 3: Green Tour and flight back', description: 'Derinkuyu underground city and the Ihlara Valley, then the afternoon flight back to {city}, arriving at about 18:00.' },
        ],
        ru: [
          { title: 'День 1: перелёт в Каппадокию', description: 'В 08:00 трансфер от точки сбора в Стамбуле на утренний рейс в Кайсери, переезд в пещерный отель и свободный вечер в Гёреме.' },
          { title: 'День 2: Красный тур', description: 'Музей под открытым небом Гёреме, Учхисар и гончары Аваноса с гидом, обед включён. Ранние пташки могут добавить полёт на шаре до завтрака.' },
          { title: 'День 3: Зелёный тур и перелёт обратно', description: 'Подземный город Деринкую и долина Ихлара, затем дневной рейс в Стамбул; прибытие около 18:00.' },
        ],
        tr: [
          { title: '1. gün: Kapadokya’ya uçuş', description: "Saat 08:00’de {inCity} alınıp sabah Kayseri uçuşuna götürülürsünüz; mağara otele transfer ve Göreme’de serbest öğleden sonra." },
          { title: '2. gün: Kırmızı Tur', description: 'Rehberle Göreme Açık Hava Müzesi, Uçhisar ve Avanos çömlekçileri, öğle yemeği dahil. Erken kalkanlar kahvaltıdan önce balon uçuşu ekleyebilir.' },
          { title: '3. gün: Yeşil Tur ve dönüş uçuşu', description: 'Derinkuyu yeraltı şehri ve Ihlara Vadisi, ardından öğleden sonra {city} uçuşu; varış saat 18:00 civarında.' },
        ],
        de: [
          { title: 'Tag 1: Flug nach Kappadokien', description: 'Abholung {inCity} um 08:00 Uhr zum Vormittagsflug nach Kayseri, Transfer ins Höhlenhotel und ein freier Nachmittag in Göreme.' },
          { title: 'Tag 2: Rote Tour', description: 'Freilichtmuseum Göreme, Uçhisar und die Töpfer von Avanos mit Guide, Mittagessen inklusive. Frühaufsteher können vor dem Frühstück eine Ballonfahrt dazubuchen.' },
          { title: 'Tag 3: Grüne Tour und Rückflug', description: 'Die unterirdische Stadt Derinkuyu und das Ihlara-Tal, dann der Nachmittagsflug zurück nach {city}, Ankunft gegen 18:00 Uhr.' },
        ],
      },
      locationDescription: {
        en: 'Göreme in Cappadocia, a 75-minute flight from {city}.',
        ru: 'Гёреме в Каппадокии, 75 минут полёта из Стамбула.',
        tr: "{city} çıkışlı, 75 dakikalık uçuşla Kapadokya'da Göreme.",
        de: 'Göreme in Kappadokien, 75 Flugminuten von {city} entfernt.',
      },
    },
    extras: [['travel-insurance', 750, 'per_person']],
    occasions: ['honeymoon', 'romantic'], bestFor: ['couples', 'families'],
  },
  {
    ...base, slug: 'istanbul-sultanahmet-boutique-hotel', city: 'istanbul', category: 'hotels', profile: 'hotel', languages: [],
    title: t4("Boutique Hotel Stay in Sultanahmet", "Проживание в бутик-отеле в Султанахмете", "Sultanahmet'te Butik Otel Konaklaması", "Übernachtung im Boutique-Hotel in Sultanahmet"),
    hook: t4("A restored Ottoman townhouse with sixteen rooms on a quiet lane, close enough to hear the call to prayer from the Blue Mosque.", "Отреставрированный османский особняк на шестнадцать номеров в тихом переулке — так близко, что слышен призыв к молитве из Голубой мечети.", "Sakin bir sokakta, Sultanahmet Camii'nden ezan sesinin duyulacağı kadar yakın, on altı odalı restore edilmiş bir Osmanlı konağı.", "Ein restauriertes osmanisches Stadthaus mit sechzehn Zimmern in einer ruhigen Gasse, so nah, dass man den Gebetsruf der Blauen Moschee hört."),
    highlights: ['old-city-rooms', 'rooftop'],
    duration: 1260, times: ['14:00'], price: 6500, perItem: 2, capacity: 8,
    options: [{ name: 'double-room', perItem: 2 }, { name: 'suite', factor: 1.5, perItem: 3 }],
    extras: [['late-checkout', 900, 'per_booking']],
    occasions: ['romantic', 'honeymoon'], bestFor: ['couples'],
  },
]
