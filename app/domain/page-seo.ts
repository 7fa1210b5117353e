// What a page tells the <head>'s SEO links (components/seo-links.tsx): the languages it is written in and, for a
// page shown in another language's stead, the language that is canonical.
import type { Locale } from './locales'

export type PageSeo = { locales?: Locale[]; canonicalLocale?: Locale }
