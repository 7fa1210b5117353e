/** Reads until `done` holds or `ms` pass, for effects a worker or an immediate webhook delivers after a request. */
export async function waitFor<T>(read: () => Promise<T>, done: (value: T) => boolean, ms = 8000): Promise<T> {
  const until = Date.now() + ms
  for (;;) {
    const value = await read()
    if (done(value) || Date.now() > until) return value
    await new Promise((r) => setTimeout(r, 50))
  }
}
