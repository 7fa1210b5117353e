// One area of the hub's strings in its four languages. English gives the shape; the others must have every
// key (tsc says which is missing), so no hub screen shows English to a German supplier by accident.
export const HUB_LOCALES = ['en', 'ru', 'tr', 'de'] as const
export type HubLocale = (typeof HUB_LOCALES)[number]

type Shape<T> = { [K in keyof T]: T[K] extends string ? string : Shape<T[K]> }

export function defineArea<const T extends Record<string, unknown>>(area: { en: T } & Record<Exclude<HubLocale, 'en'>, Shape<T>>) {
  return area as unknown as Record<HubLocale, Shape<T>>
}

export const isHubLocale = (value: unknown): value is HubLocale => typeof value === 'string' && (HUB_LOCALES as readonly string[]).includes(value)

/** Each language in its own name, for the language choice. */
export const LOCALE_NAMES: Record<HubLocale, string> = { en: 'English', ru: 'Русский', tr: 'Türkçe', de: 'Deutsch' }
