// The server Playwright tests run against: the production build, a fresh seeded database, port E2E_PORT,
// and a copy of tenants/ (plus a scratch tenant) that tests may edit while the server runs.
import { cpSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import express from 'express'
import { seedDatabase } from '../../drizzle/seed/index'
import { createServer } from '../../server'
import { createTestDatabase } from '../helpers/database'
import { E2E_TENANTS_DIR } from './tenant-dir'
import { e2eHooks } from './test-hooks'
import { hubHooks } from './hub-hooks'

process.env.NODE_ENV = 'production'
// The flows read their emails in the development mailbox (off in production unless asked for).
process.env.DEV_MAILBOX = 'on'
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
await seedDatabase(database.db)
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
const server = front.listen(port, () => console.log(`e2e server on http://localhost:${port} (${database.kind})`))
const stop = () => {
  server.close(() => void stopWorkers().then(() => database.drop()).then(() => process.exit(0)))
}
process.once('SIGTERM', stop)
process.once('SIGINT', stop)
