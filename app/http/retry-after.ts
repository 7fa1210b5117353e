// Remix builds a document's headers from the route's `headers` export only: what an action sets is dropped
// unless that function hands it on. Every rate-limited route does so, so each 429 carries `Retry-After`.

/** The action's `Retry-After`, if it set one, ready to spread into a `headers` export's answer. */
export function keepRetryAfter(actionHeaders: Headers): Record<string, string> {
  const retryAfter = actionHeaders.get('Retry-After')
  return retryAfter ? { 'Retry-After': retryAfter } : {}
}
