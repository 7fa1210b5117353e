// Spec §7: the data and modules of same-site links in view are prefetched, starting 1 s after the load event,
// and never on a `slow-2g` connection or with Save-Data. Remix's <Link prefetch="viewport"> starts at once and
// cannot look at the connection, so this watches the page's Remix links itself and renders Remix's own
// <PrefetchPageLinks> (the `.data` single-fetch payload and the route modules) for each one in view.
import { PrefetchPageLinks, useLocation } from '@remix-run/react'
import { useEffect, useState } from 'react'

const PREFETCH_DELAY_MS = 1000

/**
 * Pages that are the visitor's own or move a booking along (the cart, the checkout, sign-in and sign-out, Your
 * Booking): their loaders read and may touch the cart or session, so they load when the visitor goes there, not
 * ahead (the same list the page cache leaves alone). Any locale prefix is looked past.
 */
const NOT_AHEAD = /^(?:\/(?:ru|tr|de))?\/(?:cart|checkout|auth|invoices|account)(?:[/.]|$)/
export const prefetchable = (pathname: string) => !NOT_AHEAD.test(pathname)

type Connection = { effectiveType?: string; saveData?: boolean }

/** Whether the visitor's connection can afford prefetching (unknown connections can). */
function connectionAllowsPrefetch(connection: Connection | undefined): boolean {
  return !connection || (connection.effectiveType !== 'slow-2g' && connection.saveData !== true)
}

export function ViewportPrefetch() {
  const { pathname } = useLocation()
  const [pages, setPages] = useState<string[]>([])
  useEffect(() => {
    if (!connectionAllowsPrefetch((navigator as { connection?: Connection }).connection)) return
    let observer: IntersectionObserver | undefined
    let mutations: MutationObserver | undefined
    let timer: ReturnType<typeof setTimeout> | undefined
    const begin = () => {
      observer = new IntersectionObserver((entries) => {
        const seen = entries.filter((e) => e.isIntersecting).map((e) => e.target as HTMLAnchorElement)
        seen.forEach((a) => observer?.unobserve(a))
        // Not this page again with another query (a listing's filter, sort and page links: dozens per listing,
        // each a full listing render on the server for a click that may never come).
        const paths = seen.filter((a) => a.pathname !== location.pathname).map((a) => a.pathname + a.search)
        if (paths.length) setPages((known) => [...new Set([...known, ...paths])])
      })
      // Links Remix renders for client navigation only: a plain <a>, a document link or a form is never prefetched.
      const watch = () =>
        document.querySelectorAll<HTMLAnchorElement>('a[data-discover]').forEach((a) => {
          if (a.origin === location.origin && !a.target && !a.hasAttribute('download') && prefetchable(a.pathname)) observer?.observe(a)
        })
      watch()
      // Links that appear later (a client render, a menu opened): observing one twice does nothing.
      mutations = new MutationObserver(watch)
      mutations.observe(document.body, { childList: true, subtree: true })
    }
    // 1 s after the page's load event (the first page), or after a client navigation's render.
    const wait = () => (timer = setTimeout(begin, PREFETCH_DELAY_MS))
    if (document.readyState === 'complete') wait()
    else window.addEventListener('load', wait, { once: true })
    return () => {
      window.removeEventListener('load', wait)
      clearTimeout(timer)
      observer?.disconnect()
      mutations?.disconnect()
      setPages([])
    }
  }, [pathname])
  return pages.map((page) => <PrefetchPageLinks key={page} page={page} />)
}
