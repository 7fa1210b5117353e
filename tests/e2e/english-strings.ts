// The English strings a page in another language must not show, and the matcher that finds them in a page's
// text (docs/decisions/023-untranslated-text-check.md). Every catalogue the visitor can meet is read: the
// app's (app/locales), each theme's, the sandbox payment page's and the emails'.
import { catalogues } from '../../app/locales/index'
import { emailMessages } from '../../app/services/mail/messages/index'
import { gatewayMessages } from '../../app/services/payments/sandbox-messages'
import type { Locale } from '../../app/domain/locales'
import { themeMessages } from '../../themes/manifest.server'

type Tree = { [key: string]: string | Tree }
export type Pattern = { key: string; english: string; regex: RegExp }
export type Finding = { english: string; key: string; text: string; where: string }

/**
 * Proper names that read the same in every language, so an English phrase inside one is no finding. Kept
 * short on purpose: each entry is a name a translator would leave alone, never a way to silence a phrase.
 */
export const PROPER_NAMES = ['Excursio', 'Deira Desert Safari', 'Get That Boat', 'WhatsApp', 'OpenStreetMap']

function leaves(tree: Tree, prefix = ''): Array<[string, string]> {
  return Object.entries(tree).flatMap(([k, v]) => (typeof v === 'string' ? [[`${prefix}${k}`, v] as [string, string]] : leaves(v, `${prefix}${k}.`)))
}

/** Every [key, English, translation] of the catalogues the visitor can meet in `locale`. */
function pairs(locale: Locale): Array<[string, string, string]> {
  const of = (scope: string, en: Tree, other: Tree): Array<[string, string, string]> => {
    const translated = new Map(leaves(other))
    return leaves(en).map(([k, v]) => [`${scope}:${k}`, v, translated.get(k) ?? ''])
  }
  return [
    ...of('app', catalogues.en as Tree, catalogues[locale] as Tree),
    ...Object.entries(themeMessages).flatMap(([id, m]) => of(`theme-${id}`, m.en, m[locale])),
    ...of('sandbox', gatewayMessages('en') as Tree, gatewayMessages(locale) as Tree),
    ...of('email', emailMessages('en') as Tree, emailMessages(locale) as Tree),
  ]
}

const LETTER = '\\p{L}\\p{N}'
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
const normalize = (s: string) => s.replace(/\s+/g, ' ').trim()
/** `{{name}}`, `{name}` and `<tag>`…`</tag>` (i18next Trans) out: what is left is the words a reader sees. */
const literalParts = (s: string) => s.replace(/<\/?\w+>/g, '').split(/\{\{\s*\w+\s*\}\}|\{\w+\}/)

/**
 * One pattern per English string worth looking for in `locale`: placeholders match anything, a phrase of two
 * or more words is found anywhere in a text, a single word only when it is the whole text (a button, a
 * label), because one English word inside a sentence of another language is usually a loanword or a name.
 */
export function englishPatterns(locale: Locale): Pattern[] {
  const all = pairs(locale)
  const theirs = new Set(all.map(([, , t]) => normalize(t).toLowerCase()))
  const seen = new Set<string>()
  const patterns: Pattern[] = []
  for (const [key, english] of all) {
    const parts = literalParts(english).map(normalize)
    const words = parts.join(' ').match(/\p{L}+/gu) ?? []
    // Too short to mean anything on its own ("OK", "Min"), or the target language says it the same way.
    if (words.join('').length < 4 || theirs.has(normalize(english).toLowerCase())) continue
    const body = literalParts(english)
      .map((p) => escape(normalize(p)).replace(/ /g, '\\s+'))
      .join('.+?')
    const source = words.length > 1 ? `(?<![${LETTER}])${body}(?![${LETTER}])` : `^[^${LETTER}]*${body}[^${LETTER}]*$`
    if (seen.has(source)) continue
    seen.add(source)
    patterns.push({ key, english, regex: new RegExp(source, 'iu') })
  }
  return patterns
}

/** The English strings in `chunks` (text as a reader meets it, with where it was), proper names set aside. */
export function findEnglish(patterns: Pattern[], chunks: Array<{ text: string; where: string }>): Finding[] {
  const findings: Finding[] = []
  for (const { text, where } of chunks) {
    const clean = PROPER_NAMES.reduce((t, name) => t.replaceAll(name, '·'), normalize(text))
    for (const p of patterns) if (p.regex.test(clean)) findings.push({ english: p.english, key: p.key, text: text.slice(0, 200), where })
  }
  return findings
}
