// LISTEN on PostgreSQL that outlives its connection (decision 052). postgres.js's own `sql.listen` re-listens once
// when its connection closes and gives up silently if that attempt fails (a restart longer than a connect), so the
// listener keeps its own connection and retries until it is back. Whatever was sent while it was away is lost, so
// every (re)connection is reported: the caller then forgets what it may have missed.

/** Listens on `channel`; `onListen(reconnected)` after the first LISTEN and after each one that follows a lost connection. */
export type Listen = (channel: string, onNotify: (payload: string) => void, onListen?: (reconnected: boolean) => void) => Promise<() => Promise<void>>

const RETRY_MS = [100, 250, 500, 1000, 2000, 5000]

export function postgresListen(url: string, options: { log?: (message: string) => void } = {}): Listen {
  const log = options.log ?? ((message: string) => console.error(`[db] ${message}`))
  return async (channel, onNotify, onListen) => {
    const { default: postgres } = await import('postgres')
    let stopped = false
    let listening = false
    let attempts = 0
    let timer: NodeJS.Timeout | undefined
    // `onnotify` is postgres.js's own hook for every notification on a connection (what its `listen` uses), untyped.
    const notify = { onnotify: (name: string, payload: string) => void (name === channel && onNotify(payload)) } as object
    const sql = postgres(url, {
      ...notify,
      max: 1,
      // The one connection stays open for as long as the listener does.
      idle_timeout: 0,
      max_lifetime: null,
      fetch_types: false,
      connect_timeout: 5,
      onnotice: () => {},
      onclose: () => {
        if (stopped || !listening) return
        listening = false
        log(`lost the LISTEN connection for ${channel}; reconnecting`)
        retry(true)
      },
    })
    const subscribe = async (reconnected: boolean) => {
      try {
        await sql.unsafe(`listen "${channel.replace(/"/g, '""')}"`)
        if (stopped) return
        listening = true
        attempts = 0
        onListen?.(reconnected)
      } catch (error) {
        if (stopped) return
        if (!attempts) log(`cannot LISTEN on ${channel} (${(error as Error).message}); retrying`)
        // Pages may have been kept while nobody listened, even before the first LISTEN.
        retry(true)
      }
    }
    const retry = (reconnected: boolean) => {
      clearTimeout(timer)
      timer = setTimeout(() => void subscribe(reconnected), RETRY_MS[Math.min(attempts++, RETRY_MS.length - 1)]!)
      timer.unref()
    }
    // A server that starts while the database is away serves anyway: the listener retries (reporting a reconnection).
    await subscribe(false)
    return async () => {
      stopped = true
      clearTimeout(timer)
      await sql.end({ timeout: 1 })
    }
  }
}
