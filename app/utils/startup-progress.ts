// What `npm start` says while it works before the server listens: migrating and, on a first run, seeding take
// up to a couple of minutes, and a silent terminal for that long reads as a hang (issue 25).

type Log = (line: string) => void

/**
 * Runs `work` after printing `label…`, then prints how long it took. While it runs, a line every `heartbeatMs`
 * says it is still going, with the seconds so far.
 */
export async function timedStep<T>(label: string, work: () => Promise<T>, options: { log?: Log; heartbeatMs?: number; now?: () => number } = {}): Promise<T> {
  const log = options.log ?? ((line: string) => console.log(line))
  const now = options.now ?? (() => performance.now())
  const started = now()
  const seconds = () => `${((now() - started) / 1000).toFixed(1)} s`
  log(`${label}…`)
  const heartbeat = options.heartbeatMs ? setInterval(() => log(`  … still working (${seconds()})`), options.heartbeatMs) : null
  heartbeat?.unref()
  try {
    const result = await work()
    log(`  done in ${seconds()}`)
    return result
  } finally {
    if (heartbeat) clearInterval(heartbeat)
  }
}
