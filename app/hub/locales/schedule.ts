// The schedule screens of the catalogue (issue 23).
import { defineArea } from './define'

export default defineArea({
  en: { title: 'schedule' },
  ru: { title: 'schedule' },
  tr: { title: 'schedule' },
  de: { title: 'schedule' },
})
