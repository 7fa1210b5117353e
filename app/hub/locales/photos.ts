// The photos screens of the catalogue (issue 23).
import { defineArea } from './define'

export default defineArea({
  en: { title: 'photos' },
  ru: { title: 'photos' },
  tr: { title: 'photos' },
  de: { title: 'photos' },
})
