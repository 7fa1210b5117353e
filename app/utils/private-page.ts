// Cart, checkout and outcome pages belong to one visitor: never indexed, never kept by a shared cache.
import type { HeadersFunction, MetaDescriptor } from '@remix-run/node'
import { keepRetryAfter } from './retry-after'

export function privateMeta(title: string): MetaDescriptor[] {
  return [{ title }, { name: 'robots', content: 'noindex, nofollow' }]
}

/** Also hands on an action's `Retry-After`, which Remix would otherwise drop from a 429. */
export const privateHeaders: HeadersFunction = ({ actionHeaders }) => ({ 'Cache-Control': 'private, no-store', ...keepRetryAfter(actionHeaders) })
