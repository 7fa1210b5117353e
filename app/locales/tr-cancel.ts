// Rezervasyon iptal ekranının Türkçe metinleri; anahtarlar en-cancel.ts ile aynı.
import type { Messages } from './en'

export const trCancel: Pick<Messages, 'cancelBooking'> = {
  cancelBooking: {
    metaTitle: 'Rezervasyon iptali | {{name}}',
    title: 'Bu rezervasyon iptal edilsin mi?',
    orderNumber: 'Sipariş {{number}}',
    when: 'Ne zaman',
    travellers: 'Katılımcılar',
    paid: 'Ödediğiniz tutar',
    fee: 'İptal ücreti ({{percent}})',
    refund: 'İade edilecek tutar',
    refundNote: 'İade, ödeme yaptığınız karta yapılır ve genellikle 5–10 gün içinde görünür.',
    until: 'Bu iade tutarı {{when}} öncesinde iptal ederseniz geçerlidir. Sonrasında ücret {{percent}} olur.',
    noRefundAfter: 'Bu iade tutarı {{when}} öncesinde iptal ederseniz geçerlidir. Sonrasında iade yapılmaz.',
    noLaterTier: 'Başlangıca kadar iptal ücreti değişmez.',
    nonRefundable: 'Bu rezervasyonun iptal koşullarına göre iade yapılmaz.',
    released: 'Bu rezervasyon için ücret alınmadı: kartınızda bloke edilen {{amount}} serbest bırakılır.',
    notCharged: 'Bu rezervasyon için çevrimiçi ücret alınmadı, bu yüzden iade edilecek bir tutar yok.',
    confirm: 'Rezervasyonu iptal et',
    confirming: 'İptal ediliyor…',
    keep: 'Rezervasyonumu koru',
    quoteChanged: 'Sayfa açıkken iade tutarı değişti. Onaylamadan önce lütfen yeni tutarı kontrol edin.',
    refused: {
      already_cancelled: 'Bu rezervasyon zaten iptal edilmiş.',
      not_cancellable: 'Bu rezervasyon çevrimiçi iptal edilemez. Lütfen bizimle iletişime geçin, yardımcı olalım.',
      started: 'Bu tur başladığı için artık çevrimiçi iptal edilemez.',
      no_policy: 'Bu rezervasyon için çevrimiçi uygulanabilecek bir iptal koşulu yok. Lütfen bizimle iletişime geçin, yardımcı olalım.',
    },
    back: 'Siparişinize dönün',
  },
}
