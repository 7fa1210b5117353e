// The partner hub's emails in the hub's four languages (issue 22). {placeholders} are filled by render-hub.ts.
const en = {
  brand: 'Excursio Partners',
  footer: 'You receive this email because you are on a supplier team in Excursio Partners. Choose which alerts you get under Settings → Alerts.',
  accountFooter: 'You receive this email because someone asked for it at Excursio Partners. If it was not you, ignore it.',
  invitation: {
    subject: 'Your invitation to {supplier} on Excursio Partners',
    subjectAdmin: 'Your invitation to run Excursio Partners',
    intro: '{inviter} invites you to join {supplier} as {role}.',
    introAdmin: '{inviter} invites you to be a platform admin of Excursio Partners.',
    roles: { owner: 'owner', staff: 'staff member', admin: 'platform admin' },
    action: 'Accept the invitation',
    expires: 'The link works once and for {days} days.',
  },
  passwordReset: { subject: 'Reset your Excursio Partners password', intro: 'Choose a new password with the button below.', action: 'Choose a new password', expires: 'The link works once and for {minutes} minutes. Every device signed in to your account is signed out when you use it.' },
  booking: {
    subject: {
      new_booking: 'New booking {reference}: {experience}, {date}',
      on_request: 'Please answer: booking request {reference} for {date}',
      reminder: 'Reminder: booking request {reference} still waits for your answer',
      auto_declined: 'Declined automatically: request {reference} was not answered in time',
      pay_later: 'Pay-later reservation {reference}: {experience}, {date}',
      cancellation: 'Cancelled: booking {reference} for {date}',
    },
    intro: {
      new_booking: 'A traveller booked {experience} through {tenant}. It is confirmed and paid.',
      on_request: 'A traveller asks to book {experience} through {tenant}. Their card is authorised; nothing is charged until you confirm.',
      reminder: 'This request still waits for your answer. If you do not answer by {due}, it is declined for you and the traveller is told.',
      auto_declined: 'Nobody answered this request by {due}, so it was declined. The traveller was told and nothing was charged.',
      pay_later: 'A traveller reserved {experience} through {tenant} and will pay you directly. Please contact them to arrange the payment.',
      cancellation: 'This booking was cancelled by {by}. The seats are free again.',
    },
    cancelledBy: { buyer: 'the traveller', supplier: 'your team' },
    due: 'Answer by {due}, or it is declined automatically.',
    confirm: 'Confirm',
    decline: 'Decline',
    view: 'Open the booking',
    rows: { reference: 'Reference', experience: 'Experience', option: 'Option', date: 'Date', time: 'Start time', travellers: 'Travellers', lead: 'Lead traveller', email: 'Email', phone: 'Phone', amount: 'Amount', tenant: 'Sold through' },
    units: { adult: 'Adults', child: 'Children', infant: 'Infants', item: 'Items' },
  },
}

type Messages = typeof en

const ru: Messages = {
  brand: 'Excursio Partners',
  footer: 'Вы получили это письмо, потому что состоите в команде поставщика в Excursio Partners. Выбрать уведомления можно в разделе «Настройки → Уведомления».',
  accountFooter: 'Вы получили это письмо, потому что его запросили в Excursio Partners. Если это были не вы, просто проигнорируйте его.',
  invitation: {
    subject: 'Приглашение в {supplier} на Excursio Partners',
    subjectAdmin: 'Приглашение управлять Excursio Partners',
    intro: '{inviter} приглашает вас в {supplier}: роль — {role}.',
    introAdmin: '{inviter} приглашает вас стать администратором платформы Excursio Partners.',
    roles: { owner: 'владелец', staff: 'сотрудник', admin: 'администратор платформы' },
    action: 'Принять приглашение',
    expires: 'Ссылка работает один раз в течение {days} дн.',
  },
  passwordReset: { subject: 'Сброс пароля Excursio Partners', intro: 'Задайте новый пароль по кнопке ниже.', action: 'Задать новый пароль', expires: 'Ссылка работает один раз в течение {minutes} мин. После смены пароля все устройства выйдут из аккаунта.' },
  booking: {
    subject: {
      new_booking: 'Новое бронирование {reference}: {experience}, {date}',
      on_request: 'Нужен ответ: запрос на бронирование {reference} на {date}',
      reminder: 'Напоминание: запрос {reference} всё ещё ждёт ответа',
      auto_declined: 'Отклонено автоматически: на запрос {reference} не ответили вовремя',
      pay_later: 'Бронирование с оплатой позже {reference}: {experience}, {date}',
      cancellation: 'Отменено: бронирование {reference} на {date}',
    },
    intro: {
      new_booking: 'Путешественник забронировал «{experience}» через {tenant}. Бронирование подтверждено и оплачено.',
      on_request: 'Путешественник хочет забронировать «{experience}» через {tenant}. Сумма на карте заблокирована; списания не будет, пока вы не подтвердите.',
      reminder: 'Запрос всё ещё ждёт ответа. Если не ответить до {due}, он будет отклонён автоматически, и путешественник получит уведомление.',
      auto_declined: 'На запрос не ответили до {due}, поэтому он отклонён. Путешественник уведомлён, деньги не списаны.',
      pay_later: 'Путешественник забронировал «{experience}» через {tenant} и заплатит вам напрямую. Свяжитесь с ним, чтобы договориться об оплате.',
      cancellation: 'Бронирование отменил(а) {by}. Места снова свободны.',
    },
    cancelledBy: { buyer: 'путешественник', supplier: 'ваша команда' },
    due: 'Ответьте до {due}, иначе запрос будет отклонён автоматически.',
    confirm: 'Подтвердить',
    decline: 'Отклонить',
    view: 'Открыть бронирование',
    rows: { reference: 'Номер', experience: 'Впечатление', option: 'Вариант', date: 'Дата', time: 'Начало', travellers: 'Путешественники', lead: 'Контактное лицо', email: 'Email', phone: 'Телефон', amount: 'Сумма', tenant: 'Продано через' },
    units: { adult: 'Взрослые', child: 'Дети', infant: 'Младенцы', item: 'Позиции' },
  },
}

const tr: Messages = {
  brand: 'Excursio Partners',
  footer: 'Bu e-postayı Excursio Partners’ta bir tedarikçi ekibinde olduğunuz için alıyorsunuz. Hangi bildirimleri alacağınızı Ayarlar → Bildirimler’den seçin.',
  accountFooter: 'Bu e-postayı Excursio Partners’ta istendiği için alıyorsunuz. İsteyen siz değilseniz dikkate almayın.',
  invitation: {
    subject: 'Excursio Partners’ta {supplier} davetiniz',
    subjectAdmin: 'Excursio Partners’ı yönetme davetiniz',
    intro: '{inviter} sizi {supplier} ekibine {role} olarak davet ediyor.',
    introAdmin: '{inviter} sizi Excursio Partners platform yöneticisi olmaya davet ediyor.',
    roles: { owner: 'sahip', staff: 'personel', admin: 'platform yöneticisi' },
    action: 'Daveti kabul et',
    expires: 'Bağlantı bir kez ve {days} gün boyunca çalışır.',
  },
  passwordReset: { subject: 'Excursio Partners şifrenizi sıfırlayın', intro: 'Aşağıdaki düğmeyle yeni bir şifre belirleyin.', action: 'Yeni şifre belirle', expires: 'Bağlantı bir kez ve {minutes} dakika boyunca çalışır. Kullandığınızda hesabınızdaki tüm cihazlardan çıkış yapılır.' },
  booking: {
    subject: {
      new_booking: 'Yeni rezervasyon {reference}: {experience}, {date}',
      on_request: 'Yanıt bekleniyor: {date} için rezervasyon talebi {reference}',
      reminder: 'Hatırlatma: {reference} talebi hâlâ yanıtınızı bekliyor',
      auto_declined: 'Otomatik reddedildi: {reference} talebi zamanında yanıtlanmadı',
      pay_later: 'Sonra ödemeli rezervasyon {reference}: {experience}, {date}',
      cancellation: 'İptal edildi: {date} tarihli rezervasyon {reference}',
    },
    intro: {
      new_booking: 'Bir gezgin {tenant} üzerinden {experience} rezervasyonu yaptı. Onaylandı ve ödendi.',
      on_request: 'Bir gezgin {tenant} üzerinden {experience} rezervasyonu istiyor. Kartında provizyon alındı; siz onaylayana kadar tahsilat yapılmaz.',
      reminder: 'Bu talep hâlâ yanıtınızı bekliyor. {due} tarihine kadar yanıtlamazsanız sizin adınıza reddedilir ve gezgine bildirilir.',
      auto_declined: 'Bu talep {due} tarihine kadar yanıtlanmadığı için reddedildi. Gezgine bildirildi, tahsilat yapılmadı.',
      pay_later: 'Bir gezgin {tenant} üzerinden {experience} rezervasyonu yaptı ve size doğrudan ödeyecek. Ödeme için lütfen kendisiyle iletişime geçin.',
      cancellation: 'Bu rezervasyonu {by} iptal etti. Yerler yeniden boş.',
    },
    cancelledBy: { buyer: 'gezgin', supplier: 'ekibiniz' },
    due: '{due} tarihine kadar yanıtlayın, yoksa otomatik olarak reddedilir.',
    confirm: 'Onayla',
    decline: 'Reddet',
    view: 'Rezervasyonu aç',
    rows: { reference: 'Referans', experience: 'Deneyim', option: 'Seçenek', date: 'Tarih', time: 'Başlangıç', travellers: 'Gezginler', lead: 'Ana gezgin', email: 'E-posta', phone: 'Telefon', amount: 'Tutar', tenant: 'Satış kanalı' },
    units: { adult: 'Yetişkin', child: 'Çocuk', infant: 'Bebek', item: 'Adet' },
  },
}

const de: Messages = {
  brand: 'Excursio Partners',
  footer: 'Sie erhalten diese E-Mail, weil Sie im Team eines Anbieters bei Excursio Partners sind. Welche Benachrichtigungen Sie bekommen, wählen Sie unter Einstellungen → Benachrichtigungen.',
  accountFooter: 'Sie erhalten diese E-Mail, weil sie bei Excursio Partners angefordert wurde. Falls Sie das nicht waren, ignorieren Sie sie.',
  invitation: {
    subject: 'Ihre Einladung zu {supplier} bei Excursio Partners',
    subjectAdmin: 'Ihre Einladung, Excursio Partners zu verwalten',
    intro: '{inviter} lädt Sie zu {supplier} ein, als {role}.',
    introAdmin: '{inviter} lädt Sie ein, Plattform-Admin von Excursio Partners zu werden.',
    roles: { owner: 'Inhaber', staff: 'Mitarbeiter', admin: 'Plattform-Admin' },
    action: 'Einladung annehmen',
    expires: 'Der Link funktioniert einmal und {days} Tage lang.',
  },
  passwordReset: { subject: 'Ihr Excursio-Partners-Passwort zurücksetzen', intro: 'Wählen Sie mit dem Knopf unten ein neues Passwort.', action: 'Neues Passwort wählen', expires: 'Der Link funktioniert einmal und {minutes} Minuten lang. Danach sind alle Geräte von Ihrem Konto abgemeldet.' },
  booking: {
    subject: {
      new_booking: 'Neue Buchung {reference}: {experience}, {date}',
      on_request: 'Bitte antworten: Buchungsanfrage {reference} für {date}',
      reminder: 'Erinnerung: Anfrage {reference} wartet noch auf Ihre Antwort',
      auto_declined: 'Automatisch abgelehnt: Anfrage {reference} wurde nicht rechtzeitig beantwortet',
      pay_later: 'Reservierung mit späterer Zahlung {reference}: {experience}, {date}',
      cancellation: 'Storniert: Buchung {reference} für {date}',
    },
    intro: {
      new_booking: 'Ein Reisender hat {experience} über {tenant} gebucht. Die Buchung ist bestätigt und bezahlt.',
      on_request: 'Ein Reisender möchte {experience} über {tenant} buchen. Der Betrag ist auf der Karte reserviert; abgebucht wird erst, wenn Sie bestätigen.',
      reminder: 'Diese Anfrage wartet noch auf Ihre Antwort. Ohne Antwort bis {due} wird sie für Sie abgelehnt und der Reisende benachrichtigt.',
      auto_declined: 'Diese Anfrage wurde bis {due} nicht beantwortet und daher abgelehnt. Der Reisende wurde benachrichtigt, nichts wurde abgebucht.',
      pay_later: 'Ein Reisender hat {experience} über {tenant} reserviert und zahlt direkt bei Ihnen. Bitte nehmen Sie Kontakt auf, um die Zahlung zu vereinbaren.',
      cancellation: 'Diese Buchung wurde von {by} storniert. Die Plätze sind wieder frei.',
    },
    cancelledBy: { buyer: 'dem Reisenden', supplier: 'Ihrem Team' },
    due: 'Antworten Sie bis {due}, sonst wird automatisch abgelehnt.',
    confirm: 'Bestätigen',
    decline: 'Ablehnen',
    view: 'Buchung öffnen',
    rows: { reference: 'Referenz', experience: 'Erlebnis', option: 'Option', date: 'Datum', time: 'Beginn', travellers: 'Reisende', lead: 'Hauptreisender', email: 'E-Mail', phone: 'Telefon', amount: 'Betrag', tenant: 'Verkauft über' },
    units: { adult: 'Erwachsene', child: 'Kinder', infant: 'Kleinkinder', item: 'Stück' },
  },
}

export type HubMailMessages = Messages
export const hubMailMessages: Record<'en' | 'ru' | 'tr' | 'de', Messages> = { en, ru, tr, de }
