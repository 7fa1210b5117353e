// Suggestions for the text in the search box: fetched 150 ms after the last keystroke, the older request
// cancelled, answers kept for the page's lifetime so backspacing over a word costs nothing.
import { useEffect, useRef, useState } from 'react'
import { httpClient, isAbortError } from '~/utils/http-client'
import type { SuggestResponse } from './suggest'
import { EMPTY_SUGGESTIONS, SUGGEST_MIN_LENGTH } from './suggest-plain'

const DEBOUNCE_MS = 150

type SuggestionsState = { query: string; data: SuggestResponse; loading: boolean }

export function useSuggestions(text: string, locale: string): SuggestionsState {
  const query = text.replace(/\s+/g, ' ').trim().slice(0, 100)
  const cache = useRef(new Map<string, SuggestResponse>())
  const [state, setState] = useState<SuggestionsState>({ query: '', data: EMPTY_SUGGESTIONS, loading: false })

  useEffect(() => {
    const key = `${locale}:${query.toLowerCase()}`
    if (query.length < SUGGEST_MIN_LENGTH) {
      setState({ query, data: EMPTY_SUGGESTIONS, loading: false })
      return
    }
    const cached = cache.current.get(key)
    if (cached) {
      setState({ query, data: cached, loading: false })
      return
    }
    setState((s) => ({ ...s, loading: true }))
    const controller = new AbortController()
    const timer = setTimeout(() => {
      const url = `/api/suggest?${new URLSearchParams({ q: query, lang: locale })}`
      httpClient
        .get<SuggestResponse>(url, { signal: controller.signal })
        .then((data) => {
          cache.current.set(key, data)
          setState({ query, data, loading: false })
        })
        .catch((error: unknown) => {
          // A cancelled request was replaced by a newer one; any other failure just means no suggestions,
          // and the form still submits to the full search.
          if (!isAbortError(error)) setState({ query, data: EMPTY_SUGGESTIONS, loading: false })
        })
    }, DEBOUNCE_MS)
    return () => {
      clearTimeout(timer)
      controller.abort()
    }
  }, [query, locale])

  return state
}
