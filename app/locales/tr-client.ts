// Turkish strings of the page-wide client behaviours; keys mirror en-client.ts.
import type { Messages } from './en'

export const trClient: Pick<Messages, 'flash' | 'navigation' | 'consent'> = {
  flash: {
    signedOut: 'Oturumunuz kapatıldı.',
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
