// The ticket profile's practical texts in Russian, Turkish and German (see long-texts.ts).
import type { TranslatedLongTexts } from './profile-type'

export const ticket: TranslatedLongTexts = {
  ru: {
    includes: ['Билет на вход в выбранное время', 'Доступ к постоянным экспозициям или указанным зонам'],
    excludes: ['Экскурсия с гидом, если она не выбрана как вариант', 'Еда и напитки', 'Трансфер до места'],
    itinerary: [{ title: 'Вход в выбранное время', description: 'Приходите за 15 минут до начала и покажите билет на телефоне.' }],
    knowBeforeYouGo: ['На входе проводится досмотр; крупные сумки проносить нельзя.', 'Билет действителен только в забронированные дату и время.'],
    whatToBring: ['Электронный билет в телефоне', 'Документ с фотографией'],
    meetingPoint: 'Главный вход для посетителей; как пройти, указано в билете.',
    locationDescription: 'В центре города {city}.',
  },
  tr: {
    includes: ['Belirli saatli giriş bileti', 'Kalıcı sergilere veya belirtilen alanlara giriş'],
    excludes: ['Seçenek olarak ayırtılmadıkça rehberli tur', 'Yiyecek ve içecekler', 'Mekâna ulaşım'],
    itinerary: [{ title: 'Saatinizde giriş', description: 'Saatinizden 15 dakika önce gelin ve biletinizi telefonunuzda gösterin.' }],
    knowBeforeYouGo: ['Girişte güvenlik kontrolü yapılır; büyük çantalar alınmaz.', 'Biletler yalnızca ayırtılan gün ve saatte geçerlidir.'],
    whatToBring: ['Telefonunuzdaki bilet', 'Fotoğraflı bir kimlik'],
    meetingPoint: 'Ana ziyaretçi girişi; yol tarifi biletinizde yazar.',
    locationDescription: '{city} merkezinde.',
  },
  de: {
    includes: ['Ticket mit Zeitfenster', 'Zugang zu den Dauerausstellungen oder den genannten Bereichen'],
    excludes: ['Führung, sofern nicht als Option gebucht', 'Speisen und Getränke', 'Anreise zum Veranstaltungsort'],
    itinerary: [{ title: 'Einlass zu Ihrer Zeit', description: 'Kommen Sie 15 Minuten vor Ihrem Zeitfenster und zeigen Sie das Ticket auf dem Handy.' }],
    knowBeforeYouGo: ['Am Eingang gibt es Sicherheitskontrollen; große Taschen sind nicht erlaubt.', 'Tickets gelten nur für das gebuchte Datum und die gebuchte Uhrzeit.'],
    whatToBring: ['Ihr Handyticket', 'Einen Lichtbildausweis'],
    meetingPoint: 'Der Haupteingang für Besucher; der Weg steht auf Ihrem Ticket.',
    locationDescription: 'Im Zentrum von {city}.',
  },
}
