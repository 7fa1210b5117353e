// Spec §4/§7: the client asks the server for the latest build id (GET /build-manifest.json?t=…) every few
// minutes and when the tab comes back; once it differs from the build this page runs, the next navigation
// loads the target as a document, so the visitor gets the new build instead of chunks that may be gone. A
// chunk that fails to load (Vite's `vite:preloadError`) reloads the page. Both at most once per path in
// 10 s (reload-guard.ts). Remix itself reloads when a route module fails to import (decision 026).
import { useLocation, useNavigation } from '@remix-run/react'
import { useEffect, useRef } from 'react'
import { reloadOnce } from '~/utils/reload-guard'

const BUILD_POLL_MS = 5 * 60_000

declare global {
  interface Window {
    __remixManifest?: { version?: string }
  }
}

export function useBuildUpdate() {
  const stale = useRef(false)
  const navigation = useNavigation()
  const location = useLocation()
  useEffect(() => {
    const running = window.__remixManifest?.version
    const check = () => {
      if (document.visibilityState !== 'visible') return
      fetch(`/build-manifest.json?t=${Date.now()}`, { cache: 'no-store' })
        .then((r) => r.json() as Promise<{ buildId?: unknown }>)
        .then((m) => void (stale.current ||= typeof m.buildId === 'string' && m.buildId !== running))
        .catch(() => undefined)
    }
    const timer = setInterval(check, BUILD_POLL_MS)
    const listening = new AbortController()
    const { signal } = listening
    document.addEventListener('visibilitychange', check, { signal })
    window.addEventListener('focus', check, { signal })
    window.addEventListener('vite:preloadError', (event) => reloadOnce() && event.preventDefault(), { signal })
    return () => {
      clearInterval(timer)
      listening.abort()
    }
  }, [])
  // A navigation to another page (not an action's revalidation of this one), once it starts loading.
  const next = navigation.state === 'loading' ? navigation.location : null
  const nextPage = next ? next.pathname + next.search : null
  const here = location.pathname + location.search
  useEffect(() => {
    if (stale.current && nextPage && nextPage !== here) reloadOnce(nextPage + (next?.hash ?? ''))
  }, [nextPage, here, next?.hash])
}
