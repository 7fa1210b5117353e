// Profiles for services sold next to experiences: transfers, visas, hotels and packages.
import { t4 } from './t4'
import type { Profile } from './profile-type'

export const transfer: Profile = {
  overview: t4(
    "Your driver tracks your flight, waits in the arrivals hall and helps with the luggage; the price is per vehicle, not per person.",
    "Водитель отслеживает ваш рейс, встречает в зале прилёта и помогает с багажом; цена указана за автомобиль, а не за человека.",
    "Şoförünüz uçuşunuzu takip eder, geliş salonunda bekler ve bagajlarınıza yardım eder; fiyat kişi başı değil, araç başıdır.",
    "Ihr Fahrer verfolgt Ihren Flug, wartet in der Ankunftshalle und hilft beim Gepäck; der Preis gilt pro Fahrzeug, nicht pro Person.",
  ),
  includes: ['Private vehicle with a professional driver', 'Meet and greet with a name sign', '60 minutes of free waiting time', 'Tolls and fuel'],
  excludes: ['Extra stops on the way', 'Child seats unless booked as an extra'],
  itinerary: [
    { title: 'Arrival', description: 'Your driver waits in the arrivals hall holding a sign with your name.' },
    { title: 'Drive to your hotel', description: 'A direct ride to any address in {city}.' },
  ],
  knowBeforeYouGo: ['Enter your flight number at checkout so the driver can follow delays.', 'Each vehicle has a luggage limit of one large suitcase per passenger.'],
  whatToBring: ['Your booking confirmation'],
  meetingPoint: 'The arrivals hall of the airport in {city}.',
  locationDescription: 'From the airport to any address in {city}.',
  reviews: 'service',
  capacity: 6,
  pickup: true,
  policy: 'free-24h',
}

export const visa: Profile = {
  overview: t4(
    "Upload your passport scan and photo after booking; our team checks every detail before submitting, which avoids most rejections.",
    "После бронирования загрузите скан паспорта и фото; наша команда проверит каждую деталь перед подачей — это исключает большинство отказов.",
    "Rezervasyondan sonra pasaport taramanızı ve fotoğrafınızı yükleyin; ekibimiz başvurudan önce her ayrıntıyı kontrol eder, bu da retlerin çoğunu önler.",
    "Laden Sie nach der Buchung Ihren Passscan und ein Foto hoch; unser Team prüft vor der Einreichung jedes Detail und vermeidet so die meisten Ablehnungen.",
  ),
  includes: ['Checking of your documents', 'Government visa fee', 'Submission and tracking of the application', 'E-visa sent by email'],
  excludes: ['Travel insurance', 'Urgent processing unless booked as an option'],
  itinerary: [
    { title: 'Upload documents', description: 'Send a passport scan and a photo on a white background.' },
    { title: 'Processing', description: 'We submit the application and follow it until it is issued.' },
    { title: 'Visa by email', description: 'Print the e-visa or keep it on your phone for arrival in {city}.' },
  ],
  knowBeforeYouGo: [
    'Your passport must be valid for at least six months from the date of arrival.',
    'The authorities can refuse a visa without giving a reason; the service fee is then refunded, the government fee is not.',
  ],
  whatToBring: ['A passport scan', 'A recent passport photo'],
  meetingPoint: 'Online service: no meeting point.',
  locationDescription: 'For entry through {city}.',
  reviews: 'service',
  capacity: 50,
  pickup: false,
  policy: 'non-refundable',
}

export const hotel: Profile = {
  overview: t4(
    "The price is per room per night with breakfast included, and our team can add transfers and tours to your stay.",
    "Цена указана за номер за ночь, завтрак включён, а наша команда может добавить к проживанию трансферы и экскурсии.",
    "Fiyat oda başına ve gecelik olup kahvaltı dahildir; ekibimiz konaklamanıza transfer ve turlar ekleyebilir.",
    "Der Preis gilt pro Zimmer und Nacht inklusive Frühstück; unser Team ergänzt Ihren Aufenthalt gern um Transfers und Touren.",
  ),
  includes: ['One night in the room type booked', 'Breakfast', 'Wi-Fi', 'City tax'],
  excludes: ['Airport transfer unless booked as an extra', 'Minibar'],
  itinerary: [
    { title: 'Check-in from 14:00', description: 'Reception is open around the clock.' },
    { title: 'Check-out until 11:00', description: 'Luggage can be stored for free after check-out.' },
  ],
  knowBeforeYouGo: ['Book one slot per night of your stay.', 'A credit card is needed at check-in for incidentals.'],
  whatToBring: ['A passport or ID for check-in'],
  meetingPoint: 'The hotel reception in {city}.',
  locationDescription: 'A boutique property in {city}.',
  reviews: 'service',
  capacity: 6,
  pickup: false,
  policy: 'free-72h',
}

export const pkg: Profile = {
  overview: t4(
    "Everything is arranged in advance, and a local coordinator is reachable around the clock during your trip.",
    "Всё организовано заранее, а местный координатор на связи круглосуточно во время поездки.",
    "Her şey önceden ayarlanır ve yolculuğunuz boyunca yerel bir koordinatöre 7/24 ulaşabilirsiniz.",
    "Alles ist im Voraus organisiert, und eine Ansprechperson vor Ort ist während der Reise rund um die Uhr erreichbar.",
  ),
  includes: ['Hotel nights with breakfast', 'All transfers in the programme', 'Guided tours listed in the itinerary', 'A 24/7 local coordinator'],
  excludes: ['International flights', 'Meals not listed', 'Travel insurance'],
  itinerary: [
    { title: 'Day 1: arrival in {city}', description: 'Private transfer to your hotel and a welcome briefing.' },
    { title: 'Middle days', description: 'Guided excursions with free afternoons.' },
    { title: 'Last day', description: 'Breakfast and a transfer to the airport.' },
  ],
  knowBeforeYouGo: ['Hotels of the same standard may be substituted if one is full.', 'The programme order can change because of weather.'],
  whatToBring: ['Passport', 'Comfortable shoes', 'Layers for changing weather'],
  meetingPoint: 'Your arrival airport in {city}.',
  locationDescription: 'A multi-day programme starting in {city}.',
  reviews: 'service',
  capacity: 12,
  pickup: true,
  policy: 'charter-tiers',
}
