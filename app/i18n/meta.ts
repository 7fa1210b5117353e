// Title and description of pages whose loader failed: localized from the strings the page already holds.
import type { MetaDescriptor } from '@remix-run/node'
import { isRouteErrorResponse } from '@remix-run/react'
import type { Messages } from '../locales/en'
import { pageMessages } from './page-messages'

type Match = { id: string; data: unknown }

export function errorMeta({ matches, error }: { matches: Match[]; error?: unknown }): MetaDescriptor[] {
  const root = matches.find((m) => m.id === 'root')?.data as { messagesKey?: string; tenant?: { name: string } } | undefined
  const meta = (pageMessages(root?.messagesKey)?.common as Messages | undefined)?.meta
  const notFound = isRouteErrorResponse(error) && error.status === 404
  const fill = (template: string | undefined) => (template ?? '{{name}}').replace('{{name}}', root?.tenant?.name ?? '')
  const title = fill(notFound ? meta?.notFoundTitle : meta?.errorTitle)
  const description = fill(notFound ? meta?.notFoundDescription : meta?.errorDescription)
  return [{ title }, { name: 'description', content: description }, { name: 'robots', content: 'noindex' }]
}
