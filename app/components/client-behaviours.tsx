// The page-wide client behaviours of spec §4 and §7 that do not belong to any one page: the new-build reload,
// the navigation progress bar and viewport prefetch (decision 026). Its own component so that a navigation's
// state changes re-render this, not the whole layout.
import { useBuildUpdate } from './build-update'
import { NavigationProgress } from './navigation-progress'
import { ViewportPrefetch } from './viewport-prefetch'

export function ClientBehaviours() {
  useBuildUpdate()
  return (
    <>
      <NavigationProgress />
      <ViewportPrefetch />
    </>
  )
}
