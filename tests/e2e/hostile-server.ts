// The server the hostile-request properties run against: server.ts over the production build, on an ephemeral
// port, with its own seeded PostgreSQL database, so the rows it counts are written by these requests alone.
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { sql } from 'drizzle-orm'
import { seedDatabase } from '../../drizzle/seed/index'
import { createServer } from '../../server'
import { createTestDatabase, type TestDatabase } from '../helpers/database'

export type Answer = { status: number; headers: http.IncomingHttpHeaders; text: string }
export type Send = { method?: string; headers?: Record<string, string>; body?: Uint8Array | string; chunked?: boolean }
export type HostileServer = { origin: (host: string) => string; send: (host: string, path: string, init?: Send) => Promise<Answer>; countRows: () => Promise<Record<string, number>>; close: () => Promise<void> }

/** Every table a visitor's request can write to. */
const WRITTEN = ['orders', 'bookings', 'payments', 'carts', 'cart_items', 'users', 'sessions', 'password_reset_tokens', 'custom_offer_requests', 'contact_messages', 'outbox', 'sandbox_gateway_sessions']

export async function startHostileServer(): Promise<HostileServer> {
  // The development mailbox is a route with a query parameter that reaches SQL: serve it, as the e2e server does.
  process.env.DEV_MAILBOX = 'on'
  const database: TestDatabase = await createTestDatabase('e2e_hostile', { requirePostgres: true })
  await database.unhurried((db) => seedDatabase(db))
  const app = await createServer({ database, quiet: true })
  const server = await new Promise<http.Server>((resolve) => {
    const listening = app.listen(0, '127.0.0.1', () => resolve(listening))
  })
  const port = (server.address() as AddressInfo).port
  return {
    origin: (host) => `http://${host}:${port}`,
    send: (host, path, init) => send(port, host, path, init),
    countRows: async () => {
      const query = WRITTEN.map((table) => `(select count(*)::int from ${table}) as ${table}`).join(', ')
      const rows = (await database.db.execute(sql.raw(`select ${query}`))) as unknown as Array<Record<string, number>>
      return rows[0]!
    },
    close: async () => {
      server.closeAllConnections()
      await new Promise((resolve) => server.close(resolve))
      await database.drop()
    },
  }
}

/**
 * One raw HTTP request: the Host header of a tenant (fetch cannot set it), bytes sent as given, a path sent
 * as written (no normalising of `%00` or `%C3%28`), and optionally a chunked body with no Content-Length.
 */
function send(port: number, host: string, path: string, init: Send = {}): Promise<Answer> {
  const body = typeof init.body === 'string' ? Buffer.from(init.body) : init.body
  const headers: Record<string, string> = { host: `${host}:${port}`, connection: 'close', ...init.headers }
  if (body) Object.assign(headers, init.chunked ? { 'transfer-encoding': 'chunked' } : { 'content-length': String(body.byteLength) })
  return new Promise((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port, path, method: init.method ?? 'GET', headers }, (res) => {
      const chunks: Buffer[] = []
      res.on('data', (c: Buffer) => chunks.push(c))
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, text: Buffer.concat(chunks).toString('utf8') }))
      res.on('error', reject)
    })
    // A refused upload may be cut off mid-body once the answer is sent; the answer is what counts.
    req.on('error', (error: NodeJS.ErrnoException) => (error.code === 'EPIPE' || error.code === 'ECONNRESET' ? undefined : reject(error)))
    req.end(body)
  })
}
