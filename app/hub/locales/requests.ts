import { defineArea } from './define'

// Filled by the screens of this area.
export default defineArea({ en: {}, ru: {}, tr: {}, de: {} })
