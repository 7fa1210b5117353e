// Partial hydration (issue 10, decision 040): a part of the page the first screen does not show is rendered on the
// server as always, but its code is a chunk of its own that the browser fetches only when the part comes near the
// viewport. Until then the part's wrapper hydrates as an element whose inner HTML React does not own
// (`dangerouslySetInnerHTML` with an empty string, which hydration never writes and a re-render with the same
// string never touches), so the server's markup stays on screen, links and all; when the chunk arrives the part
// renders into the wrapper, replacing that markup with the same markup, now React's.
//
// Why not a Suspense boundary that stays dehydrated: Remix updates its router state right after hydration (route
// discovery, fetchers), a context change that reaches every dehydrated boundary, and React then either hydrates
// it at once (the chunk had to be there) or holds the update until it can. A wrapper that is already hydrated
// takes those updates like any other element.
//
// After the first hydration (a client navigation to a page with a deferred part), the part suspends until its
// chunk is there, as a route's own module does: Remix navigations are transitions, which React holds meanwhile.
// A chunk that fails to load stays pending: build-update.ts reloads the page (as lazy-chunk.ts does).
import { memo, useEffect, useRef, useState, type ComponentType } from 'react'
import { useBrowserLayoutEffect } from './layout-effect'
import { flushSync } from 'react-dom'

/** Set by the first effect of any deferred part: the page's first hydration has been committed. */
let live = false

const never = () => new Promise<never>(() => undefined)

/** A field of the served markup a visitor has typed in or is in when its part thaws: found again in the new markup by its place in it. */
type Field = { path: number[]; value: string; focused: boolean; start: number | null; end: number | null }

function pathOf(box: Element, node: Element): number[] {
  const path: number[] = []
  for (let at: Element | null = node; at && at !== box; at = at.parentElement) path.unshift(at.parentElement ? [...at.parentElement.children].indexOf(at) : 0)
  return path
}

function fieldsIn(box: HTMLElement): Field[] {
  const fields: Field[] = []
  for (const input of box.querySelectorAll('input')) {
    const focused = document.activeElement === input
    if (!focused && input.value === input.defaultValue) continue
    fields.push({ path: pathOf(box, input), value: input.value, focused, start: focused ? input.selectionStart : null, end: focused ? input.selectionEnd : null })
  }
  return fields
}

function restore(box: HTMLElement, fields: Field[]) {
  for (const field of fields) {
    let at: Element | undefined = box
    for (const index of field.path) at = at?.children[index]
    if (!(at instanceof HTMLInputElement)) continue
    at.value = field.value
    if (!field.focused) continue
    at.focus()
    if (field.start !== null) at.setSelectionRange(field.start, field.end ?? field.start)
  }
}

type DeferOptions = {
  /** The wrapper's class (default `contents`: no box of its own). */
  className?: string
  /**
   * What thaws the part: coming within 400 px of the viewport (default), or only being touched — focus, a pointer
   * over or on it — for a part that is on screen from the start but used by few (the header's search field). The
   * served fields' typed text survives the thaw, and the focused one keeps its focus and caret.
   */
  on?: 'visible' | 'interaction'
}

/**
 * `deferred(() => import('./part').then((m) => m?.Part), 'part')`: a component rendered like `Part`, whose code the
 * browser loads when it nears the viewport (or is touched, `on: 'interaction'`). `name` marks its wrapper, a `div`
 * (`data-deferred`).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- props of any component
export function deferred<P extends Record<string, any>>(load: () => Promise<ComponentType<P> | undefined>, name: string, { className = 'contents', on = 'visible' }: DeferOptions = {}) {
  let Part: ComponentType<P> | undefined
  let loading: Promise<void> | undefined
  const start = () => (loading ??= load().then((part) => (part === undefined ? never() : void (Part = part))))
  // The server has every chunk: it takes the part before its first render.
  if (typeof document === 'undefined') void start()

  function Deferred(props: P) {
    const ref = useRef<HTMLDivElement>(null)
    // Only the first hydration keeps the server's markup; any later first render needs the part itself.
    const [frozen, setFrozen] = useState(() => typeof document !== 'undefined' && !live && !Part)
    const handOver = useRef<Field[]>()
    if (!frozen && !Part) throw start()

    // The thawed part's fields take over the served ones' text (and focus and caret), before anything paints.
    useBrowserLayoutEffect(() => {
      if (frozen || !handOver.current?.length || !ref.current) return
      restore(ref.current, handOver.current)
      handOver.current = undefined
    }, [frozen])

    useEffect(() => {
      live = true
      if (!frozen) return
      const box = ref.current
      let thawing = false
      const thaw = () => {
        if (thawing) return
        thawing = true
        void start().then(() => {
          // Read and swap in one go, so that no keystroke lands between them.
          handOver.current = box ? fieldsIn(box) : undefined
          flushSync(() => setFrozen(false))
        })
      }
      if (box && on === 'interaction') {
        // Focused before the page hydrated (a tap, then typing, while the scripts were still coming): no focusin
        // is left to come, so thaw now rather than at the next tap.
        if (box.contains(document.activeElement)) return thaw()
        for (const type of ['focusin', 'pointerover', 'pointerdown'] as const) box.addEventListener(type, thaw, { once: true })
        return () => {
          for (const type of ['focusin', 'pointerover', 'pointerdown'] as const) box.removeEventListener(type, thaw)
        }
      }
      // Nothing drawn, or no observer: load now rather than never.
      if (!box || box.childElementCount === 0 || typeof IntersectionObserver === 'undefined') return thaw()
      const observer = new IntersectionObserver(
        (entries) => {
          if (!entries.some((entry) => entry.isIntersecting)) return
          observer.disconnect()
          thaw()
        },
        { rootMargin: '400px 0px' },
      )
      for (const child of box.children) observer.observe(child)
      // Focus or a pointer inside (a keyboard user tabbing down, a fast scroll): thaw before anything is used.
      box.addEventListener('focusin', thaw, { once: true })
      box.addEventListener('pointerover', thaw, { once: true })
      return () => {
        observer.disconnect()
        box.removeEventListener('focusin', thaw)
        box.removeEventListener('pointerover', thaw)
      }
    }, [frozen])

    // Keyed apart: the thawed wrapper is a new element, so none of the server's nodes is left beside React's.
    if (frozen) return <div key="frozen" ref={ref} className={className} data-deferred={name} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: '' }} />
    const Loaded = Part!
    return (
      <div key="live" ref={ref} className={className} data-deferred={name}>
        <Loaded {...props} />
      </div>
    )
  }
  Deferred.displayName = `Deferred(${name})`
  return memo(Deferred)
}
