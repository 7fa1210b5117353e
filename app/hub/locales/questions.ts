// The questions screens of the catalogue (issue 23).
import { defineArea } from './define'

export default defineArea({
  en: { title: 'questions' },
  ru: { title: 'questions' },
  tr: { title: 'questions' },
  de: { title: 'questions' },
})
