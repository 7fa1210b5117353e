// The second app server of the e2e run (issue 24): its own node process on the same database as the main server
// (tests/e2e/serve.ts spawns it with the database's URL), the same tenants folder and the same SESSION_SECRET. It
// serves the shop and the hub as the main one does, without the test hooks, and runs no workers: the main server's
// do the emails, holds and reconciliation for both, so every other flow sees exactly what it saw with one server.
import { createServer } from '../../server'
import { openDatabase } from '../../app/utils/db.server'
import { E2E_TENANTS_DIR } from './tenant-dir'

const url = process.env.E2E_PEER_DATABASE_URL
const port = Number(process.env.E2E_PEER_PORT)
const hubPort = Number(process.env.E2E_PORT ?? 3100)
if (!url || !port) throw new Error('serve-peer.ts needs E2E_PEER_DATABASE_URL and E2E_PEER_PORT (tests/e2e/serve.ts sets them)')

const database = await openDatabase({ url })
const app = await createServer({ database, tenantsDir: E2E_TENANTS_DIR, hubOrigin: `http://partners.localhost:${hubPort}` })
const server = app.listen(port, () => console.log(`e2e peer server on http://localhost:${port}`))
// The peer is signalled twice (by serve.ts and as one of Playwright's process group): the second is ignored.
let stopping = false
const stop = () => {
  if (stopping) return
  stopping = true
  server.close(() => void database.close().then(() => process.exit(0)))
  // Connections a client keeps open (a browser's keep-alive) do not hold the run up.
  server.closeAllConnections()
}
process.on('SIGTERM', stop)
process.on('SIGINT', stop)
