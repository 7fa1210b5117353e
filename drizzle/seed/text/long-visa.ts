// The visa profile's practical texts in Russian, Turkish and German (see long-texts.ts).
import type { TranslatedLongTexts } from './profile-type'

export const visa: TranslatedLongTexts = {
  ru: {
    includes: ['Проверка ваших документов', 'Государственная визовая пошлина', 'Подача заявления и отслеживание его статуса', 'Электронная виза по электронной почте'],
    excludes: ['Туристическая страховка', 'Срочное оформление, если оно не заказано отдельно'],
    itinerary: [
      { title: 'Загрузка документов', description: 'Отправьте скан паспорта и фото на белом фоне.' },
      { title: 'Оформление', description: 'Мы подаём заявление и следим за ним до выдачи визы.' },
      { title: 'Виза по почте', description: 'Распечатайте электронную визу или сохраните её в телефоне: она понадобится при въезде.' },
    ],
    knowBeforeYouGo: [
      'Паспорт должен быть действителен не менее шести месяцев с даты въезда.',
      'Власти могут отказать в визе без объяснения причин; тогда сервисный сбор возвращается, государственная пошлина — нет.',
    ],
    whatToBring: ['Скан паспорта', 'Свежее фото на паспорт'],
    meetingPoint: 'Онлайн-услуга: место встречи не требуется.',
    locationDescription: 'Для въезда через город {city}.',
  },
  tr: {
    includes: ['Belgelerinizin kontrolü', 'Resmî vize harcı', 'Başvurunun yapılması ve takibi', 'E-vizenin e-postayla gönderilmesi'],
    excludes: ['Seyahat sigortası', 'Seçenek olarak ayırtılmadıkça acil işlem'],
    itinerary: [
      { title: 'Belgeleri yükleyin', description: 'Pasaport taramanızı ve beyaz fonlu bir fotoğrafınızı gönderin.' },
      { title: 'İşlem', description: 'Başvuruyu yapar ve vize çıkana kadar takip ederiz.' },
      { title: 'E-postayla vize', description: "E-vizenin çıktısını alın ya da {city} girişinde göstermek için telefonunuzda saklayın." },
    ],
    knowBeforeYouGo: [
      'Pasaportunuz giriş tarihinden itibaren en az altı ay geçerli olmalıdır.',
      'Makamlar gerekçe göstermeden vizeyi reddedebilir; bu durumda hizmet bedeli iade edilir, resmî harç edilmez.',
    ],
    whatToBring: ['Pasaport taraması', 'Yeni çekilmiş bir vesikalık fotoğraf'],
    meetingPoint: 'Online hizmet: buluşma noktası yok.',
    locationDescription: '{city} üzerinden giriş için.',
  },
  de: {
    includes: ['Prüfung Ihrer Unterlagen', 'Staatliche Visumgebühr', 'Einreichung und Verfolgung des Antrags', 'E-Visum per E-Mail'],
    excludes: ['Reiseversicherung', 'Eilbearbeitung, sofern nicht als Option gebucht'],
    itinerary: [
      { title: 'Unterlagen hochladen', description: 'Senden Sie einen Passscan und ein Foto vor weißem Hintergrund.' },
      { title: 'Bearbeitung', description: 'Wir reichen den Antrag ein und verfolgen ihn bis zur Ausstellung.' },
      { title: 'Visum per E-Mail', description: 'Drucken Sie das E-Visum aus oder zeigen Sie es bei der Einreise {inCity} auf dem Handy.' },
    ],
    knowBeforeYouGo: [
      'Ihr Reisepass muss ab dem Einreisedatum noch mindestens sechs Monate gültig sein.',
      'Die Behörden können ein Visum ohne Begründung ablehnen; die Servicegebühr wird dann erstattet, die staatliche Gebühr nicht.',
    ],
    whatToBring: ['Ein Passscan', 'Ein aktuelles Passfoto'],
    meetingPoint: 'Online-Service: kein Treffpunkt.',
    locationDescription: 'Für die Einreise über {city}.',
  },
}
