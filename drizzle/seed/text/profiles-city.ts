// Profiles for walks, day trips, tickets and cultural experiences.
import { t4 } from './t4'
import type { Profile } from './profile-type'

export const walk: Profile = {
  overview: t4(
    "Your guide grew up {inCity} and shares the stories behind each stop, along with tips for the rest of your stay.",
    "Ваш гид вырос {inCity} и расскажет истории каждого места, а также даст советы на оставшиеся дни поездки.",
    "Rehberiniz {inCity} büyüdü; her durağın ardındaki hikâyeleri ve kalan günleriniz için önerilerini paylaşır.",
    "Ihr Guide ist {inCity} aufgewachsen und erzählt die Geschichten hinter jedem Halt – samt Tipps für den Rest Ihres Aufenthalts.",
  ),
  includes: ['A licensed local guide', 'Small group of up to 15 people', 'Tastings or entry fees where listed'],
  excludes: ['Hotel pickup', 'Food and drinks not listed', 'Tips'],
  itinerary: [
    { title: 'Meet your guide', description: 'Look for the guide with the orange umbrella at the meeting point.' },
    { title: 'On foot through {city}', description: 'A relaxed walk with stops every 10 to 15 minutes.' },
    { title: 'Farewell', description: 'The tour ends in the centre, close to public transport.' },
  ],
  knowBeforeYouGo: ['The tour runs in light rain; bring an umbrella.', 'There is a fair amount of walking on cobblestones.', 'Religious sites require covered shoulders and knees.'],
  whatToBring: ['Comfortable walking shoes', 'A scarf to cover your head in mosques', 'Cash for small purchases'],
  meetingPoint: 'A central square in {city}; the exact spot and a photo are sent after booking.',
  locationDescription: 'The historic centre of {city}.',
  reviews: 'city',
  capacity: 15,
  pickup: false,
  policy: 'free-24h',
}

export const daytrip: Profile = {
  overview: t4(
    "A comfortable air-conditioned vehicle and an experienced guide take care of the logistics, so you can simply enjoy the day.",
    "Комфортабельный транспорт с кондиционером и опытный гид берут на себя всю логистику — вам остаётся просто наслаждаться днём.",
    "Konforlu klimalı araç ve deneyimli rehber tüm organizasyonu üstlenir; size yalnızca günün tadını çıkarmak kalır.",
    "Ein komfortables, klimatisiertes Fahrzeug und ein erfahrener Guide übernehmen die Organisation – Sie genießen einfach den Tag.",
  ),
  includes: ['Transport in an air-conditioned coach or minivan', 'A professional guide', 'Entry fees to the sites listed', 'Bottled water'],
  excludes: ['Lunch unless stated', 'Personal expenses', 'Tips'],
  itinerary: [
    { title: 'Departure from {city}', description: 'Pickup from central hotels or the meeting point, then the drive out of town.' },
    { title: 'Main sights', description: 'Guided visits with free time for photos.' },
    { title: 'Lunch break', description: 'A stop at a local restaurant (lunch included where stated).' },
    { title: 'Return', description: 'Drive back to {city}, arriving in the early evening.' },
  ],
  knowBeforeYouGo: ['The day is long; expect a few hours of driving.', 'Some sites close unexpectedly for state events; your guide will replace them with a similar visit.'],
  whatToBring: ['Comfortable shoes', 'A passport or ID', 'Sun protection'],
  meetingPoint: 'Pickup from central hotels in {city}, or the meeting point sent with your ticket.',
  locationDescription: 'Departs from {city}.',
  reviews: 'city',
  capacity: 30,
  pickup: true,
  policy: 'free-24h',
}

export const ticket: Profile = {
  overview: t4(
    "Your ticket is sent to your phone right after booking; show it at the entrance and walk straight in.",
    "Билет приходит на телефон сразу после бронирования — покажите его на входе и проходите.",
    "Biletiniz rezervasyondan hemen sonra telefonunuza gelir; girişte gösterip doğrudan içeri geçin.",
    "Ihr Ticket kommt direkt nach der Buchung aufs Handy; zeigen Sie es am Eingang und gehen Sie direkt hinein.",
  ),
  includes: ['Timed entry ticket', 'Access to the permanent exhibitions or areas listed'],
  excludes: ['Guided tour unless booked as an option', 'Food and drinks', 'Transport to the venue'],
  itinerary: [{ title: 'Entry at your time slot', description: 'Arrive 15 minutes before your time and show the ticket on your phone.' }],
  knowBeforeYouGo: ['Security checks apply at the entrance; large bags are not allowed.', 'Tickets are valid only for the date and time booked.'],
  whatToBring: ['Your mobile ticket', 'A photo ID'],
  meetingPoint: 'The main visitor entrance; directions are on your ticket.',
  locationDescription: 'In central {city}.',
  reviews: 'city',
  capacity: 200,
  pickup: false,
  policy: 'non-refundable',
}

export const culture: Profile = {
  overview: t4(
    "It is an unhurried, authentic experience that gives you a real feel for local traditions {inCity}.",
    "Это неспешное и подлинное знакомство с местными традициями {inCity}.",
    "{inCity} yerel gelenekleri gerçekten hissettiren, acelesiz ve otantik bir deneyim.",
    "Ein entspanntes, authentisches Erlebnis, das Ihnen die lokalen Traditionen {inCity} wirklich nahebringt.",
  ),
  includes: ['Entry and everything needed for the experience', 'A host who explains each step', 'Tea or water'],
  excludes: ['Hotel pickup', 'Purchases and tips'],
  itinerary: [
    { title: 'Welcome', description: 'Your host introduces the tradition and what will happen.' },
    { title: 'The experience', description: 'Take part at your own pace, with help whenever you want it.' },
    { title: 'Tea and farewell', description: 'Time to relax and ask questions before you leave.' },
  ],
  knowBeforeYouGo: ['Please arrive 15 minutes early.', 'Modest clothing is appreciated.'],
  whatToBring: ['Comfortable clothes', 'A change of clothes where water is involved'],
  meetingPoint: 'At the venue in {city}; the address is on your ticket.',
  locationDescription: 'A historic venue in {city}.',
  reviews: 'city',
  capacity: 25,
  pickup: false,
  policy: 'free-24h',
}
