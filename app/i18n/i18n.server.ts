// Server-side translations (page titles, emails) through remix-i18next, from the same catalogues.
import { RemixI18Next } from 'remix-i18next/server'
import { catalogues } from '../locales/index'
import type { Translate } from '../domain/cancellation'
import type { RequestContext } from '../utils/context'
import { deepMerge } from '../utils/deep-merge'
import { DEFAULT_LOCALE, LOCALES, type Locale } from '../domain/locales'

const resources = Object.fromEntries(LOCALES.map((l) => [l, { common: messagesFor(l) }]))

const i18nServer = new RemixI18Next({
  detection: { supportedLanguages: [...LOCALES], fallbackLanguage: DEFAULT_LOCALE },
  i18next: { resources, defaultNS: 'common', interpolation: { escapeValue: false } },
})

// The one server translator: one per locale for the life of the process, as the catalogues never change at run
// time and remix-i18next's getFixedT builds a new i18next clone on every call.
const fixedTs = new Map<Locale, ReturnType<typeof i18nServer.getFixedT<'common'>>>()
export function getFixedT(locale: Locale) {
  let t = fixedTs.get(locale)
  if (!t) fixedTs.set(locale, (t = i18nServer.getFixedT(locale, 'common')))
  return t
}

/** The same translator as a plain `(key, values) => string`, for view builders that take any catalogue key. */
export async function translator(ctx: Pick<RequestContext, 'locale'>): Promise<Translate> {
  const fixed = await getFixedT(ctx.locale)
  return (key, vars) => fixed(key, vars)
}

/** The locale's catalogue over English, so an entry a translator missed still reads sensibly. */
export function messagesFor(locale: Locale): Record<string, unknown> {
  return locale === DEFAULT_LOCALE ? catalogues.en : deepMerge(catalogues.en, catalogues[locale])
}
