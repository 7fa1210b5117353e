// Names of options (variants of an experience), by key.
import { t4 } from './t4'

export const OPTION_NAMES = {
  standard: t4("Standard", "Стандарт", "Standart", "Standard"),
  shared: t4("Shared group", "Сборная группа", "Grup turu", "Gruppentour"),
  private: t4("Private tour", "Индивидуальный тур", "Özel tur", "Private Tour"),
  vip: t4("VIP with private table", "VIP с отдельным столиком", "Özel masalı VIP", "VIP mit eigenem Tisch"),
  'with-transfer': t4("With hotel transfer", "С трансфером из отеля", "Otel transferli", "Mit Hoteltransfer"),
  'meet-on-site': t4("Meet at the location", "Встреча на месте", "Buluşma noktasında", "Treffpunkt vor Ort"),
  'full-day': t4("Full day (8 hours)", "Полный день (8 часов)", "Tam gün (8 saat)", "Ganzer Tag (8 Stunden)"),
  'half-day': t4("Half day (4 hours)", "Полдня (4 часа)", "Yarım gün (4 saat)", "Halber Tag (4 Stunden)"),
  'two-hours': t4("2 hours", "2 часа", "2 saat", "2 Stunden"),
  'three-hours': t4("3 hours", "3 часа", "3 saat", "3 Stunden"),
  deluxe: t4("Deluxe", "Делюкс", "Deluxe", "Deluxe"),
  'single-rider': t4("Single quad", "Одноместный квадроцикл", "Tek kişilik ATV", "Einzel-Quad"),
  'double-rider': t4("Double quad for two", "Двухместный квадроцикл", "İki kişilik ATV", "Doppel-Quad für zwei"),
  sedan: t4("Sedan (up to 3 passengers)", "Седан (до 3 пассажиров)", "Sedan (en fazla 3 yolcu)", "Limousine (bis 3 Personen)"),
  minivan: t4("Minivan (up to 6 passengers)", "Минивэн (до 6 пассажиров)", "Minivan (en fazla 6 yolcu)", "Minivan (bis 6 Personen)"),
  'double-room': t4("Double room", "Двухместный номер", "Çift kişilik oda", "Doppelzimmer"),
  suite: t4("Suite", "Люкс", "Süit", "Suite"),
  'single-entry': t4("30 days, single entry", "30 дней, однократный въезд", "30 gün, tek giriş", "30 Tage, einmalige Einreise"),
  'multiple-entry': t4("90 days, multiple entry", "90 дней, многократный въезд", "90 gün, çok girişli", "90 Tage, mehrfache Einreise"),
  express: t4("Express processing (24 hours)", "Срочное оформление (24 часа)", "Ekspres işlem (24 saat)", "Expressbearbeitung (24 Stunden)"),
  'double-cabin': t4("Double cabin", "Двухместная каюта", "Çift kişilik kabin", "Doppelkabine"),
  'whole-gulet': t4("The whole gulet (up to 12 guests)", "Вся гулета (до 12 гостей)", "Tüm gulet (en fazla 12 misafir)", "Die ganze Gulet (bis 12 Gäste)"),
  'with-dinner': t4("With dinner", "С ужином", "Akşam yemekli", "Mit Abendessen"),
  'skip-line-guided': t4("Skip-the-line with guide", "Без очереди с гидом", "Rehberli, sıra beklemeden", "Ohne Anstehen mit Guide"),
  'ticket-only': t4("Ticket only", "Только билет", "Yalnızca bilet", "Nur Ticket"),
  'prime-time': t4("Prime time at sunset", "Лучшее время — на закате", "Gün batımında özel saat", "Zur besten Zeit bei Sonnenuntergang"),
  'four-star': t4("4-star hotels", "Отели 4*", "4 yıldızlı oteller", "4-Sterne-Hotels"),
  'five-star': t4("5-star hotels", "Отели 5*", "5 yıldızlı oteller", "5-Sterne-Hotels"),
}

export type OptionNameKey = keyof typeof OPTION_NAMES
