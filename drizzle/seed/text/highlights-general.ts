// Highlight phrases that fit any destination: pickups, guides, tickets, transfers, visas, packages.
import { t4 } from './t4'

export const GENERAL_HIGHLIGHTS = {
  'hotel-pickup': t4("Pickup and drop-off near your hotel in an air-conditioned vehicle", "Трансфер от точки рядом с отелем и обратно на машине с кондиционером", "Klimalı araçla otelinize yakın bir noktadan alış ve bırakış", "Abholung und Rückfahrt nahe Ihrem Hotel im klimatisierten Fahrzeug"),
  'licensed-guide': t4("A licensed local guide with years of experience", "Лицензированный местный гид с многолетним опытом", "Yılların deneyimine sahip lisanslı yerel rehber", "Lizenzierter örtlicher Guide mit langjähriger Erfahrung"),
  'small-group': t4("A small group, so everyone can hear the guide and ask questions", "Небольшая группа: гида слышно всем, и можно задавать вопросы", "Küçük grup: herkes rehberi duyar ve soru sorabilir", "Kleine Gruppe: Alle hören den Guide und können Fragen stellen"),
  'skip-line': t4("Skip-the-line entry, with no waiting at the ticket desk", "Вход без очереди, без ожидания у кассы", "Sıra beklemeden giriş, gişede bekleme yok", "Einlass ohne Anstehen, kein Warten an der Kasse"),
  'lunch-included': t4("Lunch at a local restaurant included", "Обед в местном ресторане включён", "Yerel bir restoranda öğle yemeği dahil", "Mittagessen in einem lokalen Restaurant inklusive"),
  'photo-stops': t4("Plenty of time for photos at the best viewpoints", "Достаточно времени для фото на лучших смотровых площадках", "En güzel manzara noktalarında fotoğraf için bolca zaman", "Genug Zeit für Fotos an den schönsten Aussichtspunkten"),
  'mobile-ticket': t4("Mobile ticket: just show it on your phone", "Электронный билет — достаточно показать телефон", "Mobil bilet, telefonunuzdan göstermeniz yeterli", "Mobiles Ticket, einfach auf dem Handy vorzeigen"),
  'family-friendly': t4("Suitable for families with children", "Подходит для семей с детьми", "Çocuklu aileler için uygun", "Geeignet für Familien mit Kindern"),
  'private-vehicle': t4("A private vehicle and driver just for your group", "Отдельный автомобиль с водителем только для вашей группы", "Sadece grubunuza özel araç ve şoför", "Privates Fahrzeug mit Fahrer nur für Ihre Gruppe"),
  'meet-greet': t4("Meet and greet in the arrivals hall with a name sign", "Встреча в зале прилёта с табличкой с вашим именем", "Geliş salonunda isim tabelasıyla karşılama", "Empfang in der Ankunftshalle mit Namensschild"),
  'flight-tracking': t4("Flight tracking and 60 minutes of free waiting time", "Отслеживание рейса и 60 минут бесплатного ожидания", "Uçuş takibi ve 60 dakika ücretsiz bekleme", "Flugüberwachung und 60 Minuten kostenlose Wartezeit"),
  'fixed-price': t4("Fixed price per vehicle, with no meter and no surprises", "Фиксированная цена за автомобиль, без счётчика и сюрпризов", "Araç başına sabit fiyat, taksimetre ve sürpriz yok", "Festpreis pro Fahrzeug, kein Taxameter, keine Überraschungen"),
  'visa-processing': t4("Application checked and submitted by our visa team", "Заявление проверяет и подаёт наша визовая команда", "Başvurunuz vize ekibimiz tarafından kontrol edilip iletilir", "Antrag wird von unserem Visa-Team geprüft und eingereicht"),
  'visa-email': t4("E-visa delivered by email, usually within 3 working days", "Электронная виза по почте, обычно за 3 рабочих дня", "E-vize genellikle 3 iş günü içinde e-postayla gönderilir", "E-Visum per E-Mail, in der Regel innerhalb von 3 Werktagen"),
  'package-hotels': t4("Hand-picked hotels and all transfers included", "Отобранные отели и все трансферы включены", "Özenle seçilmiş oteller ve tüm transferler dahil", "Handverlesene Hotels und alle Transfers inklusive"),
}
