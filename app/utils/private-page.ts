// Cart, checkout and outcome pages belong to one visitor: never indexed, never kept by a shared cache.
import type { HeadersFunction, MetaDescriptor } from '@remix-run/node'

/** Not indexed, yet described in the visitor's language: a shared link or a browser tab still shows what it is. */
export function privateMeta({ title, description }: { title: string; description: string }): MetaDescriptor[] {
  return [{ title }, { name: 'description', content: description }, { name: 'robots', content: 'noindex, nofollow' }]
}

export const privateHeaders: HeadersFunction = () => ({ 'Cache-Control': 'private, no-store' })
