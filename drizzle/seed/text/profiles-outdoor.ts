// Profiles for the desert, the air and the water.
import { t4 } from './t4'
import type { Profile } from './profile-type'

export const desert: Profile = {
  overview: t4(
    "Our drivers collect you from your hotel {inCity} and bring you back afterwards, so all you need to pack is a camera.",
    "Наши водители заберут вас из отеля {inCity} и привезут обратно, так что с собой нужна только камера.",
    "Şoförlerimiz sizi {inCity} bulunan otelinizden alır ve sonra geri bırakır; yanınıza yalnızca bir fotoğraf makinesi almanız yeterli.",
    "Unsere Fahrer holen Sie an Ihrem Hotel {inCity} ab und bringen Sie wieder zurück – Sie brauchen nur eine Kamera.",
  ),
  includes: ['Hotel pickup and drop-off in a 4x4 vehicle', 'Bottled water and soft drinks', 'Arabic coffee, tea and dates at the camp', 'Professional desert driver and camp staff'],
  excludes: ['Alcoholic drinks', 'Tips for the driver', 'Quad bike upgrades unless booked as an extra'],
  itinerary: [
    { title: 'Hotel pickup', description: 'Your driver collects you from your hotel in {city} in a 4x4 Land Cruiser.' },
    { title: 'Into the dunes', description: 'After deflating the tyres at the desert edge, the convoy heads into the dunes.' },
    { title: 'Desert camp', description: 'Time at a Bedouin-style camp with refreshments and traditional activities.' },
    { title: 'Return', description: 'The driver brings you back to your hotel.' },
  ],
  knowBeforeYouGo: [
    'Dune driving is not recommended for pregnant travellers or people with back or heart conditions.',
    'Pickup times can move by up to 30 minutes depending on traffic; your driver will message you.',
    'Children under 3 ride free on an adult lap but must be declared when booking.',
  ],
  whatToBring: ['Sunglasses', 'Closed shoes or sandals you do not mind filling with sand', 'A light jacket for the evening in winter'],
  meetingPoint: 'Pickup from hotels and residences in central {city}.',
  locationDescription: 'The red dunes of the Lahbab and Al Awir desert, about 45 minutes from central {city}.',
  reviews: 'desert',
  capacity: 60,
  pickup: true,
  policy: 'free-24h',
}

export const adventure: Profile = {
  overview: t4(
    "No experience is needed: the instructors start with a short briefing and stay with the group from start to finish.",
    "Опыт не нужен: инструкторы начинают с короткого инструктажа и остаются с группой от начала до конца.",
    "Deneyim gerekmez: eğitmenler kısa bir brifingle başlar ve baştan sona grupla birlikte kalır.",
    "Vorkenntnisse braucht es nicht: Die Instruktoren beginnen mit einer kurzen Einweisung und bleiben von Anfang bis Ende bei der Gruppe.",
  ),
  includes: ['Safety briefing and all protective equipment', 'An instructor with the group at all times', 'Bottled water', 'Insurance'],
  excludes: ['Personal expenses', 'Photos and videos unless booked as an extra'],
  itinerary: [
    { title: 'Check-in and briefing', description: 'Meet the team, sign the waiver and get fitted with equipment.' },
    { title: 'The ride', description: 'Head out with the instructor, who sets the pace to suit the group.' },
    { title: 'Rest stop', description: 'A break for water and photos halfway through.' },
    { title: 'Back at base', description: 'Return the equipment and collect your photos if you booked them.' },
  ],
  knowBeforeYouGo: [
    'Drivers must be at least 16 years old; younger travellers ride as passengers with an adult.',
    'Not suitable for pregnant travellers or people with back problems.',
    'Activities can be paused for safety in strong wind or heavy rain.',
  ],
  whatToBring: ['Closed shoes', 'Clothes that can get dusty or wet', 'Sunscreen'],
  meetingPoint: 'Our activity base on the outskirts of {city}; exact directions are sent after booking.',
  locationDescription: 'Open terrain just outside {city}, chosen for safe riding and wide views.',
  reviews: 'desert',
  capacity: 20,
  pickup: true,
  policy: 'free-24h',
}

export const balloon: Profile = {
  overview: t4(
    "Flights only take off when the wind allows; if the civil aviation authority cancels the morning's flights, you can rebook or receive a full refund.",
    "Полёты проходят только при подходящем ветре; если авиационные власти отменят утренние полёты, можно перенести бронь или получить полный возврат.",
    "Uçuşlar yalnızca rüzgâr uygun olduğunda yapılır; sivil havacılık sabah uçuşlarını iptal ederse rezervasyonunuzu değiştirebilir veya tam iade alabilirsiniz.",
    "Gestartet wird nur, wenn der Wind es zulässt; sagt die Luftfahrtbehörde die Fahrten des Morgens ab, buchen Sie um oder erhalten den vollen Preis zurück.",
  ),
  includes: ['Hotel pickup and drop-off', 'Light breakfast before take-off', 'About one hour in the air', 'Celebration drink and flight certificate', 'Flight insurance'],
  excludes: ['Flight video unless booked as an extra', 'Tips for the crew'],
  itinerary: [
    { title: 'Early pickup', description: 'A shuttle collects you from your hotel around an hour before sunrise.' },
    { title: 'Breakfast at the launch site', description: 'Coffee and pastries while the crew inflates the balloons.' },
    { title: 'The flight', description: 'About an hour drifting with the wind above {city} as the sun comes up.' },
    { title: 'Landing celebration', description: 'A toast with the pilot and your flight certificate.' },
  ],
  knowBeforeYouGo: [
    'Children under 6 cannot fly.',
    'Flights depend on the weather; the decision is made by the authorities on the morning itself.',
    'You will need to climb in and out of the basket; let us know about any mobility needs.',
  ],
  whatToBring: ['Warm layers: it is cold before sunrise', 'Flat, closed shoes', 'A hat'],
  meetingPoint: 'Pickup from hotels in {city} between 04:00 and 05:30 depending on sunrise.',
  locationDescription: 'Launch sites chosen each morning by the pilots according to the wind.',
  reviews: 'balloon',
  capacity: 24,
  pickup: true,
  policy: 'flight-tiers',
}

export const water: Profile = {
  overview: t4(
    "Boarding is straightforward, the crew looks after you the whole time, and the best views {inCity} are the ones from the water.",
    "Посадка проста, команда заботится о вас всё время, а лучшие виды {inCity} открываются с воды.",
    "Tekneye biniş kolaydır, mürettebat her an yanınızdadır ve {inCity} en güzel manzaralar sudan görülür.",
    "Das Einsteigen ist unkompliziert, die Crew kümmert sich die ganze Zeit um Sie, und die schönsten Ausblicke {inCity} hat man vom Wasser aus.",
  ),
  includes: ['Cruise on a shared boat', 'Soft drinks and water', 'Life jackets for every guest'],
  excludes: ['Alcoholic drinks', 'Hotel transfer unless booked as an option', 'Tips for the crew'],
  itinerary: [
    { title: 'Boarding', description: 'Check in at the pier 20 minutes before departure.' },
    { title: 'Cruise', description: 'Sit back on deck as the boat follows the coast of {city}.' },
    { title: 'Back at the pier', description: 'The boat returns to where you boarded.' },
  ],
  knowBeforeYouGo: ['Boats may leave a few minutes early if everyone has boarded.', 'Sea conditions can change the route; the captain decides for safety.'],
  whatToBring: ['Sunscreen and a hat', 'Swimwear and a towel on trips with swim stops', 'A light jacket for the evening'],
  meetingPoint: 'The main passenger pier in {city}; the exact berth is on your ticket.',
  locationDescription: 'The waterfront of {city}.',
  reviews: 'sea',
  capacity: 80,
  pickup: false,
  policy: 'free-24h',
}

export const yacht: Profile = {
  overview: t4(
    "You choose who comes on board and how the day goes; the crew handles the sailing, the anchoring and the cold drinks.",
    "Вы сами решаете, кто будет на борту и как пройдёт день, а команда берёт на себя управление, стоянки и прохладные напитки.",
    "Teknede kimin olacağına ve günün nasıl geçeceğine siz karar verirsiniz; seyir, demirleme ve soğuk içecekler mürettebattan.",
    "Sie bestimmen, wer an Bord kommt und wie der Tag verläuft; um Segeln, Ankern und kalte Getränke kümmert sich die Crew.",
  ),
  includes: ['Private use of the yacht', 'Captain and crew', 'Fuel for the standard route', 'Soft drinks, water and seasonal fruit', 'Towels and snorkelling gear'],
  excludes: ['Marina fees outside the home port', 'Food unless booked as an extra', 'Alcoholic drinks', 'Tips for the crew'],
  itinerary: [
    { title: 'Welcome on board', description: 'Meet the captain at the marina in {city} and agree the route.' },
    { title: 'Cruising and swimming', description: 'Anchor in quiet bays to swim, snorkel or paddleboard.' },
    { title: 'Return to the marina', description: 'Sail back in time for sunset or dinner ashore.' },
  ],
  knowBeforeYouGo: [
    'The price is for the whole yacht, not per person; the number of guests cannot exceed the licence of the boat.',
    'Bookings are confirmed by the captain, who may change the route because of wind or sea conditions.',
    'Please wear soft-soled shoes on deck.',
  ],
  whatToBring: ['Swimwear and sunscreen', 'Soft-soled shoes', 'A passport or ID for the marina check-in'],
  meetingPoint: 'The yacht marina in {city}; the berth number is sent after booking.',
  locationDescription: 'Coves and bays along the coast of {city}.',
  reviews: 'sea',
  capacity: 1,
  pickup: false,
  policy: 'charter-tiers',
}
