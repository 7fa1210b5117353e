// A TCP proxy the fault tests put between the app and PostgreSQL (or SMTP), to break the link on purpose
// (decision 056). Modes: `pass` forwards bytes both ways; `cut()` resets every open connection and every new one
// (the server went away); `blackhole()` accepts and holds every byte without forwarding or answering (a
// partition: nothing fails, nothing answers); `restore()` goes back to `pass`, and the bytes a blackhole held
// flow on, as TCP would deliver them once a partition heals.
import net from 'node:net'
import type { AddressInfo } from 'node:net'

export type FaultMode = 'pass' | 'cut' | 'blackhole'

export type FaultProxy = {
  port: number
  readonly mode: FaultMode
  /** The same URL with this proxy's host and port (a database or SMTP URL). */
  wrap(url: string): string
  cut(): void
  blackhole(): void
  restore(): void
  /** Connections accepted since start, and those open now. */
  stats(): { accepted: number; open: number }
  close(): Promise<void>
}

type Link = { client: net.Socket; upstream: net.Socket | null }

export async function startFaultProxy(target: { host?: string; port: number }, options: { port?: number } = {}): Promise<FaultProxy> {
  const host = target.host ?? '127.0.0.1'
  let mode: FaultMode = 'pass'
  let accepted = 0
  const links = new Set<Link>()

  const drop = (link: Link) => {
    links.delete(link)
    link.client.destroy()
    link.upstream?.destroy()
  }
  const reset = (link: Link) => {
    links.delete(link)
    if (!link.client.destroyed) link.client.resetAndDestroy()
    link.upstream?.destroy()
  }
  const forward = (link: Link) => {
    if (!link.upstream) {
      const upstream = net.connect(target.port, host)
      link.upstream = upstream
      upstream.setNoDelay(true)
      upstream.on('error', () => drop(link))
      upstream.on('close', () => drop(link))
    }
    link.client.pipe(link.upstream)
    link.upstream.pipe(link.client)
  }
  const hold = (link: Link) => {
    link.client.unpipe()
    link.upstream?.unpipe()
    link.client.pause()
    link.upstream?.pause()
  }

  const server = net.createServer((client) => {
    accepted++
    const link: Link = { client, upstream: null }
    client.setNoDelay(true)
    client.on('error', () => drop(link))
    client.on('close', () => drop(link))
    if (mode === 'cut') return void client.resetAndDestroy()
    links.add(link)
    if (mode === 'blackhole') return hold(link)
    forward(link)
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve())
  })
  const port = (server.address() as AddressInfo).port

  return {
    port,
    get mode() {
      return mode
    },
    wrap(url) {
      const u = new URL(url)
      u.hostname = '127.0.0.1'
      u.port = String(port)
      return u.toString()
    },
    cut() {
      mode = 'cut'
      for (const link of [...links]) reset(link)
    },
    blackhole() {
      mode = 'blackhole'
      for (const link of links) hold(link)
    },
    restore() {
      const was = mode
      mode = 'pass'
      if (was === 'blackhole') for (const link of links) forward(link)
    },
    stats: () => ({ accepted, open: links.size }),
    close() {
      for (const link of [...links]) drop(link)
      return new Promise((resolve) => server.close(() => resolve()))
    },
  }
}
