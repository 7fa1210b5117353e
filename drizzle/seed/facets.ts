// Filter values for spec §2 listings, with their labels in every language.
import type { Text4 } from './types'

type FacetKind = 'language' | 'label' | 'occasion' | 'best_for' | 'time_of_day' | 'age_range'
type FacetSeed = { kind: FacetKind; slug: string; label: Text4 }

const f = (kind: FacetKind, slug: string, en: string, ru: string, tr: string, de: string): FacetSeed => ({
  kind,
  slug,
  label: { en, ru, tr, de },
})

export const FACETS: FacetSeed[] = [
  f('language', 'en', 'English', 'Английский', 'İngilizce', 'Englisch'),
  f('language', 'ru', 'Russian', 'Русский', 'Rusça', 'Russisch'),
  f('language', 'de', 'German', 'Немецкий', 'Almanca', 'Deutsch'),
  f('language', 'tr', 'Turkish', 'Турецкий', 'Türkçe', 'Türkisch'),
  f('language', 'ar', 'Arabic', 'Арабский', 'Arapça', 'Arabisch'),
  f('label', 'bestseller', 'Bestseller', 'Хит продаж', 'Çok Satan', 'Bestseller'),
  f('label', 'new', 'New', 'Новинка', 'Yeni', 'Neu'),
  f('label', 'skip-the-line', 'Skip the line', 'Без очереди', 'Sıra beklemeden', 'Ohne Anstehen'),
  f('label', 'private', 'Private tour', 'Индивидуальный тур', 'Özel tur', 'Private Tour'),
  f('label', 'likely-to-sell-out', 'Likely to sell out', 'Скоро раскупят', 'Tükenmek üzere', 'Bald ausverkauft'),
  f('label', 'luxury', 'Luxury', 'Люкс', 'Lüks', 'Luxus'),
  f('occasion', 'romantic', 'Romantic', 'Романтика', 'Romantik', 'Romantisch'),
  f('occasion', 'birthday', 'Birthday', 'День рождения', 'Doğum günü', 'Geburtstag'),
  f('occasion', 'honeymoon', 'Honeymoon', 'Медовый месяц', 'Balayı', 'Flitterwochen'),
  f('occasion', 'team-building', 'Team building', 'Тимбилдинг', 'Takım etkinliği', 'Teambuilding'),
  f('occasion', 'adventure', 'Adventure', 'Приключение', 'Macera', 'Abenteuer'),
  f('occasion', 'sightseeing', 'Sightseeing', 'Экскурсии', 'Gezi', 'Sightseeing'),
  f('best_for', 'couples', 'Couples', 'Пары', 'Çiftler', 'Paare'),
  f('best_for', 'families', 'Families', 'Семьи', 'Aileler', 'Familien'),
  f('best_for', 'friends', 'Groups of friends', 'Компании друзей', 'Arkadaş grupları', 'Freundesgruppen'),
  f('best_for', 'solo', 'Solo travellers', 'Путешествующие в одиночку', 'Yalnız gezginler', 'Alleinreisende'),
  f('best_for', 'kids', 'Kids', 'Дети', 'Çocuklar', 'Kinder'),
  f('time_of_day', 'morning', 'Morning', 'Утро', 'Sabah', 'Morgens'),
  f('time_of_day', 'afternoon', 'Afternoon', 'День', 'Öğleden sonra', 'Nachmittags'),
  f('time_of_day', 'evening', 'Evening', 'Вечер', 'Akşam', 'Abends'),
  f('time_of_day', 'night', 'Night', 'Ночь', 'Gece', 'Nachts'),
  f('age_range', 'all-ages', 'All ages', 'Для всех возрастов', 'Her yaş', 'Alle Altersgruppen'),
  f('age_range', 'kids-3-plus', 'Children 3+', 'Дети от 3 лет', '3 yaş ve üzeri', 'Kinder ab 3'),
  f('age_range', 'teens-12-plus', 'Ages 12+', 'От 12 лет', '12 yaş ve üzeri', 'Ab 12 Jahren'),
  f('age_range', 'adults-18-plus', 'Adults 18+', 'Только взрослые 18+', 'Yetişkinler 18+', 'Erwachsene ab 18'),
]
