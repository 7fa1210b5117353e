// Russian strings of the tenant content pages; keys mirror en-content.ts.
import type { Messages } from './en'

export const ruContent: Pick<Messages, 'content'> = {
  content: {
    fallbackNotice: 'Эта страница пока недоступна на языке «{{language}}», поэтому показана на английском.',
    lastUpdated: 'Обновлено {{date}}',
    blogTitle: 'Новости и истории',
    blogMetaTitle: 'Новости и истории | {{name}}',
    blogMetaDescription: 'Советы путешественникам, гиды и истории от {{name}}: идеи для следующей экскурсии, круиза или прогулки от тех, кто их проводит.',
    blogIntro: 'Советы путешественникам, местные маршруты и истории нашей команды.',
    blogEmpty: 'Статей пока нет. Загляните позже — скоро здесь появятся истории и советы.',
    readingTime: '{{count}} мин чтения',
    byAuthor: 'Автор: {{author}}',
    relatedTitle: 'Впечатления из этой статьи',
    backToBlog: 'Все статьи',
    inEnglish: 'На английском',
    faqHelpTitle: 'Не нашли ответа?',
    faqHelpText: 'Наш центр помощи работает круглосуточно: напишите в WhatsApp, позвоните на линию поддержки или отправьте сообщение.',
    faqHelpLink: 'Перейти в центр помощи',
    figuresTitle: '{{name}} в цифрах',
    figureExperiences: 'Впечатлений',
    figureCities: 'Городов',
    figureReviews: 'Отзывов путешественников',
    figureRating: 'Средняя оценка',
    figuresNote: 'Подсчитано по впечатлениям на этом сайте в реальном времени.',
    contactTitle: 'Свяжитесь с нами',
    contactLink: 'Написать нам',
  },
}
