// The demo cities and the nine categories of spec §1, with their names in every language.
import type { Text4 } from './types'

export type CitySeed = {
  slug: string
  name: Text4
  /** "in Dubai" in each language, with the right case ending (в Дубае, Dubai'de). */
  inCity: Text4
  countryCode: string
  timeZone: string
  latitude: number
  longitude: number
}

const city = (
  slug: string,
  name: Text4,
  inCity: Text4,
  countryCode: string,
  timeZone: string,
  latitude: number,
  longitude: number,
): CitySeed => ({ slug, name, inCity, countryCode, timeZone, latitude, longitude })

export const CITIES: CitySeed[] = [
  city('dubai', { en: 'Dubai', ru: 'Дубай', tr: 'Dubai', de: 'Dubai' },
    { en: 'in Dubai', ru: 'в Дубае', tr: "Dubai'de", de: 'in Dubai' }, 'AE', 'Asia/Dubai', 25.2048, 55.2708),
  city('abu-dhabi', { en: 'Abu Dhabi', ru: 'Абу-Даби', tr: 'Abu Dabi', de: 'Abu Dhabi' },
    { en: 'in Abu Dhabi', ru: 'в Абу-Даби', tr: "Abu Dabi'de", de: 'in Abu Dhabi' }, 'AE', 'Asia/Dubai', 24.4539, 54.3773),
  city('istanbul', { en: 'Istanbul', ru: 'Стамбул', tr: 'İstanbul', de: 'Istanbul' },
    { en: 'in Istanbul', ru: 'в Стамбуле', tr: "İstanbul'da", de: 'in Istanbul' }, 'TR', 'Europe/Istanbul', 41.0082, 28.9784),
  city('cappadocia', { en: 'Cappadocia', ru: 'Каппадокия', tr: 'Kapadokya', de: 'Kappadokien' },
    { en: 'in Cappadocia', ru: 'в Каппадокии', tr: "Kapadokya'da", de: 'in Kappadokien' }, 'TR', 'Europe/Istanbul', 38.6431, 34.8289),
  city('antalya', { en: 'Antalya', ru: 'Анталья', tr: 'Antalya', de: 'Antalya' },
    { en: 'in Antalya', ru: 'в Анталье', tr: "Antalya'da", de: 'in Antalya' }, 'TR', 'Europe/Istanbul', 36.8969, 30.7133),
  city('bodrum', { en: 'Bodrum', ru: 'Бодрум', tr: 'Bodrum', de: 'Bodrum' },
    { en: 'in Bodrum', ru: 'в Бодруме', tr: "Bodrum'da", de: 'in Bodrum' }, 'TR', 'Europe/Istanbul', 37.0344, 27.4305),
  city('berlin', { en: 'Berlin', ru: 'Берлин', tr: 'Berlin', de: 'Berlin' },
    { en: 'in Berlin', ru: 'в Берлине', tr: "Berlin'de", de: 'in Berlin' }, 'DE', 'Europe/Berlin', 52.52, 13.405),
  city('munich', { en: 'Munich', ru: 'Мюнхен', tr: 'Münih', de: 'München' },
    { en: 'in Munich', ru: 'в Мюнхене', tr: "Münih'te", de: 'in München' }, 'DE', 'Europe/Berlin', 48.1351, 11.582),
]

type CategorySeed = { slug: string; name: Text4 }

export const CATEGORIES: CategorySeed[] = [
  { slug: 'tours', name: { en: 'Tours', ru: 'Туры', tr: 'Turlar', de: 'Touren' } },
  { slug: 'activities', name: { en: 'Activities', ru: 'Развлечения', tr: 'Aktiviteler', de: 'Aktivitäten' } },
  { slug: 'attractions', name: { en: 'Attractions', ru: 'Достопримечательности', tr: 'Turistik Yerler', de: 'Sehenswürdigkeiten' } },
  { slug: 'cruises', name: { en: 'Cruises', ru: 'Круизы', tr: 'Tekne Turları', de: 'Bootsfahrten' } },
  { slug: 'yachts', name: { en: 'Yachts', ru: 'Яхты', tr: 'Yatlar', de: 'Yachten' } },
  { slug: 'packages', name: { en: 'Packages', ru: 'Пакетные туры', tr: 'Paket Turlar', de: 'Pauschalangebote' } },
  { slug: 'transport', name: { en: 'Transport', ru: 'Трансферы', tr: 'Ulaşım', de: 'Transfers' } },
  { slug: 'visas', name: { en: 'Visas', ru: 'Визы', tr: 'Vizeler', de: 'Visa' } },
  { slug: 'hotels', name: { en: 'Hotels', ru: 'Отели', tr: 'Oteller', de: 'Hotels' } },
]
