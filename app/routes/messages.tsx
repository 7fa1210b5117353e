// `/_messages/{locale}.{theme}.{hash}.json`: a page's strings by version (app/i18n/page-messages.ts). The hash
// is of the content, so a current key is cached for good; a key of another build gets today's strings, uncached.
import type { LoaderFunctionArgs } from '@remix-run/node'
import { pageMessagesJson } from '~/i18n/page-messages.server'

export function loader({ params }: LoaderFunctionArgs) {
  const key = /^(.+)\.json$/.exec(params.file ?? '')?.[1]
  const found = key ? pageMessagesJson(key) : null
  if (!found) return new Response('Not found', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8' } })
  return new Response(found.json, {
    headers: {
      'Content-Type': 'application/json; charset=utf-8',
      'Cache-Control': found.current ? 'public, max-age=31536000, immutable' : 'no-cache',
    },
  })
}
