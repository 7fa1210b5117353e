// Turkish strings of the page-wide client behaviours; keys mirror en-client.ts.
import type { Messages } from './en'

export const trClient: Pick<Messages, 'flash' | 'navigation' | 'consent'> = {
  flash: {
    signedOut: 'Oturumunuz kapatıldı.',
    bookingCancelled: 'Rezervasyonunuz iptal edildi. Ayrıntıları e-postayla gönderdik.',
    bookingAlreadyCancelled: 'Bu rezervasyon zaten iptal edilmişti.',
  },
  navigation: {
    loading: 'Sayfa yükleniyor',
  },
  consent: {
    title: 'Gizliliğiniz',
    text: 'Ziyaretçilerin siteyi nasıl kullandığını anlamak için analiz çerezleri (Google Tag Manager) kullanmak istiyoruz. Bunlar yalnızca kabul ederseniz yüklenir.',
    privacy: 'Gizlilik politikası',
    accept: 'Kabul et',
    refuse: 'Reddet',
  },
}
