// The yacht profile's practical texts in Russian, Turkish and German (see long-texts.ts).
import type { TranslatedLongTexts } from './profile-type'

export const yacht: TranslatedLongTexts = {
  ru: {
    includes: ['Яхта целиком в вашем распоряжении', 'Капитан и экипаж', 'Топливо для стандартного маршрута', 'Безалкогольные напитки, вода и сезонные фрукты', 'Полотенца и снаряжение для снорклинга'],
    excludes: ['Сборы марин за пределами порта приписки', 'Еда, если она не заказана дополнительно', 'Алкогольные напитки', 'Чаевые экипажу'],
    itinerary: [
      { title: 'Добро пожаловать на борт', description: 'Встреча с капитаном в марине города {city} и согласование маршрута.' },
      { title: 'Прогулка и купание', description: 'Стоянки в тихих бухтах: купание, снорклинг или сапборд.' },
      { title: 'Возвращение в марину', description: 'Обратный путь — к закату или к ужину на берегу.' },
    ],
    knowBeforeYouGo: [
      'Цена указана за всю яхту, а не за человека; число гостей не может превышать допустимое по лицензии судна.',
      'Бронирование подтверждает капитан; из-за ветра или волнения он может изменить маршрут.',
      'На палубе, пожалуйста, носите обувь на мягкой подошве.',
    ],
    whatToBring: ['Купальник и солнцезащитный крем', 'Обувь на мягкой подошве', 'Паспорт или удостоверение личности для регистрации в марине'],
    meetingPoint: 'Яхтенная марина {inCity}; номер причала пришлём после бронирования.',
    locationDescription: 'Бухты и заливы вдоль побережья города {city}.',
  },
  tr: {
    includes: ['Yatın yalnızca size özel kullanımı', 'Kaptan ve mürettebat', 'Standart rota için yakıt', 'Alkolsüz içecekler, su ve mevsim meyveleri', 'Havlu ve şnorkel ekipmanı'],
    excludes: ['Bağlama limanı dışındaki marina ücretleri', 'Ekstra olarak ayırtılmadıkça yemek', 'Alkollü içecekler', 'Mürettebat için bahşiş'],
    itinerary: [
      { title: 'Gemiye hoş geldiniz', description: "{city} marinasında kaptanla buluşun ve rotayı birlikte belirleyin." },
      { title: 'Seyir ve yüzme', description: 'Sakin koylarda demirleyip yüzün, şnorkelle dalın ya da kürek sörfü yapın.' },
      { title: 'Marinaya dönüş', description: 'Gün batımına ya da karada akşam yemeğine yetişecek şekilde geri dönüş.' },
    ],
    knowBeforeYouGo: [
      'Fiyat kişi başı değil, yatın tamamı içindir; misafir sayısı teknenin ruhsatındaki sınırı aşamaz.',
      'Rezervasyonları kaptan onaylar; rüzgâr veya deniz durumu nedeniyle rotayı değiştirebilir.',
      'Güvertede lütfen yumuşak tabanlı ayakkabı giyin.',
    ],
    whatToBring: ['Mayo ve güneş kremi', 'Yumuşak tabanlı ayakkabı', 'Marina girişi için pasaport veya kimlik'],
    meetingPoint: '{city} yat marinası; iskele numarası rezervasyondan sonra gönderilir.',
    locationDescription: '{city} kıyısı boyunca koylar ve plajlar.',
  },
  de: {
    includes: ['Die Yacht für Sie allein', 'Kapitän und Crew', 'Treibstoff für die Standardroute', 'Softdrinks, Wasser und Obst der Saison', 'Handtücher und Schnorchelausrüstung'],
    excludes: ['Marinagebühren außerhalb des Heimathafens', 'Essen, sofern nicht als Extra gebucht', 'Alkoholische Getränke', 'Trinkgeld für die Crew'],
    itinerary: [
      { title: 'Willkommen an Bord', description: 'Treffen mit dem Kapitän in der Marina von {city} und Absprache der Route.' },
      { title: 'Fahren und Baden', description: 'Ankern in ruhigen Buchten zum Schwimmen, Schnorcheln oder Stand-up-Paddeln.' },
      { title: 'Zurück zur Marina', description: 'Rückfahrt rechtzeitig zum Sonnenuntergang oder zum Abendessen an Land.' },
    ],
    knowBeforeYouGo: [
      'Der Preis gilt für die ganze Yacht, nicht pro Person; die Zahl der Gäste darf die Zulassung des Boots nicht überschreiten.',
      'Buchungen bestätigt der Kapitän; wegen Wind oder Seegang kann er die Route ändern.',
      'Bitte tragen Sie an Deck Schuhe mit weicher Sohle.',
    ],
    whatToBring: ['Badesachen und Sonnencreme', 'Schuhe mit weicher Sohle', 'Reisepass oder Ausweis für den Check-in in der Marina'],
    meetingPoint: 'Die Yachtmarina {inCity}; die Liegeplatznummer erhalten Sie nach der Buchung.',
    locationDescription: 'Buchten entlang der Küste von {city}.',
  },
}
