// Pera Private (TRY): chauffeured transfers, private stays and concierge services in Istanbul, once Bosphorus
// Tours'. The `six` layout's demo tenant sells them.
import { t4 } from '../text/t4'
import type { ExperienceSeed } from './types'

const base = { supplier: 'pera-private', languages: ['en', 'tr', 'ru', 'de'] } as const

export const PERA_EXPERIENCES: ExperienceSeed[] = [
  {
    ...base, slug: 'istanbul-historic-hammam-experience', city: 'istanbul', category: 'activities', profile: 'culture',
    scenes: ['hammam-dome', 'istanbul-skyline'],
    title: t4("Traditional Turkish Bath at a Historic Hammam", "Традиционная турецкая баня в историческом хаммаме", "Tarihi Hamamda Geleneksel Türk Hamamı", "Traditionelles türkisches Bad in einem historischen Hamam"),
    hook: t4("Lie back on the warm navel stone beneath a dome pierced with star-shaped skylights while an attendant scrubs away the dust of the city.", "Растянитесь на тёплом «камне пупка» под куполом со звёздчатыми окнами, пока банщик смывает с вас городскую пыль.", "Yıldız biçimli ışık delikleriyle süslü bir kubbenin altında sıcak göbek taşına uzanın; tellak şehrin tozunu üzerinizden alsın.", "Legen Sie sich auf den warmen Nabelstein unter einer Kuppel mit sternförmigen Lichtöffnungen, während ein Bademeister den Staub der Stadt abschrubbt."),
    highlights: ['hammam-ritual', 'hammam-history'],
    duration: 90, times: ['10:00', '16:00'], price: 3200, ages: [12, 99], capacity: 16,
    options: [{ name: 'standard' }, { name: 'deluxe', factor: 1.5 }],
    occasions: ['romantic'], bestFor: ['couples', 'solo'],
  },
  {
    ...base, slug: 'istanbul-airport-private-transfer', city: 'istanbul', category: 'transport', profile: 'transfer',
    scenes: ['airport-road', 'bosphorus-bridge'],
    title: t4("Private Transfer from Istanbul Airport", "Индивидуальный трансфер из аэропорта Стамбула", "İstanbul Havalimanı'ndan Özel Transfer", "Privater Transfer vom Flughafen Istanbul"),
    hook: t4("The new airport is 40 kilometres from the old city; your driver waits at the meeting point in arrivals and knows the fastest route at every hour.", "Новый аэропорт находится в 40 километрах от старого города; водитель ждёт в зоне прилёта и знает самый быстрый маршрут в любое время суток.", "Yeni havalimanı tarihi yarımadaya 40 kilometre uzaklıkta; şoförünüz geliş katındaki buluşma noktasında bekler ve her saatte en hızlı güzergâhı bilir.", "Der neue Flughafen liegt 40 Kilometer von der Altstadt entfernt; Ihr Fahrer wartet am Treffpunkt in der Ankunftshalle und kennt zu jeder Uhrzeit die schnellste Route."),
    highlights: ['meet-greet', 'flight-tracking', 'fixed-price'],
    duration: 75, times: ['09:00', '21:00'], price: 2600, perItem: 3,
    options: [{ name: 'sedan', perItem: 3 }, { name: 'minivan', factor: 1.4, perItem: 6 }],
    extras: [['child-seat', 350, 'per_booking']],
    bestFor: ['families', 'solo'],
  },
  {
    ...base, slug: 'turkey-e-visa-assistance', city: 'istanbul', category: 'visas', profile: 'visa', onRequest: true,
    scenes: ['passport-stamps', 'istanbul-skyline'], closedWeekdays: [0, 6],
    title: t4("Turkey e-Visa Application Service", "Оформление электронной визы в Турцию", "Türkiye e-Vize Başvuru Hizmeti", "Antragsservice für das türkische E-Visum"),
    hook: t4("For travellers who need an e-visa for Türkiye, we fill in and submit the official application and send you the visa as soon as it is issued.", "Для путешественников, которым нужна электронная виза в Турцию, мы заполним и подадим официальную заявку и пришлём визу сразу после выдачи.", "Türkiye için e-vize gereken yolcular adına resmi başvuruyu doldurup gönderiyor, vize düzenlenir düzenlenmez size iletiyoruz.", "Für Reisende, die ein E-Visum für die Türkei brauchen, füllen wir den offiziellen Antrag aus, reichen ihn ein und schicken Ihnen das Visum, sobald es ausgestellt ist."),
    highlights: ['visa-processing', 'visa-email'],
    duration: 4320, times: ['09:00'], price: 1500,
    options: [{ name: 'single-entry' }, { name: 'express', factor: 1.8 }],
    bestFor: ['solo', 'families'],
  },
  {
    ...base, slug: 'istanbul-cappadocia-3-day-package', city: 'istanbul', category: 'packages', profile: 'package', onRequest: true,
    scenes: ['cappadocia-balloons', 'istanbul-skyline'],
    title: t4("Istanbul to Cappadocia: Three-Day Package with Flights", "Из Стамбула в Каппадокию: трёхдневный тур с перелётами", "İstanbul'dan Kapadokya'ya Uçuşlu Üç Günlük Paket", "Von Istanbul nach Kappadokien: Dreitagespaket mit Flügen"),
    hook: t4("Fly from Istanbul to Kayseri and spend two nights in a cave hotel, with guided tours of the valleys and an optional balloon flight at sunrise.", "Перелёт из Стамбула в Кайсери, две ночи в пещерном отеле, экскурсии по долинам с гидом и полёт на шаре на рассвете по желанию.", "İstanbul'dan Kayseri'ye uçun, bir mağara otelde iki gece kalın; rehberli vadi turları ve isteğe bağlı gün doğumu balon uçuşu.", "Fliegen Sie von Istanbul nach Kayseri und verbringen Sie zwei Nächte im Höhlenhotel, mit geführten Touren durch die Täler und optionaler Ballonfahrt bei Sonnenaufgang."),
    highlights: ['domestic-flight', 'cave-room', 'goreme-museum', 'package-hotels'],
    duration: 4320, times: ['08:00'], price: 18500, ages: [2, 99],
    options: [{ name: 'four-star', payLater: true }, { name: 'five-star', factor: 1.35, payLater: true }],
    extras: [['travel-insurance', 750, 'per_person']],
    occasions: ['honeymoon', 'romantic'], bestFor: ['couples', 'families'],
  },
  {
    ...base, slug: 'istanbul-sultanahmet-boutique-hotel', city: 'istanbul', category: 'hotels', profile: 'hotel',
    scenes: ['boutique-hotel', 'istanbul-skyline'],
    title: t4("Boutique Hotel Stay in Sultanahmet", "Проживание в бутик-отеле в Султанахмете", "Sultanahmet'te Butik Otel Konaklaması", "Übernachtung im Boutique-Hotel in Sultanahmet"),
    hook: t4("A restored Ottoman townhouse with sixteen rooms on a quiet lane, close enough to hear the call to prayer from the Blue Mosque.", "Отреставрированный османский особняк на шестнадцать номеров в тихом переулке — так близко, что слышен призыв к молитве из Голубой мечети.", "Sakin bir sokakta, Sultanahmet Camii'nden ezan sesinin duyulacağı kadar yakın, on altı odalı restore edilmiş bir Osmanlı konağı.", "Ein restauriertes osmanisches Stadthaus mit sechzehn Zimmern in einer ruhigen Gasse, so nah, dass man den Gebetsruf der Blauen Moschee hört."),
    highlights: ['old-city-rooms', 'rooftop'],
    duration: 1260, times: ['14:00'], price: 6500, perItem: 2, capacity: 8,
    options: [{ name: 'double-room', perItem: 2 }, { name: 'suite', factor: 1.6, perItem: 3 }],
    extras: [['late-checkout', 900, 'per_booking']],
    occasions: ['romantic', 'honeymoon'], bestFor: ['couples'],
  },
]
