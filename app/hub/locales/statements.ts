// The statements screens of the catalogue (issue 23).
import { defineArea } from './define'

export default defineArea({
  en: { title: 'statements' },
  ru: { title: 'statements' },
  tr: { title: 'statements' },
  de: { title: 'statements' },
})
