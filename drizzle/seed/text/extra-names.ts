// Names of optional extras, by key; prices are set per experience in its own currency.
import { t4 } from './t4'

export const EXTRA_NAMES = {
  'quad-30': t4("30-minute quad bike ride", "30 минут на квадроцикле", "30 dakikalık ATV turu", "30 Minuten Quad fahren"),
  'photo-package': t4("Professional photo package", "Профессиональная фотосессия", "Profesyonel fotoğraf paketi", "Professionelles Fotopaket"),
  'flight-video': t4("Flight video from the basket camera", "Видео полёта с камеры на корзине", "Sepet kamerasından uçuş videosu", "Fahrtvideo von der Korbkamera"),
  'bbq-lunch': t4("Barbecue lunch on board", "Обед-барбекю на борту", "Teknede barbekü öğle yemeği", "Grill-Mittagessen an Bord"),
  champagne: t4("Bottle of champagne on ice", "Бутылка шампанского во льду", "Buzda bir şişe şampanya", "Flasche Champagner auf Eis"),
  'jet-ski': t4("Jet ski, 30 minutes", "Гидроцикл, 30 минут", "Jet ski, 30 dakika", "Jetski, 30 Minuten"),
  'birthday-cake': t4("Birthday cake and decorations", "Праздничный торт и украшения", "Doğum günü pastası ve süsleme", "Geburtstagstorte und Dekoration"),
  'hotel-transfer': t4("Hotel transfer", "Трансфер из отеля", "Otel transferi", "Hoteltransfer"),
  lunch: t4("Lunch", "Обед", "Öğle yemeği", "Mittagessen"),
  'audio-guide': t4("Audio guide", "Аудиогид", "Sesli rehber", "Audioguide"),
  'child-seat': t4("Child seat", "Детское кресло", "Çocuk koltuğu", "Kindersitz"),
  'private-guide': t4("Private guide for your group", "Личный гид для вашей группы", "Grubunuza özel rehber", "Privater Guide für Ihre Gruppe"),
  'extra-tastings': t4("Extra tasting flight", "Дополнительная дегустация", "Ek tadım menüsü", "Zusätzliche Verkostung"),
  'drone-video': t4("Drone video of your trip", "Видео с дрона", "Drone ile tur videosu", "Drohnenvideo Ihres Ausflugs"),
  'late-checkout': t4("Late check-out until 16:00", "Поздний выезд до 16:00", "16:00'ya kadar geç çıkış", "Später Check-out bis 16:00"),
  'travel-insurance': t4("Travel insurance", "Туристическая страховка", "Seyahat sigortası", "Reiseversicherung"),
}

export type ExtraKey = keyof typeof EXTRA_NAMES
