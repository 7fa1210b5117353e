// The fault proxy itself (decision 056), over a local echo server: it forwards, cuts (open and new connections
// reset), blackholes (bytes held, nothing answered) and, restored, delivers what it held.
import net from 'node:net'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startFaultProxy, type FaultProxy } from '../helpers/fault-proxy'

let echo: net.Server
let proxy: FaultProxy

beforeAll(async () => {
  echo = net.createServer((socket) => socket.pipe(socket))
  await new Promise<void>((resolve) => echo.listen(0, '127.0.0.1', () => resolve()))
  proxy = await startFaultProxy({ port: (echo.address() as AddressInfo).port })
})
afterAll(async () => {
  await proxy.close()
  await new Promise((resolve) => echo.close(resolve))
})

type Client = { socket: net.Socket; received: () => string; closed: Promise<string> }
function open(): Client {
  const socket = net.connect(proxy.port, '127.0.0.1')
  let data = ''
  socket.on('data', (c: Buffer) => (data += c.toString()))
  const closed = new Promise<string>((resolve) => {
    let code = 'closed'
    socket.on('error', (e: NodeJS.ErrnoException) => (code = e.code ?? e.message))
    socket.on('close', () => resolve(code))
  })
  return { socket, received: () => data, closed }
}
async function connect(): Promise<Client> {
  const client = open()
  await new Promise((resolve, reject) => client.socket.once('connect', resolve).once('error', reject))
  return client
}
const until = async (check: () => boolean) => {
  while (!check()) await new Promise((r) => setTimeout(r, 10))
}

describe('fault proxy', () => {
  it('forwards both ways, then cut resets open connections and every new one until restored', async () => {
    const a = await connect()
    a.socket.write('hello')
    await until(() => a.received() === 'hello')
    proxy.cut()
    expect(await a.closed).toBe('ECONNRESET')
    // Reset as soon as it is accepted: Node reports it as the connect's error or the first read's.
    expect(await open().closed).toBe('ECONNRESET')
    proxy.restore()
    const c = await connect()
    c.socket.write('again')
    await until(() => c.received() === 'again')
    c.socket.destroy()
  })

  it('blackhole holds bytes without answering or closing; restore delivers them', async () => {
    const a = await connect()
    proxy.blackhole()
    const b = await connect()
    a.socket.write('held-a')
    b.socket.write('held-b')
    // Nothing answers and nothing closes: the echo sees no byte while the proxy holds them.
    const settled = await Promise.race([a.closed, b.closed, new Promise((r) => setTimeout(() => r('open'), 300))])
    expect(settled).toBe('open')
    expect(a.received() + b.received()).toBe('')
    proxy.restore()
    await until(() => a.received() === 'held-a' && b.received() === 'held-b')
    expect(proxy.stats().open).toBeGreaterThanOrEqual(2)
    a.socket.destroy()
    b.socket.destroy()
  })
})
