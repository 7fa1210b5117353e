// Turkish strings of /contact-us and its help centre; keys mirror en-contact.ts.
import type { Messages } from './en'

export const trContact: Pick<Messages, 'contact'> = {
  contact: {
    metaTitle: 'İletişim | {{name}}',
    metaDescription: 'Bir tur ya da rezervasyon hakkında sorunuz mu var? {{name}} ekibine yazın, 7/24 destek hattını arayın veya WhatsApp üzerinden bizimle sohbet edin.',
    title: 'Bize ulaşın',
    intro: 'Bir tur, rezervasyon ya da grup gezisi hakkında sorunuz mu var? Bize mesaj gönderin; genellikle bir gün içinde e-postayla yanıtlıyoruz.',
    formTitle: 'Bize mesaj gönderin',
    name: 'Adınız',
    email: 'E-posta',
    subject: 'Konu',
    message: 'Mesaj',
    messageHint: 'En az 10 karakter. Biliyorsanız turu, tarihi ve kaç kişi olduğunuzu yazın.',
    submit: 'Mesajı gönder',
    sending: 'Gönderiliyor…',
    sent: 'Teşekkürler! Mesajınız gönderildi.',
    honeypot: 'Bu alanı boş bırakın',
    tooManyRequests: 'Kısa sürede birkaç mesaj gönderdiniz. Lütfen {{minutes}} dk sonra tekrar deneyin ya da bizi arayın veya bize yazın.',
    helpTitle: 'Yardım merkezi',
    helpIntro: 'Konuşmayı mı tercih edersiniz? Ekibimiz günün her saati yanınızda.',
    chat: 'WhatsApp üzerinden sohbet',
    chatText: 'Ekibimizden hızlı yanıtlar',
    phone: 'Bizi arayın',
    supportLine: '7/24 destek hattı',
    supportText: 'Gece gündüz, her gün',
    emailUs: 'Bize e-posta gönderin',
    emailText: 'Bir gün içinde yanıtlıyoruz',
    address: 'Ofisimiz',
  },
}
