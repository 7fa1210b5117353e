// Cart, checkout and outcome pages belong to one visitor: never indexed, never kept by a shared cache.
import type { HeadersFunction, MetaDescriptor } from '@remix-run/node'

export function privateMeta(title: string): MetaDescriptor[] {
  return [{ title }, { name: 'robots', content: 'noindex, nofollow' }]
}

export const privateHeaders: HeadersFunction = () => ({ 'Cache-Control': 'private, no-store' })
