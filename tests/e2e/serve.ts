// The server Playwright tests run against: the production build, a fresh seeded database, port E2E_PORT,
// and a copy of tenants/ (plus a scratch tenant) that tests may edit while the server runs. On PostgreSQL a second
// app server process shares the database (serve-peer.ts, on PEER_PORT) and a round-robin proxy stands in front of
// both (PROXY_PORT), for tests/e2e/two-servers.http.spec.ts; every other test talks to this server alone.
import { spawn, type ChildProcess } from 'node:child_process'
import { cpSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import type { Server } from 'node:http'
import path from 'node:path'
import express from 'express'
import { seedDatabase } from '../../drizzle/seed/index'
import { createServer } from '../../server'
import { createTestDatabase } from '../helpers/database'
import { E2E_TENANTS_DIR } from './tenant-dir'
import { e2eHooks } from './test-hooks'
import { hubHooks } from './hub-hooks'
import { startRoundRobinProxy } from './round-robin-proxy'
import { PEER_PORT, PROXY_PORT } from './two-server-ports'

process.env.NODE_ENV = 'production'
// The flows read their emails in the development mailbox (off in production unless asked for).
process.env.DEV_MAILBOX = 'on'
// One secret for both servers (issue 24): a session, cart or signed link made on one is good on the other. The
// build (which signs) reads the environment when createServer loads it, after this line; the peer inherits it.
process.env.SESSION_SECRET ??= 'e2e-only-secret-shared-by-both-app-servers-of-the-run'
const port = Number(process.env.E2E_PORT ?? 3100)

rmSync(E2E_TENANTS_DIR, { recursive: true, force: true })
cpSync('tenants', E2E_TENANTS_DIR, { recursive: true, filter: (src) => !/\.ts$/.test(src) })
cpSync(path.join(E2E_TENANTS_DIR, 'get-that-boat'), path.join(E2E_TENANTS_DIR, 'scratch'), { recursive: true })
const scratch = path.join(E2E_TENANTS_DIR, 'scratch', 'tenant.yaml')
writeFileSync(
  scratch,
  readFileSync(scratch, 'utf8')
    .replace('id: get-that-boat', 'id: scratch')
    .replace('name: Get That Boat', 'name: Scratch Charters')
    .replace('[get-that-boat.localhost]', '[scratch.localhost]'),
)
// A copy of Deira with a tag manager: the consent banner and the tag-manager policy are tested on it (decision 026).
cpSync(path.join(E2E_TENANTS_DIR, 'deira'), path.join(E2E_TENANTS_DIR, 'tagged'), { recursive: true })
const tagged = path.join(E2E_TENANTS_DIR, 'tagged', 'tenant.yaml')
writeFileSync(
  tagged,
  readFileSync(tagged, 'utf8')
    .replace('id: deira', 'id: tagged')
    .replace('[deira.localhost]', '[tagged.localhost]')
    .replace('canonicalOrigin: http://deira.localhost:3000', 'canonicalOrigin: http://tagged.localhost:3000')
    .replace('tagManagerId: null', 'tagManagerId: GTM-E2ETEST'),
)

const database = await createTestDatabase('e2e')
await database.unhurried((db) => seedDatabase(db)) // no answer deadline: a loaded machine may take more than 10 s for a bulk insert
const app = await createServer({ database, tenantsDir: E2E_TENANTS_DIR, hubOrigin: `http://partners.localhost:${port}` })
// Test-only hooks in front of the app, on this server only (see test-hooks.ts).
const front = express()
front.use('/__e2e/hub', hubHooks(database.db, app.hubOrigin))
front.use('/__e2e', e2eHooks(database.db))
front.use(app)
// Emails reach the mailbox within a second; holds, reconciliation and refunds run as on a real server. The
// workers come from the build the server serves, over its live tenants (this copied folder, edits and new
// tenants included), not a snapshot of tenants/.
const stopWorkers = app.startWorkers({ mailMs: 500, bookingMs: 5_000, webhooksMs: 1_000 })
const { peer, proxy } = database.url ? await startPeer(database.url) : { peer: null, proxy: null }
// Listening last: Playwright starts the tests when this port answers, and by then the peer and the proxy do too.
const server = front.listen(port, () => console.log(`e2e server on http://localhost:${port} (${database.kind})`))
// Every signal after the first is ignored, not fatal: Playwright signals the whole process group and tsx passes the
// signal on to this process again, which would otherwise kill it half way through closing.
let stopping = false
const stop = () => {
  if (stopping) return
  stopping = true
  const peerGone = peer ? stopPeer(peer) : Promise.resolve()
  proxy?.close()
  proxy?.closeAllConnections()
  server.close(() => void peerGone.then(() => stopWorkers()).then(() => database.drop()).then(() => process.exit(0)))
  server.closeAllConnections()
}
process.on('SIGTERM', stop)
process.on('SIGINT', stop)

/** The second app server (its own process, this database) and the proxy that alternates between the two. */
async function startPeer(url: string): Promise<{ peer: ChildProcess; proxy: Server }> {
  const peer = spawn(process.execPath, [...process.execArgv, path.resolve('tests/e2e/serve-peer.ts')], {
    env: { ...process.env, E2E_PEER_DATABASE_URL: url, E2E_PEER_PORT: String(PEER_PORT), E2E_PORT: String(port) },
    stdio: 'inherit',
  })
  const exited = new Promise<never>((_, reject) => peer.once('exit', (code) => reject(new Error(`the e2e peer server exited (${code}) before it answered`))))
  const answers = async () => {
    for (;;) {
      const ok = await fetch(`http://127.0.0.1:${PEER_PORT}/healthz`).then(
        (r) => r.ok,
        () => false,
      )
      if (ok) return
      await new Promise((r) => setTimeout(r, 200))
    }
  }
  await Promise.race([answers(), exited])
  const proxy = await startRoundRobinProxy(
    [
      { name: 'main', port },
      { name: 'peer', port: PEER_PORT },
    ],
    PROXY_PORT,
  )
  console.log(`e2e peer server on http://localhost:${PEER_PORT}, round-robin proxy on http://localhost:${PROXY_PORT}`)
  return { peer, proxy }
}

/** Asks the peer to stop (Playwright's SIGTERM reaches it too, as one of this process group) and waits for it. */
function stopPeer(peer: ChildProcess): Promise<void> {
  if (peer.exitCode !== null || peer.signalCode !== null) return Promise.resolve()
  return new Promise((resolve) => {
    const kill = setTimeout(() => peer.kill('SIGKILL'), 10_000)
    peer.once('exit', () => (clearTimeout(kill), resolve()))
    peer.kill('SIGTERM')
  })
}
