// Typed access to the root loader's data from any component (undefined only if the root itself failed).
import { useRouteLoaderData } from '@remix-run/react'
import type { loader } from '../root'

export function useRootData() {
  return useRouteLoaderData<typeof loader>('root')
}
