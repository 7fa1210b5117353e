// The catalogue editor: the experiences list, an experience's frame of tabs, its details, text and options.
import { defineArea } from './define'

export default defineArea({
  en: {
    tabs: { details: 'Details & text', options: 'Options & prices', photos: 'Photos', questions: 'Booking questions', schedule: 'Schedule', preview: 'Preview' },
    status: { draft: 'Draft', active: 'Published', unavailable: 'Off sale' },
    backToList: 'All experiences',
  },
  ru: {
    tabs: { details: 'Описание и тексты', options: 'Варианты и цены', photos: 'Фото', questions: 'Вопросы при бронировании', schedule: 'Расписание', preview: 'Просмотр' },
    status: { draft: 'Черновик', active: 'Опубликовано', unavailable: 'Снято с продажи' },
    backToList: 'Все впечатления',
  },
  tr: {
    tabs: { details: 'Ayrıntılar ve metin', options: 'Seçenekler ve fiyatlar', photos: 'Fotoğraflar', questions: 'Rezervasyon soruları', schedule: 'Takvim', preview: 'Önizleme' },
    status: { draft: 'Taslak', active: 'Yayında', unavailable: 'Satışta değil' },
    backToList: 'Tüm deneyimler',
  },
  de: {
    tabs: { details: 'Details & Texte', options: 'Optionen & Preise', photos: 'Fotos', questions: 'Buchungsfragen', schedule: 'Zeitplan', preview: 'Vorschau' },
    status: { draft: 'Entwurf', active: 'Veröffentlicht', unavailable: 'Nicht buchbar' },
    backToList: 'Alle Erlebnisse',
  },
})
