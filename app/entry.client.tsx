import { RemixBrowser } from '@remix-run/react'
import { StrictMode } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { themes } from '../themes/index'

// The tenant's layout package is its own chunk: fetch just that one, then hydrate.
// Hydration is not wrapped in startTransition (as Remix's default entry does): a transition hydrates in slices,
// and a visitor typing into the search field between slices made React 18.3 throw error #345 ("Root did not
// complete") and leave the page unhydrated, in 7 of 160 loads typed into at once; hydrated in one go, 1 of 100
// (docs/decisions/016-hydration.md).
const themeId = document.documentElement.dataset.theme ?? 'default'
void themes.load(themeId).then(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <RemixBrowser />
    </StrictMode>,
  )
})
