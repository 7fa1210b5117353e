// Russian strings of the page-wide client behaviours; keys mirror en-client.ts.
import type { Messages } from './en'

export const ruClient: Pick<Messages, 'flash' | 'navigation' | 'consent'> = {
  flash: {
    signedOut: 'Вы вышли из аккаунта.',
    bookingCancelled: 'Бронирование отменено. Подробности мы отправили вам по почте.',
    bookingAlreadyCancelled: 'Это бронирование уже было отменено.',
  },
  navigation: {
    loading: 'Загрузка страницы',
  },
  consent: {
    title: 'Ваша конфиденциальность',
    text: 'Мы хотели бы использовать аналитические файлы cookie (Google Tag Manager), чтобы понимать, как посетители пользуются сайтом. Они загружаются, только если вы согласитесь.',
    privacy: 'Политика конфиденциальности',
    accept: 'Принять',
    refuse: 'Отказаться',
  },
}
