// Cart, checkout and outcome pages belong to one visitor: never indexed, never kept by a shared cache.
import type { HeadersFunction, MetaDescriptor } from '@remix-run/node'
import { keepRetryAfter } from './retry-after'

/** Not indexed, yet described in the visitor's language: a shared link or a browser tab still shows what it is. */
export function privateMeta({ title, description }: { title: string; description: string }): MetaDescriptor[] {
  return [{ title }, { name: 'description', content: description }, { name: 'robots', content: 'noindex, nofollow' }]
}

/** Also hands on an action's `Retry-After`, which Remix would otherwise drop from a 429. */
export const privateHeaders: HeadersFunction = ({ actionHeaders }) => ({ 'Cache-Control': 'private, no-store', ...keepRetryAfter(actionHeaders) })
