// The browser's `i18next` (decision 037): the build aliases the package to this module for the client only
// (vite.config.ts); the server's page render uses it too (app/i18n/i18n.ts, decision 057), loaders i18next itself.
// It implements the part of i18next's instance that
// react-i18next (useTranslation, Trans, I18nextProvider, initReactI18next) and app/i18n/i18n.ts use, with
// i18next's defaults: nested keys split on '.', 'ns:key' namespaces, `{{var}}` / `{{- var}}` interpolation without
// escaping (nested paths, a missing variable left as written), plural lookups (`key_zero`, `key_{Intl.PluralRules}`)
// before the bare key, `defaultValue`, a missing key rendered as itself and reported to `missingKeyHandler`, an
// object rendered as i18next's warning string. Not here: backends, formatters (`{{x, number}}`), nesting (`$t()`),
// context and ordinal keys; no message uses them (app/i18n/i18next-lite.test.tsx compares every key with i18next).
type Options = Record<string, unknown> & {
  lng?: string | null
  ns?: string | string[]
  defaultNS?: string
  count?: unknown
  defaultValue?: unknown
  keyPrefix?: string
  resources?: Record<string, Record<string, unknown>>
  missingKeyHandler?: (lngs: string[], ns: string, key: string, fallback: unknown) => void
  saveMissing?: boolean
}
type Listener = (...args: unknown[]) => void
type Module = { type: string; init?: (instance: Lite) => void }

const isString = (v: unknown): v is string => typeof v === 'string'
const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null

/** i18next's `deepFind`: a flat key first, then the path, joining segments while a value is not an object. */
function deepFind(obj: unknown, path: string): unknown {
  if (!isObject(obj)) return undefined
  if (obj[path]) return obj[path]
  const tokens = path.split('.')
  let current: unknown = obj
  for (let i = 0; i < tokens.length; ) {
    if (!isObject(current)) return undefined
    let next: unknown
    let nextPath = ''
    for (let j = i; j < tokens.length; ++j) {
      nextPath += (j === i ? '' : '.') + tokens[j]
      next = current[nextPath]
      if (next !== undefined) {
        if (j < tokens.length - 1 && ['string', 'number', 'boolean'].includes(typeof next)) continue
        i = j + 1
        break
      }
    }
    current = next
  }
  return current
}

/** i18next's resource lookup: own properties along the path, then `deepFind` (its `ignoreJSONStructure`). */
function getResource(data: unknown, key: string): unknown {
  let node = data
  const path = key.split('.')
  for (let i = 0; i < path.length - 1; i++) node = isObject(node) && Object.hasOwn(node, path[i]!) ? node[path[i]!] : {}
  const found = isObject(node) ? node[path[path.length - 1]!] : undefined
  return found || deepFind(data, key)
}

const valid = (res: unknown) => res !== undefined && res !== null

// One Intl.PluralRules per language: building one costs more than the rest of a look-up.
const pluralRules = new Map<string, Intl.PluralRules>()
function pluralOf(lng: string, count: number): string {
  let rules = pluralRules.get(lng)
  if (!rules) pluralRules.set(lng, (rules = new Intl.PluralRules(lng)))
  return rules.select(count)
}

export function interpolate(str: string, data: Record<string, unknown> = {}, _lng?: string, options: Record<string, unknown> = data): string {
  const regex = /\{\{(.+?)\}\}/g
  let match: RegExpExecArray | null
  let out = str
  // Unescaped `{{- x}}` first, as i18next does; with escapeValue off both give the raw value.
  for (const unescaped of [true, false]) {
    regex.lastIndex = 0
    while ((match = regex.exec(out))) {
      let name = match[1]!
      if (name.startsWith('-') !== unescaped) continue
      name = (unescaped ? name.slice(1) : name).trim()
      let value = deepFind(data, name)
      if (value === undefined) {
        if (!Object.hasOwn(options, name)) continue
        value = ''
      }
      const text = isString(value) ? value : value == null ? '' : String(value)
      out = out.slice(0, match.index) + text + out.slice(match.index + match[0].length)
      regex.lastIndex = match.index + text.length
    }
  }
  return out
}

class Lite {
  options: Options = {}
  language = ''
  languages: string[] = []
  resolvedLanguage = ''
  isInitialized = false
  store = { data: {} as Record<string, Record<string, unknown>>, on() {}, off() {} }
  services = { interpolator: { interpolate } }
  reportNamespaces?: unknown
  private modules: Module[] = []
  private listeners: Record<string, Listener[]> = {}

  use(module: Module) {
    if (module.type === '3rdParty') this.modules.push(module)
    return this
  }

  init(options: Options, callback?: (error: unknown, t: Lite['t']) => void) {
    this.options = { defaultNS: 'translation', ...options, react: { ...(options.react as object) } }
    this.store.data = options.resources ?? {}
    this.setLanguage(options.lng ?? '')
    this.isInitialized = true
    this.modules.forEach((m) => m.init?.(this))
    this.emit('initialized', this.options)
    callback?.(null, this.t)
    return Promise.resolve(this.t)
  }

  private setLanguage(lng: string) {
    this.language = this.resolvedLanguage = lng
    this.languages = lng ? [lng] : []
  }

  changeLanguage(lng: string) {
    this.setLanguage(lng)
    this.emit('languageChanged', lng)
    return Promise.resolve(this.t)
  }

  on(event: string, fn: Listener) {
    ;(this.listeners[event] ??= []).push(fn)
    return this
  }

  off(event: string, fn?: Listener) {
    this.listeners[event] = fn ? (this.listeners[event] ?? []).filter((l) => l !== fn) : []
    return this
  }

  emit(event: string, ...args: unknown[]) {
    for (const l of this.listeners[event] ?? []) l(...args)
  }

  hasLoadedNamespace() {
    return this.isInitialized
  }

  loadNamespaces(_ns: unknown, callback?: () => void) {
    callback?.()
    return Promise.resolve()
  }

  loadLanguages(_lngs: unknown, callback?: () => void) {
    callback?.()
    return Promise.resolve()
  }

  getResourceBundle(lng: string, ns: string) {
    return this.store.data[lng]?.[ns]
  }

  private resolve(key: string, options: Options) {
    let namespaces = options.ns ?? this.options.defaultNS ?? 'translation'
    // 'ns:key', unless the key reads as a sentence (i18next's `looksLikeObjectPath`).
    const at = key.indexOf(':')
    if (at > -1 && !/[ ,?!;]/.test(key.slice(0, Math.max(at, key.indexOf('.'))))) {
      namespaces = key.slice(0, at)
      key = key.slice(at + 1)
    }
    const list = isString(namespaces) ? [namespaces] : namespaces
    const lng = options.lng || this.language
    const count = options.count
    const lookups = [key]
    if (count !== undefined && !isString(count)) {
      lookups.unshift(`${key}_${pluralOf(lng, Number(count))}`)
      if (count === 0) lookups.unshift(`${key}_zero`)
    }
    let res: unknown
    for (const ns of list) for (const k of lookups) if (!valid(res)) res = getResource(this.store.data[lng]?.[ns], k)
    return { res, key, ns: list[list.length - 1]!, lng }
  }

  exists = (key: string, options: Options = {}) => valid(key) && this.resolve(key, options).res !== undefined

  t = (keys: string | string[], second?: unknown, third?: unknown): string => {
    const options: Options = isObject(second) ? { ...second } : {}
    if (isString(second)) options.defaultValue = second
    if (isObject(third)) Object.assign(options, third)
    if (keys == null) return ''
    const list = Array.isArray(keys) ? keys : [String(keys)]
    let found = this.resolve(list[list.length - 1]!, options)
    for (const k of list) {
      const r = this.resolve(k, options)
      if (valid(r.res)) {
        found = { ...r, key: found.key }
        break
      }
    }
    let res = found.res
    if (isObject(res)) return `key '${found.key} (${this.language})' returned an object instead of string.`
    if (!valid(res)) {
      const hasDefault = options.defaultValue !== undefined
      res = hasDefault ? options.defaultValue : found.key
      if (this.options.saveMissing) this.options.missingKeyHandler?.([found.lng], found.ns, found.key, hasDefault ? res : found.key)
    }
    if (!isString(res)) return res as string
    const data = isObject(options.replace) ? options.replace : options
    return interpolate(res, data, found.lng, options)
  }

  getFixedT(lng: string | null, ns?: string | string[], keyPrefix?: string) {
    const fixedT = (key: string | string[], second?: unknown, third?: unknown) => {
      const options: Options = isObject(second) ? { ...second } : isString(second) ? { defaultValue: second } : {}
      if (isObject(third)) Object.assign(options, third)
      options.lng ||= fixedT.lng
      options.ns ??= fixedT.ns
      const prefix = options.keyPrefix === '' ? '' : (options.keyPrefix ?? fixedT.keyPrefix)
      const full = prefix ? (Array.isArray(key) ? key.map((k) => `${prefix}.${k}`) : `${prefix}.${key}`) : key
      return this.t(full, options)
    }
    fixedT.lng = lng
    fixedT.ns = ns
    fixedT.keyPrefix = keyPrefix
    return fixedT
  }

  createInstance() {
    return new Lite()
  }
}

export const createInstance = () => new Lite()
const i18next = new Lite()
export default i18next
