// Turkish strings of the tenant content pages; keys mirror en-content.ts.
import type { Messages } from './en'

export const trContent: Pick<Messages, 'content'> = {
  content: {
    fallbackNotice: 'Bu sayfa henüz {{language}} dilinde mevcut değil, bu yüzden İngilizce gösteriliyor.',
    lastUpdated: 'Son güncelleme: {{date}}',
    blogTitle: 'Haberler ve Hikâyeler',
    blogMetaTitle: 'Haberler ve Hikâyeler | {{name}}',
    blogMetaDescription: '{{name}} ekibinden seyahat ipuçları, rehberler ve hikâyeler: bir sonraki turunuz, gezi tekneniz ya da gününüz için fikirler.',
    blogIntro: 'Ekibimizden seyahat ipuçları, yerel rehberler ve hikâyeler.',
    blogEmpty: 'Henüz yazı yok. Hikâyeler ve seyahat ipuçları için yakında tekrar uğrayın.',
    readingTime: '{{count}} dk okuma',
    byAuthor: 'Yazar: {{author}}',
    relatedTitle: 'Bu yazıdaki deneyimler',
    backToBlog: 'Tüm yazılar',
    inEnglish: 'İngilizce',
    faqHelpTitle: 'Cevabınızı bulamadınız mı?',
    faqHelpText: 'Yardım merkezimiz gece gündüz açık: WhatsApp üzerinden yazın, destek hattını arayın ya da bize mesaj gönderin.',
    faqHelpLink: 'Yardım merkezine git',
    figuresTitle: 'Rakamlarla {{name}}',
    figureExperiences: 'Deneyim',
    figureCities: 'Şehir',
    figureReviews: 'Gezgin yorumu',
    figureRating: 'Ortalama puan',
    figuresNote: 'Bu sitedeki deneyimlerden anlık olarak sayılır.',
    contactTitle: 'Bize ulaşın',
    contactLink: 'Bize yazın',
  },
}
