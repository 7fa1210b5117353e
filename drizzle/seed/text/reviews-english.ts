// English review texts by family; each experience draws a few, so ratings stay consistent with words.
import type { ReviewFamily } from './profile-type'

export type ReviewText = { rating: number; title: string; body: string }

export const ENGLISH_REVIEWS: Record<ReviewFamily, ReviewText[]> = {
  desert: [
    { rating: 5, title: 'Best evening of our trip', body: 'Our driver Rashid was calm on the dunes and funny the rest of the time. The sunset stop was perfectly timed and the food at the camp was far better than we expected.' },
    { rating: 5, title: 'Kids loved every minute', body: 'We went with two children aged 7 and 10. They screamed with joy on the dunes, tried sandboarding and fell asleep in the car on the way back. Pickup was exactly on time.' },
    { rating: 4, title: 'Great fun, long day', body: 'Dune bashing was thrilling and the camel ride short but sweet. It is a long afternoon, so do not plan anything else that evening. Bring a jacket in January, it gets cold.' },
    { rating: 5, title: 'Worth every dirham', body: 'Everything ran like clockwork, from the message the night before to the drop-off at our hotel. The quad bike upgrade is worth it if you like speed.' },
    { rating: 3, title: 'Good but crowded camp', body: 'The drive through the dunes was excellent, but the camp was busy and the buffet queue was long. The shows were good. Go for the VIP option if you can.' },
    { rating: 4, title: 'Well organised', body: 'Professional team, clean cars and plenty of water. The photographer at the top of the dune took some lovely pictures of us. Dinner was fine, not amazing.' },
    { rating: 5, title: 'Unforgettable', body: 'I was nervous about the dune driving but the guide checked on us all the time. Watching the sun go down over the sand in total silence is something I will never forget.' },
    { rating: 5, title: 'Perfect for a first visit', body: 'A fantastic introduction to the desert. The henna artist and the Arabic coffee at the camp made it feel authentic, and the fire show at the end was spectacular.' },
  ],
  sea: [
    { rating: 5, title: 'The crew made the day', body: 'Captain Mehmet found us a bay with nobody else in it, the cook made a delicious lunch and the water was crystal clear. We did not want to go back.' },
    { rating: 5, title: 'Magical sunset', body: 'We booked this for our anniversary and it was perfect: calm sea, a glass of wine and the sky turning orange behind the islands. Highly recommended for couples.' },
    { rating: 4, title: 'Beautiful boat, slightly late start', body: 'We left about 20 minutes late because of other guests, but once we were out everything was lovely. Swimming stops were the highlight.' },
    { rating: 5, title: 'Best way to see the city', body: 'Seeing the skyline from the water is something else. The commentary was interesting without being too much, and the drinks were included as promised.' },
    { rating: 4, title: 'Great value for a group', body: 'Split between ten friends the charter cost less than a dinner out. The yacht was clean and the crew were friendly. Bring your own music, the speaker is good.' },
    { rating: 3, title: 'Nice, but choppy water', body: 'The wind picked up in the afternoon and a few of us felt seasick. The crew handled it well and changed the route to a sheltered bay. Lunch was tasty.' },
    { rating: 5, title: 'Flawless from start to finish', body: 'Easy booking, clear instructions to find the marina, and a crew that anticipated everything. The paddleboard and snorkel gear were a great bonus.' },
    { rating: 5, title: 'Our kids still talk about it', body: 'The children jumped off the back of the boat a hundred times. The crew kept an eye on them all the time, which meant we could actually relax.' },
  ],
  city: [
    { rating: 5, title: 'A guide who loves her city', body: 'Our guide knew every corner and shared stories you will not find in guidebooks. The pace was relaxed and she answered all our questions with patience.' },
    { rating: 5, title: 'Skipped every queue', body: 'We walked past a queue of at least an hour. The entry was smooth and the explanations inside made the visit much more interesting than going alone.' },
    { rating: 4, title: 'Very informative', body: 'Lots of history and great photo stops. A little rushed at the end because one site had a long security check, but overall a great morning.' },
    { rating: 5, title: 'Highlight of our week', body: 'Perfectly organised from pickup to drop-off. The lunch stop was a family restaurant with excellent food, and the group was small enough to feel personal.' },
    { rating: 4, title: 'Good tour, wear comfortable shoes', body: 'We walked almost ten kilometres. The guide was excellent and funny. Bring water and good shoes, the cobblestones are hard on the feet.' },
    { rating: 3, title: 'Interesting but a big group', body: 'The content was good but there were about 30 people, so it was hard to hear the guide at times. Ask for the small-group departure if possible.' },
    { rating: 5, title: 'Moving and well explained', body: 'Our guide handled a difficult history with care and real knowledge. It was not an easy day, but an important one, and we are glad we did it with a professional.' },
    { rating: 5, title: 'Came hungry, left happy', body: 'So many tastings that we skipped dinner. Every stop had a story behind it and we now know exactly where to go back on our own.' },
  ],
  balloon: [
    { rating: 5, title: 'Once in a lifetime', body: 'Floating among a hundred balloons as the sun came up over the valleys was the most beautiful thing I have ever seen. Our pilot was calm and funny, and the landing was gentle.' },
    { rating: 5, title: 'Worth the 4 am alarm', body: 'Hard to get up so early, but completely worth it. The breakfast at the launch site helped, and the champagne at landing was a lovely touch.' },
    { rating: 4, title: 'Amazing views, busy basket', body: 'The flight was incredible but the basket was quite full, so it was hard to move around for photos. Next time we will book the smaller basket.' },
    { rating: 5, title: 'Perfect proposal', body: 'I proposed at 800 metres and she said yes! The team helped with every detail and even had flowers waiting after landing.' },
    { rating: 3, title: 'Cancelled the first morning', body: 'The first morning was cancelled because of wind, which is not the company\'s fault. They moved us to the next day without any fuss and the flight was lovely.' },
    { rating: 5, title: 'Professional and safe', body: 'Clear safety briefing, an experienced pilot and a smooth landing right on the trailer. You can tell they have done this thousands of times.' },
    { rating: 5, title: 'Dreamlike', body: 'The colours of the rocks changed every minute as the sun rose. The hour passed far too quickly. Dress warmly, it is cold before sunrise.' },
    { rating: 4, title: 'Great experience, early pickup', body: 'Pickup was at 4:30 and the shuttle went round many hotels. The flight itself was wonderful and the certificate is a nice souvenir.' },
  ],
  service: [
    { rating: 5, title: 'Driver waiting with a sign', body: 'Our flight was delayed by an hour and the driver was still there, smiling, with our names on a sign. Clean car, cold water and a smooth ride.' },
    { rating: 5, title: 'Stress-free visa', body: 'I had tried to apply myself and got confused by the forms. Here I uploaded my passport and the visa arrived by email two days later.' },
    { rating: 4, title: 'Comfortable stay', body: 'Lovely room and a great breakfast on the terrace. Street noise was noticeable in the evening, but the location is unbeatable.' },
    { rating: 5, title: 'Everything taken care of', body: 'The package was perfectly organised: hotels, transfers and tours all on time. Our coordinator answered WhatsApp messages within minutes.' },
    { rating: 4, title: 'Reliable transfer', body: 'On time and professional. The car was a little smaller than expected for four suitcases, so book the minivan if you travel heavy.' },
    { rating: 3, title: 'Fine, but slow to confirm', body: 'The service itself was good, but it took a day to get our booking confirmed and we were unsure whether it had gone through.' },
    { rating: 5, title: 'Would book again', body: 'Friendly staff, fair price and no surprises. Exactly what you want after a long flight.' },
    { rating: 5, title: 'Beautiful rooms', body: 'The room was spotless and full of character. Staff recommended restaurants and booked our tours for us. We will be back.' },
  ],
}
