// True once the page's script runs: forms use it to answer a fetcher with data and a plain POST with a redirect.
import { useEffect, useState } from 'react'

let hydratedOnce = false

export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(hydratedOnce)
  useEffect(() => {
    hydratedOnce = true
    setHydrated(true)
  }, [])
  return hydrated
}
