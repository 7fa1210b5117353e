import { RemixBrowser } from '@remix-run/react'
import { StrictMode } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { themes } from '../themes/index'
import { holdInputUntilHydrated, ReleaseInputWhenHydrated } from './hooks/hold-input-until-hydrated'
import { loadPageMessages } from './i18n/page-messages'

// The tenant's layout package is its own chunk: fetch just that one and the page's strings (by version, cached:
// app/i18n/page-messages.ts), then hydrate.
// Hydration is not wrapped in startTransition (as Remix's default entry does): a transition hydrates in slices.
// Input given before hydration completes is kept from React until it does: Remix's first render suspends, and a
// keystroke or tap in that moment made React 18.3 throw error #345 and leave the page unhydrated
// (docs/decisions/016-hydration.md).
// The theme's parts the page shows (its hero, its cards: decision 040) come with it; not those inside a part whose
// hydration is deferred (app/hooks/deferred.tsx), which loads them with its own code.
// A data request React Router aborted itself (a navigation or revalidation overtaken by the next) can leave its
// promise unawaited; the rejection, an AbortError nobody needs to hear of, surfaced as an uncaught error in the
// console (seen once in the browser suite, after a cancellation's redirect; decision 043).
window.addEventListener('unhandledrejection', (event) => {
  if ((event.reason as { name?: unknown } | null)?.name === 'AbortError') event.preventDefault()
})

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
