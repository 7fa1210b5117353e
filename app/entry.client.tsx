import { RemixBrowser } from '@remix-run/react'
import { StrictMode } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { themes } from '../themes/index'
import { holdInputUntilHydrated, ReleaseInputWhenHydrated } from './hooks/hold-input-until-hydrated'
import { loadPageMessages } from './i18n/page-messages'

// A data request that React Router aborted itself (a revalidation overtaken by a navigation: the success page
// re-reads the header's cart count, components/order-outcome.tsx, and the buyer clicks "View your order" at once)
// is reported by Remix as an error although nothing failed:
// its single fetch logs the AbortError when the response body it was decoding is cut off (`console.error(e)` in
// @remix-run/react's fetchAndDecode), and an unawaited data promise rejects with it. Both are quieted here, only
// for AbortErrors; every other error still reaches the console (decision 043).
const isAbortError = (value: unknown) => (value as { name?: unknown } | null)?.name === 'AbortError'
window.addEventListener('unhandledrejection', (event) => {
  if (isAbortError(event.reason)) event.preventDefault()
})
const consoleError = console.error.bind(console)
console.error = (...args: unknown[]) => {
  if (args.length === 1 && isAbortError(args[0])) return
  consoleError(...args)
}

// The tenant's layout package is its own chunk: fetch just that one and the page's strings (by version, cached:
// app/i18n/page-messages.ts), then hydrate.
// Hydration is not wrapped in startTransition (as Remix's default entry does): a transition hydrates in slices.
// Input given before hydration completes is kept from React until it does: Remix's first render suspends, and a
// keystroke or tap in that moment made React 18.3 throw error #345 and leave the page unhydrated
// (docs/decisions/016-hydration.md).
// The theme's parts the page shows (its hero, its cards: decision 040) come with it; not those inside a part whose
// hydration is deferred (app/hooks/deferred.tsx), which loads them with its own code.
const themeId = document.documentElement.dataset.theme ?? 'default'
const messagesKey = document.documentElement.dataset.messages
const parts = [...document.querySelectorAll<HTMLElement>('[data-theme-part]')].filter((el) => !el.closest('[data-deferred]')).map((el) => el.dataset.themePart!)
void Promise.all([themes.load(themeId, parts), messagesKey ? loadPageMessages(messagesKey) : null]).then(() => {
  holdInputUntilHydrated()
  hydrateRoot(
    document,
    <StrictMode>
      <ReleaseInputWhenHydrated>
        <RemixBrowser />
      </ReleaseInputWhenHydrated>
    </StrictMode>,
  )
})
