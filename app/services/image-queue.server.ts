// The image proxy's render queue: at most `concurrency` renders at once (one per core, decision 020), a render
// that cannot start within `maxWaitMs` gives up with RenderQueueBusy (the route answers 503 + Retry-After)
// instead of piling up behind a burst, and requests for the same key while it is queued or running share it.

export class RenderQueueBusy extends Error {
  constructor(readonly waitedMs: number) {
    super(`no render slot free within ${waitedMs} ms`)
  }
}

type RenderQueueOptions = {
  concurrency: number
  /** How long a render may wait for a slot before the request is answered 503. */
  maxWaitMs: number
}

type Waiter = { start: () => void; timer: ReturnType<typeof setTimeout> }

export function createRenderQueue({ concurrency, maxWaitMs }: RenderQueueOptions) {
  let active = 0
  const waiting: Waiter[] = []
  const shared = new Map<string, Promise<unknown>>()
  const stats = { rendered: 0, busy: 0, shared: 0 }

  function acquire(): Promise<void> {
    if (active < concurrency) {
      active++
      return Promise.resolve()
    }
    return new Promise((resolve, reject) => {
      const waiter: Waiter = {
        start: () => {
          clearTimeout(waiter.timer)
          resolve()
        },
        timer: setTimeout(() => {
          waiting.splice(waiting.indexOf(waiter), 1)
          stats.busy++
          reject(new RenderQueueBusy(maxWaitMs))
        }, maxWaitMs),
      }
      waiting.push(waiter)
    })
  }

  function release() {
    // A finishing render hands its slot straight to the next waiter, so `active` never exceeds the limit.
    const next = waiting.shift()
    if (next) next.start()
    else active--
  }

  async function run<T>(task: () => Promise<T>): Promise<T> {
    await acquire()
    try {
      stats.rendered++
      return await task()
    } finally {
      release()
    }
  }

  return {
    /** Runs `task` in a slot, or joins the queued or running task of the same key. */
    run<T>(key: string, task: () => Promise<T>): Promise<T> {
      const existing = shared.get(key) as Promise<T> | undefined
      if (existing) {
        stats.shared++
        return existing
      }
      const pending = run(task).finally(() => shared.delete(key))
      shared.set(key, pending)
      return pending
    },
    stats: () => ({ ...stats, active, waiting: waiting.length }),
  }
}

export type RenderQueue = ReturnType<typeof createRenderQueue>
