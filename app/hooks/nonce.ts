// The response's script nonce, for the components that render inline scripts (root.tsx, JSON-LD). Given by
// entry.server.tsx from the request context; never loader data, which the page cache shares between visitors
// and the browser keeps across navigations. In the browser it is '' (browsers hide a nonce from the DOM, and
// scripts React adds after hydration are not parser-inserted inline scripts a policy checks that way).
import { createContext, useContext } from 'react'

export const NonceContext = createContext('')

export function useNonce(): string {
  return useContext(NonceContext)
}
