import { RemixBrowser } from '@remix-run/react'
import { startTransition, StrictMode } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { themes } from '../themes/index'

// The tenant's layout package is its own chunk: fetch just that one, then hydrate.
const themeId = document.documentElement.dataset.theme ?? 'default'
void themes.load(themeId).then(() =>
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <RemixBrowser />
      </StrictMode>,
    )
  }),
)
