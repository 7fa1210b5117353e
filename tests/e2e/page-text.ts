// The text of a page as people meet it: every text in the body (hidden ones too: a phone menu, a
// screen-reader label, a closed filter panel are read by someone), the attributes read aloud or shown
// (placeholder, aria-label, title, alt…), the document title and the descriptions shared by search engines.
import type { Frame, Page } from '@playwright/test'

export type Chunk = { text: string; where: string }

/** Runs in the page: must not close over anything. */
function collect(): Chunk[] | null {
  // Between a redirect's URL and the next document's body there is a moment with no body: read again then.
  if (!document.body) return null
  const lang = (document.documentElement.lang || 'en').split('-')[0]
  const out = new Map<string, string>()
  const add = (text: string | null | undefined, where: string) => {
    const clean = (text ?? '').replace(/\s+/g, ' ').trim()
    if (/\p{L}/u.test(clean) && !out.has(clean)) out.set(clean, where)
  }
  // <code> holds identifiers (a cookie's name in a privacy policy), which are the same in every language.
  const SKIP = new Set(['SCRIPT', 'STYLE', 'TEMPLATE', 'NOSCRIPT', 'CODE'])
  // Text marked as another language (a review written in English, a language's own name) is declared as such.
  const foreign = (el: Element) => {
    const declared = el.closest('[lang]')?.getAttribute('lang')
    return Boolean(declared) && declared!.split('-')[0] !== lang
  }
  const label = (el: Element) => {
    const id = el.id ? `#${el.id}` : ''
    const data = [...el.attributes].find((a) => a.name.startsWith('data-'))?.name
    return `${el.tagName.toLowerCase()}${id}${data ? `[${data}]` : ''}`
  }
  /** An element's words, inline children included, without script, style or foreign-language parts. */
  const textOf = (el: Element): string =>
    [...el.childNodes]
      .map((n) => (n.nodeType === Node.TEXT_NODE ? n.textContent : n instanceof Element && !SKIP.has(n.tagName) && !foreign(n) ? ` ${textOf(n)} ` : ''))
      .join('')

  add(document.title, 'title')
  for (const meta of document.querySelectorAll('meta[name="description"], meta[property^="og:"], meta[name^="twitter:"]')) {
    const content = meta.getAttribute('content') ?? ''
    if (!/^https?:|^\//.test(content)) add(content, `meta ${meta.getAttribute('name') ?? meta.getAttribute('property')}`)
  }
  for (const el of document.body.querySelectorAll('*')) {
    if (SKIP.has(el.tagName) || el.closest('script, style, template, noscript, code') || foreign(el)) continue
    const direct = [...el.childNodes].some((n) => n.nodeType === Node.TEXT_NODE && /\p{L}/u.test(n.textContent ?? ''))
    if (direct) add(textOf(el), label(el))
    for (const name of ['placeholder', 'aria-label', 'aria-description', 'aria-roledescription', 'aria-valuetext', 'title', 'alt']) {
      if (el.hasAttribute(name)) add(el.getAttribute(name), `${label(el)} @${name}`)
    }
    if (el instanceof HTMLInputElement && ['submit', 'button'].includes(el.type)) add(el.value, `${label(el)} @value`)
  }
  return [...out].map(([text, where]) => ({ text, where }))
}

export async function pageText(target: Page | Frame): Promise<Chunk[]> {
  for (let attempt = 0; attempt < 20; attempt++) {
    await target.waitForLoadState('domcontentloaded')
    const chunks = await target.evaluate(collect).catch((error: Error) => {
      // A navigation that lands while the page is read destroys the context: read the new document.
      if (/context was destroyed|navigat/i.test(error.message)) return null
      throw error
    })
    if (chunks) return chunks
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  throw new Error('the page never had a body to read')
}
