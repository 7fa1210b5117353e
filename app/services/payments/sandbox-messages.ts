// The sandbox payment page's words in each catalogue language. The page is plain server HTML outside the
// Remix app (a gateway's page, not the tenant's), so it keeps its own typed dictionary; en is the source.
import type { CardErrorKey } from './sandbox-cards'

const en = {
  title: 'Secure payment',
  testMode: 'Test mode: no real money moves. Pay with 4242 4242 4242 4242; 4000 0000 0000 0002 is declined.',
  payTo: 'Pay {merchant}',
  order: 'Order {number}',
  amountDue: 'Amount due',
  paymentCurrency: 'Payment currency: {currency}',
  holdNotice: 'The amount is only held on your card and charged once the booking is confirmed.',
  cardNumber: 'Card number',
  expiry: 'Expiry date (MM/YY)',
  // The expiry field's placeholder: the letters are the reader's words for month and year.
  expiryPlaceholder: 'MM/YY',
  cvc: 'Security code (CVC)',
  name: 'Name on card',
  pay: 'Pay {amount}',
  authorise: 'Hold {amount}',
  cancel: 'Cancel and return to {merchant}',
  fixErrors: 'Please correct the highlighted fields.',
  expired: 'This payment session has expired. Return to {merchant} to start again.',
  done: 'This payment has already been completed.',
  back: 'Return to {merchant}',
  notFound: 'This payment page does not exist.',
  securedBy: 'Sandbox payment gateway · card details never reach {merchant}',
  errors: {
    required: 'Required Field',
    cardNumber: 'This card number is not valid.',
    expiryFormat: 'Enter the expiry date as MM/YY.',
    expiryPast: 'This card has expired.',
    cvc: 'The security code is 3 or 4 digits.',
    name: 'The name is too long.',
  } satisfies Record<CardErrorKey, string>,
}

export type GatewayMessages = typeof en

const ru: GatewayMessages = {
  title: 'Безопасная оплата',
  testMode: 'Тестовый режим: реальные деньги не списываются. Оплатите картой 4242 4242 4242 4242; карта 4000 0000 0000 0002 отклоняется.',
  payTo: 'Оплата: {merchant}',
  order: 'Заказ {number}',
  amountDue: 'К оплате',
  paymentCurrency: 'Валюта оплаты: {currency}',
  holdNotice: 'Сумма только блокируется на карте и списывается после подтверждения бронирования.',
  cardNumber: 'Номер карты',
  expiry: 'Срок действия (ММ/ГГ)',
  expiryPlaceholder: 'ММ/ГГ',
  cvc: 'Код безопасности (CVC)',
  name: 'Имя на карте',
  pay: 'Оплатить {amount}',
  authorise: 'Заблокировать {amount}',
  cancel: 'Отменить и вернуться в {merchant}',
  fixErrors: 'Исправьте отмеченные поля.',
  expired: 'Срок этой платёжной сессии истёк. Вернитесь в {merchant}, чтобы начать заново.',
  done: 'Этот платёж уже завершён.',
  back: 'Вернуться в {merchant}',
  notFound: 'Такой платёжной страницы нет.',
  securedBy: 'Тестовый платёжный шлюз · данные карты не передаются {merchant}',
  errors: {
    required: 'Обязательное поле',
    cardNumber: 'Неверный номер карты.',
    expiryFormat: 'Введите срок действия в формате ММ/ГГ.',
    expiryPast: 'Срок действия карты истёк.',
    cvc: 'Код безопасности — 3 или 4 цифры.',
    name: 'Слишком длинное имя.',
  },
}

const tr: GatewayMessages = {
  title: 'Güvenli ödeme',
  testMode: 'Test modu: gerçek para aktarılmaz. 4242 4242 4242 4242 ile ödeyin; 4000 0000 0000 0002 reddedilir.',
  payTo: '{merchant} için ödeme',
  order: 'Sipariş {number}',
  amountDue: 'Ödenecek tutar',
  paymentCurrency: 'Ödeme para birimi: {currency}',
  holdNotice: 'Tutar yalnızca kartınızda bloke edilir ve rezervasyon onaylandığında tahsil edilir.',
  cardNumber: 'Kart numarası',
  expiry: 'Son kullanma tarihi (AA/YY)',
  expiryPlaceholder: 'AA/YY',
  cvc: 'Güvenlik kodu (CVC)',
  name: 'Kart üzerindeki isim',
  pay: '{amount} öde',
  authorise: '{amount} bloke et',
  cancel: 'İptal et ve {merchant} sitesine dön',
  fixErrors: 'Lütfen işaretli alanları düzeltin.',
  expired: 'Bu ödeme oturumunun süresi doldu. Yeniden başlamak için {merchant} sitesine dönün.',
  done: 'Bu ödeme zaten tamamlandı.',
  back: '{merchant} sitesine dön',
  notFound: 'Böyle bir ödeme sayfası yok.',
  securedBy: 'Test ödeme altyapısı · kart bilgileri {merchant} ile paylaşılmaz',
  errors: {
    required: 'Zorunlu alan',
    cardNumber: 'Bu kart numarası geçerli değil.',
    expiryFormat: 'Son kullanma tarihini AA/YY olarak girin.',
    expiryPast: 'Bu kartın süresi dolmuş.',
    cvc: 'Güvenlik kodu 3 veya 4 hanelidir.',
    name: 'İsim çok uzun.',
  },
}

const de: GatewayMessages = {
  title: 'Sichere Zahlung',
  testMode: 'Testmodus: Es fließt kein echtes Geld. Zahlen Sie mit 4242 4242 4242 4242; 4000 0000 0000 0002 wird abgelehnt.',
  payTo: 'Zahlung an {merchant}',
  order: 'Bestellung {number}',
  amountDue: 'Zu zahlen',
  paymentCurrency: 'Zahlungswährung: {currency}',
  holdNotice: 'Der Betrag wird auf Ihrer Karte nur vorgemerkt und erst nach Bestätigung der Buchung abgebucht.',
  cardNumber: 'Kartennummer',
  expiry: 'Ablaufdatum (MM/JJ)',
  expiryPlaceholder: 'MM/JJ',
  cvc: 'Prüfnummer (CVC)',
  name: 'Name auf der Karte',
  pay: '{amount} bezahlen',
  authorise: '{amount} vormerken',
  cancel: 'Abbrechen und zurück zu {merchant}',
  fixErrors: 'Bitte korrigieren Sie die markierten Felder.',
  expired: 'Diese Zahlungssitzung ist abgelaufen. Kehren Sie zu {merchant} zurück, um neu zu beginnen.',
  done: 'Diese Zahlung ist bereits abgeschlossen.',
  back: 'Zurück zu {merchant}',
  notFound: 'Diese Zahlungsseite gibt es nicht.',
  securedBy: 'Test-Zahlungsgateway · Kartendaten erreichen {merchant} nie',
  errors: {
    required: 'Pflichtfeld',
    cardNumber: 'Diese Kartennummer ist ungültig.',
    expiryFormat: 'Geben Sie das Ablaufdatum als MM/JJ ein.',
    expiryPast: 'Diese Karte ist abgelaufen.',
    cvc: 'Die Prüfnummer hat 3 oder 4 Ziffern.',
    name: 'Der Name ist zu lang.',
  },
}

const MESSAGES: Record<string, GatewayMessages> = { en, ru, tr, de }

export function gatewayMessages(locale: string): GatewayMessages {
  return MESSAGES[locale] ?? en
}

/** Replaces `{name}` placeholders; values are inserted as given (the page escapes the result). */
export function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole)
}
